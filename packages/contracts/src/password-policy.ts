/**
 * Password policy shared by the console and the server (kept free of zod so the login page stays small).
 * Length 6–20 always; `sys.account.passwordStrength` adds what the characters must mix.
 */
export const PasswordStrength = {
  /** Any characters. */
  ANY: '0',
  /** At least one letter and one digit. */
  LETTERS_DIGITS: '1',
  /** At least one letter, one digit and one other character. */
  LETTERS_DIGITS_SYMBOLS: '2',
} as const;
export type PasswordStrengthLevel = (typeof PasswordStrength)[keyof typeof PasswordStrength];

export const PASSWORD_POLICY_MIN = 6;
export const PASSWORD_POLICY_MAX = 20;

export type PasswordProblem = 'length' | 'lettersDigits' | 'lettersDigitsSymbols';

export function parseStrength(value: string | null | undefined): PasswordStrengthLevel {
  return value === '1' || value === '2' ? value : '0';
}

/** What is wrong with a password under the given strength, or null when it passes. */
export function passwordProblem(password: string, strength: PasswordStrengthLevel): PasswordProblem | null {
  if (password.length < PASSWORD_POLICY_MIN || password.length > PASSWORD_POLICY_MAX) return 'length';
  const letters = /[A-Za-z]/.test(password);
  const digits = /\d/.test(password);
  const others = /[^A-Za-z\d]/.test(password);
  if (strength === PasswordStrength.LETTERS_DIGITS && !(letters && digits)) return 'lettersDigits';
  if (strength === PasswordStrength.LETTERS_DIGITS_SYMBOLS && !(letters && digits && others))
    return 'lettersDigitsSymbols';
  return null;
}

/** Captcha kinds of the login page (spec: slide puzzle or click the characters in order). */
export const CaptchaType = { SLIDE: 'slide', CLICK: 'click' } as const;
export type CaptchaKind = (typeof CaptchaType)[keyof typeof CaptchaType];

/** Where a six-digit code goes and what it is for. */
export const CodeChannel = { SMS: 'sms', EMAIL: 'email' } as const;
export type CodeChannelKind = (typeof CodeChannel)[keyof typeof CodeChannel];
export const CodePurpose = { LOGIN: 'login', RESET: 'reset' } as const;
export type CodePurposeKind = (typeof CodePurpose)[keyof typeof CodePurpose];
export const CODE_RESEND_SECONDS = 60;
