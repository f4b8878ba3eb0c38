import type { RuleKind } from '@zcps/contracts';
import type { titleCatalogZhCN } from '../../../i18n/title-catalog';

type LabelKey = keyof (typeof titleCatalogZhCN)['titleCatalog'];

/** How one param of a rule kind is entered (and shown in the condition list). */
export type FieldSpec =
  | { key: LabelKey; type: 'dict'; dict: string; required?: boolean; multiple?: boolean }
  | { key: LabelKey; type: 'number'; min: number; max: number; step?: number; required?: boolean }
  | { key: LabelKey; type: 'flag' }
  | { key: 'byEducation'; type: 'table' };

const years: FieldSpec = { key: 'years', type: 'number', min: 1, max: 50, required: true };
const count: FieldSpec = { key: 'count', type: 'number', min: 1, max: 100, required: true };
const since: FieldSpec = { key: 'sinceCurrentTitle', type: 'flag' };

/** The params of each rule kind, as the contracts' schemas define them. */
export const RULE_FIELDS: Record<RuleKind, FieldSpec[]> = {
  education: [{ key: 'minEducation', type: 'dict', dict: 'education', required: true }],
  seniority: [{ key: 'byEducation', type: 'table' }],
  current_title: [
    { key: 'minLevel', type: 'dict', dict: 'title_level', required: true },
    { key: 'sameSeries', type: 'flag' },
  ],
  assessment: [
    years,
    { key: 'minResult', type: 'dict', dict: 'assessment_result', required: true },
    { key: 'excellentAtLeast', type: 'number', min: 1, max: 50 },
  ],
  training: [
    years,
    { key: 'hours', type: 'number', min: 1, max: 10000, required: true },
    { key: 'professionalShare', type: 'number', min: 0, max: 1, step: 0.01 },
  ],
  works: [
    count,
    { key: 'worksTypes', type: 'dict', dict: 'works_type', multiple: true },
    { key: 'paperIndexes', type: 'dict', dict: 'paper_index', multiple: true },
    { key: 'representativeOnly', type: 'flag' },
    { key: 'firstAuthorOnly', type: 'flag' },
    since,
  ],
  achievements: [count, { key: 'ownRoles', type: 'dict', dict: 'achievement_role', multiple: true }, since],
  awards: [count, { key: 'minAwardLevel', type: 'dict', dict: 'award_level', required: true }, since],
  no_punishment: [years],
};

/** What a new rule of a kind starts with. */
export const RULE_DEFAULTS: Record<RuleKind, Record<string, unknown>> = {
  education: {},
  seniority: { byEducation: [{ years: 5 }] },
  current_title: { sameSeries: true },
  assessment: { years: 5, minResult: '2' },
  training: { years: 5, hours: 450 },
  works: { count: 1 },
  achievements: { count: 1 },
  awards: { count: 1 },
  no_punishment: { years: 5 },
};

/** Form params → what the server accepts: cleared numbers (null), empty lists and unset flags left out. */
export function cleanParams(params: Record<string, unknown> | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === null || value === undefined || value === false) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    out[key] = value;
  }
  return out;
}

/** The dictionaries the params of all kinds name (the list shows their labels). */
export const RULE_DICTS = [
  'education',
  'title_level',
  'assessment_result',
  'works_type',
  'paper_index',
  'achievement_role',
  'award_level',
];

type Labels = (dict: string, code: string) => string;

/** The dictionaries the params of one kind name (its summary waits for them). */
export function dictsOf(kind: string): string[] {
  return (RULE_FIELDS[kind as RuleKind] ?? []).flatMap((f) =>
    f.type === 'dict' ? [f.dict] : f.type === 'table' ? ['education'] : [],
  );
}

/** "最低学历：大学本科毕业；…" — the params of a stored rule in words. */
export function summarize(
  kind: string,
  params: Record<string, unknown>,
  t: (key: `titleCatalog.${LabelKey}`) => string,
  label: Labels,
): string {
  const fields = RULE_FIELDS[kind as RuleKind];
  if (!fields) return JSON.stringify(params);
  const parts: string[] = [];
  for (const field of fields) {
    const value = params[field.key];
    if (value === undefined || value === null || value === false) continue;
    if (field.type === 'table') {
      const rows = value as { education: string; years: number }[];
      parts.push(
        `${t('titleCatalog.byEducation')}：${rows.map((r) => `${label('education', r.education)} ${r.years}`).join('、')}`,
      );
    } else if (field.type === 'flag') parts.push(t(`titleCatalog.${field.key}`));
    else if (field.type === 'dict') {
      const codes = Array.isArray(value) ? (value as string[]) : [String(value)];
      parts.push(`${t(`titleCatalog.${field.key}`)}：${codes.map((c) => label(field.dict, c)).join('、')}`);
    } else parts.push(`${t(`titleCatalog.${field.key}`)}：${String(value)}`);
  }
  return parts.join('；');
}
