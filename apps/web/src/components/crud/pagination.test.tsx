import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pageAfterSizeChange, PAGE_SIZES } from './pagination';
import { TablePagination } from './TablePagination';
import { toQueryParams, sortOf } from './useTableQuery';

describe('page reset rule (spec §9)', () => {
  it('goes back to page 1 only when page × new size exceeds the total', () => {
    expect(pageAfterSizeChange(3, 20, 100)).toBe(3);
    expect(pageAfterSizeChange(3, 50, 100)).toBe(1);
    expect(pageAfterSizeChange(5, 20, 100)).toBe(5);
    expect(pageAfterSizeChange(2, 30, 59)).toBe(1);
    expect(PAGE_SIZES).toEqual([10, 20, 30, 50]);
  });

  it('shows the total and hands the reset page to onChange when the size changes', () => {
    const onChange = vi.fn();
    const { container } = render(
      <TablePagination pageNum={4} pageSize={10} total={45} onChange={onChange} />,
    );
    expect(screen.getByText('共 45 条')).toBeTruthy();
    expect(container.querySelector('.ant-pagination-options-quick-jumper')).not.toBeNull();
    fireEvent.click(screen.getByTitle('5'));
    expect(onChange).toHaveBeenLastCalledWith(5, 10);
  });

  it('renders nothing without rows', () => {
    const { container } = render(<TablePagination pageNum={1} pageSize={20} total={0} onChange={() => {}} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('list parameters', () => {
  it('drops blanks, trims text and turns a date range into params[beginTime]/[endTime]', () => {
    const day = (d: string) => ({ format: (f: string) => f.replace('YYYY-MM-DD', d) });
    expect(
      toQueryParams({
        userName: ' ad ',
        status: '',
        ipaddr: undefined,
        dateRange: [day('2024-01-01'), day('2024-01-31')],
      }),
    ).toEqual({
      userName: 'ad',
      params: { beginTime: '2024-01-01 00:00:00', endTime: '2024-01-31 23:59:59' },
    });
  });

  it('maps an antd sorter to orderByColumn/isAsc', () => {
    expect(sortOf({ field: 'loginTime', order: 'ascend' })).toEqual({
      orderByColumn: 'loginTime',
      isAsc: 'ascending',
    });
    expect(sortOf({ field: 'loginTime', order: 'descend' })).toEqual({
      orderByColumn: 'loginTime',
      isAsc: 'descending',
    });
    expect(sortOf({ field: 'loginTime', order: null })).toEqual({});
  });
});
