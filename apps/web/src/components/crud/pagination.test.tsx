import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../stores/app-store';
import { pageAfterSizeChange, pagerCount, pagesHiddenOnNarrowPager, PAGE_SIZES } from './pagination';
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

  it('counts 7 pager slots, 5 on narrow screens where only the current page stays between the jumps', () => {
    expect(pagerCount(false)).toBe(7);
    expect(pagerCount(true)).toBe(5);
    expect(pagesHiddenOnNarrowPager(3, 100)).toEqual([]);
    expect(pagesHiddenOnNarrowPager(4, 100)).toEqual([3, 5]);
    expect(pagesHiddenOnNarrowPager(97, 100)).toEqual([96, 98]);
    expect(pagesHiddenOnNarrowPager(98, 100)).toEqual([]);
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

function pageScrolledTo(top: number): { readonly top: number } {
  const page = document.scrollingElement ?? document.documentElement;
  const state = { top };
  Object.defineProperty(page, 'scrollTop', {
    configurable: true,
    get: () => state.top,
    set: (next: number) => {
      state.top = next;
    },
  });
  return state;
}

const pagerNumbers = (container: HTMLElement) =>
  [...container.querySelectorAll('.ant-pagination-item')].map((li) => li.textContent);

describe('pager layout (spec §9)', () => {
  afterEach(() => {
    vi.useRealTimers();
    useAppStore.setState({ device: 'desktop' });
  });

  it('uses 7 pager slots on a desktop and fewer below 992 px, right-aligned, with total, sizes and jumper', () => {
    useAppStore.setState({ device: 'desktop' });
    const { container, rerender } = render(
      <TablePagination pageNum={50} pageSize={10} total={1000} onChange={() => {}} />,
    );
    // 1 … 49 50 51 … 100: seven slots, as Element's pager-count 7 lays them out.
    expect(pagerNumbers(container)).toEqual(['1', '49', '50', '51', '100']);
    expect(screen.getByTitle('Next 5 Pages')).toBeTruthy();
    const bar = container.querySelector('.ant-pagination')!;
    expect(bar.className).toMatch(/ant-pagination-end/);
    const order = [...bar.children].map((li) => li.className);
    expect(order[0]).toMatch(/total-text/);
    expect(order[1]).toMatch(/prev/);
    expect(order.at(-2)).toMatch(/ant-pagination-next/);
    expect(order.at(-1)).toMatch(/options/);
    expect(container.querySelector('.ant-pagination-options-size-changer')).not.toBeNull();
    expect(container.querySelector('.ant-pagination-options-quick-jumper')).not.toBeNull();

    rerender(<TablePagination pageNum={2} pageSize={10} total={1000} onChange={() => {}} />);
    expect(pagerNumbers(container)).toEqual(['1', '2', '3', '4', '5', '100']);
    useAppStore.setState({ device: 'mobile' });
    rerender(<TablePagination pageNum={2} pageSize={10} total={1000} onChange={() => {}} />);
    expect(pagerNumbers(container)).toEqual(['1', '2', '3', '100']);
    rerender(<TablePagination pageNum={50} pageSize={10} total={1000} onChange={() => {}} />);
    // 1 … 50 … 100: Element's pager-count 5.
    expect(pagerNumbers(container)).toEqual(['1', '50', '100']);
    expect(screen.getByTitle('Next 3 Pages')).toBeTruthy();
    rerender(<TablePagination pageNum={98} pageSize={10} total={1000} onChange={() => {}} />);
    expect(pagerNumbers(container)).toEqual(['1', '97', '98', '99', '100']);
  });

  it('scrolls back to the top over 800 ms after a page change', () => {
    const scroll = pageScrolledTo(800);
    const onChange = vi.fn();
    render(<TablePagination pageNum={1} pageSize={10} total={45} onChange={onChange} />);
    vi.useFakeTimers();
    fireEvent.click(screen.getByTitle('2'));
    expect(onChange).toHaveBeenLastCalledWith(2, 10);
    vi.advanceTimersByTime(380);
    expect(scroll.top).toBeCloseTo(400, 0);
    vi.advanceTimersByTime(400);
    expect(scroll.top).toBe(0);
  });

  it('stays put with autoScroll={false}', () => {
    const scroll = pageScrolledTo(800);
    render(<TablePagination pageNum={1} pageSize={10} total={45} onChange={() => {}} autoScroll={false} />);
    vi.useFakeTimers();
    fireEvent.click(screen.getByTitle('2'));
    vi.advanceTimersByTime(1000);
    expect(scroll.top).toBe(800);
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
