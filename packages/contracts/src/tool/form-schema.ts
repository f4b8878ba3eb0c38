import { z } from 'zod';

/**
 * The one form schema of the product: the form builder (/tool/build) writes it, workflow start forms and the
 * low-code designer store it, the console renders it with antd Form and the server checks filled values with
 * `formValuesSchema` (form-schema-values.ts).
 */
export const FORM_SCHEMA_VERSION = 1;

/** Widgets that hold a value, in palette order. */
export const FORM_WIDGETS = [
  'text',
  'textarea',
  'number',
  'money',
  'select',
  'radio',
  'checkbox',
  'date',
  'datetime',
  'dateRange',
  'switch',
  'userPicker',
  'deptPicker',
  'refSelect',
  'image',
  'file',
  'richText',
] as const;
export type FormWidget = (typeof FORM_WIDGETS)[number];

/** Items that only lay the form out (no value). */
export const FORM_LAYOUT_WIDGETS = ['divider', 'title'] as const;
export type FormLayoutWidget = (typeof FORM_LAYOUT_WIDGETS)[number];

/** Widgets whose choices come from `options` or a dictionary. */
export const FORM_CHOICE_WIDGETS: readonly FormWidget[] = ['select', 'radio', 'checkbox', 'refSelect'];

export const FORM_FIELD_PATTERN = /^[a-zA-Z][a-zA-Z0-9_]*$/;
export const FORM_MAX_COLS = 4;
/** Column spans are on antd's 24-column grid. */
export const FORM_GRID = 24;

const fieldName = z.string().max(64).regex(FORM_FIELD_PATTERN);
const text = (max: number) => z.string().max(max);
const scalar = z.union([z.string().max(500), z.number(), z.boolean()]);

export const formOptionSchema = z.object({
  label: text(100).min(1),
  value: z.union([z.string().max(100), z.number()]),
});
export type FormOption = z.infer<typeof formOptionSchema>;

function isRegex(source: string): boolean {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}

/** min / max bound a number; length bounds text length or the count of a list; pattern matches text. */
export const formRuleSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('min'), value: z.number(), message: text(200).optional() }),
  z.object({ type: z.literal('max'), value: z.number(), message: text(200).optional() }),
  z.object({
    type: z.literal('length'),
    min: z.number().int().min(0).optional(),
    max: z.number().int().min(0).optional(),
    message: text(200).optional(),
  }),
  z.object({
    type: z.literal('pattern'),
    value: text(500)
      .min(1)
      .refine(isRegex, { params: { message: 'formSchema.badPattern' } }),
    message: text(200).optional(),
  }),
]);
export type FormRule = z.infer<typeof formRuleSchema>;

/** Widget-specific settings; unknown keys are dropped. */
export const formWidgetPropsSchema = z
  .object({
    rows: z.number().int().min(1).max(30),
    precision: z.number().int().min(0).max(8),
    min: z.number(),
    max: z.number(),
    step: z.number().positive(),
    multiple: z.boolean(),
    accept: text(200),
    maxCount: z.number().int().min(1).max(50),
    maxLength: z.number().int().min(1).max(100_000),
    prefix: text(20),
    suffix: text(20),
    checkedLabel: text(20),
    uncheckedLabel: text(20),
  })
  .partial();
export type FormWidgetProps = z.infer<typeof formWidgetPropsSchema>;

export const formVisibleWhenSchema = z.object({ field: fieldName, equals: scalar });
export type FormVisibleWhen = z.infer<typeof formVisibleWhenSchema>;

export const formFieldItemSchema = z.object({
  field: fieldName,
  label: text(100).min(1),
  widget: z.enum(FORM_WIDGETS),
  span: z.number().int().min(1).max(FORM_GRID).optional(),
  required: z.boolean().optional(),
  placeholder: text(200).optional(),
  defaultValue: z.union([scalar, z.array(z.union([z.string(), z.number()])), z.null()]).optional(),
  dictType: z.string().max(100).optional(),
  options: z.array(formOptionSchema).max(200).optional(),
  rules: z.array(formRuleSchema).max(20).optional(),
  props: formWidgetPropsSchema.optional(),
  visibleWhen: formVisibleWhenSchema.optional(),
});
export type FormFieldItem = z.infer<typeof formFieldItemSchema>;

export const formLayoutItemSchema = z.object({
  widget: z.enum(FORM_LAYOUT_WIDGETS),
  label: text(100).optional(),
  span: z.number().int().min(1).max(FORM_GRID).optional(),
  visibleWhen: formVisibleWhenSchema.optional(),
});
export type FormLayoutItem = z.infer<typeof formLayoutItemSchema>;

export const formItemSchema = z.union([formFieldItemSchema, formLayoutItemSchema]);
export type FormItem = z.infer<typeof formItemSchema>;

export const formLayoutSchema = z.object({
  labelWidth: z.number().int().min(40).max(400).optional(),
  cols: z.number().int().min(1).max(FORM_MAX_COLS),
});
export type FormLayout = z.infer<typeof formLayoutSchema>;

export function isFieldItem(item: FormItem): item is FormFieldItem {
  return (FORM_WIDGETS as readonly string[]).includes(item.widget);
}

export const formSchema = z
  .object({
    version: z.literal(FORM_SCHEMA_VERSION),
    layout: formLayoutSchema,
    items: z.array(formItemSchema).max(200),
  })
  .superRefine((form, ctx) => {
    const seen = new Set<string>();
    form.items.forEach((item, index) => {
      if (!isFieldItem(item)) return;
      if (seen.has(item.field))
        ctx.addIssue({
          code: 'custom',
          path: ['items', index, 'field'],
          message: `duplicate field ${item.field}`,
          params: { message: 'formSchema.duplicateField', args: { name: item.field } },
        });
      seen.add(item.field);
    });
    form.items.forEach((item, index) => {
      const target = item.visibleWhen?.field;
      if (target === undefined) return;
      const self = isFieldItem(item) ? item.field : undefined;
      if (!seen.has(target) || target === self)
        ctx.addIssue({
          code: 'custom',
          path: ['items', index, 'visibleWhen', 'field'],
          message: `unknown field ${target}`,
          params: { message: 'formSchema.unknownVisibleField', args: { name: target } },
        });
    });
  });
export type FormSchema = z.infer<typeof formSchema>;

/** The span of an item on the 24-column grid: its own, else one column of the layout. */
export function spanOf(item: FormItem, layout: FormLayout): number {
  if (item.span) return item.span;
  if (!isFieldItem(item)) return FORM_GRID;
  return Math.floor(FORM_GRID / layout.cols);
}

/** Whether an item shows for the current values (hidden items are neither required nor checked). */
export function isVisible(item: FormItem, values: Readonly<Record<string, unknown>>): boolean {
  const when = item.visibleWhen;
  if (!when) return true;
  const value = values[when.field];
  if (Array.isArray(value)) return value.some((v) => v === when.equals);
  return value === when.equals;
}

export function emptyFormSchema(): FormSchema {
  return { version: FORM_SCHEMA_VERSION, layout: { cols: 1, labelWidth: 100 }, items: [] };
}
