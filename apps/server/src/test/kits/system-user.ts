import { eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { DEFAULT_TENANT_ID } from '@zcps/contracts';
import { hashPassword } from '../../platform/crypto/password-hash.js';
import { sysMenu, sysRole, sysRoleMenu, sysUser, sysUserRole } from '../../db/schema/index.js';
import { encryptRequestBody } from '../../platform/crypto/envelope-crypto.js';
import { authHeaders, type TestApp } from '../test-app.js';

/**
 * A role holding exactly the menus of the given permission codes (with that data scope) and a user holding
 * only that role, in the given dept and tenant (tests only). Answers the user id.
 */
export async function userWithPerms(
  t: TestApp,
  opts: { userName: string; perms: string[]; dataScope?: string; deptId?: number; tenantId?: string },
): Promise<number> {
  const db = t.database.db;
  const tenantId = opts.tenantId ?? DEFAULT_TENANT_ID;
  const [role] = await db
    .insert(sysRole)
    .values({
      tenantId,
      roleName: `r-${opts.userName}`,
      roleKey: `r_${opts.userName}`,
      roleSort: 50,
      dataScope: opts.dataScope ?? '1',
    })
    .returning({ roleId: sysRole.roleId });
  const menus = await db
    .select({ id: sysMenu.menuId })
    .from(sysMenu)
    .where(inArray(sysMenu.perms, opts.perms));
  if (menus.length)
    await db.insert(sysRoleMenu).values(menus.map((m) => ({ roleId: role!.roleId, menuId: m.id })));
  const [user] = await db
    .insert(sysUser)
    .values({
      tenantId,
      deptId: opts.deptId ?? null,
      userName: opts.userName,
      nickName: opts.userName,
      password: await hashPassword('secret123'),
    })
    .returning({ userId: sysUser.userId });
  await db.insert(sysUserRole).values({ userId: user!.userId, roleId: role!.roleId });
  return user!.userId;
}

export async function userRow(t: TestApp, userId: number) {
  const [row] = await t.database.db.select().from(sysUser).where(eq(sysUser.userId, userId));
  return row;
}

export async function userByName(t: TestApp, userName: string, tenantId = DEFAULT_TENANT_ID) {
  const rows = await t.database.db.select().from(sysUser).where(eq(sysUser.userName, userName));
  return rows.find((r) => r.tenantId === tenantId && r.delFlag === '0');
}

/** A JSON request body, optionally encrypted the way the console sends password resets. */
export async function sendJson(
  t: TestApp,
  token: string,
  method: 'PUT' | 'POST',
  url: string,
  body: unknown,
  encrypted = false,
) {
  const headers: Record<string, string> = { ...authHeaders(token), 'content-type': 'application/json' };
  let payload = JSON.stringify(body);
  if (encrypted) {
    const sealed = encryptRequestBody(t.publicKey, body);
    headers['encrypt-key'] = sealed.header;
    payload = sealed.payload;
  }
  const res = await t.app.inject({ method, url, headers, payload });
  return res.json();
}

/** An xlsx with a header row and the given data rows. */
export async function sheetOf(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('用户数据');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Every row of the first sheet of an xlsx, as cell texts. */
export async function readSheet(content: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    rows.push(
      (row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v))),
    );
  });
  return rows;
}

/** The user import sheet's header row as the zh_CN template writes it. */
export const USER_IMPORT_HEADER = [
  '用户序号',
  '部门编号',
  '登录名称',
  '用户名称',
  '用户邮箱',
  '手机号码',
  '用户性别',
  '帐号状态',
];
