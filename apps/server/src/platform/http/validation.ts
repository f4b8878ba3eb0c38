import type { FastifySchemaCompiler } from 'fastify';
import { type Language } from '@zcps/contracts';
import type { core, ZodType } from 'zod';
import { forbiddenCharPath } from './control-chars.js';
import { RequestValidationError } from './errors.js';
import { fieldLabel } from '../i18n/field-labels.js';
import { formatMessage, localize, type MessageArg } from '../i18n/format.js';
import { messages, type MessageKey } from '../i18n/messages.js';

/** Validates with zod and keeps the raw issues for localized messages. */
export const zodValidatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const controlAt = httpPart === 'headers' ? null : forbiddenCharPath(data);
    if (controlAt) {
      const issue = {
        code: 'custom',
        path: controlAt,
        params: { message: 'validation.controlChar' },
        message: '',
      };
      return { error: new RequestValidationError([issue as core.$ZodIssue], httpPart ?? 'body', data) };
    }
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(result.error.issues, httpPart ?? 'body', data) };
  };

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current = input;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && !value.trim());

/** One issue → "字段(field)长度必须在2到20个字符之间" / "Field (field) must be …". */
export function formatIssue(issue: core.$ZodIssue, lang: Language, input?: unknown): string {
  const field = fieldLabel(issue.path, lang);
  const value = valueAt(input, issue.path);
  switch (issue.code) {
    case 'invalid_type':
      if (isBlank(value)) return formatMessage(lang, 'validation.required', { field });
      return formatMessage(lang, 'validation.type', { field, expected: issue.expected });
    case 'too_small':
      if (issue.origin === 'string') {
        if (isBlank(value)) return formatMessage(lang, 'validation.required', { field });
        return formatMessage(lang, 'validation.tooShort', { field, min: String(issue.minimum) });
      }
      if (issue.origin === 'array' && Number(issue.minimum) === 1) {
        return formatMessage(lang, 'validation.required', { field });
      }
      return formatMessage(lang, 'validation.tooSmall', { field, min: String(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'string')
        return formatMessage(lang, 'validation.tooLong', { field, max: String(issue.maximum) });
      return formatMessage(lang, 'validation.tooBig', { field, max: String(issue.maximum) });
    case 'invalid_format':
      return formatMessage(lang, 'validation.format', { field });
    case 'invalid_value':
      return formatMessage(lang, 'validation.enum', { field, values: issue.values.map(String).join(', ') });
    case 'unrecognized_keys':
      return formatMessage(lang, 'validation.unknownKeys', { keys: issue.keys.join(', ') });
    case 'custom': {
      // A refinement may name its message: params { message: key, fields: other fields named in it ({other},
      // {other2}), args: further named values (a configured bound the schema could not know) }.
      const params = issue.params as
        { message?: string; fields?: string[]; args?: Record<string, string | number> } | undefined;
      if (params?.message && params.message in messages) {
        const named: Record<string, MessageArg> = { field, ...params.args };
        (params.fields ?? []).forEach((name, i) => {
          named[i ? `other${i + 1}` : 'other'] = fieldLabel([name], lang);
        });
        return localize(lang, { key: params.message as MessageKey, params: named });
      }
      return formatMessage(lang, 'validation.invalid', { field });
    }
    default:
      return formatMessage(lang, 'validation.invalid', { field });
  }
}

export function formatIssues(issues: readonly core.$ZodIssue[], lang: Language, input?: unknown): string {
  const seen = new Set<string>();
  const parts: string[] = [];
  for (const issue of issues) {
    const text = formatIssue(issue, lang, input);
    if (!seen.has(text)) parts.push(text);
    seen.add(text);
  }
  return parts.join(formatMessage(lang, 'list.semicolon'));
}
