import type { Page } from '@playwright/test';
import { api } from './review-walk-steps.js';

/**
 * Stored-XSS payloads and the screens they are saved through (stored-xss.spec.ts). Every payload sets
 * `window.__xss` if it ever runs: inside an inline handler or a script a bare `__xss=1` assigns the global.
 * Fields whose schema refuses markup (`noHtml`) get the tagless payloads; the others get the tag payloads.
 */
export const suffix = `x${Date.now().toString(36).slice(-5)}`;
const s = suffix;

export const PAYLOAD = {
  img: `<img src=x onerror=__xss=1>${s}`,
  script: `<script>__xss=1</script>${s}`,
  svg: `"><svg onload=__xss=1>${s}`,
  jsUrl: `javascript:__xss=1//${s}`,
  /** Breaks out of an attribute and opens a tag without closing it: passes the noHtml refinement. */
  tagless: `"><svg onload=__xss=1 ${s}`,
} as const;

/** Markup the notice content keeps after the server's sanitiser, and the active parts it must drop. */
export const NOTICE_CONTENT =
  `<p>公告<b>${s}</b><img src=x onerror=__xss=1><script>__xss=1</script>` +
  `<a href="javascript:__xss=1">link</a><svg onload=__xss=1></svg></p>`;

type Row = Record<string, unknown>;
type Cleanup = () => Promise<unknown>;

export interface Screen {
  name: string;
  /** The console route of the list. */
  path: string | ((created: Row) => string);
  /** A search-form field to filter the list by the unique suffix (lists longer than a page). */
  search?: string;
  /** Payload texts the list must show as plain text. */
  shows: string[];
  /** Open the row's 修改 dialog too. */
  edit?: boolean;
  /** Saves the payloads; returns the saved row and how to remove it. */
  save: (admin: Page) => Promise<{ row: Row; cleanup: Cleanup }>;
}

/** Posts `body` to `base`, finds the new row in `${base}/list` by its `key` value, and deletes it by `idKey` later. */
async function create(admin: Page, base: string, body: Row, key: string, idKey: string, list = base) {
  await api(admin, 'POST', base, body);
  const rows = await api<Row[]>(admin, 'GET', `${list}/list?pageSize=100&${key}=${encodeURIComponent(s)}`);
  const row = rows.find((r) => r[key] === body[key]);
  if (!row) throw new Error(`${base}: the saved row is not listed`);
  return { row, cleanup: () => api(admin, 'DELETE', `${base}/${String(row[idKey])}`) };
}

/** A checksum-valid mainland identity card number (the employee schema verifies it). */
function idCard(): string {
  const body = `11010519900307${String(Date.now() % 1000).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((total, digit, i) => total + Number(digit) * weights[i]!, 0);
  return body + '10X98765432'[sum % 11]!;
}

export const SCREENS: Screen[] = [
  {
    name: 'user',
    path: '/system/user',
    search: 'nickName',
    shows: [PAYLOAD.tagless],
    edit: true,
    save: (admin) =>
      create(
        admin,
        '/system/user',
        {
          userName: `xss_${s}`,
          nickName: PAYLOAD.tagless,
          password: `Xss#${s}A1`,
          deptId: 103,
          remark: PAYLOAD.img,
        },
        'nickName',
        'userId',
      ),
  },
  {
    name: 'role',
    path: '/system/role',
    search: 'roleName',
    shows: [PAYLOAD.svg],
    edit: true,
    save: (admin) =>
      create(
        admin,
        '/system/role',
        { roleName: PAYLOAD.svg, roleKey: `xss_${s}`, roleSort: 99, remark: PAYLOAD.img, menuIds: [] },
        'roleName',
        'roleId',
      ),
  },
  {
    name: 'dept',
    path: '/system/dept',
    search: 'deptName',
    shows: [PAYLOAD.jsUrl],
    save: (admin) =>
      create(
        admin,
        '/system/dept',
        { parentId: 100, deptName: PAYLOAD.jsUrl, orderNum: 99 },
        'deptName',
        'deptId',
      ),
  },
  {
    name: 'post',
    path: '/system/post',
    search: 'postName',
    shows: [PAYLOAD.tagless],
    edit: true,
    save: (admin) =>
      create(
        admin,
        '/system/post',
        {
          deptId: 103,
          postCode: `xss_${s}`,
          postName: PAYLOAD.tagless,
          postSort: 99,
          remark: PAYLOAD.script,
        },
        'postName',
        'postId',
      ),
  },
  {
    name: 'dict type',
    path: '/system/dict',
    search: 'dictName',
    shows: [PAYLOAD.img],
    edit: true,
    save: (admin) =>
      create(
        admin,
        '/system/dict/type',
        { dictName: PAYLOAD.img, dictType: `xss_${s}`, remark: PAYLOAD.svg },
        'dictName',
        'dictId',
      ),
  },
  {
    name: 'dict data',
    path: (row) => `/system/dict-data/index/${String(row.dictId)}`,
    shows: [PAYLOAD.svg],
    edit: true,
    save: async (admin) => {
      const type = await create(
        admin,
        '/system/dict/type',
        { dictName: `xss ${s}`, dictType: `xss_d_${s}` },
        'dictName',
        'dictId',
      );
      await api(admin, 'POST', '/system/dict/data', {
        dictLabel: PAYLOAD.svg,
        dictValue: '1',
        dictType: `xss_d_${s}`,
        remark: PAYLOAD.img,
      });
      // A type is deleted only once it has no data.
      const cleanup = async () => {
        const data = await api<Row[]>(admin, 'GET', `/system/dict/data/list?dictType=xss_d_${s}`);
        await api(admin, 'DELETE', `/system/dict/data/${data.map((d) => String(d.dictCode)).join(',')}`);
        await type.cleanup();
      };
      return { row: type.row, cleanup };
    },
  },
  {
    name: 'config',
    path: '/system/config',
    search: 'configName',
    shows: [PAYLOAD.img, PAYLOAD.script],
    edit: true,
    save: (admin) =>
      create(
        admin,
        '/system/config',
        {
          configName: PAYLOAD.img,
          configKey: `xss.${s}`,
          configValue: PAYLOAD.script,
          configType: 'N',
          remark: PAYLOAD.jsUrl,
        },
        'configName',
        'configId',
      ),
  },
  {
    name: 'menu',
    path: '/system/menu',
    search: 'menuName',
    shows: [PAYLOAD.svg],
    save: (admin) =>
      create(
        admin,
        '/system/menu',
        {
          menuName: PAYLOAD.svg,
          parentId: 0,
          orderNum: 99,
          path: `xss${s}`,
          menuType: 'M',
          visible: '0',
          status: '0',
        },
        'menuName',
        'menuId',
      ),
  },
  {
    name: 'oss config',
    path: '/system/oss-config/index',
    search: 'configKey',
    shows: [s],
    edit: true,
    save: (admin) =>
      create(
        admin,
        '/resource/oss/config',
        {
          configKey: s,
          accessKey: 'xss',
          secretKey: 'xss-secret',
          bucketName: 'xss',
          endpoint: 'xss.invalid',
          remark: PAYLOAD.img,
        },
        'configKey',
        'ossConfigId',
      ),
  },
  {
    name: 'title series',
    path: '/title/catalog/series',
    search: 'seriesName',
    shows: [PAYLOAD.tagless],
    edit: true,
    save: (admin) =>
      create(
        admin,
        '/title/series',
        { seriesCode: s.slice(0, 10), seriesName: PAYLOAD.tagless, orderNum: 99, remark: PAYLOAD.jsUrl },
        'seriesName',
        'seriesId',
      ),
  },
  {
    name: 'title organization',
    path: '/title/organization',
    search: 'orgName',
    shows: [PAYLOAD.tagless],
    save: (admin) =>
      create(
        admin,
        '/title/organization',
        { parentId: 0, orgName: PAYLOAD.tagless, orgType: '1', orderNum: 99, address: PAYLOAD.jsUrl },
        'orgName',
        'orgId',
      ),
  },
  {
    name: 'review activity',
    path: '/title/review-activity',
    search: 'activityName',
    shows: [PAYLOAD.tagless],
    edit: true,
    save: (admin) =>
      create(
        admin,
        '/title/review-activity',
        {
          activityName: PAYLOAD.tagless,
          reviewYear: 2026,
          seriesId: 1,
          titleLevels: ['3'],
          declareStart: '2026-01-01',
          declareEnd: '2026-02-01',
          remark: PAYLOAD.jsUrl,
        },
        'activityName',
        'activityId',
      ),
  },
  {
    name: 'employee',
    path: '/employee/info',
    search: 'employeeName',
    shows: [PAYLOAD.tagless],
    save: (admin) =>
      create(
        admin,
        '/employee/info',
        {
          employeeName: PAYLOAD.tagless,
          idCard: idCard(),
          currentTitleCertNo: PAYLOAD.jsUrl,
          archiveLocation: PAYLOAD.jsUrl,
        },
        'employeeName',
        'employeeId',
      ),
  },
  {
    // The default tenant refuses edits and a new tenant needs the console's encrypted form; its package is
    // the tenant screen's plain-JSON neighbour.
    name: 'tenant package',
    path: '/system/tenantPackage',
    search: 'packageName',
    shows: [`"><i/onclick=${s}`],
    edit: true,
    save: (admin) =>
      create(
        admin,
        '/system/tenant/package',
        { packageName: `"><i/onclick=${s}`, menuIds: [1, 100], remark: PAYLOAD.img },
        'packageName',
        'packageId',
      ),
  },
];
