import type { TFunction } from 'i18next';
import { CODE_DATE_PATTERNS, CODE_RESET_CYCLES, NumberPurpose } from '@zcps/contracts';

const PURPOSES = Object.values(NumberPurpose);

/** A purpose's name where the console knows it (declaration, certificate, expert), else its code. */
export function purposeLabel(t: TFunction, code: string): string {
  return (PURPOSES as string[]).includes(code)
    ? `${t(`codeRule.purpose_${code as NumberPurpose}`)} (${code})`
    : code;
}

export const purposeOptions = (t: TFunction) =>
  PURPOSES.map((code) => ({ value: code, label: purposeLabel(t, code) }));
export const dateOptions = (t: TFunction) =>
  CODE_DATE_PATTERNS.map((value) => ({ value, label: t(`codeRule.date_${value}`) }));
export const resetOptions = (t: TFunction) =>
  CODE_RESET_CYCLES.map((value) => ({ value, label: t(`codeRule.reset_${value}`) }));
