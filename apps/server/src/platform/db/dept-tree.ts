import { and, eq } from 'drizzle-orm';
import { sysDept } from '../../db/schema/index.js';
import type { Store } from '../store/index.js';
import type { Db } from './database.js';

/** A tenant's live depts as a tree: subtrees become id lists the planner can estimate (ANY of an array). */
export class DeptTree {
  private readonly children = new Map<number, number[]>();
  private readonly ids: Set<number>;

  constructor(rows: readonly { deptId: number; parentId: number | null }[]) {
    for (const { deptId, parentId } of rows) {
      const key = parentId ?? 0;
      const list = this.children.get(key);
      if (list) list.push(deptId);
      else this.children.set(key, [deptId]);
    }
    this.ids = new Set(rows.map((r) => r.deptId));
  }

  /** The dept and every live dept below it; empty when the dept is not a live dept of the tenant. */
  subtree(deptId: number): number[] {
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

const VERSION_TTL_SECONDS = 86_400;
const versionKey = (tenantId: string) => `dept-tree:${tenantId}:version`;

/**
 * Each instance keeps every tenant's dept tree in memory; a dept change anywhere bumps a version in the shared
 * store, so the next read on any instance reloads. One store read per use.
 */
export class DeptTrees {
  private readonly cached = new Map<string, { version: string; tree: DeptTree }>();

  constructor(
    private readonly db: Db,
    private readonly store: Store,
  ) {}

  async of(tenantId: string): Promise<DeptTree> {
    const version = (await this.store.get(versionKey(tenantId))) ?? '0';
    const hit = this.cached.get(tenantId);
    if (hit && hit.version === version) return hit.tree;
    const rows = await this.db
      .select({ deptId: sysDept.deptId, parentId: sysDept.parentId })
      .from(sysDept)
      .where(and(eq(sysDept.tenantId, tenantId), eq(sysDept.delFlag, '0')));
    const tree = new DeptTree(rows);
    this.cached.set(tenantId, { version, tree });
    return tree;
  }

  /** The version the tree of this tenant is known by (part of cache keys that depend on it). */
  async version(tenantId: string): Promise<string> {
    return (await this.store.get(versionKey(tenantId))) ?? '0';
  }

  /** Call after any dept insert, move or delete of the tenant. */
  async changed(tenantId: string): Promise<void> {
    await this.store.incr(versionKey(tenantId), VERSION_TTL_SECONDS);
  }
}
