import { Button, Checkbox, Form, InputNumber, Select, Space } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { RuleKind } from '@zcps/contracts';
import { dictLabel, hintOf } from '../../../components/crud';
import { useDict } from '../../../lib/dict';
import { RULE_FIELDS, type FieldSpec } from './rule-fields';

type Path = (string | number)[];

function DictSelect({ dict, multiple, label, ...rest }: { dict: string; multiple?: boolean; label: string }) {
  const entries = useDict(dict);
  return (
    <Select
      {...rest}
      allowClear
      mode={multiple ? 'multiple' : undefined}
      options={entries.map((d) => ({ value: d.dictValue, label: d.dictLabel }))}
      // Like DictTag: a chosen value shows by its label, never as its code while the dictionary loads.
      labelRender={({ value }) => dictLabel(entries, String(value))}
      placeholder={hintOf('select', label)}
    />
  );
}

/** The 按学历的年限 table of a seniority rule: one row per education with its years. */
function EducationYears({ name }: { name: Path }) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('titleCatalog.byEducation')} required>
      <Form.List
        name={name}
        rules={[
          {
            validator: async (_r, rows?: unknown[]) =>
              rows?.length ? undefined : Promise.reject(new Error(t('titleCatalog.byEducation'))),
          },
        ]}
      >
        {(rows, { add, remove }, { errors }) => (
          <>
            {rows.map((row) => (
              <Space key={row.key} align="baseline">
                <Form.Item name={[row.name, 'education']} rules={[{ required: true }]} style={{ width: 220 }}>
                  <DictSelect dict="education" label={t('titleCatalog.education')} />
                </Form.Item>
                <Form.Item name={[row.name, 'years']} rules={[{ required: true }]}>
                  <InputNumber min={0} max={50} addonAfter={t('titleCatalog.years')} />
                </Form.Item>
                <MinusCircleOutlined onClick={() => remove(row.name)} />
              </Space>
            ))}
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ years: 5 })}>
              {t('titleCatalog.addRow')}
            </Button>
            <Form.ErrorList errors={errors} />
          </>
        )}
      </Form.List>
    </Form.Item>
  );
}

function Field({ spec, name }: { spec: FieldSpec; name: Path }) {
  const { t } = useTranslation();
  if (spec.type === 'table') return <EducationYears name={[...name, spec.key]} />;
  const label = t(`titleCatalog.${spec.key}`);
  const path = [...name, spec.key];
  if (spec.type === 'flag')
    return (
      <Form.Item name={path} valuePropName="checked">
        <Checkbox>{label}</Checkbox>
      </Form.Item>
    );
  const rules = [{ required: spec.required ?? false }];
  if (spec.type === 'dict')
    return (
      <Form.Item name={path} label={label} rules={rules}>
        <DictSelect dict={spec.dict} multiple={spec.multiple} label={label} />
      </Form.Item>
    );
  return (
    <Form.Item name={path} label={label} rules={rules}>
      <InputNumber min={spec.min} max={spec.max} step={spec.step ?? 1} style={{ width: '100%' }} />
    </Form.Item>
  );
}

/** The params of one rule of kind `kind`, under the form path `name` (`['params']`, `[i, 'params']` …). */
export function RuleParamsFields({ kind, name }: { kind: RuleKind | undefined; name: Path }) {
  if (!kind || !RULE_FIELDS[kind]) return null;
  return (
    <>
      {RULE_FIELDS[kind].map((spec) => (
        <Field key={`${kind}.${spec.key}`} spec={spec} name={name} />
      ))}
    </>
  );
}
