import { and, asc, eq, sql } from 'drizzle-orm';
import { ClientAuditStatus } from '@zcps/contracts';
import type { Db, Executor } from '../../platform/db/database.js';
import { inTenant, live } from '../../platform/db/scope.js';
import { sysRole, sysUser, sysUserRole, zcClient } from '../../db/schema/index.js';
import { UserPasswordRepo } from '../system/user/user-password.repo.js';
import type { UserRow } from '../system/user/user.repo.js';

export type NewUser = typeof sysUser.$inferInsert;
export type NewClient = typeof zcClient.$inferInsert;

/** Users and units as self-service sign-in sees them (no caller, no data scope). */
export class AccountRepo {
  constructor(private readonly db: Db) {}

  /** Live users with this mobile number or email (case-insensitive); more than one makes a code login ambiguous. */
  async usersBy(tenantId: string, field: 'phonenumber' | 'email', value: string): Promise<UserRow[]> {
    const match =
      field === 'email'
        ? sql`lower(${sysUser.email}) = ${value.toLowerCase()}`
        : eq(sysUser.phonenumber, value);
    return this.db
      .select()
      .from(sysUser)
      .where(inTenant(sysUser, tenantId, match, live(sysUser)))
      .limit(2);
  }

  async userById(tenantId: string, userId: number): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(sysUser)
      .where(inTenant(sysUser, tenantId, eq(sysUser.userId, userId), live(sysUser)))
      .limit(1);
    return row;
  }

  async userNameTaken(tenantId: string, userName: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: sysUser.userId })
      .from(sysUser)
      .where(inTenant(sysUser, tenantId, eq(sysUser.userName, userName), live(sysUser)))
      .limit(1);
    return !!row;
  }

  /** Approved, enabled entrusted units: the staff registration's choice. */
  async approvedUnits(
    tenantId: string,
  ): Promise<{ clientId: number; clientName: string; deptId: number | null }[]> {
    return this.db
      .select({ clientId: zcClient.clientId, clientName: zcClient.clientName, deptId: zcClient.deptId })
      .from(zcClient)
      .where(
        inTenant(
          zcClient,
          tenantId,
          eq(zcClient.auditStatus, ClientAuditStatus.APPROVED),
          eq(zcClient.status, '0'),
          live(zcClient),
        ),
      )
      .orderBy(asc(zcClient.clientName));
  }

  async roleIdByKey(tenantId: string, roleKey: string): Promise<number | undefined> {
    const [row] = await this.db
      .select({ roleId: sysRole.roleId })
      .from(sysRole)
      .where(inTenant(sysRole, tenantId, eq(sysRole.roleKey, roleKey), live(sysRole)))
      .limit(1);
    return row?.roleId;
  }

  async creditCodeTaken(tenantId: string, creditCode: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: zcClient.clientId })
      .from(zcClient)
      .where(inTenant(zcClient, tenantId, eq(zcClient.creditCode, creditCode), live(zcClient)))
      .limit(1);
    return !!row;
  }

  /** The entrusted unit a company account registered (its audit decides whether the account may sign in). */
  async unitOfUser(tenantId: string, userId: number) {
    const [row] = await this.db
      .select({ auditStatus: zcClient.auditStatus, auditReason: zcClient.auditReason })
      .from(zcClient)
      .where(and(inTenant(zcClient, tenantId, eq(zcClient.userId, userId), live(zcClient))))
      .limit(1);
    return row;
  }

  /** The new user with one role, its own password marked, and for a company its pending unit: all or nothing. */
  /** The account (and the unit), then `then` in the same transaction. */
  async register(
    user: NewUser,
    roleId: number,
    client?: Omit<NewClient, 'userId'>,
    then?: (tx: Executor, ids: { userId: number; clientId: number | null }) => Promise<void>,
  ): Promise<number> {
    return this.db.transaction(async (tx) => {
      const [created] = await tx.insert(sysUser).values(user).returning({ userId: sysUser.userId });
      const userId = created!.userId;
      await tx.insert(sysUserRole).values({ userId, roleId });
      await new UserPasswordRepo(tx).markOwnPassword(user.tenantId!, userId, user.password!);
      const [unit] = client
        ? await tx
            .insert(zcClient)
            .values({ ...client, userId, createBy: userId, updateBy: userId })
            .returning({ clientId: zcClient.clientId })
        : [];
      await then?.(tx, { userId, clientId: unit?.clientId ?? null });
      return userId;
    });
  }
}
