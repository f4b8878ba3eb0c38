import type { TFunction } from 'i18next';
import { isFieldItem, spanOf, type FormFieldItem, type FormSchema } from '@zcps/contracts';
import { itemRules, placeholderOf } from '../../../components/form-schema';

const quote = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
const attr = (s: string) => (/["{}<>]/.test(s) ? `{${quote(s)}}` : `"${s}"`);

/** A JavaScript literal of plain data (strings single-quoted, regular expressions as literals). */
export function literal(value: unknown): string {
  if (value instanceof RegExp) return String(value);
  if (typeof value === 'string') return quote(value);
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    if (!entries.length) return '{}';
    const key = (k: string) => (/^[a-zA-Z_$][\w$]*$/.test(k) ? k : quote(k));
    return `{ ${entries.map(([k, v]) => `${key(k)}: ${literal(v)}`).join(', ')} }`;
  }
  return String(value);
}

interface Control {
  jsx: string;
  imports: string[];
  kit?: string;
  binding?: string;
}

function control(item: FormFieldItem, placeholder: string): Control {
  const p = item.props ?? {};
  const ph = ` placeholder=${attr(placeholder)}`;
  const num = [
    p.min !== undefined ? ` min={${p.min}}` : '',
    p.max !== undefined ? ` max={${p.max}}` : '',
    p.precision !== undefined ? ` precision={${p.precision}}` : '',
  ].join('');
  const options = item.dictType
    ? `options={${item.field}Options}`
    : `options={${literal(item.options ?? [])}}`;
  const multiple = p.multiple ? ' mode="multiple"' : '';
  switch (item.widget) {
    case 'textarea':
    case 'richText':
      return { jsx: `<Input.TextArea rows={${p.rows ?? 3}}${ph} />`, imports: ['Input'] };
    case 'number':
    case 'money':
      return { jsx: `<InputNumber style={{ width: '100%' }}${num}${ph} />`, imports: ['InputNumber'] };
    case 'select':
    case 'refSelect':
      return { jsx: `<Select allowClear${multiple} ${options}${ph} />`, imports: ['Select'] };
    case 'radio':
      return { jsx: `<Radio.Group ${options} />`, imports: ['Radio'] };
    case 'checkbox':
      return { jsx: `<Checkbox.Group ${options} />`, imports: ['Checkbox'] };
    case 'date':
      return { jsx: `<DatePicker style={{ width: '100%' }}${ph} />`, imports: ['DatePicker'] };
    case 'datetime':
      return { jsx: `<DatePicker showTime style={{ width: '100%' }}${ph} />`, imports: ['DatePicker'] };
    case 'dateRange':
      return { jsx: `<DatePicker.RangePicker style={{ width: '100%' }} />`, imports: ['DatePicker'] };
    case 'switch':
      return { jsx: '<Switch />', imports: ['Switch'], binding: ' valuePropName="checked"' };
    case 'userPicker':
      return { jsx: `<UserPicker${p.multiple ? ' multiple' : ''}${ph} />`, imports: [], kit: 'UserPicker' };
    case 'deptPicker':
      return { jsx: `<DeptPicker${p.multiple ? ' multiple' : ''}${ph} />`, imports: [], kit: 'DeptPicker' };
    case 'image':
      return {
        jsx: `<OssUpload image${p.maxCount ? ` maxCount={${p.maxCount}}` : ''} />`,
        imports: [],
        kit: 'OssUpload',
      };
    case 'file':
      return {
        jsx: `<OssUpload${p.maxCount ? ` maxCount={${p.maxCount}}` : ''} />`,
        imports: [],
        kit: 'OssUpload',
      };
    default:
      return { jsx: `<Input allowClear${ph} />`, imports: ['Input'] };
  }
}

function indent(lines: string[], depth: number): string[] {
  return lines.map((l) => (l ? ' '.repeat(depth * 2) + l : l));
}

/**
 * A hand-editable antd Form component for the schema, in this codebase's style (the console's pickers and
 * uploads from components/form-schema, dictionaries through useDict); messages in the current language.
 */
export function tsxSnippet(schema: FormSchema, t: TFunction, name = 'GeneratedForm'): string {
  const antd = new Set(['Button', 'Col', 'Form', 'Row']);
  const kit = new Set<string>();
  const dicts: string[] = [];
  const body: string[] = [];
  const defaults: Record<string, unknown> = {};
  schema.items.forEach((item) => {
    const span = spanOf(item, schema.layout);
    if (!isFieldItem(item)) {
      const inner =
        item.widget === 'divider'
          ? `<Divider titlePlacement="start">${item.label ?? ''}</Divider>`
          : `<Typography.Title level={5}>${item.label ?? ''}</Typography.Title>`;
      antd.add(item.widget === 'divider' ? 'Divider' : 'Typography');
      body.push(`<Col span={${span}}>`, `  ${inner}`, '</Col>');
      return;
    }
    const c = control(item, placeholderOf(item, t));
    c.imports.forEach((i) => antd.add(i));
    if (c.kit) kit.add(c.kit);
    if (item.dictType) {
      dicts.push(
        `const ${item.field}Options = useDict(${quote(item.dictType)}).map((d) => ({ label: d.dictLabel, value: d.dictValue }));`,
      );
    }
    // DatePicker holds dayjs values, so text dates are left to the caller.
    const dated = item.widget === 'date' || item.widget === 'datetime';
    if (item.defaultValue !== undefined && item.defaultValue !== null && !dated)
      defaults[item.field] = item.defaultValue;
    const rules = itemRules(item, t);
    const rulesAttr = rules.length ? `\n    rules={${literal(rules)}}` : '';
    const visible = item.visibleWhen
      ? `{${item.visibleWhen.field} === ${literal(item.visibleWhen.equals)} && (`
      : '';
    const lines = [
      `<Col span={${span}}>`,
      `  <Form.Item\n    name=${attr(item.field)}\n    label=${attr(item.label)}${rulesAttr}${c.binding ? `\n   ${c.binding}` : ''}\n  >`,
      `    ${c.jsx}`,
      '  </Form.Item>',
      '</Col>',
    ];
    body.push(...(visible ? [visible, ...indent(lines, 1), ')}'] : lines));
  });
  const watched = [...new Set(schema.items.flatMap((i) => (i.visibleWhen ? [i.visibleWhen.field] : [])))];
  const out: string[] = [`import { ${[...antd].sort().join(', ')} } from 'antd';`];
  if (kit.size) out.push(`import { ${[...kit].sort().join(', ')} } from '../../../components/form-schema';`);
  if (dicts.length) out.push(`import { useDict } from '../../../lib/dict';`);
  out.push(
    '',
    `export function ${name}({ onFinish }: { onFinish: (values: Record<string, unknown>) => void }) {`,
    '  const [form] = Form.useForm();',
    ...watched.map((f) => `  const ${f} = Form.useWatch(${quote(f)}, form);`),
    ...dicts.map((d) => `  ${d}`),
    '  return (',
    `    <Form form={form} layout="vertical" initialValues={${literal(defaults)}} onFinish={onFinish}>`,
    '      <Row gutter={16}>',
    ...indent(body.join('\n').split('\n'), 4),
    '      </Row>',
    '      <Button type="primary" htmlType="submit">',
    `        ${t('formBuilder.submit')}`,
    '      </Button>',
    '    </Form>',
    '  );',
    '}',
    '',
  );
  return out.join('\n');
}
