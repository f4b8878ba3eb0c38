import { describe, expect, it } from 'vitest';
import type { TableColumnsType } from 'antd';
import { fitColumns } from './fit-columns';

type Row = { id: number };
const col = (dataIndex: string, width?: number, fixed?: 'right' | false) => ({ dataIndex, width, fixed });

describe('fitColumns', () => {
  it('pins the status columns beside the pinned actions and scrolls at the sum of the widths', () => {
    const columns: TableColumnsType<Row> = [
      col('applicantName', 110),
      col('unitName', 300),
      col('stage', 120),
      col('approvalStatus', 100),
      col('submitTime', 165),
      { key: 'actions', width: 300, fixed: 'right' },
    ];
    const fitted = fitColumns(columns, 32, 1000);
    expect(fitted.columns.map((c) => ('dataIndex' in c ? c.dataIndex : c.key))).toEqual([
      'applicantName',
      'unitName',
      'submitTime',
      'stage',
      'approvalStatus',
      'actions',
    ]);
    expect(fitted.columns.map((c) => c.fixed)).toEqual([
      undefined,
      undefined,
      undefined,
      'right',
      'right',
      'right',
    ]);
    expect(fitted.scrollX).toBe(32 + 110 + 300 + 120 + 100 + 165 + 300);
  });

  it('keeps a given larger scroll width, counts a column without width, and leaves lists without pinned actions', () => {
    const plain: TableColumnsType<Row> = [col('status', 80), col('remark')];
    const fitted = fitColumns(plain, 0, 900);
    expect(fitted.columns).toBe(plain);
    expect(fitted.scrollX).toBe(900);
    expect(fitColumns(plain).scrollX).toBe(80 + 120);
  });

  it('leaves a status column that opts out with fixed: false where it is', () => {
    const columns: TableColumnsType<Row> = [
      col('status', 80, false),
      col('name', 100),
      { key: 'a', fixed: 'right' },
    ];
    expect(fitColumns(columns).columns.map((c) => c.fixed)).toEqual([false, undefined, 'right']);
  });
});
