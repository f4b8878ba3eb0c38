import {
  formValuesSchema,
  Languages,
  lcDefaultForm,
  ResponseCode,
  type Language,
  type LcFieldVo,
} from '@zcps/contracts';
import type { core } from 'zod';
import { ServiceError } from '../../../platform/http/errors.js';
import { formatIssue } from '../../../platform/http/validation.js';
import { formatMessage, localize } from '../../../platform/i18n/format.js';
import { messages, type MessageKey } from '../../../platform/i18n/messages.js';

/** Allowed values of the object's dictionaries, loaded before a row is checked (a type left out is not checked). */
export type DictChoices = ReadonlyMap<string, readonly string[]>;

function describe(issue: core.$ZodIssue, lang: Language, byName: Map<string, LcFieldVo>): string {
  const name = String(issue.path[0] ?? '');
  const field = byName.get(name);
  const label = field?.label ?? name;
  const params = (issue as { params?: unknown }).params as
    { message?: string; args?: Record<string, string | number> } | undefined;
  if (params?.message === 'formSchema.pattern' && field?.validation.message)
    return formatMessage(lang, 'lowcode.patternCustom', { field: label, message: field.validation.message });
  if (params?.message && params.message in messages)
    return localize(lang, { key: params.message as MessageKey, params: { field: label, ...params.args } });
  return formatIssue({ ...issue, path: [label] }, lang);
}

/** A 400 naming each field by its label, in both languages (the caller's is chosen when answering). */
export function invalid(issues: readonly core.$ZodIssue[], fields: readonly LcFieldVo[]): ServiceError {
  const byName = new Map(fields.map((f) => [f.name, f]));
  const text = (lang: Language) =>
    [...new Set(issues.map((i) => describe(i, lang, byName)))].join(formatMessage(lang, 'list.semicolon'));
  const details = Object.fromEntries(Languages.map((lang) => [lang, text(lang)])) as Record<Language, string>;
  return new ServiceError('lowcode.invalid', { details }, ResponseCode.BAD_REQUEST);
}

const realDate = (text: string) => {
  const d = new Date(`${text.slice(0, 10)}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text.slice(0, 10);
};

/** What the column itself can hold, beyond the form rules: numeric range, ids, real dates, joined lengths. */
function columnIssue(
  field: LcFieldVo,
  value: unknown,
): { key: string; args?: Record<string, number> } | null {
  if (value === null || value === undefined || value === '') return null;
  switch (field.type) {
    case 'number':
    case 'money': {
      const limit = 10 ** ((field.precision ?? 18) - (field.scale ?? 0));
      if (typeof value === 'number' && Math.abs(value) >= limit)
        return { key: 'formSchema.max', args: { max: limit - 1 } };
      return null;
    }
    case 'user':
    case 'dept':
    case 'reference':
      return Number.isSafeInteger(Number(value)) && Number(value) > 0 ? null : { key: 'validation.invalid' };
    case 'date':
    case 'datetime':
      return typeof value === 'string' && !realDate(value) ? { key: 'validation.invalid' } : null;
    case 'dateRange':
      return Array.isArray(value) && value.some((v) => typeof v === 'string' && !realDate(v))
        ? { key: 'validation.invalid' }
        : null;
    case 'checkbox':
      return Array.isArray(value) && value.map(String).join(',').length > (field.length ?? 500)
        ? { key: 'formSchema.maxLength', args: { max: field.length ?? 500 } }
        : null;
    default:
      return null;
  }
}

/**
 * Checks a whole row's values against the metadata (required, types, lengths, ranges, patterns, dictionary
 * membership) with the shared form-values schema; answers the values of active fields only.
 */
export function checkValues(
  fields: readonly LcFieldVo[],
  values: Record<string, unknown>,
  dicts: DictChoices,
): Record<string, unknown> {
  const schema = formValuesSchema(lcDefaultForm(fields), { dictValues: (type) => dicts.get(type) });
  const parsed = schema.safeParse(values);
  if (!parsed.success) throw invalid(parsed.error.issues, fields);
  const issues = fields.flatMap((field) => {
    const found = columnIssue(field, values[field.name]);
    if (!found) return [];
    const params = { message: found.key, args: found.args ?? {} };
    return [{ code: 'custom', path: [field.name], message: found.key, params } as core.$ZodIssue];
  });
  if (issues.length) throw invalid(issues, fields);
  const out: Record<string, unknown> = {};
  for (const field of fields) if (field.name in values) out[field.name] = values[field.name];
  return out;
}
