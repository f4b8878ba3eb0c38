import type { TableColumnsType } from 'antd';

/** Columns that say where a row stands: `status`, `stage` and every `…Status` field. */
const STATUS_FIELD = /^(status|stage)$|Status$/;
/** The width a column without one is counted at. */
const DEFAULT_WIDTH = 120;
/** antd's selection and expand columns. */
export const SELECTION_WIDTH = 32;
export const EXPAND_WIDTH = 48;

type Column<T> = TableColumnsType<T>[number];

const widthOf = <T>(column: Column<T>): number => {
  if ('children' in column && column.children?.length)
    return column.children.reduce((sum, child) => sum + widthOf(child), 0);
  const width = typeof column.width === 'string' ? parseFloat(column.width) : column.width;
  return typeof width === 'number' && Number.isFinite(width) ? width : DEFAULT_WIDTH;
};

const isStatus = <T>(column: Column<T>): boolean =>
  column.fixed === undefined &&
  'dataIndex' in column &&
  typeof column.dataIndex === 'string' &&
  STATUS_FIELD.test(column.dataIndex);

/**
 * The list kit's column layout, so a list's status stays in sight on a 1440 px screen: when the table pins its
 * actions (操作) to the right, the status columns are pinned beside them (a column that sets `fixed: false` stays
 * where it is), and the scroll width is the sum of the column widths, so the pinned columns never cover a
 * scrolling one. `extra` is the width of antd's own columns (selection, expand).
 */
export function fitColumns<T>(
  columns: TableColumnsType<T>,
  extra = 0,
  minWidth = 0,
): { columns: TableColumnsType<T>; scrollX: number } {
  const pinned = columns.some((c) => c.fixed === 'right');
  const laid = pinned
    ? [
        ...columns.filter((c) => c.fixed !== 'right' && !isStatus(c)),
        ...columns.filter(isStatus).map((c) => ({ ...c, fixed: 'right' as const })),
        ...columns.filter((c) => c.fixed === 'right'),
      ]
    : columns;
  const sum = laid.reduce((total, c) => total + widthOf(c), extra);
  return { columns: laid, scrollX: Math.max(sum, minWidth) };
}
