import { ResponseCode } from '@zcps/contracts';
import { encryptRequestBody } from '../../platform/crypto/envelope-crypto.js';
import { caller } from './monitor.js';
import { Role, roleUser } from './employee-attachment.js';
import { login, type TestApp } from '../test-app.js';

/**
 * The role access matrix inside one tenant (issue 19): who each seeded role is, which routes any signed-in user
 * may call, and what the declared access of a route lets a role do.
 */
export const SEEDED_ROLES = [
  { key: 'office', id: Role.OFFICE },
  { key: 'reviewer', id: Role.REVIEWER },
  { key: 'company', id: Role.COMPANY },
  { key: 'staff', id: Role.STAFF },
] as const;
export type SeededRole = (typeof SEEDED_ROLES)[number]['key'];

/**
 * The routes open to every signed-in user (`access: 'login'`), reviewed one by one: each serves the caller's own
 * session, account or messages, an option list every form needs, or a file the service checks itself. A route
 * that is loosened to 'login' is not on this list, so the matrix fails until someone adds it here on purpose.
 */
export const SELF_SERVICE_ROUTES = new Set(
  [
    // the caller's own session, account, menus and sign-in links
    'GET /zcps/system/user/getInfo',
    'GET /zcps/system/menu/getRouters',
    'GET /zcps/system/user/profile',
    'PUT /zcps/system/user/profile',
    'PUT /zcps/system/user/profile/updatePwd',
    'POST /zcps/system/user/profile/avatar',
    'GET /zcps/monitor/online',
    'DELETE /zcps/monitor/online/my/:tokenId',
    'POST /zcps/auth/unlock',
    'DELETE /zcps/auth/unlock/:socialId',
    'POST /zcps/auth/social/bind',
    'GET /zcps/system/social/list',
    'POST /zcps/auth/qrcode/:ticket/scan',
    'POST /zcps/auth/qrcode/:ticket/confirm',
    'POST /zcps/auth/qrcode/:ticket/cancel',
    'GET /zcps/oauth2/consent',
    'POST /zcps/oauth2/consent',
    // the caller's own notices, review messages and event stream
    'GET /zcps/system/notice/my/list',
    'GET /zcps/system/notice/my/unread-count',
    'PUT /zcps/system/notice/my/read-all',
    'PUT /zcps/system/notice/my/read/:noticeIds',
    'GET /zcps/title/review-message/list',
    'GET /zcps/title/review-message/unread-count',
    'PUT /zcps/title/review-message/read',
    'GET /zcps/title/review-message/:messageId(^\\d+)/dialog',
    'GET /zcps/resource/sse',
    // reference data every form offers (dictionaries, option lists, public config keys: the service decides)
    'GET /zcps/system/dict/data/type/:dictType',
    'GET /zcps/system/dict/type/optionselect',
    'GET /zcps/system/config/configKey/:configKey',
    'GET /zcps/title/organization/treeselect',
    'GET /zcps/title/client/optionselect',
    'GET /zcps/title/series/optionselect',
    'GET /zcps/title/profession/optionselect',
    'GET /zcps/title/title-name/optionselect',
    'GET /zcps/title/exception/optionselect',
    'GET /zcps/title/eligibility/mine',
    // files: the manual, and a stored file whose owner the service checks
    'GET /zcps/resource/manual/list',
    // one of the caller's own roles' manuals: the service refuses another role's
    'GET /zcps/resource/manual/:role',
    'GET /zcps/resource/oss/download/:ossId',
    // empty import templates
    'POST /zcps/system/user/importTemplate',
    ...[
      'info',
      'education',
      'office-post',
      'duty-achievement',
      'yearly-achievement',
      'academic-works',
      'reward',
      'punishment',
      'training',
      'party-info',
    ].map((form) => `POST /zcps/employee/${form}/importTemplate`),
    'POST /zcps/title/wage-level/importTemplate',
    'POST /zcps/title/job-qualification/importTemplate',
  ].sort(),
);

/**
 * Routes whose service, past the guard, refuses with the guard's own message when the object named in the path
 * is not the caller's to see (an id no row has, a key not marked public): for these a 403 cannot tell the two
 * apart, so an allowed call may answer it.
 */
export const SERVICE_REFUSES = new Set([
  'GET /zcps/system/config/configKey/:configKey',
  'GET /zcps/resource/oss/download/:ossId',
  'GET /zcps/title/review-approval/vote/meeting/:meetingId(^\\d+)/sheet',
  'POST /zcps/title/review-approval/vote/meeting/:meetingId(^\\d+)/sheet/export',
  // title:review-approval:export is every stage page's button; the assignment export also wants its own page.
  'POST /zcps/title/assignment/export',
]);
/** The guard's refusals (auth.forbidden, auth.superAdminOnly): a service's own refusal says why. */
export const GUARD_REFUSALS = new Set(['没有访问权限，请联系管理员授权', '仅平台超级管理员可以执行此操作']);

/**
 * Whether route `key` with its declared access (as `accessTable()` describes it) should let a holder of these
 * grants in: a permission the role holds, a role it is, or a reviewed self-service route.
 */
export function allows(
  key: string,
  access: string,
  permissions: ReadonlySet<string>,
  roleKeys: readonly string[],
) {
  if (access === 'public') return true;
  if (access === 'login') return SELF_SERVICE_ROUTES.has(key);
  if (access.startsWith('role:'))
    return access
      .slice(5)
      .split('|')
      .some((role) => role !== 'superadmin' && roleKeys.includes(role));
  if (access.endsWith(' & super admin')) return false;
  const all = access.includes(' & ');
  const needed = access.split(all ? ' & ' : ' | ');
  const held = (perm: string) => permissions.has('*:*:*') || permissions.has(perm);
  return all ? needed.every(held) : needed.some(held);
}

/** A path with every parameter filled by an id no row has, so an allowed call changes nothing. */
export function concrete(url: string, id = '987654321'): string {
  return url
    .replace(/:[A-Za-z]+\([^/]*?\)(?=\/|$)/g, id)
    .replace(/:[A-Za-z]+/g, id)
    .replace(/\*$/, 'x');
}

export interface RoleCaller {
  role: SeededRole;
  userId: number;
  permissions: Set<string>;
  roleKeys: string[];
  /** The answer's business code (or HTTP status) and message, signing in again once if a call ended the session. */
  call(method: string, url: string): Promise<{ code: number; msg: string }>;
}

/** A user holding only `role`, with the permissions and role keys the server gives it at sign-in. */
export async function roleCaller(t: TestApp, role: (typeof SEEDED_ROLES)[number], name: string) {
  const signed = await roleUser(t, name, role.id);
  let who = caller(t, signed.token);
  const info = await who.get('/zcps/system/user/getInfo');
  const relogin = async () => {
    const res = await login(t, { username: name, password: 'secret123' });
    who = caller(t, res.data.access_token);
  };
  const once = async (method: string, url: string) => {
    // An empty body, encrypted as the console sends it, so routes that demand encryption reach their checks.
    const sealed = method === 'GET' || method === 'DELETE' ? null : encryptRequestBody(t.publicKey, {});
    const { res, body } = await who.send({
      method: method as 'GET',
      url,
      ...(sealed && {
        payload: sealed.payload,
        headers: { 'content-type': 'application/json', 'encrypt-key': sealed.header },
      }),
    });
    return { code: (body?.code as number | undefined) ?? res.statusCode, msg: String(body?.msg ?? '') };
  };
  const matrixCaller: RoleCaller = {
    role: role.key,
    userId: signed.userId,
    permissions: new Set(info.data.permissions as string[]),
    roleKeys: info.data.roles as string[],
    async call(method, url) {
      const first = await once(method, url);
      if (first.code !== ResponseCode.UNAUTHORIZED) return first;
      await relogin();
      return once(method, url);
    },
  };
  return matrixCaller;
}
