import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { sysDept } from '../../db/schema/index.js';
import type { Store } from '../store/index.js';
import type { Db } from './database.js';

/**
 * `column = ANY($1::bigint[])`: one parameter however many ids, where `IN (…)` would send, parse and plan a
 * placeholder per id (2,000 depts made the user list 6× slower than the same query with one array).
 */
export function anyOf(column: PgColumn, ids: readonly number[]): SQL {
  return sql`${column} = ANY(${sql.param(idArray(ids))}::bigint[])`;
}

const literals = new WeakMap<readonly number[], string>();

/**
 * `{1,2,3}`, the array literal PostgreSQL reads for an id list: built once per list (a dept tree keeps its lists),
 * where the driver would escape every element again on every query.
 */
export function idArray(ids: readonly number[]): string {
  let text = literals.get(ids);
  if (text === undefined) {
    text = `{${ids.join(',')}}`;
    literals.set(ids, text);
  }
  return text;
}

export interface DeptTreeRow {
  deptId: number;
  parentId: number | null;
  deptName?: string;
  /** '0' or absent: live; a logically deleted dept keeps only its name here. */
  delFlag?: string;
}

/** A tenant's live depts as a tree: subtrees become id lists the planner can estimate (ANY of an array). */
export class DeptTree {
  private readonly children = new Map<number, number[]>();
  private readonly ids = new Set<number>();
  private readonly names = new Map<number, string>();
  private readonly subtrees = new Map<number, number[]>();
  private readonly memo = new Map<string, unknown>();

  /** Which load of the tree this is (part of cache keys that depend on it). */
  version = '0';

  constructor(rows: readonly DeptTreeRow[]) {
    for (const { deptId, parentId, deptName, delFlag } of rows) {
      if (deptName !== undefined) this.names.set(deptId, deptName);
      if (delFlag !== undefined && delFlag !== '0') continue;
      this.ids.add(deptId);
      const key = parentId ?? 0;
      const list = this.children.get(key);
      if (list) list.push(deptId);
      else this.children.set(key, [deptId]);
    }
  }

  /**
   * The name of any dept of the tenant, deleted ones too (what a join on sys_dept would give a list row): lists
   * read it here rather than join sys_dept, whose planning cost PostgreSQL twice the page itself.
   */
  nameOf(deptId: number | null): string | null {
    return deptId === null ? null : (this.names.get(deptId) ?? null);
  }

  /**
   * Something derived from this tree, computed once per key (a tree never changes; a dept change loads a new
   * one), e.g. a caller's data-scope dept set.
   */
  derive<T>(key: string, compute: () => T): T {
    if (!this.memo.has(key)) this.memo.set(key, compute());
    return this.memo.get(key) as T;
  }

  /** The dept and every live dept below it; empty when the dept is not a live dept of the tenant. */
  subtree(deptId: number): number[] {
    const known = this.subtrees.get(deptId);
    if (known) return known;
    const found = this.collect(deptId);
    this.subtrees.set(deptId, found);
    return found;
  }

  private collect(deptId: number): number[] {
    if (!this.ids.has(deptId)) return [];
    const out: number[] = [];
    const stack = [deptId];
    while (stack.length) {
      const id = stack.pop()!;
      out.push(id);
      for (const child of this.children.get(id) ?? []) stack.push(child);
    }
    return out;
  }
}

const CHANNEL = 'dept-tree:changed';
/** A tree is reloaded at least this often even without a change message (changes made around the server). */
const MAX_AGE_MS = 300_000;

/**
 * Each instance keeps every tenant's dept tree in memory; a dept change drops it here at once and on every
 * other instance through the store's pub/sub, so a read costs no round trip.
 */
export class DeptTrees {
  private readonly cached = new Map<string, { tree: DeptTree; at: number }>();
  private subscribed: Promise<void> | null = null;
  private loads = 0;

  constructor(
    private readonly db: Db,
    private readonly store: Store,
  ) {}

  private listen(): Promise<void> {
    this.subscribed ??= this.store.subscribe(CHANNEL, (tenantId) => this.cached.delete(tenantId));
    return this.subscribed;
  }

  async of(tenantId: string): Promise<DeptTree> {
    await this.listen();
    const hit = this.cached.get(tenantId);
    if (hit && Date.now() - hit.at < MAX_AGE_MS) return hit.tree;
    const rows = await this.db
      .select({
        deptId: sysDept.deptId,
        parentId: sysDept.parentId,
        deptName: sysDept.deptName,
        delFlag: sysDept.delFlag,
      })
      .from(sysDept)
      .where(eq(sysDept.tenantId, tenantId));
    const tree = new DeptTree(rows);
    tree.version = `${process.pid}.${(this.loads += 1)}`;
    this.cached.set(tenantId, { tree, at: Date.now() });
    return tree;
  }

  /** Call after any dept insert, rename, move or delete of the tenant. */
  async changed(tenantId: string): Promise<void> {
    await this.listen();
    this.cached.delete(tenantId);
    await this.store.publish(CHANNEL, tenantId);
  }
}
