import { Checkbox, Input, Select, Table, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GEN_HTML_TYPES, GEN_QUERY_TYPES, GEN_TS_TYPES, type GenTableColumn } from '@zcps/contracts';
import { http } from '../../../../lib/request';
import type { DictTypeVo, Result } from '@zcps/contracts';

type Flag = 'isInsert' | 'isEdit' | 'isList' | 'isQuery' | 'isRequired';

interface ColumnsEditorProps {
  rows: GenTableColumn[];
  onChange: (rows: GenTableColumn[]) => void;
}

/** 字段信息: one row per column; what is inserted, edited, listed and searched, and with which widget. */
export function ColumnsEditor({ rows, onChange }: ColumnsEditorProps) {
  const { t } = useTranslation();
  const dictTypes = useQuery({
    queryKey: ['system/dict/type/optionselect'],
    queryFn: () => http.get<Result<DictTypeVo[]>>('/system/dict/type/optionselect'),
  });
  const set = (columnId: number, patch: Partial<GenTableColumn>) =>
    onChange(rows.map((r) => (r.columnId === columnId ? { ...r, ...patch } : r)));
  const flag = (key: Flag, width = 64) => ({
    title: t(`codegen.${key}`),
    dataIndex: key,
    width,
    align: 'center' as const,
    render: (v: GenTableColumn[Flag], row: GenTableColumn) => (
      <Checkbox
        checked={v === '1'}
        aria-label={`${row.columnName} ${t(`codegen.${key}`)}`}
        onChange={(e) => set(row.columnId, { [key]: e.target.checked ? '1' : '0' })}
      />
    ),
  });

  const columns: TableColumnsType<GenTableColumn> = [
    { title: t('crud.index'), key: 'index', width: 56, align: 'center', render: (_v, _r, i) => i + 1 },
    { title: t('codegen.columnName'), dataIndex: 'columnName', width: 150, ellipsis: true, fixed: 'left' },
    {
      title: t('codegen.columnComment'),
      dataIndex: 'columnComment',
      width: 160,
      render: (v: string | null, row) => (
        <Input value={v ?? ''} onChange={(e) => set(row.columnId, { columnComment: e.target.value })} />
      ),
    },
    { title: t('codegen.columnType'), dataIndex: 'columnType', width: 150, ellipsis: true },
    {
      title: t('codegen.javaType'),
      dataIndex: 'javaType',
      width: 110,
      render: (v: GenTableColumn['javaType'], row) => (
        <Select
          value={v}
          style={{ width: '100%' }}
          options={GEN_TS_TYPES.map((x) => ({ value: x, label: x }))}
          onChange={(javaType) => set(row.columnId, { javaType })}
        />
      ),
    },
    {
      title: t('codegen.javaField'),
      dataIndex: 'javaField',
      width: 150,
      render: (v: string, row) => (
        <Input value={v} onChange={(e) => set(row.columnId, { javaField: e.target.value })} />
      ),
    },
    flag('isInsert'),
    flag('isEdit'),
    flag('isList'),
    flag('isQuery'),
    {
      title: t('codegen.queryType'),
      dataIndex: 'queryType',
      width: 120,
      render: (v: GenTableColumn['queryType'], row) => (
        <Select
          value={v ?? undefined}
          style={{ width: '100%' }}
          options={GEN_QUERY_TYPES.map((x) => ({ value: x, label: t(`codegen.query_${x}`) }))}
          onChange={(queryType) => set(row.columnId, { queryType })}
        />
      ),
    },
    flag('isRequired'),
    {
      title: t('codegen.htmlType'),
      dataIndex: 'htmlType',
      width: 130,
      render: (v: GenTableColumn['htmlType'], row) => (
        <Select
          value={v ?? undefined}
          style={{ width: '100%' }}
          options={GEN_HTML_TYPES.map((x) => ({ value: x, label: t(`codegen.html_${x}`) }))}
          onChange={(htmlType) => set(row.columnId, { htmlType })}
        />
      ),
    },
    {
      title: t('codegen.dictType'),
      dataIndex: 'dictType',
      width: 180,
      render: (v: string | null, row) => (
        <Select
          value={v || undefined}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: '100%' }}
          placeholder={t('codegen.dictType')}
          options={(dictTypes.data?.data ?? []).map((d) => ({
            value: d.dictType,
            label: `${d.dictName} (${d.dictType})`,
          }))}
          onChange={(dictType: string | undefined) => set(row.columnId, { dictType: dictType ?? null })}
        />
      ),
    },
  ];

  return (
    <Table<GenTableColumn>
      rowKey="columnId"
      size="small"
      columns={columns}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 1640, y: 'calc(100vh - 340px)' }}
      data-testid="gen-columns"
    />
  );
}
