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

/** Allowed values of the object's dictionaries, loaded before a row is checked. */
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

/**
 * Checks a whole row's values against the metadata (required, types, lengths, ranges, patterns, dictionary
 * membership) with the shared form-values schema; answers the values of active fields only.
 */
export function checkValues(
  fields: readonly LcFieldVo[],
  values: Record<string, unknown>,
  dicts: DictChoices,
): Record<string, unknown> {
  const schema = formValuesSchema(lcDefaultForm(fields), { dictValues: (type) => dicts.get(type) ?? [] });
  const parsed = schema.safeParse(values);
  if (!parsed.success) throw invalid(parsed.error.issues, fields);
  const out: Record<string, unknown> = {};
  for (const field of fields) if (field.name in values) out[field.name] = values[field.name];
  return out;
}
