import { eq, like } from 'drizzle-orm';
import { sysMenu, sysRole, sysRoleMenu, sysTenant } from '../../db/schema/index.js';
import { createUser, tokenOf } from './monitor.js';
import { sendEncrypted } from './resource.js';
import { login, type TestApp } from '../test-app.js';
import { menuIdsLike, roleCaller } from './system-role.js';

export const TENANT_URL = '/zcps/system/tenant';
export const PACKAGE_URL = '/zcps/system/tenant/package';

/** Seeded role 2: key `admin` in the platform tenant, which role checks treat as a wildcard. */
const PLATFORM_ADMIN_ROLE = 2;

/**
 * A signed-in holder of the platform tenant's `admin` role, granted the menus matching `perms` (LIKE): it holds
 * the permission codes but is not the super admin. Answers the token.
 */
export async function platformAdminWith(t: TestApp, userName: string, perms: string): Promise<string> {
  const db = t.database.db;
  const menus = await db.select({ id: sysMenu.menuId }).from(sysMenu).where(like(sysMenu.perms, perms));
  await db
    .insert(sysRoleMenu)
    .values(menus.map((m) => ({ roleId: PLATFORM_ADMIN_ROLE, menuId: m.id })))
    .onConflictDoNothing();
  await createUser(t, userName, 'secret123', PLATFORM_ADMIN_ROLE);
  return tokenOf(t, userName, 'secret123');
}

/** Menus of the user and role screens (pages, buttons and the system directory). */
export async function userAndRoleMenus(t: TestApp): Promise<number[]> {
  const ids = new Set([
    ...(await menuIdsLike(t, 'system:user:%')),
    ...(await menuIdsLike(t, 'system:role:%')),
  ]);
  ids.add(1);
  return [...ids].sort((a, b) => a - b);
}

/** A package made through the API; answers its id. */
export async function addPackage(t: TestApp, token: string, packageName: string, menuIds: number[]) {
  const res = await roleCaller(t, token).post(PACKAGE_URL, { packageName, menuIds, menuCheckStrictly: true });
  if (res.code !== 200) throw new Error(`package ${packageName}: ${res.msg}`);
  return res.data as number;
}

export const tenantBody = (packageId: number, over: Record<string, unknown> = {}) => ({
  contactUserName: '张三',
  contactPhone: '13800000000',
  companyName: '测试企业',
  username: 'tadmin',
  password: 'tadmin123',
  packageId,
  accountCount: -1,
  ...over,
});

/** A tenant made through the (encrypted) API; answers the envelope. */
export function addTenant(t: TestApp, token: string, body: Record<string, unknown>) {
  return sendEncrypted(t, token, 'POST', TENANT_URL, body);
}

/** Adds a tenant and signs its admin in; answers the tenant id and the admin's token. */
export async function tenantWithAdmin(
  t: TestApp,
  token: string,
  packageId: number,
  over: Record<string, unknown> = {},
) {
  const body = tenantBody(packageId, over);
  const res = await addTenant(t, token, body);
  if (res.code !== 200) throw new Error(`tenant ${String(body.companyName)}: ${res.msg}`);
  const tenantId = res.data as string;
  const signIn = await login(t, {
    tenantId,
    username: String(body.username),
    password: String(body.password),
  });
  if (signIn.code !== 200) throw new Error(`tenant admin login: ${signIn.msg}`);
  return { tenantId, token: signIn.data.access_token };
}

export async function tenantRow(t: TestApp, tenantId: string) {
  const [row] = await t.database.db.select().from(sysTenant).where(eq(sysTenant.tenantId, tenantId));
  return row!;
}

/** Menu ids of each role of a tenant, by role key. */
export async function roleMenusOf(t: TestApp, tenantId: string): Promise<Record<string, number[]>> {
  const db = t.database.db;
  const roles = await db.select().from(sysRole).where(eq(sysRole.tenantId, tenantId));
  const out: Record<string, number[]> = {};
  for (const role of roles) {
    const rows = await db.select().from(sysRoleMenu).where(eq(sysRoleMenu.roleId, role.roleId));
    out[role.roleKey] = rows.map((r) => r.menuId).sort((a, b) => a - b);
  }
  return out;
}
