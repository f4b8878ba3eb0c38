import type { FastifySchemaCompiler } from 'fastify';
import { fieldLabel, formatMessage, messages, type Language, type MessageKey } from '@zcps/contracts';
import type { core, ZodType } from 'zod';
import { RequestValidationError } from './errors.js';

/** Validates with zod and keeps the raw issues for localized messages. */
export const zodValidatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
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
      if (isBlank(value)) return formatMessage(lang, 'validation.required', field);
      return formatMessage(lang, 'validation.type', field, issue.expected);
    case 'too_small':
      if (issue.origin === 'string') {
        if (isBlank(value)) return formatMessage(lang, 'validation.required', field);
        return formatMessage(lang, 'validation.tooShort', field, String(issue.minimum));
      }
      if (issue.origin === 'array' && Number(issue.minimum) === 1) {
        return formatMessage(lang, 'validation.required', field);
      }
      return formatMessage(lang, 'validation.tooSmall', field, String(issue.minimum));
    case 'too_big':
      if (issue.origin === 'string')
        return formatMessage(lang, 'validation.tooLong', field, String(issue.maximum));
      return formatMessage(lang, 'validation.tooBig', field, String(issue.maximum));
    case 'invalid_format':
      return formatMessage(lang, 'validation.format', field);
    case 'invalid_value':
      return formatMessage(lang, 'validation.enum', field, issue.values.map(String).join(', '));
    case 'unrecognized_keys':
      return formatMessage(lang, 'validation.unknownKeys', issue.keys.join(', '));
    case 'custom': {
      // A refinement may name its message: params { message: key, fields: other fields named in it, args:
      // values after them (a configured bound the schema could not know) }.
      const params = issue.params as
        { message?: string; fields?: string[]; args?: (string | number)[] } | undefined;
      if (params?.message && params.message in messages) {
        const others = (params.fields ?? []).map((name) => fieldLabel([name], lang));
        return formatMessage(lang, params.message as MessageKey, field, ...others, ...(params.args ?? []));
      }
      return formatMessage(lang, 'validation.invalid', field);
    }
    default:
      return formatMessage(lang, 'validation.invalid', field);
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
  return parts.join(lang === 'zh_CN' ? '；' : '; ');
}
