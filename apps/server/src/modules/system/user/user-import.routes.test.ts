import { verifyPassword } from '../../../platform/crypto/password-hash.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  adminToken,
  authHeaders,
  createTestApp,
  routeEngines,
  login,
  type TestApp,
} from '../../../test/test-app.js';
import { caller, tokenOf } from '../../../test/kits/monitor.js';
import { multipartBody, secondTenant } from '../../../test/kits/resource.js';
import { DEFAULT_TENANT_ID, SSE_PROGRESS_EVENT, USER_IMPORT_TASK } from '@zcps/contracts';
import { sysConfig } from '../../../db/schema/index.js';
import {
  readSheet,
  sheetOf,
  userByName,
  userWithPerms,
  USER_IMPORT_HEADER as HEADER,
} from '../../../test/kits/system-user.js';
import { UserAdminRepo } from './user-admin.repo.js';

const USER = '/zcps/system/user';

describe.each(routeEngines)('/system/user export and import on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let viewer: string;
  let other: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await adminToken(t);
    await userWithPerms(t, { userName: 'viewer', perms: ['system:user:list', 'system:user:export'] });
    viewer = await tokenOf(t, 'viewer', 'secret123');
    await secondTenant(t, {
      tenantId: '200003',
      userName: 'otheradmin',
      password: 'secret123',
      perms: 'system:user:%',
    });
    other = (await login(t, { tenantId: '200003', username: 'otheradmin', password: 'secret123' })).data
      .access_token;
    await t.database.db
      .insert(sysConfig)
      .values({ tenantId: '200003', configKey: 'sys.user.initPassword', configValue: 'other123' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const importFile = async (token: string, file: Buffer, updateSupport = false) => {
    const body = multipartBody('file', 'users.xlsx', file);
    const res = await t.app.inject({
      method: 'POST',
      url: `${USER}/importData?updateSupport=${updateSupport}`,
      headers: { ...authHeaders(token), ...body.headers },
      payload: body.payload,
    });
    return res.json();
  };

  it('exports the filtered users as xlsx, masked for callers without edit', async () => {
    const res = await caller(t, admin).send({
      method: 'POST',
      url: `${USER}/export`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'userName=office01',
    });
    expect(res.res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.res.headers['download-filename'])).toMatch(/\.xlsx$/);
    const rows = await readSheet(res.res.rawPayload);
    expect(rows[0]).toContain('登录名称');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain('15888880001');
    const masked = await caller(t, viewer).send({ method: 'POST', url: `${USER}/export?userName=office01` });
    expect(await readSheet(masked.res.rawPayload)).toEqual(
      expect.arrayContaining([expect.arrayContaining(['158****0001'])]),
    );
    const foreign = await caller(t, other).send({ method: 'POST', url: `${USER}/export` });
    const foreignRows = await readSheet(foreign.res.rawPayload);
    expect(foreignRows.map((r) => r[3])).toEqual(['登录名称', 'otheradmin']);
    expect((await caller(t, admin).send({ method: 'POST', url: `${USER}/export?status=5` })).body.code).toBe(
      400,
    );
  });

  it('answers an error envelope, not a cut connection, when the export fails before its first byte', async () => {
    const failing = vi
      .spyOn(UserAdminRepo.prototype, 'batch')
      // As a real database does: the answer comes later, once the reply could already have started.
      .mockImplementationOnce(
        () => new Promise((_, reject) => setTimeout(() => reject(new Error('database went away')), 50)),
      );
    try {
      const res = await caller(t, admin).send({ method: 'POST', url: `${USER}/export` });
      expect(res.res.headers['content-type']).toContain('json');
      expect(res.body).toMatchObject({ code: 500 });
      expect(res.body.msg).not.toContain('database went away');
    } finally {
      failing.mockRestore();
    }
  });

  it('serves the import template to any signed-in user', async () => {
    const res = await caller(t, viewer).send({ method: 'POST', url: `${USER}/importTemplate` });
    expect(await readSheet(res.res.rawPayload)).toEqual([HEADER]);
  });

  it('imports rows with a per-row report; failed rows change nothing', async () => {
    const file = await sheetOf([
      HEADER,
      ['', 105, 'imp01', '导入一', 'imp01@x.cn', '13900000001', '男', '正常'],
      ['', 105, 'imp02', '导入二', 'not-an-email', '', '女', '正常'],
      ['', '', 'office01', '改名', '', '', '', ''],
      ['', 999, 'imp03', '导入三', '', '', '', ''],
      ['', '', 'imp04', '导入四', '', '13900000001', '', '停用'],
    ]);
    const denied = await importFile(viewer, file);
    expect(denied.code).toBe(403);
    const pushes = vi.spyOn(t.container.sse, 'publish');
    const body = await importFile(admin, file);
    // The importing user's console hears how far it got, on the progress event of the stream.
    const progress = pushes.mock.calls.map(([push]) => push).filter((p) => p.event === SSE_PROGRESS_EVENT);
    expect(progress.at(-1)).toMatchObject({ tenantId: DEFAULT_TENANT_ID, userIds: [1] });
    expect(JSON.parse(progress.at(-1)!.text!)).toEqual({ task: USER_IMPORT_TASK, processed: 5, total: 5 });
    pushes.mockRestore();
    expect(body.code).toBe(200);
    expect(body.msg).toContain('新增 1 条');
    expect(body.data).toMatchObject({ created: 1, updated: 0, failed: 4 });
    const byRow = Object.fromEntries(body.data.rows.map((r: { row: number }) => [r.row, r]));
    expect(byRow[2]).toMatchObject({ userName: 'imp01', outcome: 'created' });
    expect(byRow[3].reason).toContain('email');
    expect(byRow[4].reason).toContain('已存在');
    expect(byRow[5].reason).toContain('部门');
    expect(byRow[6].reason).toContain('手机号码已存在');
    const created = await userByName(t, 'imp01');
    expect(created).toMatchObject({ deptId: 105, sex: '0', status: '0', phonenumber: '13900000001' });
    expect(await verifyPassword('123456', created!.password)).toBe(true);
    for (const name of ['imp02', 'imp03', 'imp04']) expect(await userByName(t, name)).toBeUndefined();
    expect((await userByName(t, 'office01'))?.nickName).toBe('李敏');
  });

  it('updates existing users only with updateSupport, never across tenants', async () => {
    const file = await sheetOf([HEADER, ['', '', 'office01', '李敏敏', '', '', '女', '正常']]);
    const body = await importFile(admin, file, true);
    expect(body.data).toMatchObject({ created: 0, updated: 1, failed: 0 });
    expect((await userByName(t, 'office01'))?.nickName).toBe('李敏敏');
    // dictionary values are taken as they are where labels are unknown (the other tenant has no dictionaries)
    const coded = await sheetOf([HEADER, ['', '', 'office01', '李敏敏', '', '', '1', '0']]);
    const foreign = await importFile(other, coded, true);
    expect(foreign.data).toMatchObject({ created: 1, updated: 0 });
    expect((await userByName(t, 'office01'))?.nickName).toBe('李敏敏');
    const theirs = await userByName(t, 'office01', '200003');
    expect(await verifyPassword('other123', theirs!.password)).toBe(true);
  });

  it('answers 400 naming the file field when none is sent and refuses non-xlsx files', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${USER}/importData`,
      headers: authHeaders(admin),
    });
    expect(res.json().code).toBe(400);
    expect(res.json().msg).toContain('file');
    const junk = await importFile(admin, Buffer.from('not a workbook'));
    expect(junk.msg).toContain('xlsx');
  });
});
