/**
 * Password policy shared by the console and the server (kept free of zod so the login page stays small).
 * `sys.account.passwordMinLength` / `passwordMaxLength` bound the length, `sys.account.passwordStrength` adds
 * what the characters must mix.
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

/** Shortest and longest password a person may set, in characters (a type, so it passes as i18n values). */
export type PasswordLength = { min: number; max: number };

/** The lengths when the config holds nothing usable. */
export const DEFAULT_PASSWORD_LENGTH: Readonly<PasswordLength> = Object.freeze({ min: 6, max: 20 });

/** What the config may ask for: bcrypt reads only the first 72 bytes of a password. */
export const PASSWORD_LENGTH_LIMIT: Readonly<PasswordLength> = Object.freeze({ min: 1, max: 72 });

function lengthValue(raw: string | null | undefined): number | undefined {
  const text = raw?.trim() ?? '';
  if (!/^\d{1,3}$/.test(text)) return undefined;
  const n = Number(text);
  return n >= PASSWORD_LENGTH_LIMIT.min && n <= PASSWORD_LENGTH_LIMIT.max ? n : undefined;
}

/** The configured lengths; a value out of bounds falls back to its default, a min above the max to both. */
export function parsePasswordLength(
  min: string | null | undefined,
  max: string | null | undefined,
): PasswordLength {
  const length = {
    min: lengthValue(min) ?? DEFAULT_PASSWORD_LENGTH.min,
    max: lengthValue(max) ?? DEFAULT_PASSWORD_LENGTH.max,
  };
  return length.min <= length.max ? length : { ...DEFAULT_PASSWORD_LENGTH };
}

export type PasswordProblem = 'length' | 'lettersDigits' | 'lettersDigitsSymbols';

export function parseStrength(value: string | null | undefined): PasswordStrengthLevel {
  return value === '1' || value === '2' ? value : '0';
}

/** What is wrong with a password under the given strength and lengths, or null when it passes. */
export function passwordProblem(
  password: string,
  strength: PasswordStrengthLevel,
  length: Readonly<PasswordLength> = DEFAULT_PASSWORD_LENGTH,
): PasswordProblem | null {
  if (password.length < length.min || password.length > length.max) return 'length';
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
