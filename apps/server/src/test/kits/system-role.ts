import { eq, like } from 'drizzle-orm';
import { sysMenu, sysRole, sysRoleDept, sysRoleMenu, sysUserRole } from '../../db/schema/index.js';
import { caller as monitorCaller } from './monitor.js';
import type { TestApp } from '../test-app.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/** `caller` of the monitor kit plus JSON writes. */
export function roleCaller(t: TestApp, token: string | null, lang = 'zh_CN') {
  const base = monitorCaller(t, token, lang);
  const write = async (method: 'POST' | 'PUT', url: string, body?: unknown): Promise<Json> =>
    (
      await base.send({
        method,
        url,
        ...(body === undefined
          ? {}
          : { payload: body as object, headers: { 'content-type': 'application/json' } }),
      })
    ).body;
  return {
    ...base,
    post: (url: string, body?: unknown) => write('POST', url, body),
    put: (url: string, body?: unknown) => write('PUT', url, body),
  };
}

/** Ids of the menus whose perms match a LIKE pattern, e.g. 'system:role:%', plus their page and directory. */
export async function menuIdsLike(t: TestApp, pattern: string): Promise<number[]> {
  const rows = await t.database.db
    .select({ id: sysMenu.menuId, parentId: sysMenu.parentId })
    .from(sysMenu)
    .where(like(sysMenu.perms, pattern));
  const ids = new Set<number>();
  for (const row of rows) {
    ids.add(row.id);
    if (row.parentId) ids.add(row.parentId);
  }
  return [...ids];
}

/** The stored row and links of a role, for asserting what was (not) written. */
export async function storedRole(t: TestApp, roleId: number) {
  const db = t.database.db;
  const [role] = await db.select().from(sysRole).where(eq(sysRole.roleId, roleId));
  const menus = await db.select().from(sysRoleMenu).where(eq(sysRoleMenu.roleId, roleId));
  const depts = await db.select().from(sysRoleDept).where(eq(sysRoleDept.roleId, roleId));
  const users = await db.select().from(sysUserRole).where(eq(sysUserRole.roleId, roleId));
  return {
    role,
    menuIds: menus.map((m) => m.menuId).sort((a, b) => a - b),
    deptIds: depts.map((d) => d.deptId).sort((a, b) => a - b),
    userIds: users.map((u) => u.userId).sort((a, b) => a - b),
  };
}

export async function roleCount(t: TestApp): Promise<number> {
  return (await t.database.db.select({ id: sysRole.roleId }).from(sysRole)).length;
}
