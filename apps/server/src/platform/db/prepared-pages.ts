import { eq, gte, ilike, lte, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { escapeLike } from './like.js';
import { parseDateParam, type CountWith, type Paged } from './paging.js';

/**
 * A list query's values, each bound as a placeholder where the statement needs it. The names bound, in the
 * order the list's `where` binds them, are the statement's shape: the same shape is the same SQL text.
 */
export class ListParams {
  readonly values: Record<string, unknown> = {};
  private readonly names: string[] = [];

  /**
   * `literal`: the values go into the SQL as ordinary parameters, for a statement built and run once (an
   * export, a lookup by id) from the same `where` as the list's pages.
   */
  constructor(private readonly literal = false) {}

  /** A placeholder standing for `value` (the value itself when literal). */
  bind<T>(name: string, value: T): Placeholder | T {
    if (this.literal) return value;
    this.values[name] = value;
    this.names.push(name);
    return sql.placeholder(name);
  }

  /** A condition without values of its own (a fixed subquery), part of the shape when present. */
  when(name: string, present: boolean, condition: () => SQL | undefined): SQL | undefined {
    if (!present) return undefined;
    if (!this.literal) this.names.push(name);
    return condition();
  }

  /** A placeholder for a value of `column`, mapped as drizzle maps its parameters (dates as the column stores them). */
  private bindFor(column: PgColumn, name: string, value: unknown) {
    return this.literal ? value : this.bind(name, column.mapToDriverValue(value));
  }

  /** `column = value`; nothing when the value is absent or empty (a filter the user left blank). */
  eq(column: PgColumn, name: string, value: unknown): SQL | undefined {
    if (value === undefined || value === null || value === '') return undefined;
    return eq(column, this.bindFor(column, name, value));
  }

  /** Case-insensitive "contains" (like.ts `contains`); blank input means no filter. */
  contains(column: PgColumn, name: string, value: string | undefined | null): SQL | undefined {
    const trimmed = value?.trim();
    return trimmed ? ilike(column, this.bind(name, `%${escapeLike(trimmed)}%`)) : undefined;
  }

  /** A `params[beginX]`/`params[endX]` pair on a timestamp column (paging.ts `dateRange`). */
  dateRange(column: PgColumn, begin: string | undefined, end: string | undefined): SQL[] {
    const from = parseDateParam(begin);
    const to = parseDateParam(end, true);
    return [
      from ? gte(column, this.bindFor(column, `${column.name}_from`, from)) : undefined,
      to ? lte(column, this.bindFor(column, `${column.name}_to`, to)) : undefined,
    ].filter((c): c is SQL => c !== undefined);
  }

  shape(): string {
    return this.names.join(',');
  }
}

/** A statement with placeholders: run with their values, or prepared once under a name. */
interface Executable<R> {
  execute(values: Record<string, unknown>): PromiseLike<R[]>;
}
interface Preparable<R> extends Executable<R> {
  prepare(name: string): Executable<R>;
}

/** The page and count of one shape, as the list builds them (drizzle queries with placeholders). */
export interface PageStatements<R> {
  page: Preparable<R>;
  count: Preparable<{ total: number }>;
}
interface Prepared<R> {
  page: Executable<R>;
  count: Executable<{ total: number }>;
}

/** Past this many shapes a list runs further shapes unnamed, so a stream of odd filters cannot grow it. */
const MAX_SHAPES = 64;

/**
 * Statement names are unique in the process: a connection refuses a name it knows with another text, and two
 * instances of one repo (two apps in a test process) would otherwise number their shapes alike.
 */
let statementsNamed = 0;

/**
 * A list's pages as named prepared statements, one page and one count per shape (which filters are present,
 * the order): the query is built once per instance instead of per request, and PostgreSQL parses and plans it
 * once per connection. Building drizzle's query and sending its text each time cost the lists about a tenth of
 * their CPU. A caller whose data scope adds conditions with values of its own passes `named: false`: its
 * statement is built and run unnamed, as before.
 */
export class PreparedPages {
  private readonly byShape = new Map<string, Prepared<unknown>>();

  /** `list` names the statements (`zcps_<list>_<n>_page`), for whoever reads pg_prepared_statements. */
  constructor(private readonly list: string) {}

  run<R>(
    params: ListParams,
    extraShape: string,
    build: (limit: Placeholder, offset: Placeholder) => PageStatements<R>,
    countWith: CountWith,
    page: { limit: number; offset: number; named?: boolean },
  ): Promise<Paged<R>> {
    const values = { ...params.values, limit: page.limit, offset: page.offset };
    const statements = this.statements(`${params.shape()}|${extraShape}`, build, page.named !== false);
    return Promise.all([
      Promise.resolve(statements.page.execute(values)),
      countWith(async () => Number((await statements.count.execute(values))[0]?.total ?? 0)),
    ]).then(([rows, total]) => ({ rows, total }));
  }

  private statements<R>(
    shape: string,
    build: (limit: Placeholder, offset: Placeholder) => PageStatements<R>,
    named: boolean,
  ): Prepared<R> {
    const placeholders = () => build(sql.placeholder('limit'), sql.placeholder('offset'));
    // A scoped caller's conditions are not in the shape: its statement must never be found under it.
    if (!named) return placeholders();
    const known = this.byShape.get(shape) as Prepared<R> | undefined;
    if (known) return known;
    const built = placeholders();
    if (this.byShape.size >= MAX_SHAPES) return built;
    const name = `zcps_${this.list}_${statementsNamed++}`;
    const prepared = {
      page: built.page.prepare(`${name}_page`),
      count: built.count.prepare(`${name}_count`),
    };
    this.byShape.set(shape, prepared as Prepared<unknown>);
    return prepared;
  }
}
