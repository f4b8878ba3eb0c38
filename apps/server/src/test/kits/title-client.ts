import { eq } from 'drizzle-orm';
import { creditCodeCheckChar, DEFAULT_TENANT_ID } from '@zcps/contracts';
import { sysDept, sysUser, zcClient, zcEmployee, zcOrganization } from '../../db/schema/index.js';
import { caller, createUser, tokenOf } from './monitor.js';
import { login, type TestApp } from '../test-app.js';
import { secondTenant } from './resource.js';
import { scopedUser } from './system-dept.js';

/** Seeded roles (seed/base.ts). */
export const Role = { OFFICE: 3, COMPANY: 5, STAFF: 6 } as const;

export type Caller = ReturnType<typeof caller>;

/** A valid GB 32100 code made from a number, so every test unit gets its own. */
export function creditCode(n: number): string {
  const first17 = `91110000MA${String(n).padStart(7, '0')}`;
  return first17 + creditCodeCheckChar(first17);
}

/** A code with a wrong check character. */
export function badCreditCode(n: number): string {
  const good = creditCode(n);
  return good.slice(0, 17) + (good[17] === '0' ? '1' : '0');
}

/** A user of the default tenant holding one seeded role, signed in. */
export async function userWithRole(t: TestApp, userName: string, roleId: number) {
  const userId = await createUser(t, userName, 'secret123', roleId);
  return { userId, who: caller(t, await tokenOf(t, userName, 'secret123')) };
}

/** Signs in again (after the audit ended the sessions of a moved account). */
export async function relogin(t: TestApp, userName: string): Promise<Caller> {
  return caller(t, await tokenOf(t, userName, 'secret123'));
}

/** A user of the default tenant holding no title permission (post screens only), signed in. */
export async function outsiderCaller(t: TestApp, userName: string): Promise<Caller> {
  const perms = ['system:post:%'];
  await scopedUser(t, { userName, password: 'secret123', deptId: 103, dataScope: '1', perms });
  return caller(t, await tokenOf(t, userName, 'secret123'));
}

/** A user of another tenant holding the menus matching `perms` (LIKE pattern), signed in. */
export async function otherTenantCaller(t: TestApp, tenantId: string, userName: string, perms: string) {
  await secondTenant(t, { tenantId, userName, password: 'secret123', perms });
  const token = (await login(t, { tenantId, username: userName, password: 'secret123' })).data;
  return caller(t, token.access_token);
}

export async function clientRow(t: TestApp, clientId: number) {
  const [row] = await t.database.db.select().from(zcClient).where(eq(zcClient.clientId, clientId));
  return row;
}

export async function clientIdByName(t: TestApp, clientName: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: zcClient.clientId })
    .from(zcClient)
    .where(eq(zcClient.clientName, clientName));
  return row!.id;
}

/** Links the unit to its registered company account, as registration does. */
export async function linkAccount(t: TestApp, clientId: number, userId: number) {
  await t.database.db.update(zcClient).set({ userId }).where(eq(zcClient.clientId, clientId));
}

export async function userDept(t: TestApp, userId: number) {
  const [row] = await t.database.db
    .select({ deptId: sysUser.deptId })
    .from(sysUser)
    .where(eq(sysUser.userId, userId));
  return row?.deptId ?? null;
}

export async function deptById(t: TestApp, deptId: number) {
  const [row] = await t.database.db.select().from(sysDept).where(eq(sysDept.deptId, deptId));
  return row;
}

/** An employee record of the unit (then the unit cannot be deleted). */
export async function employeeOf(t: TestApp, clientId: number, idCard: string) {
  await t.database.db
    .insert(zcEmployee)
    .values({ tenantId: DEFAULT_TENANT_ID, clientId, employeeName: '测试人员', idCard });
}

export async function orgRow(t: TestApp, orgId: number) {
  const [row] = await t.database.db.select().from(zcOrganization).where(eq(zcOrganization.orgId, orgId));
  return row;
}

export async function tableCount(t: TestApp, table: typeof zcClient | typeof zcOrganization) {
  return (await t.database.db.select().from(table)).length;
}
