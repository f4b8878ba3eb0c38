import { eq, like, or } from 'drizzle-orm';
import { hashPassword } from '../../platform/crypto/password-hash.js';
import {
  sysLogininfor,
  sysMenu,
  sysRole,
  sysRoleMenu,
  sysTenant,
  sysUser,
  sysUserRole,
  zcReviewDeclaration,
} from '../../db/schema/index.js';
import { caller } from './monitor.js';
import { login, type TestApp } from '../test-app.js';

export const PASSWORD = 'secret123';

/**
 * A user of `tenantId` (the tenant is created when missing) holding one new role with the menus whose perms
 * match any of the SQL LIKE patterns. Answers the user id and a caller signed in as that user.
 */
export async function tenantUser(t: TestApp, tenantId: string, userName: string, perms: string[]) {
  const db = t.database.db;
  await db
    .insert(sysTenant)
    .values({ tenantId, companyName: `租户${tenantId}`, status: '0' })
    .onConflictDoNothing();
  const [role] = await db
    .insert(sysRole)
    .values({ tenantId, roleName: `角色${userName}`, roleKey: `r_${userName}`, roleSort: 9 })
    .returning({ roleId: sysRole.roleId });
  if (perms.length) {
    const all = await db.select({ id: sysMenu.menuId, parentId: sysMenu.parentId }).from(sysMenu);
    const parentOf = new Map(all.map((m) => [m.id, m.parentId]));
    const matched = await db
      .select({ id: sysMenu.menuId })
      .from(sysMenu)
      .where(or(...perms.map((p) => like(sysMenu.perms, p))));
    // With their directories, as the seeded grants: a menu whose parent is not granted never routes.
    const ids = new Set<number>();
    for (const m of matched) {
      let id: number | undefined = m.id;
      while (id && !ids.has(id)) {
        ids.add(id);
        id = parentOf.get(id);
      }
    }
    await db.insert(sysRoleMenu).values([...ids].map((menuId) => ({ roleId: role!.roleId, menuId })));
  }
  const [user] = await db
    .insert(sysUser)
    .values({ tenantId, userName, nickName: userName, password: await hashPassword(PASSWORD) })
    .returning({ userId: sysUser.userId });
  await db.insert(sysUserRole).values({ userId: user!.userId, roleId: role!.roleId });
  const res = await login(t, { tenantId, username: userName, password: PASSWORD });
  if (res.code !== 200) throw new Error(`login of ${userName} failed: ${res.msg}`);
  return { userId: user!.userId, as: caller(t, res.data.access_token) };
}

let employeeSeq = 1;

/** A declaration row straight in the table (only the columns the dashboard reads matter). */
export async function declaration(
  t: TestApp,
  tenantId: string,
  values: Partial<typeof zcReviewDeclaration.$inferInsert> = {},
) {
  const [row] = await t.database.db
    .insert(zcReviewDeclaration)
    .values({
      tenantId,
      activityId: 1,
      employeeId: employeeSeq++,
      applicantName: '申报人',
      titleId: 1,
      titleLevel: '2',
      ...values,
    })
    .returning({ id: zcReviewDeclaration.declarationId });
  return row!.id;
}

/** A login log row; by default a successful sign-in (the zh_CN success text) from the pc client. */
export async function loginRow(
  t: TestApp,
  tenantId: string,
  userName: string,
  loginTime: Date,
  values: Partial<typeof sysLogininfor.$inferInsert> = {},
) {
  await t.database.db.insert(sysLogininfor).values({
    tenantId,
    userName,
    clientKey: 'pc',
    deviceType: 'pc',
    status: '0',
    msg: '登录成功',
    loginTime,
    ...values,
  });
}

/** Forgets a tenant's login log (the sign-ins of the test users themselves). */
export async function clearLoginLog(t: TestApp, tenantId: string) {
  await t.database.db.delete(sysLogininfor).where(eq(sysLogininfor.tenantId, tenantId));
}

/** A moment inside the period starting at `start`: an hour in, but never in the future. */
export function inside(start: Date, now = new Date()): Date {
  return new Date(Math.min(start.getTime() + 3_600_000, Math.max(start.getTime(), now.getTime() - 1000)));
}
