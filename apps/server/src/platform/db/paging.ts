import { asc, desc, gte, lte, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { pageQuerySchema, ResponseCode, type PageQuery } from '@zcps/contracts';
import { ServiceError } from '../http/errors.js';

/**
 * The family's list query: pageNum, pageSize, orderByColumn (whitelisted per list), isAsc, and date ranges as
 * `params[beginTime]` / `params[endTime]` (Fastify keeps bracketed keys flat, so they are plain keys here).
 */
export const listQuerySchema = pageQuerySchema.extend({
  'params[beginTime]': z.string().max(30).optional(),
  'params[endTime]': z.string().max(30).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export interface Page {
  limit: number;
  offset: number;
}

export function pageOf(query: PageQuery): Page {
  return { limit: query.pageSize, offset: (query.pageNum - 1) * query.pageSize };
}

/** One page of a list and the number of all its matches. */
export interface Paged<T> {
  rows: T[];
  total: number;
}

/**
 * Runs a list's page query and its `select({ total: count() })` together; `map` shapes each row of the page.
 * An empty count answers 0.
 */
export function countedPage<R>(
  rows: PromiseLike<R[]>,
  count: PromiseLike<{ total: number }[]>,
): Promise<Paged<R>>;
export function countedPage<R, T>(
  rows: PromiseLike<R[]>,
  count: PromiseLike<{ total: number }[]>,
  map: (row: R) => T,
): Promise<Paged<T>>;
export async function countedPage<R, T>(
  rows: PromiseLike<R[]>,
  count: PromiseLike<{ total: number }[]>,
  map?: (row: R) => T,
): Promise<Paged<R | T>> {
  const [page, [counted]] = await Promise.all([rows, count]);
  return { rows: map ? page.map(map) : page, total: counted?.total ?? 0 };
}

/** Answers a list's total, from the count cache (CountCache) or by running `compute`. */
export type CountWith = (compute: () => Promise<number>) => Promise<number>;

/** Counts every time: a list without a cached total. */
export const countEveryTime: CountWith = (compute) => compute();

/**
 * Like `countedPage`, the total through `countWith`: the count statement (a lazy drizzle query) runs only when
 * the count cache has no total for the filters.
 */
export async function pageWithTotal<R>(
  rows: PromiseLike<R[]>,
  count: PromiseLike<{ total: number }[]>,
  countWith: CountWith,
): Promise<Paged<R>> {
  const [page, total] = await Promise.all([rows, countWith(async () => (await count)[0]?.total ?? 0)]);
  return { rows: page, total };
}

/** A list query as a count cache key: its filters, without the page and the order. */
export function countKeyOf(q: PageQuery): Record<string, unknown> {
  return { ...q, pageNum: undefined, pageSize: undefined, orderByColumn: undefined, isAsc: undefined };
}

/** The chosen order as part of a prepared statement's shape (PreparedPages); the default order is ''. */
export function orderKeyOf(q: PageQuery): string {
  return q.orderByColumn && q.isAsc ? `${q.orderByColumn}:${q.isAsc}` : '';
}

const camelToSnake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * ORDER BY from orderByColumn/isAsc, restricted to the list's whitelist (camelCase or snake_case names);
 * anything else is refused rather than ignored, so a typo does not silently sort by default.
 */
export function orderOf(query: PageQuery, columns: Record<string, PgColumn>, fallback: SQL[]): SQL[] {
  if (!query.orderByColumn || !query.isAsc) return fallback;
  const names = query.orderByColumn.split(',').map((n) => n.trim());
  const directions = query.isAsc.split(',').map((d) => d.trim());
  const byName = new Map<string, PgColumn>();
  for (const [name, column] of Object.entries(columns)) {
    byName.set(name, column);
    byName.set(camelToSnake(name), column);
  }
  return names.map((name, index) => {
    const column = byName.get(name);
    if (!column) throw new ServiceError('validation.sortColumn', { column: name }, ResponseCode.BAD_REQUEST);
    const direction = directions[index] ?? directions[0] ?? 'asc';
    return direction.startsWith('desc') ? desc(column) : asc(column);
  });
}

/** `yyyy-MM-dd[ HH:mm:ss]` → Date; a bare end date means the end of that day. Bad input answers 400. */
export function parseDateParam(value: string | undefined, endOfDay = false): Date | undefined {
  if (!value) return undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(value.trim());
  const refuse = () =>
    new ServiceError(
      endOfDay ? 'validation.endDate' : 'validation.beginDate',
      { value },
      ResponseCode.BAD_REQUEST,
    );
  if (!match) throw refuse();
  const [, y, mo, d, h, mi, s] = match;
  const hasTime = h !== undefined;
  const date = new Date(
    Number(y),
    Number(mo) - 1,
    Number(d),
    hasTime ? Number(h) : endOfDay ? 23 : 0,
    hasTime ? Number(mi) : endOfDay ? 59 : 0,
    hasTime ? Number(s ?? 0) : endOfDay ? 59 : 0,
    !hasTime && endOfDay ? 999 : 0,
  );
  // Date rolls 2026-13-45 or 25:61 over into another day; a real calendar date and time comes back unchanged.
  const unchanged =
    date.getFullYear() === Number(y) &&
    date.getMonth() === Number(mo) - 1 &&
    date.getDate() === Number(d) &&
    (!hasTime ||
      (date.getHours() === Number(h) &&
        date.getMinutes() === Number(mi) &&
        date.getSeconds() === Number(s ?? 0)));
  if (!unchanged) throw refuse();
  return date;
}

/** Conditions for a `params[beginX]`/`params[endX]` pair on a timestamp column. */
export function dateRange(column: PgColumn, begin: string | undefined, end: string | undefined): SQL[] {
  const from = parseDateParam(begin);
  const to = parseDateParam(end, true);
  return [from ? gte(column, from) : undefined, to ? lte(column, to) : undefined].filter(
    (c): c is SQL => c !== undefined,
  );
}
