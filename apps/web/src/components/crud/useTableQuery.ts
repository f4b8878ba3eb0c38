import { useCallback, useMemo, useState, type Key } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TableData } from '@zcps/contracts';
import { http } from '../../lib/request';
import { DEFAULT_PAGE_SIZE } from './pagination';

/** A date picker value (dayjs) — only its formatter is needed here. */
interface Formattable {
  format(template: string): string;
}

export type Filters = Record<string, unknown>;

export interface Sort {
  orderByColumn?: string;
  isAsc?: 'ascending' | 'descending';
}

/**
 * Form values → list parameters: blank values dropped, a `dateRange` pair becomes `params[beginTime]` /
 * `params[endTime]` (the end covers its whole day).
 */
export function toQueryParams(values: Filters): Filters {
  const out: Filters = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    if (key === 'dateRange' && Array.isArray(value)) {
      const [begin, end] = value as (Formattable | null)[];
      if (begin && end)
        out.params = {
          beginTime: begin.format('YYYY-MM-DD 00:00:00'),
          endTime: end.format('YYYY-MM-DD 23:59:59'),
        };
      continue;
    }
    out[key] = typeof value === 'string' ? value.trim() : value;
  }
  return out;
}

export interface TableQueryOptions {
  /** react-query key prefix, e.g. 'monitor/logininfor'. */
  key: string;
  url: string;
  pageSize?: number;
  /** Lists without server paging (online users) skip pageNum/pageSize. */
  paged?: boolean;
}

/** Paging, filters, sorting, selection and loading of one server list. */
export function useTableQuery<T>({
  key,
  url,
  pageSize: initialSize = DEFAULT_PAGE_SIZE,
  paged = true,
}: TableQueryOptions) {
  const [page, setPageState] = useState({ pageNum: 1, pageSize: initialSize });
  const [filters, setFilters] = useState<Filters>({});
  const [sort, setSort] = useState<Sort>({});
  const [selectedKeys, setSelectedKeys] = useState<Key[]>([]);

  const params = useMemo(
    () => ({ ...(paged ? page : {}), ...toQueryParams(filters), ...sort }),
    [page, filters, sort, paged],
  );
  const query = useQuery({
    queryKey: [key, params],
    queryFn: () => http.get<TableData<T>>(url, { params }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

  const search = useCallback((values: Filters) => {
    setFilters(values);
    setPageState((p) => ({ ...p, pageNum: 1 }));
    setSelectedKeys([]);
  }, []);
  const setPage = useCallback((pageNum: number, pageSize: number) => setPageState({ pageNum, pageSize }), []);
  const refresh = useCallback(() => {
    setSelectedKeys([]);
    return query.refetch();
  }, [query]);

  return {
    rows: query.data?.rows ?? [],
    total: query.data?.total ?? 0,
    loading: query.isFetching,
    pageNum: page.pageNum,
    pageSize: page.pageSize,
    setPage,
    search,
    /** Filters as sent (without paging), for exports. */
    filterParams: { ...toQueryParams(filters), ...sort },
    sort,
    setSort,
    selectedKeys,
    setSelectedKeys,
    refresh,
  };
}

/** antd Table `onChange` sorter → the family's orderByColumn / isAsc. */
export function sortOf(sorter: unknown): Sort {
  const s = (Array.isArray(sorter) ? sorter[0] : sorter) as
    { field?: unknown; order?: string | null } | undefined;
  if (!s?.order || typeof s.field !== 'string') return {};
  return { orderByColumn: s.field, isAsc: s.order === 'ascend' ? 'ascending' : 'descending' };
}
