import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Language, LcListQuery, LcRow } from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import { ServiceError } from '../../../platform/http/errors.js';
import type { LcResolved } from '../registry.js';
import type { DynamicRow, RuntimeRepo } from './runtime.repo.js';

/** What the tree needs of the runtime service (which holds the tree service). */
export interface TreeRuntime {
  readonly repo: RuntimeRepo;
  where(caller: LoginUser, r: LcResolved, query: Record<string, unknown>): SQL;
  scope(caller: LoginUser, r: LcResolved): SQL | undefined;
  present(caller: LoginUser, r: LcResolved, rows: DynamicRow[], lang: Language): Promise<LcRow[]>;
}

/** A tree is answered whole up to this many nodes (a registry, not a table of facts). */
export const TREE_MAX_NODES = 5_000;
/** Deeper chains than this are refused as cycles: no registry nests so deep. */
const MAX_DEPTH = 100;

type TreeTable = LcResolved['table'] & { parentId: Parameters<typeof eq>[0] };
const parentColumn = (r: LcResolved) => (r.table as TreeTable).parentId;

/**
 * Objects of kind "tree" (parent_id): the whole tree or one level of it within the caller's data scope, and the
 * rules a parent must keep (there in the tenant, no cycle, no delete while children live).
 */
export class LcTreeService {
  constructor(private readonly runtime: TreeRuntime) {}

  private ensureTree(r: LcResolved) {
    if (r.object.kind !== 'tree') throw new ServiceError('lowcode.notTree', { label: r.object.label });
  }

  /** Every node the filters and scope let through, parents before children (the console nests them). */
  async tree(caller: LoginUser, r: LcResolved, query: LcListQuery, lang: Language): Promise<LcRow[]> {
    this.ensureTree(r);
    const order = [asc(parentColumn(r)), asc(r.table.id)];
    const rows = await this.runtime.repo.all(
      r.table,
      this.runtime.where(caller, r, query),
      order,
      TREE_MAX_NODES,
    );
    return this.runtime.present(caller, r, rows, lang);
  }

  /** One level: the children of `parentId` (0: the roots), each saying whether it has children of its own. */
  async children(caller: LoginUser, r: LcResolved, parentId: number, lang: Language): Promise<LcRow[]> {
    this.ensureTree(r);
    const parent = parentColumn(r);
    const scoped = this.scoped(caller, r);
    const rows = await this.runtime.repo.all(
      r.table,
      and(scoped, eq(parent, parentId))!,
      [asc(r.table.id)],
      TREE_MAX_NODES,
    );
    const parents = await this.runtime.repo.all(
      r.table,
      and(scoped, inArray(parent, rows.length ? rows.map((row) => row.id) : [0]))!,
      [],
      TREE_MAX_NODES,
    );
    const withChildren = new Set(parents.map((row) => Number(row.parentId)));
    return (await this.runtime.present(caller, r, rows, lang)).map((row) => ({
      ...row,
      hasChildren: withChildren.has(row.id),
    }));
  }

  private scoped(caller: LoginUser, r: LcResolved): SQL {
    return this.runtime.repo.where(r.table, caller.tenantId, this.runtime.scope(caller, r));
  }

  private async live(caller: LoginUser, r: LcResolved, id: number): Promise<DynamicRow | undefined> {
    const where = this.runtime.repo.where(r.table, caller.tenantId);
    return (await this.runtime.repo.byIds(r.table, where, [id]))[0];
  }

  /** A parent is 0 (a root) or a live row of the tenant that is neither the row itself nor below it. */
  async checkParent(caller: LoginUser, r: LcResolved, parentId: number, id?: number): Promise<void> {
    if (parentId === 0) return;
    let at = await this.live(caller, r, parentId);
    if (!at) throw new ServiceError('lowcode.parentMissing', { id: parentId });
    for (let depth = 0; at; depth++) {
      if (at.id === id || depth > MAX_DEPTH) throw new ServiceError('lowcode.parentCycle');
      const up: number = Number(at.parentId ?? 0);
      at = up ? await this.live(caller, r, up) : undefined;
    }
  }

  /** Deleting a node whose children stay is refused (delete or move the children first). */
  async checkRemovable(caller: LoginUser, r: LcResolved, ids: number[]): Promise<void> {
    if (r.object.kind !== 'tree') return;
    const where = this.runtime.repo.where(r.table, caller.tenantId, inArray(parentColumn(r), ids));
    const child = (await this.runtime.repo.all(r.table, where, [], TREE_MAX_NODES)).find(
      (row) => !ids.includes(row.id),
    );
    if (child) throw new ServiceError('lowcode.hasChildren', { id: Number(child.parentId) });
  }
}
