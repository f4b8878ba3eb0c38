import { and, asc, eq, exists, isNull, or, sql, type SQL } from 'drizzle-orm';
import { RoleKey } from '@zcps/contracts';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../platform/db/database.js';
import { contains } from '../../../platform/db/like.js';
import { inTenant, live } from '../../../platform/db/scope.js';
import {
  sysDept,
  sysRole,
  sysUser,
  sysUserRole,
  zcClient,
  zcEmployee,
  zcOrganization,
  zcProfession,
  zcReviewer,
  zcTitleSeries,
} from '../../../db/schema/index.js';

/**
 * Read-only look-ups of the rows reviewers and pools point at (series, professions, entrusted units,
 * organizations, employees, accounts), each within the tenant; the screens owning them are elsewhere.
 */
interface TenantTable {
  tenantId: PgColumn;
}

/** The account holds the (enabled) reviewer role: only such an account may sign in as an expert. */
function holdsReviewerRole(db: Db, tenantId: string): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(sysUserRole)
      .innerJoin(sysRole, eq(sysRole.roleId, sysUserRole.roleId))
      .where(
        and(
          eq(sysUserRole.userId, sysUser.userId),
          inTenant(sysRole, tenantId, live(sysRole), eq(sysRole.status, '0')),
          eq(sysRole.roleKey, RoleKey.REVIEWER),
        ),
      ),
  );
}

export class TitleRefsRepo {
  constructor(private readonly db: Db) {}

  /** Whether `table` holds a row of the tenant meeting every condition. */
  private async exists(
    table: PgTable & TenantTable,
    tenantId: string,
    ...conditions: SQL[]
  ): Promise<boolean> {
    const rows = await this.db
      .select({ one: sql`1` })
      .from(table)
      .where(inTenant(table, tenantId, ...conditions))
      .limit(1);
    return rows.length > 0;
  }

  seriesExists(tenantId: string, seriesId: number) {
    return this.exists(zcTitleSeries, tenantId, eq(zcTitleSeries.seriesId, seriesId));
  }

  professionInSeries(tenantId: string, professionId: number, seriesId: number) {
    const p = zcProfession;
    return this.exists(p, tenantId, eq(p.professionId, professionId), eq(p.seriesId, seriesId));
  }

  clientExists(tenantId: string, clientId: number) {
    return this.exists(zcClient, tenantId, live(zcClient), eq(zcClient.clientId, clientId));
  }

  orgExists(tenantId: string, orgId: number) {
    return this.exists(zcOrganization, tenantId, live(zcOrganization), eq(zcOrganization.orgId, orgId));
  }

  employeeExists(tenantId: string, employeeId: number) {
    return this.exists(zcEmployee, tenantId, live(zcEmployee), eq(zcEmployee.employeeId, employeeId));
  }

  /** Series and professions of the tenant (the import reads them by code or name). */
  async catalog(tenantId: string) {
    const [series, professions] = await Promise.all([
      this.db
        .select({
          id: zcTitleSeries.seriesId,
          code: zcTitleSeries.seriesCode,
          name: zcTitleSeries.seriesName,
        })
        .from(zcTitleSeries)
        .where(inTenant(zcTitleSeries, tenantId)),
      this.db
        .select({
          id: zcProfession.professionId,
          seriesId: zcProfession.seriesId,
          code: zcProfession.professionCode,
          name: zcProfession.professionName,
        })
        .from(zcProfession)
        .where(inTenant(zcProfession, tenantId)),
    ]);
    return { series, professions };
  }

  /** A live account of the tenant, with its dept (a linked reviewer profile takes it over). */
  async user(tenantId: string, userId: number) {
    const [row] = await this.db
      .select({
        userId: sysUser.userId,
        deptId: sysUser.deptId,
        isReviewer: sql<boolean>`${holdsReviewerRole(this.db, tenantId)}`,
      })
      .from(sysUser)
      .where(inTenant(sysUser, tenantId, live(sysUser), eq(sysUser.userId, userId)))
      .limit(1);
    return row;
  }

  /** Reviewer-role accounts not linked to a live reviewer yet, by user or nick name (the form's account picker). */
  async unlinkedUsers(tenantId: string, search: string | undefined, limit: number) {
    const searched: SQL | undefined = search
      ? or(contains(sysUser.userName, search), contains(sysUser.nickName, search))
      : undefined;
    return this.db
      .select({
        userId: sysUser.userId,
        userName: sysUser.userName,
        nickName: sysUser.nickName,
        deptName: sysDept.deptName,
      })
      .from(sysUser)
      .leftJoin(sysDept, eq(sysDept.deptId, sysUser.deptId))
      .leftJoin(
        zcReviewer,
        and(eq(zcReviewer.userId, sysUser.userId), eq(zcReviewer.tenantId, tenantId), live(zcReviewer)),
      )
      .where(
        inTenant(
          sysUser,
          tenantId,
          live(sysUser),
          isNull(zcReviewer.reviewerId),
          holdsReviewerRole(this.db, tenantId),
          searched,
        ),
      )
      .orderBy(asc(sysUser.userId))
      .limit(limit);
  }
}
