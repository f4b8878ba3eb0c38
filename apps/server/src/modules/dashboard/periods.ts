import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** One period of a chart: [start, end) in server time, labelled for the axis. */
export interface Period {
  label: string;
  start: Date;
  end: Date;
}

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The last `n` calendar months up to the one holding `now`, oldest first (`yyyy-MM`). */
export function lastMonths(now: Date, n: number): Period[] {
  return Array.from({ length: n }, (_, i) => {
    const back = n - 1 - i;
    const start = new Date(now.getFullYear(), now.getMonth() - back, 1);
    const end = new Date(now.getFullYear(), now.getMonth() - back + 1, 1);
    return { label: `${start.getFullYear()}-${pad(start.getMonth() + 1)}`, start, end };
  });
}

/** ISO 8601 week of the Monday `monday`: the week belongs to the year of its Thursday. */
export function isoWeekLabel(monday: Date): string {
  const thursday = new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + 3);
  const year = thursday.getFullYear();
  const jan4 = new Date(year, 0, 4);
  const firstMonday = new Date(year, 0, 4 - ((jan4.getDay() + 6) % 7));
  // Rounded: a daylight-saving change makes a week an hour shorter or longer.
  const week = 1 + Math.round((monday.getTime() - firstMonday.getTime()) / (7 * 86_400_000));
  return `${year}-W${pad(week)}`;
}

/** The last `n` ISO weeks (Monday 00:00 to Monday 00:00) up to the one holding `now`, oldest first. */
export function lastIsoWeeks(now: Date, n: number): (Period & { weekStart: string })[] {
  const sinceMonday = (now.getDay() + 6) % 7;
  return Array.from({ length: n }, (_, i) => {
    const back = n - 1 - i;
    const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() - sinceMonday - 7 * back);
    const end = new Date(start.getFullYear(), start.getMonth(), start.getDate() + 7);
    return { label: isoWeekLabel(start), weekStart: ymd(start), start, end };
  });
}

/**
 * The 1-based index of the period a timestamp falls in, computed by the database. Bounds go in as the UTC wall
 * times the timestamp columns hold (drizzle writes `Date`s as ISO UTC), so periods follow the server's clock on
 * both engines whatever the database session's time zone.
 */
export function periodIndex(column: PgColumn, periods: readonly Period[]): SQL<number> {
  const bounds = [...periods.map((p) => p.start), periods.at(-1)!.end];
  const literal = `{${bounds.map((b) => `"${b.toISOString().replace('T', ' ').replace('Z', '')}"`).join(',')}}`;
  return sql<number>`width_bucket(${column}, ${literal}::timestamp[])::int`;
}
