import { sql } from 'drizzle-orm';
import { ReviewDeclarePermission } from '@zcps/contracts';
import type { Executor } from '../../../platform/db/database.js';
import { rowsOf } from '../assignment/activity-phase.repo.js';

/** What the 预审 chain reads beside the declaration: who recommends for a unit, and an actor's name. */
export class PreReviewRepo {
  /**
   * Enabled users of the unit (the declaration's dept) whose enabled roles grant the recommend button: the
   * candidates of 单位推荐. By permission, not by role name, so a unit's own roles work too.
   */
  async unitRecommenders(tx: Executor, tenantId: string, deptId: number | null): Promise<number[]> {
    if (deptId === null) return [];
    const rows = rowsOf<{ user_id: number }>(
      await tx.execute(sql`SELECT DISTINCT u.user_id::int AS user_id
        FROM sys_user u
        JOIN sys_user_role ur ON ur.user_id = u.user_id
        JOIN sys_role r ON r.role_id = ur.role_id AND r.status = '0' AND r.del_flag = '0'
        JOIN sys_role_menu rm ON rm.role_id = r.role_id
        JOIN sys_menu m ON m.menu_id = rm.menu_id AND m.perms = ${ReviewDeclarePermission.RECOMMEND}
        WHERE u.tenant_id = ${tenantId} AND u.dept_id = ${deptId} AND u.status = '0' AND u.del_flag = '0'
        ORDER BY 1`),
    );
    return rows.map((r) => Number(r.user_id));
  }

  /** The declaration's stage and status, read in the workflow command's transaction. */
  async stateOf(tx: Executor, tenantId: string, declarationId: number) {
    const rows = rowsOf<{ stage: string; approval_status: string }>(
      await tx.execute(sql`SELECT stage, approval_status FROM zc_review_declaration
        WHERE tenant_id = ${tenantId} AND declaration_id = ${declarationId}`),
    );
    return rows[0] ? { stage: rows[0].stage, status: rows[0].approval_status } : null;
  }

  async nickName(tx: Executor, userId: number | null): Promise<string> {
    if (userId === null) return '';
    const rows = rowsOf<{ nick_name: string }>(
      await tx.execute(sql`SELECT nick_name FROM sys_user WHERE user_id = ${userId}`),
    );
    return rows[0]?.nick_name ?? '';
  }
}
