import { useState } from 'react';
import { Button, Checkbox, Form, InputNumber, Select, Space, Table, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LcFieldState, type LcFieldVo, type LcListLayout } from '@zcps/contracts';
import { PAGE_SIZES } from '../../../components/crud';
import { feedback } from '../../../lib/feedback';
import { designApi } from '../api';

type Column = LcListLayout['columns'][number];
interface Row {
  field: LcFieldVo;
  shown: boolean;
  column: Column;
}

/** Shown columns first in their order, then the other active fields. */
function rowsOf(fields: readonly LcFieldVo[], layout: LcListLayout): Row[] {
  const active = fields.filter((f) => f.state === LcFieldState.ACTIVE);
  const shown = layout.columns
    .map((c) => ({ column: c, field: active.find((f) => f.name === c.field) }))
    .filter((r): r is { column: Column; field: LcFieldVo } => r.field !== undefined)
    .map((r) => ({ ...r, shown: true }));
  const rest = active
    .filter((f) => !layout.columns.some((c) => c.field === f.name))
    .map((field) => ({ field, shown: false, column: { field: field.name } }));
  return [...shown, ...rest];
}

export function layoutOf(rows: readonly Row[], search: string[], pageSize?: number): LcListLayout {
  return {
    columns: rows.filter((r) => r.shown).map((r) => r.column),
    search,
    ...(pageSize ? { pageSize } : {}),
  };
}

interface ListLayoutEditorProps {
  objectId: number;
  fields: readonly LcFieldVo[];
  saved: LcListLayout;
  onChange: (layout: LcListLayout) => void;
  onSaved: () => Promise<unknown>;
}

/** 列表布局: which fields are columns, their order, width and sorting; the search bar's fields; the page size. */
export function ListLayoutEditor({ objectId, fields, saved, onChange, onSaved }: ListLayoutEditorProps) {
  const { t } = useTranslation();
  const [rows, setRowsState] = useState<Row[]>(() => rowsOf(fields, saved));
  const [search, setSearchState] = useState<string[]>(saved.search);
  const [pageSize, setPageSizeState] = useState<number | undefined>(saved.pageSize);
  const [saving, setSaving] = useState(false);
  const update = (next: Row[], nextSearch = search, nextSize = pageSize) => {
    setRowsState(next);
    setSearchState(nextSearch);
    setPageSizeState(nextSize);
    onChange(layoutOf(next, nextSearch, nextSize));
  };
  const patch = (index: number, change: Partial<Row> & { column?: Column }) =>
    update(rows.map((r, i) => (i === index ? { ...r, ...change } : r)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...rows];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    update(next);
  };
  const save = async () => {
    setSaving(true);
    try {
      await designApi.savePage({ objectId, kind: 'list', schema: layoutOf(rows, search, pageSize) });
      feedback().message.success(t('lcDesign.layoutSaved'));
      await onSaved();
    } finally {
      setSaving(false);
    }
  };
  const searchable = fields.filter((f) => f.state === LcFieldState.ACTIVE && f.searchable);

  return (
    <div data-testid="layout-list">
      <Form layout="inline" style={{ marginBottom: 12, rowGap: 8 }}>
        <Form.Item label={t('lcDesign.searchFields')} extra={t('lcDesign.searchFieldsHint')}>
          <Select
            mode="multiple"
            style={{ minWidth: 320 }}
            value={search}
            onChange={(v: string[]) => update(rows, v)}
            options={searchable.map((f) => ({ value: f.name, label: f.label }))}
          />
        </Form.Item>
        <Form.Item label={t('lcDesign.pageSize')}>
          <Select
            allowClear
            style={{ width: 120 }}
            value={pageSize}
            onChange={(v?: number) => update(rows, search, v)}
            options={PAGE_SIZES.map((n) => ({ value: n, label: n }))}
          />
        </Form.Item>
        <Form.Item style={{ marginLeft: 'auto' }}>
          <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={() => void save()}>
            {t('lcDesign.layoutSave')}
          </Button>
        </Form.Item>
      </Form>
      <Table<Row>
        size="small"
        rowKey={(r) => r.field.name}
        dataSource={rows}
        pagination={false}
        columns={[
          {
            title: t('lcDesign.order'),
            key: 'order',
            width: 80,
            align: 'center',
            render: (_v, _r, index) => (
              <Space size={0}>
                <Button
                  type="text"
                  size="small"
                  icon={<ArrowUpOutlined />}
                  disabled={index === 0}
                  aria-label={t('lcDesign.moveUp')}
                  onClick={() => move(index, -1)}
                />
                <Button
                  type="text"
                  size="small"
                  icon={<ArrowDownOutlined />}
                  disabled={index === rows.length - 1}
                  aria-label={t('lcDesign.moveDown')}
                  onClick={() => move(index, 1)}
                />
              </Space>
            ),
          },
          {
            title: t('lcDesign.columnShown'),
            key: 'shown',
            width: 80,
            align: 'center',
            render: (_v, r, index) => (
              <Checkbox
                checked={r.shown}
                aria-label={r.field.label}
                onChange={(e) => patch(index, { shown: e.target.checked })}
              />
            ),
          },
          {
            title: t('lcDesign.fieldLabel'),
            key: 'label',
            render: (_v, r) => (
              <Space size={4}>
                {r.field.label}
                <Typography.Text type="secondary">{r.field.name}</Typography.Text>
              </Space>
            ),
          },
          {
            title: t('lcDesign.columnWidth'),
            key: 'width',
            width: 140,
            render: (_v, r, index) => (
              <InputNumber
                min={40}
                max={800}
                precision={0}
                placeholder={t('lcDesign.auto')}
                value={r.column.width}
                onChange={(v) => patch(index, { column: { ...r.column, width: v ?? undefined } })}
              />
            ),
          },
          {
            title: t('lcDesign.sortable'),
            key: 'sortable',
            width: 90,
            align: 'center',
            render: (_v, r, index) => (
              <Checkbox
                checked={r.column.sortable === true}
                onChange={(e) =>
                  patch(index, { column: { ...r.column, sortable: e.target.checked || undefined } })
                }
              />
            ),
          },
        ]}
      />
    </div>
  );
}
