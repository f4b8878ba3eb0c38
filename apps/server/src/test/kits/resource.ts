import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inArray, like } from 'drizzle-orm';
import { hashPassword } from '../../platform/crypto/password-hash.js';
import { sysMenu, sysRole, sysRoleMenu, sysTenant, sysUser, sysUserRole } from '../../db/schema/index.js';
import { encryptRequestBody } from '../../platform/crypto/envelope-crypto.js';
import { authHeaders, type TestApp } from '../test-app.js';

/** A temp folder for one test file's object store or manuals; remove it in afterAll. */
export function tempDir(label: string): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `zcps-${label}-`));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** Smallest real files of each kind, recognised by file-type. */
export const samples = {
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
  gif: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
  jpg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00]),
  pdf: Buffer.from(
    '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n' +
      'trailer <</Root 1 0 R>>\n%%EOF\n',
  ),
  text: Buffer.from('plain text, not an image\n'),
};

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
export function multipartBody(
  field: string,
  fileName: string,
  content: Buffer,
  type = 'application/octet-stream',
) {
  const boundary = `----zcps${crypto.randomBytes(8).toString('hex')}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
    `Content-Type: ${type}\r\n\r\n`;
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head, 'utf8'), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
}

/** Uploads through app.inject as the holder of `token`. */
export async function upload(
  t: TestApp,
  token: string,
  url: string,
  field: string,
  fileName: string,
  content: Buffer,
) {
  const body = multipartBody(field, fileName, content);
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { ...authHeaders(token), ...body.headers },
    payload: body.payload,
  });
  return res.json();
}

/** An encrypted JSON request, the way the console sends password changes. */
export async function sendEncrypted(
  t: TestApp,
  token: string,
  method: 'PUT' | 'POST',
  url: string,
  body: unknown,
) {
  const { header, payload } = encryptRequestBody(t.publicKey, body);
  const res = await t.app.inject({
    method,
    url,
    headers: { ...authHeaders(token), 'content-type': 'application/json', 'encrypt-key': header },
    payload,
  });
  return res.json();
}

/**
 * A second tenant with one user; `perms` like 'system:oss:%' grants the matching menus through a role of that
 * tenant. Answers the user id.
 */
export async function secondTenant(
  t: TestApp,
  opts: { tenantId: string; userName: string; password: string; perms?: string },
): Promise<number> {
  const db = t.database.db;
  await db
    .insert(sysTenant)
    .values({ tenantId: opts.tenantId, companyName: `租户${opts.tenantId}`, status: '0' })
    .onConflictDoNothing();
  const [user] = await db
    .insert(sysUser)
    .values({
      tenantId: opts.tenantId,
      userName: opts.userName,
      nickName: opts.userName,
      password: await hashPassword(opts.password),
    })
    .returning({ userId: sysUser.userId });
  if (opts.perms) {
    const [role] = await db
      .insert(sysRole)
      .values({ tenantId: opts.tenantId, roleName: '文件管理员', roleKey: 'ossadmin', roleSort: 9 })
      .returning({ roleId: sysRole.roleId });
    const menus = await db
      .select({ id: sysMenu.menuId })
      .from(sysMenu)
      .where(like(sysMenu.perms, opts.perms));
    await db.insert(sysRoleMenu).values(menus.map((m) => ({ roleId: role!.roleId, menuId: m.id })));
    await db.insert(sysUserRole).values({ userId: user!.userId, roleId: role!.roleId });
  }
  return user!.userId;
}

/** Rows of the given users (tests inspect stored hashes and avatars). */
export async function usersById(t: TestApp, ids: number[]) {
  return t.database.db.select().from(sysUser).where(inArray(sysUser.userId, ids));
}
