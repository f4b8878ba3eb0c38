import type { Bilingual, RuleKind } from '@zcps/contracts';
import type { RuleContext, RuleOutcome } from './dossier.js';
import { bilingual, message } from '../../../platform/i18n/format.js';

/**
 * What a rule found and required, worded for the screen (实际 / 要求): a dictionary value by its label, a number
 * with its unit. The raw `found` / `required` stay in the result for code that compares them.
 */
export interface ShownValues {
  foundText: Bilingual | null;
  requiredText: Bilingual | null;
}

type Unit = 'years' | 'hours' | 'items' | 'yearsGood' | 'punishments';

const UNIT: Partial<Record<RuleKind, Unit>> = {
  seniority: 'years',
  assessment: 'yearsGood',
  training: 'hours',
  works: 'items',
  achievements: 'items',
  awards: 'items',
  no_punishment: 'punishments',
};

const DICT: Partial<Record<RuleKind, 'education' | 'title_level'>> = {
  education: 'education',
  current_title: 'title_level',
};

function shown(kind: string, value: number | string | null, ctx: RuleContext): Bilingual | null {
  if (value === null) return null;
  const dict = DICT[kind as RuleKind];
  if (dict) return ctx.label(dict, String(value));
  const unit = UNIT[kind as RuleKind];
  if (!unit) return bilingual(String(value));
  const count = Number(value);
  if (unit === 'punishments' && count === 0) return bilingual(message('eligibility.shown.none'));
  const key = {
    years: 'eligibility.shown.years',
    yearsGood: 'eligibility.shown.yearsGood',
    hours: 'eligibility.shown.hours',
    items: 'eligibility.shown.items',
    punishments: 'eligibility.shown.punishments',
  } as const;
  return bilingual(message(key[unit], { count }));
}

export function shownValues(kind: string, outcome: RuleOutcome, ctx: RuleContext): ShownValues {
  return {
    foundText: shown(kind, outcome.found, ctx),
    requiredText: shown(kind, outcome.required, ctx),
  };
}
