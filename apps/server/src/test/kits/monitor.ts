import { DEFAULT_TENANT_ID } from '@zcps/contracts';
import type { InjectOptions } from 'fastify';
import { hashPassword } from '../../platform/crypto/password-hash.js';
import { sysUser, sysUserRole } from '../../db/schema/index.js';
import { authHeaders, login, type TestApp } from '../test-app.js';

/** Seeded role 6 (staff, 申报人): holds no monitor permission. */
export const STAFF_ROLE_ID = 6;

/** Adds a user holding only the given role straight in the database (tests only). */
export async function createUser(t: TestApp, userName: string, password: string, roleId = STAFF_ROLE_ID) {
  const [user] = await t.database.db
    .insert(sysUser)
    .values({
      tenantId: DEFAULT_TENANT_ID,
      deptId: 105,
      userName,
      nickName: userName,
      password: await hashPassword(password),
    })
    .returning({ userId: sysUser.userId });
  await t.database.db.insert(sysUserRole).values({ userId: user!.userId, roleId });
  return user!.userId;
}

export async function tokenOf(t: TestApp, username: string, password: string): Promise<string> {
  const res = await login(t, { username, password });
  if (res.code !== 200) throw new Error(`login of ${username} failed: ${res.msg}`);
  return res.data.access_token;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/** Calls as the holder of `token`; answers the parsed body (and the raw response for files). */
export function caller(t: TestApp, token: string | null, lang = 'zh_CN') {
  const headers = { ...(token ? authHeaders(token) : {}), 'content-language': lang };
  const send = async (opts: InjectOptions) => {
    const res = await t.app.inject({ ...opts, headers: { ...headers, ...(opts.headers ?? {}) } });
    return {
      res,
      body: String(res.headers['content-type'] ?? '').includes('json') ? (res.json() as Json) : null,
    };
  };
  return {
    get: async (url: string) => (await send({ method: 'GET', url })).body,
    del: async (url: string) => (await send({ method: 'DELETE', url })).body,
    send,
  };
}

/** Operation log rows written so far (after the pending writes settle), newest first. */
export async function operLogs(t: TestApp) {
  await t.app.operLogIdle();
  return t.database.db.query.sysOperLog.findMany({ orderBy: (l, { desc }) => [desc(l.operId)] });
}
