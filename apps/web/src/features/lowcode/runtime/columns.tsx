import { Space, Tag, Typography, type TableColumnsType } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { LcFieldVo, LcFileVo, LcListLayout, LcRow } from '@zcps/contracts';
import { DictTag } from '../../../components/crud';
import { useDict } from '../../../lib/dict';

function DictCell({ dictType, value }: { dictType: string; value: unknown }) {
  const options = useDict(dictType);
  return <DictTag options={options} value={value as string | string[] | null} />;
}

function SwitchCell({ value }: { value: unknown }) {
  const { t } = useTranslation();
  if (value === null || value === undefined) return null;
  return value ? <Tag color="success">{t('formSchema.yes')}</Tag> : <Tag>{t('formSchema.no')}</Tag>;
}

const idCount = (value: unknown) => (typeof value === 'string' && value ? value.split(',').length : 0);

/** Saves one file of a row (through the object's own file route). */
export type OpenFile = (file: LcFileVo) => unknown;

function FileLinks({ files, open }: { files: LcFileVo[]; open?: OpenFile }) {
  return (
    <Space size={[8, 0]} wrap>
      {files.map((file) =>
        open ? (
          <Typography.Link key={file.ossId} onClick={() => void open(file)}>
            <PaperClipOutlined /> {file.name}
          </Typography.Link>
        ) : (
          <span key={file.ossId}>{file.name}</span>
        ),
      )}
    </Space>
  );
}

/** How one field's value reads in a list cell. */
export function renderCell(field: LcFieldVo, row: LcRow, t: TFunction, open?: OpenFile) {
  const value = row[field.name];
  const label = row[`${field.name}Label`];
  if (field.dictType) return <DictCell dictType={field.dictType} value={value} />;
  switch (field.type) {
    case 'switch':
      return <SwitchCell value={value} />;
    case 'user':
    case 'dept':
    case 'reference':
      return (label ?? value ?? '') as string;
    case 'dateRange':
      return Array.isArray(value) ? value.join(' ~ ') : '';
    case 'image':
    case 'file': {
      const files = row[`${field.name}Files`] as LcFileVo[] | undefined;
      if (files?.length) return <FileLinks files={files} open={open} />;
      return idCount(value) ? t('lcRuntime.fileCount', { count: idCount(value) }) : '';
    }
    case 'money':
      return typeof value === 'number' ? value.toFixed(field.scale ?? 2) : '';
    default:
      return value === null || value === undefined ? '' : String(value as string);
  }
}

const WIDTHS: Partial<Record<LcFieldVo['type'], number>> = {
  textarea: 220,
  richText: 220,
  date: 120,
  datetime: 170,
  dateRange: 220,
  number: 100,
  money: 120,
  switch: 90,
};

/** The list's columns in the layout's order, each rendered by its field's type. */
export function lcColumns(fields: readonly LcFieldVo[], layout: LcListLayout, t: TFunction, open?: OpenFile) {
  const byName = new Map(fields.map((f) => [f.name, f]));
  const columns: TableColumnsType<LcRow> = [];
  for (const col of layout.columns) {
    const field = byName.get(col.field);
    if (!field) continue;
    columns.push({
      title: field.label,
      dataIndex: field.name,
      key: field.name,
      width: col.width ?? WIDTHS[field.type] ?? 150,
      fixed: col.fixed,
      sorter: col.sortable,
      ellipsis: true,
      align: field.type === 'number' || field.type === 'money' ? 'right' : undefined,
      render: (_v: unknown, row: LcRow) => renderCell(field, row, t, open),
    });
  }
  return columns;
}

/** The table's width: the columns' widths plus selection and operation columns. */
export function scrollWidth(columns: TableColumnsType<LcRow>, extra = 0): number {
  return columns.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : 150), extra);
}

/** A tree object's 上级 column: the parent's title, or 顶级 for a root. */
export function parentColumn(t: TFunction): TableColumnsType<LcRow>[number] {
  return {
    title: t('lcRuntime.parent'),
    key: 'parentId',
    width: 160,
    ellipsis: true,
    render: (_v: unknown, row: LcRow) =>
      row.parentId ? ((row.parentIdLabel as string | null) ?? `#${row.parentId}`) : t('lcRuntime.root'),
  };
}
