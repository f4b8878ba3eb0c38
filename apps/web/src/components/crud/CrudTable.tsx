import { Table, type TableColumnsType, type TableProps } from 'antd';
import type { CrudPage } from './useCrudPage';
import { TablePagination } from './TablePagination';
import { sortOf } from './useTableQuery';
import { EXPAND_WIDTH, fitColumns, SELECTION_WIDTH } from './fit-columns';

interface CrudTableProps<T extends object> {
  crud: CrudPage<T>;
  columns: TableColumnsType<T>;
  /**
   * Least horizontal scroll width; the table scrolls at the sum of its column widths at least, so columns keep
   * their widths on narrow screens and the pinned ones (actions, statuses) cover none of them.
   */
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
  const extra = (selectable ? SELECTION_WIDTH : 0) + (expandable ? EXPAND_WIDTH : 0);
  const fitted = fitColumns(columns, extra, scrollX);
  const scrolls = scrollX !== undefined || columns.some((c) => c.fixed === 'right');
  return (
    <>
      <Table<T>
        rowKey={(row) => crud.keyOf(row)}
        size="middle"
        loading={list.loading}
        columns={fitted.columns}
        dataSource={list.rows}
        pagination={false}
        scroll={scrolls ? { x: fitted.scrollX } : undefined}
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
