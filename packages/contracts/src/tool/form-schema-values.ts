import { z } from 'zod';
import {
  isFieldItem,
  isVisible,
  type FormFieldItem,
  type FormOption,
  type FormRule,
  type FormSchema,
} from './form-schema.js';

// The tool index exports the form schema through this file (one entry for both).
export * from './form-schema.js';

export interface FormValuesOptions {
  /** Allowed values of a dictionary type (the server knows them; without it dictionary choices are not checked). */
  dictValues?: (dictType: string) => readonly (string | number)[] | undefined;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const OSS_IDS = /^\d+(,\d+)*$/;

type Check = (value: unknown, ctx: z.RefinementCtx) => void;

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

function issue(
  ctx: z.RefinementCtx,
  message: string,
  key: string,
  args: Record<string, string | number> = {},
) {
  ctx.addIssue({ code: 'custom', message, params: { message: key, args } });
}

/** The value's type by widget; empty values never reach it. */
function typeCheck(item: FormFieldItem): z.ZodType {
  const multiple = item.props?.multiple === true;
  const id = z.union([z.string().max(100), z.number()]);
  switch (item.widget) {
    case 'number':
    case 'money':
      return z.number().finite();
    case 'switch':
      return z.boolean();
    case 'date':
      return z.string().regex(DATE);
    case 'datetime':
      return z.string().regex(DATETIME);
    case 'dateRange':
      return z
        .tuple([z.string().regex(DATE), z.string().regex(DATE)])
        .refine(([from, to]) => !DATE.test(from) || !DATE.test(to) || from <= to, {
          params: { message: 'formSchema.rangeOrder' },
        });
    case 'checkbox':
      return z.array(id);
    case 'select':
    case 'radio':
    case 'refSelect':
    case 'userPicker':
    case 'deptPicker':
      return multiple ? z.array(id) : id;
    case 'image':
    case 'file':
      return z.string().regex(OSS_IDS);
    default:
      return z.string();
  }
}

function sizeOf(value: unknown): number | undefined {
  if (typeof value === 'string') return [...value].length;
  if (Array.isArray(value)) return value.length;
  return undefined;
}

function ruleCheck(rule: FormRule): Check {
  return (value, ctx) => {
    const fail = (key: string, args: Record<string, string | number>) =>
      issue(ctx, rule.message ?? key, key, args);
    if (rule.type === 'min' && typeof value === 'number' && value < rule.value)
      fail('formSchema.min', { min: rule.value });
    else if (rule.type === 'max' && typeof value === 'number' && value > rule.value)
      fail('formSchema.max', { max: rule.value });
    else if (rule.type === 'pattern' && typeof value === 'string' && !new RegExp(rule.value).test(value))
      fail('formSchema.pattern', {});
    else if (rule.type === 'length') {
      const size = sizeOf(value);
      if (size === undefined) return;
      if (rule.min !== undefined && size < rule.min) fail('formSchema.minLength', { min: rule.min });
      else if (rule.max !== undefined && size > rule.max) fail('formSchema.maxLength', { max: rule.max });
    }
  };
}

function choicesOf(
  item: FormFieldItem,
  options: FormValuesOptions,
): readonly (string | number)[] | undefined {
  if (item.dictType) return options.dictValues?.(item.dictType);
  if (item.options?.length) return item.options.map((o: FormOption) => o.value);
  return undefined;
}

/** Everything one filled field must satisfy, beyond being present. */
function checksOf(item: FormFieldItem, options: FormValuesOptions): Check[] {
  const checks: Check[] = (item.rules ?? []).map(ruleCheck);
  const { props } = item;
  if (props?.min !== undefined) checks.push(ruleCheck({ type: 'min', value: props.min }));
  if (props?.max !== undefined) checks.push(ruleCheck({ type: 'max', value: props.max }));
  if (props?.maxLength !== undefined) checks.push(ruleCheck({ type: 'length', max: props.maxLength }));
  if (props?.maxCount !== undefined && (item.widget === 'image' || item.widget === 'file'))
    checks.push((value, ctx) => {
      if (typeof value === 'string' && value.split(',').length > props.maxCount!)
        issue(ctx, 'too many files', 'formSchema.maxCount', { max: props.maxCount! });
    });
  const choices = item.widget === 'refSelect' ? undefined : choicesOf(item, options);
  if (choices) {
    const allowed = new Set(choices.map(String));
    checks.push((value, ctx) => {
      const picked = Array.isArray(value) ? value : [value];
      const bad = picked.find((v) => !allowed.has(String(v)));
      if (bad !== undefined)
        issue(ctx, `not an option: ${String(bad)}`, 'formSchema.notAnOption', { value: String(bad) });
    });
  }
  return checks;
}

/** Checks one field's value: present when required, of the widget's type, then its rules. */
function checkField(item: FormFieldItem, options: FormValuesOptions): Check {
  const type = typeCheck(item);
  const checks = checksOf(item, options);
  return (value, ctx) => {
    if (isEmpty(value)) {
      if (item.required) issue(ctx, 'required', 'validation.required');
      return;
    }
    const parsed = type.safeParse(value);
    if (!parsed.success) {
      for (const i of parsed.error.issues) ctx.addIssue({ ...i, path: i.path } as never);
      return;
    }
    for (const check of checks) check(value, ctx);
  };
}

/**
 * The zod schema of the values a filled form must satisfy: required fields, types by widget, number ranges,
 * lengths, patterns and choices. Fields hidden by `visibleWhen` are skipped; keys the form does not define are
 * dropped. The server validates workflow start forms and low-code rows with it.
 */
export function formValuesSchema(form: FormSchema, options: FormValuesOptions = {}) {
  const fields = form.items.filter(isFieldItem);
  const shape: Record<string, z.ZodType> = {};
  const checks = new Map<string, Check>();
  for (const item of fields) {
    const check = checkField(item, options);
    checks.set(item.field, check);
    shape[item.field] = z.unknown().optional();
  }
  return z.object(shape).superRefine((values, ctx) => {
    const record = values as Record<string, unknown>;
    for (const item of fields) {
      if (!isVisible(item, record)) continue;
      const sub: z.RefinementCtx = {
        ...ctx,
        addIssue: (raw) => {
          const i = typeof raw === 'string' ? { code: 'custom' as const, message: raw } : raw;
          ctx.addIssue({ ...i, path: [item.field, ...(i.path ?? [])] } as never);
        },
      } as z.RefinementCtx;
      checks.get(item.field)!(record[item.field], sub);
    }
  });
}

export type FormValues = Record<string, unknown>;
