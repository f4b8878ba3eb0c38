import { eq, like, or } from 'drizzle-orm';
import { DEFAULT_TENANT_ID } from '@zcps/contracts';
import { hashPassword } from '../../platform/crypto/password-hash.js';
import {
  sysDept,
  sysMenu,
  sysPost,
  sysRole,
  sysRoleMenu,
  sysUser,
  sysUserRole,
} from '../../db/schema/index.js';
import type { TestApp } from '../test-app.js';

/**
 * A user of the default tenant in `deptId` holding one new role with the given data scope and the menus whose
 * perms match any of `perms` (SQL LIKE patterns such as 'system:dept:%'). Answers the user id.
 */
export async function scopedUser(
  t: TestApp,
  opts: { userName: string; password: string; deptId: number; dataScope: string; perms: string[] },
): Promise<number> {
  const db = t.database.db;
  const [role] = await db
    .insert(sysRole)
    .values({
      tenantId: DEFAULT_TENANT_ID,
      roleName: `范围${opts.userName}`,
      roleKey: `scope_${opts.userName}`,
      roleSort: 20,
      dataScope: opts.dataScope,
    })
    .returning({ roleId: sysRole.roleId });
  const menus = await db
    .select({ id: sysMenu.menuId })
    .from(sysMenu)
    .where(or(...opts.perms.map((p) => like(sysMenu.perms, p))));
  await db.insert(sysRoleMenu).values(menus.map((m) => ({ roleId: role!.roleId, menuId: m.id })));
  const [user] = await db
    .insert(sysUser)
    .values({
      tenantId: DEFAULT_TENANT_ID,
      deptId: opts.deptId,
      userName: opts.userName,
      nickName: opts.userName,
      password: await hashPassword(opts.password),
    })
    .returning({ userId: sysUser.userId });
  await db.insert(sysUserRole).values({ userId: user!.userId, roleId: role!.roleId });
  return user!.userId;
}

/** A top dept of another tenant, so that tenant has a tree of its own. */
export async function deptOfTenant(t: TestApp, tenantId: string, deptName: string): Promise<number> {
  const [row] = await t.database.db
    .insert(sysDept)
    .values({ tenantId, parentId: 0, ancestors: '0', deptName, orderNum: 0 })
    .returning({ id: sysDept.deptId });
  return row!.id;
}

export async function deptRow(t: TestApp, deptId: number) {
  const [row] = await t.database.db.select().from(sysDept).where(eq(sysDept.deptId, deptId));
  return row;
}

/** A post of the default tenant in `deptId` (the dept then cannot be deleted). */
export async function postIn(t: TestApp, deptId: number, postCode: string): Promise<number> {
  const [row] = await t.database.db
    .insert(sysPost)
    .values({ tenantId: DEFAULT_TENANT_ID, deptId, postCode, postName: postCode, postSort: 9 })
    .returning({ id: sysPost.postId });
  return row!.id;
}

export async function postCount(t: TestApp): Promise<number> {
  return (await t.database.db.select({ id: sysPost.postId }).from(sysPost)).length;
}

export async function deptCount(t: TestApp): Promise<number> {
  return (await t.database.db.select({ id: sysDept.deptId }).from(sysDept)).length;
}
