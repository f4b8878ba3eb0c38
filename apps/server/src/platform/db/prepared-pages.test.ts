import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { bigint, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { openDatabase } from './database.js';
import { countEveryTime } from './paging.js';
import { ListParams, PreparedPages } from './prepared-pages.js';

const entry = pgTable('pp_entry', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
  tenantId: varchar('tenant_id', { length: 20 }).notNull(),
  userName: varchar('user_name', { length: 50 }).notNull(),
  status: varchar('status', { length: 1 }).notNull(),
  at: timestamp('at', { mode: 'date' }).notNull(),
});

let opened: Awaited<ReturnType<typeof openDatabase>>;

beforeAll(async () => {
  opened = await openDatabase({});
  await opened.db.execute(sql`CREATE TABLE pp_entry (id bigint PRIMARY KEY, tenant_id varchar(20) NOT NULL,
    user_name varchar(50) NOT NULL, status varchar(1) NOT NULL, at timestamp NOT NULL)`);
  await opened.db.insert(entry).values([
    { id: 1, tenantId: 't1', userName: 'alice', status: '0', at: new Date(2026, 0, 1, 9) },
    { id: 2, tenantId: 't1', userName: 'bob', status: '1', at: new Date(2026, 0, 2, 9) },
    { id: 3, tenantId: 't1', userName: 'alina', status: '1', at: new Date(2026, 0, 3, 9) },
    { id: 4, tenantId: 't2', userName: 'al_x', status: '0', at: new Date(2026, 0, 3, 9) },
  ]);
});
afterAll(() => opened.close());

interface Filter {
  userName?: string;
  status?: string;
  begin?: string;
  end?: string;
}

function list(pages: PreparedPages, tenantId: string, f: Filter, scope?: SQL) {
  const params = new ListParams();
  const where = sql`${params.bind('tenantId', tenantId)} = ${entry.tenantId}`;
  const all = [
    where,
    params.contains(entry.userName, 'userName', f.userName),
    params.eq(entry.status, 'status', f.status),
    ...params.dateRange(entry.at, f.begin, f.end),
    scope,
  ].filter((c): c is SQL => c !== undefined);
  const condition = sql.join(all, sql` AND `);
  return pages.run(
    params,
    '',
    (limit, offset) => ({
      page: opened.db
        .select()
        .from(entry)
        .where(condition)
        .orderBy(asc(entry.id))
        .limit(limit)
        .offset(offset),
      count: opened.db.select({ total: count() }).from(entry).where(condition),
    }),
    countEveryTime,
    { limit: 2, offset: 0, named: scope === undefined },
  );
}

const ids = (page: { rows: { id: number }[] }) => page.rows.map((r) => r.id);

describe('PreparedPages', () => {
  it('runs each shape with the values of the call, not those it was prepared with', async () => {
    const pages = new PreparedPages('pp');
    expect(await list(pages, 't1', { status: '1' }).then(ids)).toEqual([2, 3]);
    expect(await list(pages, 't1', { status: '0' }).then(ids)).toEqual([1]);
    expect(await list(pages, 't2', { status: '0' }).then(ids)).toEqual([4]);
    const all = await list(pages, 't1', {});
    expect([ids(all), all.total]).toEqual([[1, 2], 3]);
  });

  it('escapes wildcards in a contains filter and keeps dates as the column maps them', async () => {
    const pages = new PreparedPages('pp');
    expect(await list(pages, 't1', { userName: 'AL' }).then(ids)).toEqual([1, 3]);
    expect(await list(pages, 't2', { userName: 'al_' }).then(ids)).toEqual([4]);
    expect(await list(pages, 't1', { userName: 'a_' }).then(ids)).toEqual([]);
    expect(await list(pages, 't1', { begin: '2026-01-02', end: '2026-01-02' }).then(ids)).toEqual([2]);
    expect(await list(pages, 't1', { begin: '2026-01-02 09:00:01' }).then(ids)).toEqual([3]);
  });

  it('never answers a scoped call with a statement kept for its shape', async () => {
    const pages = new PreparedPages('pp');
    expect(await list(pages, 't1', { status: '1' }).then(ids)).toEqual([2, 3]);
    const scoped = await list(pages, 't1', { status: '1' }, eq(entry.userName, 'bob'));
    expect([ids(scoped), scoped.total]).toEqual([[2], 1]);
    expect(await list(pages, 't1', { status: '1' }).then(ids)).toEqual([2, 3]);
  });
});
