import {
  formValuesSchema,
  isFieldItem,
  Languages,
  ResponseCode,
  type FormFieldItem,
  type FormSchema,
  type Language,
} from '@zcps/contracts';
import type { core } from 'zod';
import { ServiceError } from '../../../platform/http/errors.js';
import { formatIssue } from '../../../platform/http/validation.js';
import type { DictSource } from '../../../platform/http/xlsx-import.js';
import { formatMessage } from '../../../platform/i18n/format.js';

/** Where start forms come from: 表单构建's stored forms (the tool area, built before this one). */
export interface StoredForms {
  schemaOf(tenantId: string, formKey: string): Promise<FormSchema | null>;
}

/** A 400 naming each field by its label in the form, in both languages (the caller's is chosen when answering). */
function invalid(
  issues: readonly core.$ZodIssue[],
  fields: readonly FormFieldItem[],
  input: Record<string, unknown>,
): ServiceError {
  const labels = new Map(fields.map((f) => [f.field, f.label]));
  const text = (lang: Language) =>
    [
      ...new Set(
        issues.map((issue) => {
          const name = String(issue.path[0] ?? '');
          const label = labels.get(name) ?? name;
          return formatIssue({ ...issue, path: [label] } as core.$ZodIssue, lang, { [label]: input[name] });
        }),
      ),
    ].join(formatMessage(lang, 'list.semicolon'));
  const details = Object.fromEntries(Languages.map((lang) => [lang, text(lang)])) as Record<Language, string>;
  return new ServiceError('workflow.form.invalid', { details }, ResponseCode.BAD_REQUEST);
}

/**
 * The values a person starts a process with are checked on the server against the process's start form, with
 * the same schema the page renders and checks (required, types, lengths, ranges, patterns, dictionary choices).
 */
export class StartForms {
  constructor(
    private readonly forms: StoredForms,
    private readonly dicts: DictSource,
  ) {}

  /** The form's fields in order with their labels (none without a form, or when the form is gone). */
  async labels(tenantId: string, formKey: string | null | undefined) {
    const form = formKey ? await this.forms.schemaOf(tenantId, formKey) : null;
    return (form?.items ?? []).filter(isFieldItem).map((f) => ({ field: f.field, label: f.label }));
  }

  /** Answers the form's values only (keys the form does not define are dropped); no form, the variables as sent. */
  async check(
    tenantId: string,
    formKey: string | null | undefined,
    variables: Record<string, unknown>,
  ): Promise<Record<string, unknown>> {
    if (!formKey) return variables;
    const form = await this.forms.schemaOf(tenantId, formKey);
    if (!form) throw new ServiceError('form.keyNotFound', { key: formKey });
    const fields = form.items.filter(isFieldItem);
    const choices = new Map<string, string[]>();
    for (const type of new Set(fields.flatMap((f) => (f.dictType ? [f.dictType] : []))))
      choices.set(
        type,
        (await this.dicts.byType(tenantId, type, 'zh_CN')).map((e) => e.dictValue),
      );
    const parsed = formValuesSchema(form, { dictValues: (type) => choices.get(type) }).safeParse(variables);
    if (!parsed.success) throw invalid(parsed.error.issues, fields, variables);
    return parsed.data as Record<string, unknown>;
  }
}
