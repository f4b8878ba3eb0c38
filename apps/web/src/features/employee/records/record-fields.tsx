import { DatePicker, Form, Input, InputNumber, Select, Switch, Tooltip, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ParseKeys, TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { DictDataVo, RecordField, RecordKind, RecordSpec, RecordVo } from '@zcps/contracts';
import { DictTag, hintOf } from '../../../components/crud';
import { getDicts } from '../../../lib/dict';
import { useQuery } from '@tanstack/react-query';

export const DATE = 'YYYY-MM-DD';
export const CHECK_DICT = 'record_check_status';

export const fieldLabel = (t: TFunction, name: string) => t(`recordField.${name}` as ParseKeys);
export const kindLabel = (t: TFunction, kind: RecordKind) => t(`recordKind.${kind}`);

/** Every dictionary a kind's fields use, plus the check status, by type. */
export function useKindDicts(spec: RecordSpec): Record<string, DictDataVo[]> {
  const { i18n } = useTranslation();
  const types = [CHECK_DICT, ...spec.fields.flatMap((f) => (f.dict ? [f.dict] : []))];
  const { data } = useQuery({
    queryKey: ['record-dicts', i18n.language, ...types],
    queryFn: async () =>
      Object.fromEntries(await Promise.all(types.map(async (d) => [d, await getDicts(d)]))),
    staleTime: Infinity,
  });
  return (data ?? {}) as Record<string, DictDataVo[]>;
}

function cell(t: TFunction, field: RecordField, dicts: Record<string, DictDataVo[]>, value: unknown) {
  if (value === null || value === undefined) return null;
  if (field.kind === 'bool') return value ? t('record.yes') : t('record.no');
  if (field.dict) return <DictTag options={dicts[field.dict] ?? []} value={String(value)} />;
  if (field.kind === 'longText')
    return (
      <Tooltip title={String(value)}>
        <span>{String(value)}</span>
      </Tooltip>
    );
  return String(value);
}

const WIDTH: Record<RecordField['kind'], number> = {
  text: 160,
  longText: 200,
  date: 110,
  dict: 120,
  int: 90,
  hours: 80,
  bool: 80,
  year: 90,
};

/** The kind's table columns, then its check status and the checker's remark. */
export function recordColumns(
  t: TFunction,
  spec: RecordSpec,
  dicts: Record<string, DictDataVo[]>,
  sortable: boolean,
): TableColumnsType<RecordVo> {
  return [
    ...spec.fields
      .filter((f) => !f.hidden)
      .map((f) => ({
        title: fieldLabel(t, f.name),
        dataIndex: f.name,
        width: WIDTH[f.kind],
        ellipsis: f.kind === 'text' || f.kind === 'longText',
        sorter: sortable && f.kind !== 'longText',
        render: (value: unknown) => cell(t, f, dicts, value),
      })),
    {
      title: t('record.checkStatus'),
      dataIndex: 'checkStatus',
      width: 100,
      align: 'center' as const,
      sorter: sortable,
      render: (value: string) => <DictTag options={dicts[CHECK_DICT] ?? []} value={value} />,
    },
    {
      title: t('record.checkRemark'),
      dataIndex: 'checkRemark',
      width: 180,
      ellipsis: { showTitle: false },
      render: (remark: string | null) => (remark ? <Tooltip title={remark}>{remark}</Tooltip> : null),
    },
  ];
}

function inputOf(t: TFunction, field: RecordField, dicts: Record<string, DictDataVo[]>) {
  const label = fieldLabel(t, field.name);
  switch (field.kind) {
    case 'date':
      return <DatePicker style={{ width: '100%' }} placeholder={hintOf('select', label)} />;
    case 'dict':
      return (
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder={hintOf('select', label)}
          options={(dicts[field.dict!] ?? []).map((d) => ({ value: d.dictValue, label: d.dictLabel }))}
        />
      );
    case 'bool':
      return <Switch />;
    case 'int':
    case 'year':
    case 'hours':
      return (
        <InputNumber
          style={{ width: '100%' }}
          min={field.kind === 'year' ? 1950 : field.min}
          max={field.kind === 'year' ? 2100 : field.max}
          step={field.kind === 'hours' ? 0.5 : 1}
          precision={field.kind === 'hours' ? 1 : 0}
        />
      );
    case 'longText':
      return <Input.TextArea rows={3} maxLength={field.max} placeholder={hintOf('input', label)} />;
    default:
      return <Input maxLength={field.max} placeholder={hintOf('input', label)} />;
  }
}

/** One form item per field of the kind, with the schema's required and length rules. */
export function RecordFieldItems({ spec, dicts }: { spec: RecordSpec; dicts: Record<string, DictDataVo[]> }) {
  const { t } = useTranslation();
  return (
    <>
      {spec.fields.map((f) => (
        <Form.Item
          key={f.name}
          name={f.name}
          label={fieldLabel(t, f.name)}
          valuePropName={f.kind === 'bool' ? 'checked' : 'value'}
          // A `whitespace` key makes the validator type-check the value as a string, which dates and numbers fail.
          rules={[
            f.kind === 'text' ? { required: !!f.required, whitespace: true } : { required: !!f.required },
          ]}
        >
          {inputOf(t, f, dicts)}
        </Form.Item>
      ))}
    </>
  );
}

/** A stored record → form values (dates as dayjs). */
export function toFormValues(spec: RecordSpec, row: RecordVo | null): Record<string, unknown> {
  const values: Record<string, unknown> = { remark: row?.remark ?? undefined };
  for (const f of spec.fields) {
    const value = row?.[f.name];
    if (f.kind === 'date') values[f.name] = value ? dayjs(String(value)) : undefined;
    else if (f.kind === 'bool') values[f.name] = Boolean(value);
    else values[f.name] = value ?? undefined;
  }
  return values;
}

/** Form values → the request body (dates as `YYYY-MM-DD`, blanks as null). */
export function toBody(spec: RecordSpec, values: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = { remark: values.remark || null };
  for (const f of spec.fields) {
    const value = values[f.name];
    if (f.kind === 'date') body[f.name] = value ? (value as Dayjs).format(DATE) : null;
    else if (f.kind === 'bool') body[f.name] = Boolean(value);
    else body[f.name] = value === undefined || value === '' ? null : value;
  }
  return body;
}
