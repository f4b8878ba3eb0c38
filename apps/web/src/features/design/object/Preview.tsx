import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  LcFieldState,
  type FormSchema,
  type LcFieldVo,
  type LcListLayout,
  type LcRow,
} from '@zcps/contracts';
import { FormRenderer } from '../../../components/form-schema';
import { lcColumns, scrollWidth } from '../../lowcode/runtime/columns';

/** A made-up value of a field for the preview's rows (dictionary fields take the first values '0', '1'). */
function sampleOf(field: LcFieldVo, n: number): unknown {
  if (field.dictType) return field.type === 'checkbox' ? [String(n % 2)] : String(n % 2);
  switch (field.type) {
    case 'number':
      return n * 8;
    case 'money':
      return n * 1250.5;
    case 'date':
      return `2026-0${n}-15`;
    case 'datetime':
      return `2026-0${n}-15 09:30:00`;
    case 'dateRange':
      return [`2026-0${n}-01`, `2026-0${n}-28`];
    case 'switch':
      return n % 2 === 1;
    case 'image':
    case 'file':
      return n === 1 ? '1' : '1,2';
    default:
      return `${field.label}${n}`;
  }
}

export function sampleRows(fields: readonly LcFieldVo[]): LcRow[] {
  return [1, 2, 3].map((n) => {
    const row: LcRow = { id: n, deptId: null, createBy: null, createTime: null, updateTime: null };
    for (const f of fields) {
      if (f.state !== LcFieldState.ACTIVE) continue;
      row[f.name] = sampleOf(f, n);
      if (f.type === 'user' || f.type === 'dept' || f.type === 'reference')
        row[`${f.name}Label`] = `${f.label}${n}`;
    }
    return row;
  });
}

/** 预览: the list with three sample rows and the form, as the published page will show them. */
export function Preview({
  fields,
  list,
  form,
}: {
  fields: readonly LcFieldVo[];
  list: LcListLayout;
  form: FormSchema;
}) {
  const { t } = useTranslation();
  const columns = lcColumns(fields, list, t);
  return (
    <div data-testid="lc-preview">
      <Card size="small" title={t('lcDesign.previewList')} className="lc-preview">
        <Table<LcRow>
          size="middle"
          rowKey="id"
          dataSource={sampleRows(fields)}
          columns={columns}
          pagination={false}
          scroll={{ x: scrollWidth(columns) }}
        />
      </Card>
      <Card size="small" title={t('lcDesign.previewForm')} className="lc-preview" style={{ marginTop: 16 }}>
        <FormRenderer schema={form} />
      </Card>
    </div>
  );
}
