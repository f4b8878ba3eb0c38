import { describe, expect, it } from 'vitest';
import { emptyFormSchema, formSchema, isVisible, spanOf, type FormSchema } from './form-schema.js';
import { formValuesSchema } from './form-schema-values.js';

const form = (items: FormSchema['items'], cols = 2): FormSchema => ({ version: 1, layout: { cols }, items });

const sample = form([
  { widget: 'title', label: '基本信息' },
  {
    field: 'name',
    label: '姓名',
    widget: 'text',
    required: true,
    rules: [{ type: 'length', min: 2, max: 5 }],
  },
  { field: 'age', label: '年龄', widget: 'number', props: { min: 18, max: 60 } },
  {
    field: 'phone',
    label: '电话',
    widget: 'text',
    rules: [{ type: 'pattern', value: '^1\\d{10}$', message: '手机号格式不对' }],
  },
  {
    field: 'kind',
    label: '类别',
    widget: 'select',
    options: [
      { label: '甲', value: 'a' },
      { label: '乙', value: 'b' },
    ],
  },
  {
    field: 'reason',
    label: '原因',
    widget: 'textarea',
    required: true,
    visibleWhen: { field: 'kind', equals: 'b' },
  },
  {
    field: 'tags',
    label: '标签',
    widget: 'checkbox',
    dictType: 'sys_tag',
    rules: [{ type: 'length', max: 2 }],
  },
  { field: 'period', label: '期间', widget: 'dateRange' },
  { field: 'photo', label: '照片', widget: 'image', props: { maxCount: 1 } },
  { field: 'agree', label: '同意', widget: 'switch' },
]);

function messagesOf(values: Record<string, unknown>, dict?: string[]) {
  const result = formValuesSchema(sample, { dictValues: () => dict }).safeParse(values);
  if (result.success) return [];
  return result.error.issues.map(
    (i) => `${i.path.join('.')}:${(i.params as { message?: string })?.message ?? i.code}`,
  );
}

describe('formSchema', () => {
  it('accepts a form with every widget and layout items', () => {
    expect(formSchema.parse(sample)).toEqual(sample);
    expect(formSchema.parse(emptyFormSchema()).items).toEqual([]);
  });

  it('refuses field names that are not identifiers, naming the path', () => {
    const result = formSchema.safeParse(form([{ field: '1abc', label: 'x', widget: 'text' }]));
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path).toEqual(['items', 0, 'field']);
  });

  it('refuses a duplicate field with the name in the issue', () => {
    const result = formSchema.safeParse(
      form([
        { field: 'a', label: 'A', widget: 'text' },
        { field: 'a', label: 'B', widget: 'number' },
      ]),
    );
    expect(result.success).toBe(false);
    const issue = result.error!.issues[0]!;
    expect(issue.path).toEqual(['items', 1, 'field']);
    expect(issue.params).toEqual({ message: 'formSchema.duplicateField', args: { name: 'a' } });
  });

  it('refuses visibleWhen on an unknown field, columns out of range, unknown widgets and bad patterns', () => {
    const bad = (f: unknown) => formSchema.safeParse(f).success;
    expect(
      bad(form([{ field: 'a', label: 'A', widget: 'text', visibleWhen: { field: 'zz', equals: 1 } }])),
    ).toBe(false);
    expect(bad(form([], 5))).toBe(false);
    expect(bad(form([{ field: 'a', label: 'A', widget: 'slider' } as never]))).toBe(false);
    expect(
      bad(form([{ field: 'a', label: 'A', widget: 'text', rules: [{ type: 'pattern', value: '(' }] }])),
    ).toBe(false);
    expect(bad({ ...form([]), version: 2 })).toBe(false);
  });

  it('spans one layout column by default, layout items the whole row', () => {
    expect(spanOf(sample.items[1]!, sample.layout)).toBe(12);
    expect(spanOf(sample.items[0]!, sample.layout)).toBe(24);
    expect(spanOf({ field: 'x', label: 'x', widget: 'text', span: 24 }, sample.layout)).toBe(24);
  });

  it('shows an item when its condition matches, also inside a list', () => {
    const item = sample.items[5]!;
    expect(isVisible(item, { kind: 'a' })).toBe(false);
    expect(isVisible(item, { kind: 'b' })).toBe(true);
    expect(isVisible(item, { kind: ['a', 'b'] })).toBe(true);
  });
});

describe('formValuesSchema', () => {
  it('accepts good values and drops keys the form does not define', () => {
    const values = {
      name: '张三',
      age: 30,
      phone: '13800000000',
      kind: 'b',
      reason: '调动',
      tags: ['x'],
      period: ['2026-01-01', '2026-02-01'],
      photo: '12',
      agree: true,
      extra: 'dropped',
    };
    const parsed = formValuesSchema(sample, { dictValues: () => ['x', 'y'] }).parse(values);
    expect(parsed).not.toHaveProperty('extra');
    expect(parsed.name).toBe('张三');
  });

  it('asks for required values, skipping hidden ones', () => {
    expect(messagesOf({})).toEqual(['name:validation.required']);
    expect(messagesOf({ name: '  ' })).toEqual(['name:validation.required']);
    expect(messagesOf({ name: '张三', kind: 'b' })).toEqual(['reason:validation.required']);
  });

  it('checks number ranges, lengths, patterns and options', () => {
    expect(messagesOf({ name: '张', age: 10, phone: '123', kind: 'c' })).toEqual([
      'name:formSchema.minLength',
      'age:formSchema.min',
      'phone:formSchema.pattern',
      'kind:formSchema.notAnOption',
    ]);
    expect(messagesOf({ name: '张三四五六七', age: 61 })).toEqual([
      'name:formSchema.maxLength',
      'age:formSchema.max',
    ]);
  });

  it("uses a rule's own message", () => {
    const result = formValuesSchema(sample).safeParse({ name: '张三', phone: 'x' });
    expect(result.error!.issues[0]!.message).toBe('手机号格式不对');
  });

  it('checks dictionary choices when the caller knows them, list sizes, types and ranges', () => {
    expect(messagesOf({ name: '张三', tags: ['x', 'q'] }, ['x', 'y'])).toEqual([
      'tags:formSchema.notAnOption',
    ]);
    expect(messagesOf({ name: '张三', tags: ['q'] })).toEqual([]);
    expect(messagesOf({ name: '张三', tags: ['x', 'y', 'x'] }, ['x', 'y'])).toEqual([
      'tags:formSchema.maxLength',
    ]);
    expect(messagesOf({ name: '张三', age: '30' })).toEqual(['age:invalid_type']);
    expect(messagesOf({ name: '张三', period: ['2026-03-01', '2026-02-01'] })).toEqual([
      'period:formSchema.rangeOrder',
    ]);
    expect(messagesOf({ name: '张三', period: ['2026/03/01', '2026-02-01'] })).toEqual([
      'period.0:invalid_format',
    ]);
    expect(messagesOf({ name: '张三', photo: '1,2' })).toEqual(['photo:formSchema.maxCount']);
    expect(messagesOf({ name: '张三', agree: 'yes' })).toEqual(['agree:invalid_type']);
  });

  it('takes multiple selects as lists', () => {
    const f = form([
      { field: 'who', label: '人员', widget: 'userPicker', required: true, props: { multiple: true } },
    ]);
    expect(formValuesSchema(f).safeParse({ who: [1, 2] }).success).toBe(true);
    expect(formValuesSchema(f).safeParse({ who: [] }).success).toBe(false);
    expect(formValuesSchema(f).safeParse({ who: 1 }).success).toBe(false);
  });
});
