import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessType, configVoSchema } from '@zcps/contracts';
import { adminToken, createTestApp, engines, login, type TestApp } from '../../../test/test-app.js';
import { caller, createUser, operLogs, tokenOf } from '../../../test/kits/monitor.js';
import { secondTenant } from '../../../test/kits/resource.js';

const json = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) => ({
  method,
  url,
  headers: { 'content-type': 'application/json' },
  payload,
});

describe.each(engines)('/system/config on %s', (engine) => {
  let t: TestApp;
  let admin: ReturnType<typeof caller>;
  let staff: ReturnType<typeof caller>;
  let other: ReturnType<typeof caller>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    await createUser(t, 'cfgstaff', 'secret123');
    await secondTenant(t, {
      tenantId: '310003',
      userName: 'cfg2',
      password: 'secret123',
      perms: 'system:config:%',
    });
    admin = caller(t, await adminToken(t));
    staff = caller(t, await tokenOf(t, 'cfgstaff', 'secret123'));
    other = caller(
      t,
      (await login(t, { tenantId: '310003', username: 'cfg2', password: 'secret123' })).data.access_token,
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  const add = async (body: Record<string, unknown>, as = admin) =>
    (
      await as.send(
        json('POST', '/zcps/system/config', { configName: '测试参数', configValue: 'v', ...body }),
      )
    ).body;
  const byKey = (key: string, as = admin) => as.get(`/zcps/system/config/configKey/${key}`);
  const list = (query = '', as = admin) => as.get(`/zcps/system/config/list?pageSize=500${query}`);

  it('answers 403 to a user without the permissions; reading a public key by key needs only a sign-in', async () => {
    expect((await staff.get('/zcps/system/config/list')).code).toBe(403);
    expect((await staff.get('/zcps/system/config/1')).code).toBe(403);
    expect((await add({ configKey: 'zz.x' }, staff)).code).toBe(403);
    expect(
      (await staff.send(json('PUT', '/zcps/system/config/updateByKey', { configKey: 'a', configValue: 'b' })))
        .body.code,
    ).toBe(403);
    expect((await staff.del('/zcps/system/config/1')).code).toBe(403);
    expect((await staff.del('/zcps/system/config/refreshCache')).code).toBe(403);
    expect(await byKey('sys.account.registerUser', staff)).toMatchObject({ code: 200, data: 'false' });
    expect((await caller(t, null).get('/zcps/system/config/configKey/sys.account.registerUser')).code).toBe(
      401,
    );
  });

  it('keeps the initial password and every other non-public key from callers without system:config:query', async () => {
    const refused = await byKey('sys.user.initPassword', staff);
    expect(refused.code).toBe(403);
    expect(JSON.stringify(refused)).not.toContain('123456');
    expect((await byKey('sys.user.maxRetryCount', staff)).code).toBe(403);
    expect((await byKey('zz.never.defined', staff)).code).toBe(403);
    expect(await byKey('sys.user.initPassword')).toMatchObject({ code: 200, data: '123456' });
    // Only the console's switches are seeded public.
    const rows = (await list()).rows as { configKey: string; isPublic: string }[];
    expect(
      rows
        .filter((r) => r.isPublic === 'Y')
        .map((r) => r.configKey)
        .sort(),
    ).toEqual([
      'sys.account.captchaEnabled',
      'sys.account.captchaType',
      'sys.account.registerCompany',
      'sys.account.registerUser',
      'sys.index.sideTheme',
      'sys.index.skinName',
      'sys.oss.previewListResource',
    ]);
    // The flag is the admin's to set; an edit that leaves it out keeps it.
    const id = (await add({ configKey: 'zz.console.switch', configValue: 'on', isPublic: 'Y' }))
      .data as number;
    expect(await byKey('zz.console.switch', staff)).toMatchObject({ code: 200, data: 'on' });
    const edit = (body: Record<string, unknown>) =>
      admin.send(
        json('PUT', '/zcps/system/config', {
          configId: id,
          configName: '开关',
          configKey: 'zz.console.switch',
          configValue: 'on',
          ...body,
        }),
      );
    expect((await edit({})).body.code).toBe(200);
    expect((await byKey('zz.console.switch', staff)).code).toBe(200);
    expect((await edit({ isPublic: 'N' })).body.code).toBe(200);
    expect((await byKey('zz.console.switch', staff)).code).toBe(403);
    expect((await admin.get(`/zcps/system/config/${id}`)).data).toMatchObject({ isPublic: 'N' });
    expect((await admin.del(`/zcps/system/config/${id}`)).code).toBe(200);
  });

  it('lists, filters and sorts the parameters', async () => {
    const all = await list();
    expect(all.total).toBeGreaterThan(5);
    for (const row of all.rows) expect(() => configVoSchema.parse(row)).not.toThrow();
    const found = await list('&configKey=USER.INITPASSWORD');
    expect(found.rows.map((r: { configKey: string }) => r.configKey)).toEqual(['sys.user.initPassword']);
    expect((await list('&configType=N')).total).toBe(0);
    const sorted = await list('&orderByColumn=configKey&isAsc=asc');
    const keys = sorted.rows.map((r: { configKey: string }) => r.configKey);
    expect(keys).toEqual([...keys].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    expect((await list('&params%5BbeginTime%5D=2000-01-01&params%5BendTime%5D=2000-01-02')).total).toBe(0);
  });

  it('creates, edits, updates by key and deletes, and the cached value follows each change', async () => {
    expect(await byKey('zz.demo.flag')).toMatchObject({ code: 200, data: '' });
    const created = await add({ configKey: 'zz.demo.flag', configValue: 'on', remark: '演示' });
    expect(created.code).toBe(200);
    expect((await byKey('zz.demo.flag')).data).toBe('on');
    const one = await admin.get(`/zcps/system/config/${created.data}`);
    expect(one.data).toMatchObject({
      configKey: 'zz.demo.flag',
      configValue: 'on',
      configType: 'N',
      remark: '演示',
    });

    const edited = await admin.send(
      json('PUT', '/zcps/system/config', {
        configId: created.data,
        configName: '改名',
        configKey: 'zz.demo.flag2',
        configValue: 'off',
      }),
    );
    expect(edited.body.code).toBe(200);
    expect((await byKey('zz.demo.flag')).data).toBe('');
    expect((await byKey('zz.demo.flag2')).data).toBe('off');

    const viaKey = await admin.send(
      json('PUT', '/zcps/system/config/updateByKey', { configKey: 'zz.demo.flag2', configValue: 'again' }),
    );
    expect(viaKey.body.code).toBe(200);
    expect((await byKey('zz.demo.flag2')).data).toBe('again');
    const missing = await admin.send(
      json('PUT', '/zcps/system/config/updateByKey', { configKey: 'zz.none', configValue: 'x' }),
    );
    expect(missing.body.code).toBe(500);

    const dup = await add({ configName: '重复', configKey: 'sys.user.initPassword' });
    expect(dup).toMatchObject({ code: 500, msg: "新增参数'重复'失败，参数键名已存在" });

    expect((await admin.del(`/zcps/system/config/${created.data}`)).code).toBe(200);
    expect((await byKey('zz.demo.flag2')).data).toBe('');
  });

  it('refuses to delete built-in parameters, and deletes nothing of such a batch', async () => {
    const mine = await add({ configKey: 'zz.deletable' });
    const builtIn = (await list('&configKey=sys.user.initPassword')).rows[0].configId as number;
    const refused = await admin.del(`/zcps/system/config/${mine.data},${builtIn}`);
    expect(refused).toMatchObject({ code: 500, msg: '内置参数【sys.user.initPassword】不能删除' });
    expect((await byKey('zz.deletable')).data).toBe('v');
    expect((await byKey('sys.user.initPassword')).data).toBe('123456');
  });

  it('answers 400 naming the field for bad input and writes nothing', async () => {
    const before = (await list()).total;
    const key = await add({ configKey: '' });
    expect(key.code).toBe(400);
    expect(key.msg).toContain('configKey');
    const value = await add({ configKey: 'zz.long', configValue: 'x'.repeat(501) });
    expect(value.msg).toContain('configValue');
    const type = await add({ configKey: 'zz.type', configType: 'X' });
    expect(type.msg).toContain('configType');
    expect((await admin.get('/zcps/system/config/abc')).msg).toContain('configId');
    expect((await admin.del('/zcps/system/config/1,a')).msg).toContain('configIds');
    expect((await list()).total).toBe(before);
  });

  it('keeps tenants apart', async () => {
    const id = (await list('&configKey=sys.user.initPassword')).rows[0].configId as number;
    expect(await list('', other)).toMatchObject({ code: 200, total: 0 });
    expect((await other.get(`/zcps/system/config/${id}`)).code).toBe(500);
    expect((await byKey('sys.user.initPassword', other)).data).toBe('');
    const edit = await other.send(
      json('PUT', '/zcps/system/config/updateByKey', {
        configKey: 'sys.user.initPassword',
        configValue: 'pwned',
      }),
    );
    expect(edit.body.code).toBe(500);
    expect((await byKey('sys.user.initPassword')).data).toBe('123456');
  });

  it('exports and logs every write', async () => {
    const { res } = await admin.send({
      method: 'POST',
      url: '/zcps/system/config/export',
      headers: { 'content-type': 'application/json', 'content-language': 'en_US' },
      payload: { configKey: 'sys.user' },
    });
    expect(decodeURIComponent(String(res.headers['download-filename']))).toMatch(/^config_\d{14}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(3).value).toBe('Key');
    expect(sheet.rowCount - 1).toBe((await list('&configKey=sys.user')).total);
    expect((await admin.del('/zcps/system/config/refreshCache')).code).toBe(200);
    const logs = (await operLogs(t)).filter((l) => l.title === '参数管理' && l.tenantId === '000000');
    expect(logs.map((l) => l.businessType)).toEqual(
      expect.arrayContaining([
        BusinessType.INSERT,
        BusinessType.UPDATE,
        BusinessType.DELETE,
        BusinessType.EXPORT,
        BusinessType.CLEAN,
      ]),
    );
  });
});
