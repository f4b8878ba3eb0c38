import { and, asc, count, eq, inArray, like, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DeptFilter } from '@zcps/contracts';
import type { Db } from '../../../platform/db/database.js';
import { contains } from '../../../platform/db/like.js';
import { inTenant, live } from '../../../platform/db/scope.js';
import { sysDept, sysPost, sysUser } from '../../../db/schema/index.js';

export type DeptRow = typeof sysDept.$inferSelect;
export type DeptInsert = Omit<typeof sysDept.$inferInsert, 'deptId'>;
export type DeptListRow = DeptRow & { parentName: string | null; leaderName: string | null };

/** A move: descendants' ancestors start with `from` and must start with `to` instead. */
export interface AncestorsMove {
  from: string;
  to: string;
}

const parent = alias(sysDept, 'parent_dept');
const leader = alias(sysUser, 'leader_user');

export class DeptRepo {
  constructor(private readonly db: Db) {}

  private selectWithNames() {
    return this.db
      .select({ dept: sysDept, parentName: parent.deptName, leaderName: leader.nickName })
      .from(sysDept)
      .leftJoin(parent, and(eq(parent.deptId, sysDept.parentId), eq(parent.tenantId, sysDept.tenantId)))
      .leftJoin(
        leader,
        and(eq(leader.userId, sysDept.leader), eq(leader.tenantId, sysDept.tenantId), live(leader)),
      );
  }

  /** Live depts of the tenant within the caller's data scope, in tree order. */
  async list(tenantId: string, filter: DeptFilter, scope: SQL | undefined): Promise<DeptListRow[]> {
    const rows = await this.selectWithNames()
      .where(
        inTenant(
          sysDept,
          tenantId,
          live(sysDept),
          filter.deptId !== undefined ? eq(sysDept.deptId, filter.deptId) : undefined,
          filter.parentId !== undefined ? eq(sysDept.parentId, filter.parentId) : undefined,
          contains(sysDept.deptName, filter.deptName),
          contains(sysDept.deptCategory, filter.deptCategory),
          filter.status ? eq(sysDept.status, filter.status) : undefined,
          scope,
        ),
      )
      .orderBy(asc(sysDept.ancestors), asc(sysDept.parentId), asc(sysDept.orderNum), asc(sysDept.deptId));
    return rows.map((r) => ({ ...r.dept, parentName: r.parentName, leaderName: r.leaderName }));
  }

  /** Live, enabled depts in scope, optionally only the given ids (option lists and the user screen's tree). */
  async normal(tenantId: string, ids: number[] | undefined, scope: SQL | undefined): Promise<DeptRow[]> {
    return this.db
      .select()
      .from(sysDept)
      .where(
        inTenant(
          sysDept,
          tenantId,
          live(sysDept),
          eq(sysDept.status, '0'),
          ids ? inArray(sysDept.deptId, ids) : undefined,
          scope,
        ),
      )
      .orderBy(asc(sysDept.parentId), asc(sysDept.orderNum), asc(sysDept.deptId));
  }

  async findById(tenantId: string, deptId: number): Promise<DeptListRow | undefined> {
    const [row] = await this.selectWithNames()
      .where(inTenant(sysDept, tenantId, eq(sysDept.deptId, deptId), live(sysDept)))
      .limit(1);
    return row ? { ...row.dept, parentName: row.parentName, leaderName: row.leaderName } : undefined;
  }

  /** Whether the live dept lies within the scope condition (undefined scope: everything). */
  async inScope(tenantId: string, deptId: number, scope: SQL | undefined): Promise<boolean> {
    if (!scope) return true;
    const [row] = await this.db
      .select({ id: sysDept.deptId })
      .from(sysDept)
      .where(inTenant(sysDept, tenantId, eq(sysDept.deptId, deptId), live(sysDept), scope))
      .limit(1);
    return row !== undefined;
  }

  async nameTaken(tenantId: string, parentId: number, deptName: string, exceptId?: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: sysDept.deptId })
      .from(sysDept)
      .where(
        inTenant(
          sysDept,
          tenantId,
          live(sysDept),
          eq(sysDept.parentId, parentId),
          eq(sysDept.deptName, deptName),
          exceptId !== undefined ? ne(sysDept.deptId, exceptId) : undefined,
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /** Live direct children; `enabledOnly` counts the ones not disabled. */
  async childCount(tenantId: string, deptId: number, enabledOnly = false): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(sysDept)
      .where(
        inTenant(
          sysDept,
          tenantId,
          live(sysDept),
          eq(sysDept.parentId, deptId),
          enabledOnly ? eq(sysDept.status, '0') : undefined,
        ),
      );
    return row?.n ?? 0;
  }

  async userCount(tenantId: string, deptId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(sysUser)
      .where(inTenant(sysUser, tenantId, live(sysUser), eq(sysUser.deptId, deptId)));
    return row?.n ?? 0;
  }

  async postCount(tenantId: string, deptId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(sysPost)
      .where(inTenant(sysPost, tenantId, eq(sysPost.deptId, deptId)));
    return row?.n ?? 0;
  }

  /** A live, enabled user of the tenant (a dept's leader). */
  async activeUserExists(tenantId: string, userId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: sysUser.userId })
      .from(sysUser)
      .where(inTenant(sysUser, tenantId, live(sysUser), eq(sysUser.userId, userId), eq(sysUser.status, '0')))
      .limit(1);
    return row !== undefined;
  }

  /** Longest ancestors list among the dept's descendants (0 when it has none), to keep moves within the column. */
  async longestDescendantAncestors(tenantId: string, prefix: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`coalesce(max(length(${sysDept.ancestors})), 0)::int` })
      .from(sysDept)
      .where(
        inTenant(
          sysDept,
          tenantId,
          or(eq(sysDept.ancestors, prefix), like(sysDept.ancestors, `${prefix},%`)),
        ),
      );
    return Number(row?.n ?? 0);
  }

  async insert(values: DeptInsert): Promise<number> {
    const [row] = await this.db.insert(sysDept).values(values).returning({ id: sysDept.deptId });
    return row!.id;
  }

  /**
   * Saves the dept; on a move rewrites the ancestors of all its descendants, and on enabling enables its
   * ancestors too — all in one transaction, so the tree is never seen half-moved.
   */
  async update(
    tenantId: string,
    deptId: number,
    values: Partial<DeptInsert>,
    move: AncestorsMove | undefined,
    enableIds: number[],
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(sysDept)
        .set(values)
        .where(inTenant(sysDept, tenantId, eq(sysDept.deptId, deptId), live(sysDept)));
      if (move) {
        await tx
          .update(sysDept)
          .set({
            ancestors: sql`${move.to} || substr(${sysDept.ancestors}, ${move.from.length + 1}::int)`,
          })
          .where(
            inTenant(
              sysDept,
              tenantId,
              or(eq(sysDept.ancestors, move.from), like(sysDept.ancestors, `${move.from},%`)),
            ),
          );
      }
      if (enableIds.length) {
        await tx
          .update(sysDept)
          .set({ status: '0', updateBy: values.updateBy, updateTime: values.updateTime })
          .where(inTenant(sysDept, tenantId, live(sysDept), inArray(sysDept.deptId, enableIds)));
      }
    });
  }

  /** Logical delete (del_flag '2'). */
  async softDelete(tenantId: string, deptId: number, updateBy: number): Promise<void> {
    await this.db
      .update(sysDept)
      .set({ delFlag: '2', updateBy, updateTime: new Date() })
      .where(inTenant(sysDept, tenantId, eq(sysDept.deptId, deptId), live(sysDept)));
  }
}
