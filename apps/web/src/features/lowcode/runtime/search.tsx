import { DatePicker, Form, Input, InputNumber, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { lcRangeKeys, type LcFieldVo } from '@zcps/contracts';
import { hintOf } from '../../../components/crud';
import { useQuery } from '@tanstack/react-query';
import { useDict } from '../../../lib/dict';
import type { LcApi } from './api';

const DATE_TYPES = new Set(['date', 'datetime', 'dateRange']);

function DictSelect({ dictType, ...rest }: { dictType: string; placeholder: string }) {
  const options = useDict(dictType);
  return (
    <Select
      {...rest}
      allowClear
      style={{ width: 180 }}
      options={options.map((d) => ({ value: d.dictValue, label: d.dictLabel }))}
    />
  );
}

/** Users, depts or referenced rows as the object's own route offers them (no system:user or system:dept right). */
function ChoiceSelect({ api, field, ...rest }: { api: LcApi; field: LcFieldVo; placeholder: string }) {
  const { data } = useQuery({
    queryKey: ['lc/ref', api.base, field.name],
    queryFn: () => api.refOptions(field.name),
    staleTime: 30_000,
  });
  return (
    <Select {...rest} allowClear showSearch={{ optionFilterProp: 'label' }} options={data?.data ?? []} />
  );
}

const CHOSEN = new Set(['user', 'dept', 'reference']);

/** The search bar's control of one searchable field: by its type and query type. */
export function SearchField({ api, field }: { api: LcApi; field: LcFieldVo }) {
  const { t } = useTranslation();
  const select = hintOf('select', field.label);
  const input = hintOf('input', field.label);
  let control;
  if (field.dictType) control = <DictSelect dictType={field.dictType} placeholder={select} />;
  else if (CHOSEN.has(field.type)) control = <ChoiceSelect api={api} field={field} placeholder={select} />;
  else if (field.type === 'switch')
    control = (
      <Select
        allowClear
        placeholder={select}
        style={{ width: 120 }}
        options={[
          { value: 'true', label: t('formSchema.yes') },
          { value: 'false', label: t('formSchema.no') },
        ]}
      />
    );
  else if (DATE_TYPES.has(field.type) && field.queryType === 'BETWEEN')
    control = <DatePicker.RangePicker style={{ width: 240 }} />;
  else if (DATE_TYPES.has(field.type)) control = <DatePicker placeholder={select} />;
  else if ((field.type === 'number' || field.type === 'money') && field.queryType !== 'BETWEEN')
    control = <InputNumber placeholder={input} style={{ width: 160 }} />;
  else control = <Input allowClear placeholder={input} style={{ width: 180 }} />;
  const wide = CHOSEN.has(field.type);
  return (
    <Form.Item label={field.label} name={field.name} style={wide ? { minWidth: 240 } : undefined}>
      {control}
    </Form.Item>
  );
}

const isDay = (v: unknown): v is Dayjs => typeof (v as Dayjs | null)?.format === 'function';

/**
 * Search form values → the runtime list's filters: dates as text, a BETWEEN pair as `params[begin_<name>]` /
 * `params[end_<name>]`, numbers and switches as text.
 */
export function toFilters(values: Record<string, unknown>, fields: readonly LcFieldVo[]) {
  const out: Record<string, unknown> = {};
  const params: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (value === undefined || value === null || value === '') continue;
    const format = field.type === 'datetime' ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD';
    if (Array.isArray(value) && value.length === 2 && isDay(value[0]) && isDay(value[1])) {
      const [begin, end] = lcRangeKeys(field.name).map((k) => k.slice('params['.length, -1)) as [
        string,
        string,
      ];
      const wholeDays = field.type === 'datetime';
      params[begin] = value[0].format(wholeDays ? 'YYYY-MM-DD 00:00:00' : format);
      params[end] = value[1].format(wholeDays ? 'YYYY-MM-DD 23:59:59' : format);
    } else if (isDay(value)) out[field.name] = value.format(format);
    else out[field.name] = typeof value === 'string' ? value : String(value as number);
  }
  if (Object.keys(params).length) out.params = params;
  return out;
}
