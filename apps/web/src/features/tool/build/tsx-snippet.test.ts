import { beforeEach, describe, expect, it } from 'vitest';
import type { FormSchema } from '@zcps/contracts';
import { i18n } from '../../../i18n';
import { literal, tsxSnippet } from './tsx-snippet';

const schema: FormSchema = {
  version: 1,
  layout: { cols: 2 },
  items: [
    { widget: 'title', label: '基本信息' },
    { field: 'name', label: '姓名', widget: 'text', required: true },
    { field: 'age', label: '年龄', widget: 'number', props: { min: 18 }, defaultValue: 30 },
    { field: 'sex', label: '性别', widget: 'radio', dictType: 'sys_user_sex' },
    { field: 'kind', label: "类'别", widget: 'select', options: [{ label: '甲', value: 'a' }] },
    {
      field: 'note',
      label: '说明',
      widget: 'textarea',
      span: 24,
      visibleWhen: { field: 'kind', equals: 'a' },
    },
    { field: 'owner', label: '负责人', widget: 'userPicker' },
    { field: 'photo', label: '照片', widget: 'image', props: { maxCount: 1 } },
    { field: 'on', label: '启用', widget: 'switch' },
  ],
};

beforeEach(() => void i18n.changeLanguage('zh_CN'));

describe('tsxSnippet', () => {
  it('writes a Form with one Form.Item per field, its rules, defaults and imports', () => {
    const code = tsxSnippet(schema, i18n.t);
    expect(code).toContain(
      "import { Button, Col, Form, Input, InputNumber, Radio, Row, Select, Switch, Typography } from 'antd';",
    );
    expect(code).toContain("import { OssUpload, UserPicker } from '../../../components/form-schema';");
    expect(code).toContain("import { useDict } from '../../../lib/dict';");
    for (const field of ['name', 'age', 'sex', 'kind', 'note', 'owner', 'photo', 'on'])
      expect(code).toContain(`name="${field}"`);
    expect(code).toContain("rules={[{ required: true, whitespace: true, message: '请输入姓名' }]}");
    expect(code).toContain('initialValues={{ age: 30 }}');
    expect(code).toContain("const sexOptions = useDict('sys_user_sex')");
    expect(code).toContain(`label="类'别"`);
    expect(code).toContain("const kind = Form.useWatch('kind', form);");
    expect(code).toContain("{kind === 'a' && (");
    expect(code).toContain('<Col span={24}>');
    expect(code).toContain('<Col span={12}>');
    expect(code).toContain('valuePropName="checked"');
    expect(code).toContain('<OssUpload image maxCount={1} />');
    expect(code).toContain('<Typography.Title level={5}>基本信息</Typography.Title>');
  });

  it('keeps its lines indented by two spaces', () => {
    const lines = tsxSnippet(schema, i18n.t).split('\n');
    for (const line of lines) expect(line.match(/^ */)![0].length % 2).toBe(0);
  });
});

describe('literal', () => {
  it('prints plain data as code', () => {
    expect(literal({ a: "x'y", b: [1, true], c: /^\d+$/, 'd-e': undefined })).toBe(
      "{ a: 'x\\'y', b: [1, true], c: /^\\d+$/ }",
    );
  });
});
