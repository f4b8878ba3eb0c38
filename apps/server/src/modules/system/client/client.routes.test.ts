import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessType, clientVoSchema, DEFAULT_CLIENT_ID, SECRET_MASK } from '@zcps/contracts';
import { adminToken, createTestApp, routeEngines, login, type TestApp } from '../../../test/test-app.js';
import { caller, createUser, operLogs, tokenOf } from '../../../test/kits/monitor.js';
import { secondTenant } from '../../../test/kits/resource.js';
import { sysClient } from '../../../db/schema/index.js';
import { clientIdOf } from './client.service.js';

const URL = '/zcps/system/client';
const body = (over: Record<string, unknown> = {}) => ({
  clientKey: 'wechat',
  clientSecret: 'wechat-secret',
  grantTypeList: ['password', 'sms'],
  deviceType: 'android',
  activeTimeout: 900,
  timeout: 86400,
  status: '0',
  ...over,
});

describe.each(routeEngines)('/system/client on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let other: string;
  const rowCount = async () => (await t.database.db.select().from(sysClient)).length;
  const put = (token: string, url: string, payload: object) =>
    caller(t, token)
      .send({ method: 'PUT', url, payload })
      .then((r) => r.body);
  const post = (token: string, url: string, payload: object) =>
    caller(t, token)
      .send({ method: 'POST', url, payload })
      .then((r) => r.body);

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await adminToken(t);
    await createUser(t, 'clientstaff', 'secret123');
    staff = await tokenOf(t, 'clientstaff', 'secret123');
    await secondTenant(t, {
      tenantId: '200002',
      userName: 'clientother',
      password: 'secret123',
      perms: 'system:client:%',
    });
    other = (await login(t, { tenantId: '200002', username: 'clientother', password: 'secret123' })).data
      .access_token;
  });
  afterAll(async () => t?.close());

  it('lists the seeded clients with the secret hidden and filters them', async () => {
    const a = caller(t, admin);
    const list = await a.get(`${URL}/list?pageNum=1&pageSize=10`);
    expect(list).toMatchObject({ code: 200, total: 2 });
    const pc = clientVoSchema.parse(list.rows[0]);
    expect(pc).toMatchObject({ clientId: DEFAULT_CLIENT_ID, clientKey: 'pc', clientSecret: SECRET_MASK });
    expect(pc.grantTypeList).toContain('password');
    expect(JSON.stringify(list)).not.toContain('pc123');
    expect(
      (await a.get(`${URL}/list?clientKey=app`)).rows.map((r: { clientKey: string }) => r.clientKey),
    ).toEqual(['app']);
    expect((await a.get(`${URL}/list?status=1`)).total).toBe(0);
    // No filter on the secret: guessing it through the list must not narrow anything.
    expect((await a.get(`${URL}/list?clientSecret=wrong`)).total).toBe(2);
    expect((await a.get(`${URL}/list?orderByColumn=clientSecret&isAsc=asc`)).code).toBe(400);
    const one = await a.get(`${URL}/${pc.id}`);
    expect(one.data).toMatchObject({ clientKey: 'pc', clientSecret: SECRET_MASK });
  });

  it('adds a client with an md5 client id, edits it keeping the secret, switches and deletes it', async () => {
    expect(await post(admin, URL, body())).toMatchObject({ code: 200 });
    const clientId = clientIdOf('wechat', 'wechat-secret');
    const [row] = (await t.database.db.select().from(sysClient)).filter((r) => r.clientId === clientId);
    expect(row).toMatchObject({
      clientKey: 'wechat',
      grantType: 'password,sms',
      timeout: 86400,
      status: '0',
    });

    expect(await post(admin, URL, body({ clientSecret: 'another' }))).toMatchObject({ code: 500 });
    const edited = await put(admin, URL, {
      ...body({ clientKey: 'wechat2', clientSecret: '' }),
      id: row!.id,
    });
    expect(edited).toMatchObject({ code: 200 });
    const [after] = (await t.database.db.select().from(sysClient)).filter((r) => r.id === row!.id);
    expect(after).toMatchObject({ clientKey: 'wechat2', clientSecret: 'wechat-secret', clientId });

    expect(await put(admin, `${URL}/changeStatus`, { id: row!.id, status: '1' })).toMatchObject({
      code: 200,
    });
    expect((await caller(t, admin).get(`${URL}/${row!.id}`)).data.status).toBe('1');
    const disabledLogin = await login(t, { clientId });
    expect(disabledLogin.code).not.toBe(200);

    expect(await caller(t, admin).del(`${URL}/${row!.id}`)).toMatchObject({ code: 200 });
    expect((await caller(t, admin).get(`${URL}/list?clientKey=wechat`)).total).toBe(0);
    // Re-adding the same key and secret after a delete reuses the id of the deleted row.
    expect(await post(admin, URL, body())).toMatchObject({ code: 200 });

    const titles = (await operLogs(t)).filter((l) => l.title === '客户端管理').map((l) => l.businessType);
    expect(titles).toEqual(
      expect.arrayContaining([BusinessType.INSERT, BusinessType.UPDATE, BusinessType.DELETE]),
    );
    expect(JSON.stringify(await operLogs(t))).not.toContain('wechat-secret');
  });

  it('never deletes or disables the default console client', async () => {
    const a = caller(t, admin);
    const pc = (await a.get(`${URL}/list?clientKey=pc`)).rows[0];
    const del = await a.del(`${URL}/${pc.id}`);
    expect(del).toMatchObject({ code: 500, msg: '默认客户端（控制台登录所用）不能删除或停用' });
    expect(await put(admin, `${URL}/changeStatus`, { id: pc.id, status: '1' })).toMatchObject({ code: 500 });
    const edit = await put(admin, URL, { ...body({ clientKey: 'pc', status: '1' }), id: pc.id });
    expect(edit.code).toBe(500);
    expect((await a.get(`${URL}/${pc.id}`)).data.status).toBe('0');
  });

  it('answers 400 naming the field and writes nothing on bad input', async () => {
    const before = await rowCount();
    const cases: [Record<string, unknown>, string][] = [
      [body({ clientKey: '' }), '客户端key(clientKey)不能为空'],
      [body({ grantTypeList: [] }), '授权类型(grantTypeList)不能为空'],
      [body({ grantTypeList: ['password', 'magic'] }), '授权类型(grantTypeList)取值不合法：magic'],
      [body({ deviceType: 'fridge' }), '设备类型(deviceType)取值不合法：fridge'],
      [body({ timeout: 0 }), 'Token固定超时时间(timeout)'],
      [body({ activeTimeout: -5 }), 'Token活跃超时时间(activeTimeout)'],
      [body({ activeTimeout: 7200, timeout: 3600 }), 'activeTimeout'],
    ];
    for (const [payload, msg] of cases) {
      const res = await post(admin, URL, payload);
      expect(res.code, JSON.stringify(payload)).toBe(400);
      expect(res.msg).toContain(msg);
    }
    const en = await caller(t, admin, 'en_US').send({
      method: 'POST',
      url: URL,
      payload: body({ deviceType: '' }),
    });
    expect(en.body.msg).toContain('Device type (deviceType)');
    expect((await caller(t, admin).del(`${URL}/1,x`)).msg).toContain('ids');
    expect(await rowCount()).toBe(before);
  });

  it('refuses callers without the permission', async () => {
    const s = caller(t, staff);
    expect((await s.get(`${URL}/list`)).code).toBe(403);
    expect((await s.get(`${URL}/1`)).code).toBe(403);
    expect((await post(staff, URL, body({ clientKey: 'nope' }))).code).toBe(403);
    expect((await put(staff, `${URL}/changeStatus`, { id: 2, status: '1' })).code).toBe(403);
    expect((await s.del(`${URL}/2`)).code).toBe(403);
    expect((await s.send({ method: 'POST', url: `${URL}/export` })).body.code).toBe(403);
  });

  it('keeps callers of another tenant out even with the permission', async () => {
    const before = await rowCount();
    const o = caller(t, other);
    expect((await o.get(`${URL}/list`)).code).toBe(403);
    expect((await o.get(`${URL}/2`)).code).toBe(403);
    expect((await post(other, URL, body({ clientKey: 'foreign' }))).code).toBe(403);
    expect((await put(other, `${URL}/changeStatus`, { id: 2, status: '1' })).code).toBe(403);
    expect((await o.del(`${URL}/2`)).code).toBe(403);
    expect(await rowCount()).toBe(before);
    expect((await caller(t, admin).get(`${URL}/2`)).data.status).toBe('0');
  });

  it('exports the filtered clients as xlsx', async () => {
    const { res } = await caller(t, admin).send({
      method: 'POST',
      url: `${URL}/export`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'clientKey=app',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['download-filename']).toMatch(/\.xlsx$/);
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
