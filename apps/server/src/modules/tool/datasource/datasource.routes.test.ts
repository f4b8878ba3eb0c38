import crypto from 'node:crypto';
import pg from 'pg';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessType, type DataSourceVo } from '@zcps/contracts';
import { sysDataSource } from '../../../db/schema/index.js';
import { adminToken, createTestApp, engines, login, type TestApp } from '../../../test/test-app.js';
import { caller, createUser, operLogs, tokenOf } from '../../../test/kits/monitor.js';
import { secondTenant } from '../../../test/kits/resource.js';

type Caller = ReturnType<typeof caller>;
const SERVER = process.env.TEST_DATABASE_URL;

function dbUrl(base: string, name: string): string {
  const u = new URL(base);
  u.pathname = `/${name}`;
  return u.toString();
}

async function onServer(statements: string[], database = 'postgres') {
  const client = new pg.Client({ connectionString: dbUrl(SERVER!, database) });
  await client.connect();
  try {
    for (const s of statements) await client.query(s);
  } finally {
    await client.end();
  }
}

describe.each(engines)('/system/dataSource on %s', (engine) => {
  let t: TestApp;
  let admin: Caller;
  let staff: Caller;
  let other: Caller;
  /** A second database on the test PostgreSQL server, when there is one. */
  const second = `zcps_ds_${crypto.randomBytes(5).toString('hex')}`;

  const send = (who: Caller, method: 'POST' | 'PUT', payload: object, url = '/zcps/system/dataSource') =>
    who.send({ method, url, payload }).then((r) => r.body);
  const rows = async (who: Caller = admin): Promise<DataSourceVo[]> => {
    const body = await who.get('/zcps/system/dataSource/list');
    expect(body.code).toBe(200);
    return body.rows;
  };
  const byName = async (name: string) => (await rows()).find((r) => r.name === name)!;
  const stored = async (name: string) => {
    const [row] = await t.database.db.select().from(sysDataSource).where(eq(sysDataSource.name, name));
    return row!;
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = caller(t, await adminToken(t));
    await createUser(t, 'dsstaff', 'secret123');
    staff = caller(t, await tokenOf(t, 'dsstaff', 'secret123'));
    await secondTenant(t, {
      tenantId: '200004',
      userName: 'dsboss',
      password: 'secret123',
      perms: 'system:dataSource:%',
    });
    const token = (await login(t, { tenantId: '200004', username: 'dsboss', password: 'secret123' })).data;
    other = caller(t, token.access_token);
  });
  afterAll(async () => {
    await t?.close();
    if (SERVER) await onServer([`DROP DATABASE IF EXISTS ${second} WITH (FORCE)`]);
  });

  it('answers 401 to an anonymous caller and 403 to a user without the permissions', async () => {
    expect((await caller(t, null).get('/zcps/system/dataSource/list')).code).toBe(401);
    for (const url of ['list', '1'])
      expect((await staff.get(`/zcps/system/dataSource/${url}`)).code).toBe(403);
    const body = { name: 'x', url: 'postgres://h/db' };
    expect((await send(staff, 'POST', body)).code).toBe(403);
    expect((await send(staff, 'PUT', { ...body, dataSourceId: 1 })).code).toBe(403);
    expect(
      (await send(staff, 'PUT', { dataSourceId: 1, status: '1' }, '/zcps/system/dataSource/changeStatus'))
        .code,
    ).toBe(403);
    expect((await send(staff, 'POST', body, '/zcps/system/dataSource/test')).code).toBe(403);
    expect((await staff.del('/zcps/system/dataSource/1')).code).toBe(403);
  });

  it('stores the connection string and password sealed and answers them masked', async () => {
    const created = await send(admin, 'POST', {
      name: 'archive',
      url: 'postgres://reader:s3cret@db.example.invalid:5432/archive',
      username: 'reader',
      password: 'pa55word',
      remark: '档案库',
    });
    expect(created).toMatchObject({ code: 200 });
    const vo = await byName('archive');
    expect(vo).toMatchObject({
      dbType: 'postgresql',
      url: 'postgres://reader:******@db.example.invalid:5432/archive',
      username: 'reader',
      password: '******',
      status: '0',
      remark: '档案库',
    });
    expect((await admin.get(`/zcps/system/dataSource/${vo.dataSourceId}`)).data).toEqual(vo);
    const row = await stored('archive');
    expect(row.urlCipher).not.toContain('s3cret');
    expect(row.passwordCipher).not.toContain('pa55word');
    expect(t.container.secrets.open(row.passwordCipher!)).toBe('pa55word');

    expect(await send(admin, 'PUT', { ...vo, remark: '改了备注' })).toMatchObject({ code: 200 });
    const kept = await stored('archive');
    expect(t.container.secrets.open(kept.urlCipher)).toBe(
      'postgres://reader:s3cret@db.example.invalid:5432/archive',
    );
    expect(t.container.secrets.open(kept.passwordCipher!)).toBe('pa55word');
    await send(admin, 'PUT', {
      ...vo,
      url: 'postgres://reader:******@db2.example.invalid/archive',
      password: 'new',
    });
    const moved = await stored('archive');
    expect(t.container.secrets.open(moved.urlCipher)).toBe(
      'postgres://reader:s3cret@db2.example.invalid/archive',
    );
    expect(t.container.secrets.open(moved.passwordCipher!)).toBe('new');
  });

  it('refuses a taken or reserved name and anything but a PostgreSQL URL', async () => {
    const taken = await send(admin, 'POST', { name: 'archive', url: 'postgres://h/db' });
    expect(taken.msg).toBe("保存数据源'archive'失败，名称已存在");
    expect((await send(admin, 'POST', { name: 'master', url: 'postgres://h/db' })).msg).toBe(
      '数据源名称 master 表示本系统数据库，不能使用',
    );
    const mysql = await send(admin, 'POST', { name: 'legacy', url: 'mysql://h/db' });
    expect(mysql.code).toBe(400);
    expect(mysql.msg).toContain('url');
    expect((await send(admin, 'POST', { name: 'legacy', url: 'postgres:///db' })).msg).toBe(
      '连接地址须为 postgres:// 或 postgresql:// 开头的 PostgreSQL 连接串，并写明主机',
    );
    expect((await rows()).length).toBe(1);
  });

  it('tests a connection and names why it failed', async () => {
    const refused = await send(
      admin,
      'POST',
      { url: 'postgres://u:p@127.0.0.1:1/db' },
      '/zcps/system/dataSource/test',
    );
    expect(refused).toMatchObject({
      code: 500,
      msg: '无法连接数据库服务器 127.0.0.1:1（主机不可达、端口未开放或连接超时）',
    });
    const english = caller(t, await adminToken(t), 'en_US');
    const inEnglish = await send(
      english,
      'POST',
      { url: 'postgres://127.0.0.1:1/db' },
      '/zcps/system/dataSource/test',
    );
    expect(inEnglish.msg).toBe(
      'Cannot reach the database server 127.0.0.1:1 (host unreachable, port closed or connection timed out)',
    );
    const nothing = await send(admin, 'POST', {}, '/zcps/system/dataSource/test');
    expect(nothing.msg).toBe('请填写连接地址，或选择已保存的数据源');
    const archive = await byName('archive');
    const stored = await send(
      admin,
      'POST',
      { dataSourceId: archive.dataSourceId },
      '/zcps/system/dataSource/test',
    );
    expect(stored.msg).toBe('无法连接数据库服务器 db2.example.invalid（主机不可达、端口未开放或连接超时）');
  });

  it.skipIf(!SERVER)(
    'tests, lists and imports from a second PostgreSQL database (needs TEST_DATABASE_URL)',
    async () => {
      await onServer([`CREATE DATABASE ${second}`]);
      await onServer(
        [
          `CREATE TABLE training_hours (id bigserial PRIMARY KEY, user_name varchar(30) NOT NULL, hours numeric(5,1),
          status char(1) NOT NULL DEFAULT '0')`,
          `COMMENT ON TABLE training_hours IS '培训学时表'`,
          `COMMENT ON COLUMN training_hours.status IS '状态(0=正常,1=停用)'`,
        ],
        second,
      );
      const url = dbUrl(SERVER!, second);
      const missing = await send(
        admin,
        'POST',
        { url: dbUrl(SERVER!, `${second}_nope`) },
        '/zcps/system/dataSource/test',
      );
      expect(missing.msg).toBe(`数据库 ${second}_nope 不存在`);
      const ok = await send(admin, 'POST', { url }, '/zcps/system/dataSource/test');
      expect(ok).toMatchObject({ code: 200 });
      expect(ok.msg).toMatch(/^连接成功：PostgreSQL \d+/);
      expect(await send(admin, 'POST', { name: 'training', url })).toMatchObject({ code: 200 });
      expect((await admin.get('/zcps/tool/gen/getDataNames')).data).toEqual([
        'master',
        'archive',
        'training',
      ]);
      const tables = await admin.get('/zcps/tool/gen/db/list?dataName=training');
      expect(tables.rows).toEqual([
        { tableName: 'training_hours', tableComment: '培训学时表', createTime: null, updateTime: null },
      ]);
      const imported = await admin.send({
        method: 'POST',
        url: '/zcps/tool/gen/importTable?tables=training_hours&dataName=training',
      });
      expect(imported.body.code).toBe(200);
      const list = await admin.get('/zcps/tool/gen/list?dataName=training');
      const tableId = list.rows[0].tableId;
      const info = (await admin.get(`/zcps/tool/gen/${tableId}`)).data.info;
      expect(info).toMatchObject({
        dataName: 'training',
        className: 'TrainingHours',
        functionName: '培训学时',
      });
      expect(info.columns.find((c: { columnName: string }) => c.columnName === 'status')).toMatchObject({
        htmlType: 'radio',
        dictType: 'sys_normal_disable',
      });
      await onServer(['ALTER TABLE training_hours ADD COLUMN remark varchar(500)'], second);
      expect((await admin.get(`/zcps/tool/gen/synchDb/${tableId}`)).code).toBe(200);
      expect((await admin.get(`/zcps/tool/gen/column/${tableId}`)).total).toBe(5);

      const training = await byName('training');
      expect((await admin.del(`/zcps/system/dataSource/${training.dataSourceId}`)).msg).toBe(
        '数据源 training 已有导入的代码生成表，请先删除这些表',
      );
      await send(
        admin,
        'PUT',
        { dataSourceId: training.dataSourceId, status: '1' },
        '/zcps/system/dataSource/changeStatus',
      );
      expect((await admin.get('/zcps/tool/gen/getDataNames')).data).toEqual(['master', 'archive']);
      expect((await admin.get(`/zcps/tool/gen/synchDb/${tableId}`)).msg).toBe(
        '数据源 training 不存在或已停用',
      );
      expect(await admin.del(`/zcps/tool/gen/${tableId}`)).toMatchObject({ code: 200 });
      expect(await admin.del(`/zcps/system/dataSource/${training.dataSourceId}`)).toMatchObject({
        code: 200,
      });
    },
  );

  it('disables a source: the generator no longer offers it', async () => {
    const archive = await byName('archive');
    expect((await admin.get('/zcps/tool/gen/getDataNames')).data).toContain('archive');
    const off = await send(
      admin,
      'PUT',
      { dataSourceId: archive.dataSourceId, status: '1' },
      '/zcps/system/dataSource/changeStatus',
    );
    expect(off).toMatchObject({ code: 200 });
    expect((await byName('archive')).status).toBe('1');
    expect((await admin.get('/zcps/tool/gen/getDataNames')).data).not.toContain('archive');
    expect((await admin.get('/zcps/tool/gen/db/list?dataName=archive')).msg).toBe(
      '数据源 archive 不存在或已停用',
    );
  });

  it('keeps other tenants apart', async () => {
    const archive = await byName('archive');
    expect(await rows(other)).toEqual([]);
    expect((await other.get(`/zcps/system/dataSource/${archive.dataSourceId}`)).msg).toBe('数据源不存在');
    expect((await send(other, 'PUT', { ...archive, remark: 'x' })).msg).toBe('数据源不存在');
    const test = await send(
      other,
      'POST',
      { dataSourceId: archive.dataSourceId },
      '/zcps/system/dataSource/test',
    );
    expect(test.msg).toBe('数据源不存在');
    expect(await other.del(`/zcps/system/dataSource/${archive.dataSourceId}`)).toMatchObject({
      code: 500,
      msg: `以下数据不存在或无权删除：${archive.dataSourceId}`,
    });
    expect(await send(other, 'POST', { name: 'archive', url: 'postgres://h/db' })).toMatchObject({
      code: 200,
    });
    expect((await rows(other)).map((r) => r.name)).toEqual(['archive']);
  });

  it('deletes sources and records every write in the operation log', async () => {
    const archive = await byName('archive');
    expect(await admin.del(`/zcps/system/dataSource/${archive.dataSourceId}`)).toMatchObject({ code: 200 });
    expect(await rows()).toEqual([]);
    const logs = (await operLogs(t)).filter((l) => l.title === '数据源配置');
    expect(logs.map((l) => l.businessType)).toEqual(
      expect.arrayContaining([BusinessType.INSERT, BusinessType.UPDATE, BusinessType.DELETE]),
    );
    expect(logs.some((l) => /pa55word|s3cret/.test(JSON.stringify(l)))).toBe(false);
    expect(logs.some((l) => l.operParam?.includes('postgres://reader:******@db.example.invalid'))).toBe(true);
  });
});
