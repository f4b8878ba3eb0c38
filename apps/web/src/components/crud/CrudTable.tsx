import { Table, type TableColumnsType, type TableProps } from 'antd';
import type { CrudPage } from './useCrudPage';
import { TablePagination } from './TablePagination';
import { sortOf } from './useTableQuery';

interface CrudTableProps<T extends object> {
  crud: CrudPage<T>;
  columns: TableColumnsType<T>;
  /** Horizontal scroll width; columns keep their widths on narrow screens. */
  scrollX?: number;
  selectable?: boolean;
  /** Rows that cannot be selected (built-in ones). */
  lockedRow?: (row: T) => boolean;
  expandable?: TableProps<T>['expandable'];
}

/** The server-paged table: selection, server sorting and the family's pagination bar under it. */
export function CrudTable<T extends object>({
  crud,
  columns,
  scrollX,
  selectable = true,
  lockedRow,
  expandable,
}: CrudTableProps<T>) {
  const { list } = crud;
  return (
    <>
      <Table<T>
        rowKey={(row) => crud.keyOf(row)}
        size="middle"
        loading={list.loading}
        columns={columns}
        dataSource={list.rows}
        pagination={false}
        scroll={scrollX ? { x: scrollX } : undefined}
        rowSelection={
          selectable
            ? {
                selectedRowKeys: list.selectedKeys,
                onChange: (keys) => list.setSelectedKeys(keys),
                getCheckboxProps: lockedRow ? (row) => ({ disabled: lockedRow(row) }) : undefined,
              }
            : undefined
        }
        expandable={expandable}
        onChange={(_p, _f, sorter) => list.setSort(sortOf(sorter))}
      />
      <TablePagination
        pageNum={list.pageNum}
        pageSize={list.pageSize}
        total={list.total}
        onChange={list.setPage}
      />
    </>
  );
}
