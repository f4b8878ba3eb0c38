import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../../platform/db/database.js';
import { idArray, rowsOf } from '../../../platform/db/raw-rows.js';

/** Who is who for candidate resolution and display: enabled users by id, role, dept and post; dept leaders. */
export class DirectoryRepo {
  constructor(private readonly db: Db) {}

  private async ids(statement: ReturnType<typeof sql>, tx: Executor = this.db): Promise<number[]> {
    return rowsOf<{ id: number }>(await tx.execute(statement)).map((r) => Number(r.id));
  }

  activeUsers(tenantId: string, userIds: number[], tx?: Executor): Promise<number[]> {
    return this.ids(
      sql`SELECT user_id AS id FROM sys_user WHERE tenant_id = ${tenantId}
      AND del_flag = '0' AND status = '0' AND user_id = ANY(${idArray(userIds)}::bigint[]) ORDER BY user_id`,
      tx,
    );
  }

  usersOfRoles(tenantId: string, roleIds: number[], tx?: Executor): Promise<number[]> {
    return this.ids(
      sql`SELECT DISTINCT u.user_id AS id FROM sys_user u
      JOIN sys_user_role ur ON ur.user_id = u.user_id
      WHERE u.tenant_id = ${tenantId} AND u.del_flag = '0' AND u.status = '0'
        AND ur.role_id = ANY(${idArray(roleIds)}::bigint[]) ORDER BY 1`,
      tx,
    );
  }

  usersOfDepts(tenantId: string, deptIds: number[], tx?: Executor): Promise<number[]> {
    return this.ids(
      sql`SELECT user_id AS id FROM sys_user WHERE tenant_id = ${tenantId}
      AND del_flag = '0' AND status = '0' AND dept_id = ANY(${idArray(deptIds)}::bigint[]) ORDER BY user_id`,
      tx,
    );
  }

  usersOfPosts(tenantId: string, postIds: number[], tx?: Executor): Promise<number[]> {
    return this.ids(
      sql`SELECT DISTINCT u.user_id AS id FROM sys_user u
      JOIN sys_user_post up ON up.user_id = u.user_id
      WHERE u.tenant_id = ${tenantId} AND u.del_flag = '0' AND u.status = '0'
        AND up.post_id = ANY(${idArray(postIds)}::bigint[]) ORDER BY 1`,
      tx,
    );
  }

  /** The leader of the user's department (sys_dept.leader), when set. */
  async deptLeaderOf(tenantId: string, deptId: number | null, tx?: Executor): Promise<number | null> {
    if (!deptId) return null;
    const [row] = await this.ids(
      sql`SELECT leader AS id FROM sys_dept
      WHERE tenant_id = ${tenantId} AND dept_id = ${deptId} AND leader IS NOT NULL`,
      tx,
    );
    return row ?? null;
  }

  async deptOf(tenantId: string, userId: number): Promise<number | null> {
    const [row] = await this.ids(sql`SELECT dept_id AS id FROM sys_user
      WHERE tenant_id = ${tenantId} AND user_id = ${userId} AND dept_id IS NOT NULL`);
    return row ?? null;
  }

  postsOf(userId: number): Promise<number[]> {
    return this.ids(sql`SELECT post_id AS id FROM sys_user_post WHERE user_id = ${userId}`);
  }

  /** Display names (nick names) by user id. */
  async names(userIds: Iterable<number>): Promise<Map<number, string>> {
    const ids = [...new Set(userIds)].filter((id) => Number.isFinite(id));
    if (ids.length === 0) return new Map();
    const rows = rowsOf<{ id: number; name: string }>(
      await this.db.execute(sql`SELECT user_id AS id, nick_name AS name FROM sys_user
        WHERE user_id = ANY(${idArray(ids)}::bigint[])`),
    );
    return new Map(rows.map((r) => [Number(r.id), r.name]));
  }
}
