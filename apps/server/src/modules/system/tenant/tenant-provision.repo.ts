import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { DEFAULT_TENANT_ID, TENANT_ADMIN_ROLE_KEY } from '@zcps/contracts';
import type { Db, Executor } from '../../../platform/db/database.js';
import { inTenant, live } from '../../../platform/db/scope.js';
import {
  sysCodeRule,
  sysConfig,
  sysDept,
  sysDictData,
  sysDictType,
  sysRole,
  sysRoleDept,
  sysRoleMenu,
  sysSmsTemplate,
  sysTenant,
  sysUser,
  sysUserRole,
} from '../../../db/schema/index.js';
import type { TenantValues } from './tenant.repo.js';

export interface Actor {
  userId: number;
  deptId: number | null;
}

export interface NewTenant {
  tenantId: string;
  packageId: number;
  values: TenantValues;
  menuIds: number[];
  admin: { userName: string; passwordHash: string };
}

/** Rows per INSERT when copying: well under PostgreSQL's 65 535 bind parameters. */
const CHUNK = 500;
/** The family names the tenant admin role 管理员. */
const ADMIN_ROLE_NAME = '管理员';
/** sys_dept.dept_name is varchar(30); the company name may be longer. */
const DEPT_NAME_MAX = 30;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** Creating a tenant with everything it starts with, and applying a package to a tenant's roles. */
export class TenantProvisionRepo {
  constructor(private readonly db: Db) {}

  /**
   * One transaction (reference §4.3): the tenant row, its admin role with the package's menus, a root dept
   * named after the company, the admin user leading that dept, and copies of the default tenant's
   * dictionaries and settings. Answers the admin's user id.
   */
  async create(tenant: NewTenant, by: Actor): Promise<number> {
    const stamp = { createBy: by.userId, updateBy: by.userId, createDept: by.deptId };
    const tenantId = tenant.tenantId;
    return this.db.transaction(async (tx) => {
      await tx
        .insert(sysTenant)
        .values({ ...tenant.values, tenantId, packageId: tenant.packageId, ...stamp });
      const [role] = await tx
        .insert(sysRole)
        .values({
          tenantId,
          roleName: ADMIN_ROLE_NAME,
          roleKey: TENANT_ADMIN_ROLE_KEY,
          roleSort: 1,
          ...stamp,
        })
        .returning({ roleId: sysRole.roleId });
      const roleId = role!.roleId;
      if (tenant.menuIds.length)
        await tx.insert(sysRoleMenu).values(tenant.menuIds.map((menuId) => ({ roleId, menuId })));
      const [dept] = await tx
        .insert(sysDept)
        .values({
          tenantId,
          parentId: 0,
          ancestors: '0',
          deptName: (tenant.values.companyName ?? tenantId).slice(0, DEPT_NAME_MAX),
          ...stamp,
        })
        .returning({ deptId: sysDept.deptId });
      const deptId = dept!.deptId;
      await tx.insert(sysRoleDept).values({ roleId, deptId });
      const [user] = await tx
        .insert(sysUser)
        .values({
          tenantId,
          deptId,
          userName: tenant.admin.userName,
          nickName: tenant.admin.userName,
          password: tenant.admin.passwordHash,
          ...stamp,
        })
        .returning({ userId: sysUser.userId });
      const userId = user!.userId;
      await tx.update(sysDept).set({ leader: userId }).where(eq(sysDept.deptId, deptId));
      await tx.insert(sysUserRole).values({ userId, roleId });
      await copyDefaults(tx, tenantId, stamp);
      return userId;
    });
  }

  /**
   * The admin role gets exactly the package's menus; every other role of the tenant loses the menus outside
   * it; the tenant is recorded as using the package. Answers the ids of users whose grants changed.
   */
  async syncPackage(tenantId: string, packageId: number, menuIds: number[], by: Actor): Promise<number[]> {
    return this.db.transaction(async (tx) => {
      const roles = await tx
        .select({ roleId: sysRole.roleId, roleKey: sysRole.roleKey })
        .from(sysRole)
        .where(inTenant(sysRole, tenantId, live(sysRole)));
      const changed: number[] = [];
      for (const role of roles.filter((r) => r.roleKey === TENANT_ADMIN_ROLE_KEY)) {
        await tx.delete(sysRoleMenu).where(eq(sysRoleMenu.roleId, role.roleId));
        if (menuIds.length)
          await tx.insert(sysRoleMenu).values(menuIds.map((menuId) => ({ roleId: role.roleId, menuId })));
        changed.push(role.roleId);
      }
      const others = roles.filter((r) => r.roleKey !== TENANT_ADMIN_ROLE_KEY).map((r) => r.roleId);
      if (others.length) {
        const removed = await tx
          .delete(sysRoleMenu)
          .where(
            and(
              inArray(sysRoleMenu.roleId, others),
              menuIds.length ? notInArray(sysRoleMenu.menuId, menuIds) : undefined,
            ),
          )
          .returning({ roleId: sysRoleMenu.roleId });
        changed.push(...new Set(removed.map((r) => r.roleId)));
      }
      await tx
        .update(sysTenant)
        .set({ packageId, updateBy: by.userId, updateTime: new Date() })
        .where(and(eq(sysTenant.tenantId, tenantId), live(sysTenant)));
      if (!changed.length) return [];
      const holders = await tx
        .selectDistinct({ userId: sysUserRole.userId })
        .from(sysUserRole)
        .innerJoin(sysUser, eq(sysUser.userId, sysUserRole.userId))
        .where(and(inArray(sysUserRole.roleId, changed), eq(sysUser.tenantId, tenantId)));
      return holders.map((h) => h.userId);
    });
  }
}

/**
 * Every dictionary type, entry, setting, numbering rule and message template of the default tenant, copied as the
 * new tenant's own.
 */
async function copyDefaults(
  tx: Executor,
  tenantId: string,
  stamp: { createBy: number; updateBy: number; createDept: number | null },
): Promise<void> {
  const from = DEFAULT_TENANT_ID;
  const now = new Date();
  const own = { tenantId, ...stamp, createTime: now, updateTime: now };
  const types = await tx.select().from(sysDictType).where(eq(sysDictType.tenantId, from));
  await insertChunked(
    types.map(({ dictId: _id, ...row }) => ({ ...row, ...own })),
    (chunk) => tx.insert(sysDictType).values(chunk),
  );
  const data = await tx.select().from(sysDictData).where(eq(sysDictData.tenantId, from));
  await insertChunked(
    data.map(({ dictCode: _id, ...row }) => ({ ...row, ...own })),
    (chunk) => tx.insert(sysDictData).values(chunk),
  );
  const configs = await tx.select().from(sysConfig).where(eq(sysConfig.tenantId, from));
  await insertChunked(
    configs.map(({ configId: _id, ...row }) => ({ ...row, ...own })),
    (chunk) => tx.insert(sysConfig).values(chunk),
  );
  // The rules only: the new tenant's sequences start at 1.
  const rules = await tx.select().from(sysCodeRule).where(eq(sysCodeRule.tenantId, from));
  await insertChunked(
    rules.map(({ ruleId: _id, ...row }) => ({ ...row, ...own })),
    (chunk) => tx.insert(sysCodeRule).values(chunk),
  );
  // 短信消息 templates; not the providers, whose sealed secrets belong to the default tenant.
  const templates = await tx.select().from(sysSmsTemplate).where(eq(sysSmsTemplate.tenantId, from));
  await insertChunked(
    templates.map(({ templateId: _id, ...row }) => ({ ...row, ...own })),
    (chunk) => tx.insert(sysSmsTemplate).values(chunk),
  );
}
