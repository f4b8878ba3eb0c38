import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessType, ossConfigVoSchema, SECRET_MASK } from '@zcps/contracts';
import { adminToken, createTestApp, routeEngines, login, type TestApp } from '../../../test/test-app.js';
import { caller, createUser, operLogs, tokenOf } from '../../../test/kits/monitor.js';
import { samples, secondTenant, tempDir, upload } from '../../../test/kits/resource.js';
import { sysOssConfig } from '../../../db/schema/index.js';

const URL = '/zcps/resource/oss/config';
const local = (over: Record<string, unknown> = {}) => ({
  configKey: 'disk2',
  bucketName: 'archive',
  endpoint: 'local',
  accessPolicy: '1',
  status: '1',
  remark: '第二块本地存储',
  ...over,
});

describe.each(routeEngines)('/resource/oss/config on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let other: string;
  const oss = tempDir('oss-config');
  const rows = () => t.database.db.select().from(sysOssConfig);
  const send = (token: string, method: 'POST' | 'PUT', url: string, payload: object, lang = 'zh_CN') =>
    caller(t, token, lang)
      .send({ method, url, payload })
      .then((r) => r.body);

  beforeAll(async () => {
    t = await createTestApp(engine, { ossDir: oss.dir });
    admin = await adminToken(t);
    await createUser(t, 'cfgstaff', 'secret123');
    staff = await tokenOf(t, 'cfgstaff', 'secret123');
    await secondTenant(t, {
      tenantId: '200003',
      userName: 'cfgother',
      password: 'secret123',
      perms: 'system:oss%',
    });
    other = (await login(t, { tenantId: '200003', username: 'cfgother', password: 'secret123' })).data
      .access_token;
  });
  afterAll(async () => {
    await t?.close();
    oss.remove();
  });

  it('lists the seeded local store as the default and filters', async () => {
    const a = caller(t, admin);
    const list = await a.get(`${URL}/list`);
    expect(list).toMatchObject({ code: 200, total: 1 });
    expect(ossConfigVoSchema.parse(list.rows[0])).toMatchObject({ configKey: 'local', status: '0' });
    expect((await a.get(`${URL}/list?configKey=nothing`)).total).toBe(0);
    expect((await a.get(`${URL}/${list.rows[0].ossConfigId}`)).data.endpoint).toBe('local');
    expect((await a.get(`${URL}/999999`)).code).toBe(500);
  });

  it('adds, edits and switches the default so exactly one remains; uploads follow the default', async () => {
    expect(await send(admin, 'POST', URL, local())).toMatchObject({ code: 200 });
    expect(await send(admin, 'POST', URL, local())).toMatchObject({
      code: 500,
      msg: "操作配置'disk2'失败，配置key已存在!",
    });
    const a = caller(t, admin);
    const disk2 = (await a.get(`${URL}/list?configKey=disk2`)).rows[0];
    expect(disk2).toMatchObject({ status: '1', secretKey: '', pathStyle: 'Y' });

    const edited = await send(admin, 'PUT', URL, {
      ...local({ remark: '归档' }),
      ossConfigId: disk2.ossConfigId,
    });
    expect(edited.code).toBe(200);
    const status = await send(admin, 'PUT', `${URL}/changeStatus`, {
      ossConfigId: disk2.ossConfigId,
      status: '0',
      configKey: 'disk2',
    });
    expect(status.code).toBe(200);
    const defaults = (await rows()).filter((r) => r.status === '0').map((r) => r.configKey);
    expect(defaults).toEqual(['disk2']);

    const up = await upload(t, admin, '/zcps/resource/oss/upload', 'file', 'to-disk2.pdf', samples.pdf);
    expect(up.code).toBe(200);
    const file = (await a.get('/zcps/resource/oss/list?originalName=to-disk2')).rows[0];
    expect(file.service).toBe('disk2');
    expect((await a.send({ method: 'GET', url: up.data.url })).res.rawPayload).toEqual(samples.pdf);

    // The default cannot just be switched off, nor deleted, nor (holding files) renamed or deleted later.
    const off = await send(admin, 'PUT', `${URL}/changeStatus`, {
      ossConfigId: disk2.ossConfigId,
      status: '1',
    });
    expect(off).toMatchObject({ code: 500, msg: '必须保留一个默认存储：请将另一个配置设为默认' });
    expect((await a.del(`${URL}/${disk2.ossConfigId}`)).msg).toContain('当前默认存储');
    const seeded = (await rows()).find((r) => r.configKey === 'local')!;
    await send(admin, 'PUT', `${URL}/changeStatus`, { ossConfigId: seeded.ossConfigId, status: '0' });
    expect((await rows()).filter((r) => r.status === '0').map((r) => r.configKey)).toEqual(['local']);
    const rename = await send(admin, 'PUT', URL, {
      ...local({ configKey: 'disk3' }),
      ossConfigId: disk2.ossConfigId,
    });
    expect(rename.msg).toContain('1个文件');
    expect((await a.del(`${URL}/${disk2.ossConfigId}`)).msg).toContain('1个文件');
    expect((await a.del(`${URL}/${seeded.ossConfigId}`)).msg).toBe('系统内置，不可删除!');

    // Files stay readable from the store they were written to after the default moved on.
    expect((await a.send({ method: 'GET', url: up.data.url })).res.rawPayload).toEqual(samples.pdf);
    await a.del(`/zcps/resource/oss/${up.data.ossId}`);
    expect(await a.del(`${URL}/${disk2.ossConfigId}`)).toMatchObject({ code: 200 });

    const types = (await operLogs(t)).filter((l) => l.title === '对象存储配置').map((l) => l.businessType);
    expect(types).toEqual(
      expect.arrayContaining([BusinessType.INSERT, BusinessType.UPDATE, BusinessType.DELETE]),
    );
  });

  it('never returns nor logs an S3 secret, and refuses an unreachable store as the default', async () => {
    const s3 = local({
      configKey: 'minio',
      endpoint: '127.0.0.1:9',
      bucketName: 'zcps',
      accessKey: 'minio-user',
      secretKey: 'very-secret-key',
    });
    expect(await send(admin, 'POST', URL, s3)).toMatchObject({ code: 200 });
    const row = (await caller(t, admin).get(`${URL}/list?configKey=minio`)).rows[0];
    expect(row).toMatchObject({ accessKey: 'minio-user', secretKey: SECRET_MASK });
    const bad = await send(admin, 'PUT', `${URL}/changeStatus`, {
      ossConfigId: row.ossConfigId,
      status: '0',
    });
    expect(bad.code).toBe(500);
    expect(bad.msg).toContain("存储'minio'不可用");
    expect((await rows()).find((r) => r.configKey === 'minio')).toMatchObject({
      status: '1',
      secretKey: 'very-secret-key',
    });
    const logs = JSON.stringify(await operLogs(t));
    expect(logs).not.toContain('very-secret-key');
    expect(await caller(t, admin).del(`${URL}/${row.ossConfigId}`)).toMatchObject({ code: 200 });
  });

  it('answers 400 naming the field and writes nothing on bad input', async () => {
    const before = (await rows()).length;
    const cases: [Record<string, unknown>, string][] = [
      [local({ configKey: '' }), '(configKey)不能为空'],
      [local({ bucketName: 'Bad_Bucket' }), '桶名称(bucketName)格式不正确'],
      [local({ endpoint: 'http://x' }), '访问站点(endpoint)格式不正确'],
      [local({ endpoint: 's3.example.com' }), 'accessKey(accessKey)'],
      [local({ endpoint: 's3.example.com', accessKey: 'k' }), '秘钥(secretKey)'],
      [local({ status: '5' }), '状态(status)'],
      [local({ isHttps: 'maybe' }), '是否HTTPS(isHttps)'],
    ];
    for (const [payload, msg] of cases) {
      const res = await send(admin, 'POST', URL, payload);
      expect(res.code, JSON.stringify(payload)).toBe(400);
      expect(res.msg).toContain(msg);
    }
    expect((await send(admin, 'POST', URL, local({ bucketName: '' }), 'en_US')).msg).toContain(
      'Bucket (bucketName)',
    );
    expect((await send(admin, 'PUT', `${URL}/changeStatus`, { ossConfigId: 'x', status: '0' })).code).toBe(
      400,
    );
    expect((await rows()).length).toBe(before);
  });

  it('refuses callers without the permission and callers of another tenant', async () => {
    const before = JSON.stringify(await rows());
    for (const token of [staff, other]) {
      const c = caller(t, token);
      expect((await c.get(`${URL}/list`)).code).toBe(403);
      expect((await c.get(`${URL}/1`)).code).toBe(403);
      expect((await send(token, 'POST', URL, local({ configKey: 'intruder' }))).code).toBe(403);
      expect((await send(token, 'PUT', URL, { ...local(), ossConfigId: 1 })).code).toBe(403);
      expect((await send(token, 'PUT', `${URL}/changeStatus`, { ossConfigId: 1, status: '1' })).code).toBe(
        403,
      );
      expect((await c.del(`${URL}/1`)).code).toBe(403);
    }
    expect((await caller(t, other).get(`${URL}/list`)).msg).toContain('仅平台租户可管理');
    expect(JSON.stringify(await rows())).toBe(before);
  });
});
