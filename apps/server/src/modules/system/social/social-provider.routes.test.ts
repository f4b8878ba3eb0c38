import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BusinessType, SECRET_MASK, socialProviderVoSchema } from '@zcps/contracts';
import { sysSocial, sysSocialProvider } from '../../../db/schema/index.js';
import { caller, createUser, operLogs, tokenOf } from '../../../test/kits/monitor.js';
import { secondTenant } from '../../../test/kits/resource.js';
import { adminToken, createTestApp, routeEngines, login, type TestApp } from '../../../test/test-app.js';

type Caller = ReturnType<typeof caller>;
const BASE = '/zcps/system/social/provider';

describe.each(routeEngines)('/system/social/provider on %s', (engine) => {
  let t: TestApp;
  let admin: Caller;
  let adminTok: string;
  let staff: Caller;
  let other: Caller;

  const send = (who: Caller, method: 'POST' | 'PUT', payload: object) =>
    who.send({ method, url: BASE, payload }).then((r) => r.body);
  const good = {
    source: 'maxkey',
    name: 'MaxKey 单点登录',
    clientId: 'zcps',
    clientSecret: 's3cret-value',
    issuerUrl: 'https://sso.example.test/maxkey',
  };
  const stored = async (source: string) =>
    (await t.database.db.select().from(sysSocialProvider).where(eq(sysSocialProvider.source, source)))[0];

  beforeAll(async () => {
    t = await createTestApp(engine);
    adminTok = await adminToken(t);
    admin = caller(t, adminTok);
    await createUser(t, 'socialstaff', 'secret123');
    staff = caller(t, await tokenOf(t, 'socialstaff', 'secret123'));
    await secondTenant(t, {
      tenantId: '200004',
      userName: 'boss4',
      password: 'secret123',
      perms: 'system:%',
    });
    other = caller(
      t,
      (await login(t, { tenantId: '200004', username: 'boss4', password: 'secret123' })).data.access_token,
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 401 anonymously, 403 without the permissions and refuses other tenants', async () => {
    expect((await caller(t, null).get(`${BASE}/list`)).code).toBe(401);
    expect((await staff.get(`${BASE}/list`)).code).toBe(403);
    expect((await send(staff, 'POST', good)).code).toBe(403);
    expect(await other.get(`${BASE}/list`)).toMatchObject({
      code: 403,
      msg: '客户端与存储配置属于平台，仅平台租户可管理',
    });
    expect((await send(other, 'POST', good)).code).toBe(403);
    expect(await stored('maxkey')).toBeUndefined();
  });

  it('names the field of bad input in the caller’s language and stores nothing', async () => {
    expect(await send(admin, 'POST', { ...good, source: 'Bad Source' })).toMatchObject({
      code: 400,
      msg: expect.stringContaining('平台标识(source)'),
    });
    const en = await caller(t, adminTok, 'en_US')
      .send({ method: 'POST', url: BASE, payload: { ...good, issuerUrl: '' } })
      .then((r) => r.body);
    expect(en).toMatchObject({
      code: 400,
      msg: 'Give Issuer URL (issuerUrl), or both Authorization endpoint (authorizationEndpoint) and Token endpoint (tokenEndpoint)',
    });
    expect((await send(admin, 'POST', { ...good, issuerUrl: 'ftp://x' })).msg).toContain(
      '签发者地址(Issuer)(issuerUrl)',
    );
    expect(await stored('maxkey')).toBeUndefined();
  });

  it('creates, lists with the secret masked, edits keeping the secret, refuses a duplicate source', async () => {
    expect(await send(admin, 'POST', good)).toMatchObject({ code: 200 });
    expect((await stored('maxkey'))?.clientSecret).toBe('s3cret-value');
    expect(await send(admin, 'POST', { ...good, name: '重复' })).toMatchObject({
      code: 500,
      msg: "第三方平台标识'maxkey'已存在",
    });
    const list = await admin.get(`${BASE}/list?source=max`);
    expect(list.total).toBe(1);
    const vo = socialProviderVoSchema.parse(list.rows[0]);
    expect(vo).toMatchObject({ source: 'maxkey', clientSecret: SECRET_MASK, scopes: 'openid profile email' });
    expect(JSON.stringify(list)).not.toContain('s3cret-value');

    const edit = { ...vo, name: 'MaxKey', clientSecret: SECRET_MASK, source: 'renamed', status: '1' };
    expect(await send(admin, 'PUT', edit)).toMatchObject({ code: 200 });
    expect(await stored('maxkey')).toMatchObject({
      name: 'MaxKey',
      clientSecret: 's3cret-value',
      status: '1',
    });
    expect(await stored('renamed')).toBeUndefined();
    expect(await send(admin, 'PUT', { ...edit, clientSecret: 'rotated' })).toMatchObject({ code: 200 });
    expect((await stored('maxkey'))?.clientSecret).toBe('rotated');
    expect(await admin.get(`${BASE}/${vo.id}`)).toMatchObject({
      code: 200,
      data: { clientSecret: SECRET_MASK },
    });
    expect(await admin.get(`${BASE}/999999`)).toMatchObject({ code: 500, msg: '第三方登录配置不存在' });
    const logs = await operLogs(t);
    expect(
      logs.find((l) => l.title === '第三方登录' && l.businessType === BusinessType.INSERT)?.operParam,
    ).not.toContain('s3cret');
  });

  it('deletes providers together with their bindings', async () => {
    const row = (await stored('maxkey'))!;
    await t.database.db.insert(sysSocial).values({
      userId: 1,
      tenantId: '000000',
      authId: 'maxkey:u1',
      source: 'maxkey',
      userName: 'u1',
      accessToken: '',
    });
    expect(await admin.del(`${BASE}/${row.id}`)).toMatchObject({ code: 200 });
    expect(await stored('maxkey')).toBeUndefined();
    expect(await t.database.db.select().from(sysSocial).where(eq(sysSocial.source, 'maxkey'))).toEqual([]);
  });
});
