import { ilike, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** `%`, `_` and `\` typed by a user match themselves, not as wildcards. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Search text that filters nothing: absent, empty or only spaces (as `contains` treats it). */
export function isBlankSearch(value: string | undefined | null): boolean {
  return !value?.trim();
}

/** Case-insensitive "contains" filter; blank input means no filter. */
export function contains(column: PgColumn, value: string | undefined | null): SQL | undefined {
  const trimmed = value?.trim();
  return trimmed ? ilike(column, `%${escapeLike(trimmed)}%`) : undefined;
}
