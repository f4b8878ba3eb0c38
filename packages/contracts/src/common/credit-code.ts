/**
 * GB 32100-2015 unified social credit codes (统一社会信用代码): 18 characters from 31 symbols (digits and
 * capitals without I, O, Z, S, V) — registration authority, unit type, a six-digit division code, the
 * nine-character organization code and a check character over the first 17.
 */
const CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const SHAPE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/** The check character of the first 17 characters (which must come from the charset). */
export function creditCodeCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CHARSET.indexOf(first17[i]!) * WEIGHTS[i]!;
  return CHARSET[(31 - (sum % 31)) % 31]!;
}

/** Upper-cases and trims what a user typed. */
export function normaliseCreditCode(value: string): string {
  return value.trim().toUpperCase();
}

/** True for an 18-character code of the right shape whose last character is its check character. */
export function isValidCreditCode(value: string): boolean {
  const code = normaliseCreditCode(value);
  return SHAPE.test(code) && creditCodeCheckChar(code.slice(0, 17)) === code[17];
}
