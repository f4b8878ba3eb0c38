import crypto from 'node:crypto';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataScope, type LcRow } from '@zcps/contracts';
import { adminToken, createTestApp, engines, type TestApp } from '../../test/test-app.js';
import { buildEduApp, design } from '../../test/kits/lowcode.js';
import { caller, tokenOf } from '../../test/kits/monitor.js';
import { multipartBody, samples, tempDir } from '../../test/kits/resource.js';
import { scopedUser } from '../../test/kits/system-dept.js';
import { uniqueIndexName } from './design/ddl.js';

type Caller = ReturnType<typeof caller>;

/**
 * What keeps a published object's rows whole beyond the row checks: totals from the count cache (exact, renewed
 * by every write), unique fields as real unique indexes, files only through rows, import by titles, and the
 * hand-over to the code generator.
 */
describe.each(engines)('low-code totals, unique indexes, files and graduation on %s', (engine) => {
  const oss = tempDir('lc-files');
  let t: TestApp;
  let admin: Caller;
  let ids: Awaited<ReturnType<typeof buildEduApp>>;
  let course: number;
  const valid = { study_year: 2025, hours: 10, status: '0' };

  const add = (who: Caller, values: object) =>
    who.send({
      method: 'POST',
      url: '/zcps/lc/edu/hours',
      payload: { ...valid, course_id: course, ...values },
    });
  const list = async (who: Caller, query = '') => {
    const body = (await who.get(`/zcps/lc/edu/hours/list${query}`))!;
    expect(body, JSON.stringify(body)).toMatchObject({ code: 200 });
    return body as unknown as { rows: LcRow[]; total: number };
  };
  const certField = async () => {
    const detail = (await admin.get(`/zcps/lowcode/object/${ids.hoursId}`))!.data;
    return detail.fields.find((f: { name: string }) => f.name === 'cert_no');
  };
  const indexExists = async (name: string) => {
    const found = await t.database.db.execute(sql`SELECT to_regclass(${name}) AS r`);
    return (found as unknown as { rows: { r: unknown }[] }).rows[0]?.r != null;
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { ossDir: oss.dir, ossMaxFileSize: 1024 * 1024 });
    admin = caller(t, await adminToken(t));
    ids = await buildEduApp(admin);
    await design(admin, 'POST', 'field', {
      objectId: ids.hoursId,
      name: 'certificate',
      label: '证书',
      type: 'file',
    });
    await design(admin, 'POST', `app/${ids.appId}/publish`);
    course = (
      await admin.send({ method: 'POST', url: '/zcps/lc/edu/course', payload: { course_name: '公需课' } })
    ).body!.data;
  });
  afterAll(async () => {
    await t?.close();
    oss.remove();
  });

  it('keeps totals in the count cache, exact and renewed by every write through the runtime', async () => {
    expect((await add(admin, { cert_no: 'ZS1' })).body!.code).toBe(200);
    expect((await list(admin)).total).toBe(1);
    // A row written around the runtime is not counted until the runtime changes a row: the total is cached.
    await t.database.db.execute(
      sql`INSERT INTO lc_edu_hours (tenant_id, course_id, study_year, hours, status) VALUES ('000000', ${course}, 2025, 1, '0')`,
    );
    const cached = await list(admin);
    expect(cached.total).toBe(1);
    expect(cached.rows).toHaveLength(2);
    // Other filters are other counts.
    expect((await list(admin, '?study_year=2024')).total).toBe(0);
    const second = (await add(admin, { cert_no: 'ZS2' })).body!;
    expect((await list(admin)).total).toBe(3);
    await admin.send({
      method: 'PUT',
      url: '/zcps/lc/edu/hours',
      payload: { id: second.data, study_year: 2024 },
    });
    expect((await list(admin, '?study_year=2024')).total).toBe(1);
    expect((await admin.del(`/zcps/lc/edu/hours/${second.data}`))!.code).toBe(200);
    expect((await list(admin)).total).toBe(2);
    expect((await list(admin, '?study_year=2024')).total).toBe(0);
    // The caller's data scope is part of the key: a self-scoped user counts only their own rows.
    await scopedUser(t, {
      userName: 'lccount',
      password: 'secret123',
      deptId: 105,
      dataScope: DataScope.SELF,
      perms: ['lc:edu:hours:%'],
    });
    const self = caller(t, await tokenOf(t, 'lccount', 'secret123'));
    expect((await list(self)).total).toBe(0);
    expect((await add(self, { cert_no: 'ZS3' })).body!.code).toBe(200);
    expect((await list(self)).total).toBe(1);
    expect((await list(admin)).total).toBe(3);
  });

  it('renews totals after an import, and reads references by their title as an export writes them', async () => {
    const before = (await list(admin)).total;
    const sheet = new ExcelJS.Workbook();
    const ws = sheet.addWorksheet('rows');
    ws.addRow(['编号', '课程', '年度', '学时', '证书编号', '状态']);
    ws.addRow(['', '公需课', 2023, 5, 'ZS100', '正常']);
    ws.addRow(['', '没有这门课', 2023, 5, 'ZS101', '正常']);
    const upload = multipartBody('file', 'rows.xlsx', Buffer.from(await sheet.xlsx.writeBuffer()));
    const imported = await admin.send({ method: 'POST', url: '/zcps/lc/edu/hours/importData', ...upload });
    expect(imported.body!.data).toMatchObject({ created: 1, failed: 1 });
    expect(imported.body!.data.rows[1].reason).toContain('课程');
    expect((await list(admin)).total).toBe(before + 1);
    expect((await list(admin, '?cert_no=ZS100')).rows[0]).toMatchObject({
      course_id: course,
      course_idLabel: '公需课',
    });
  });

  it('backs a unique field with a unique index per tenant among live rows, racing writers included', async () => {
    const index = uniqueIndexName('lc_edu_hours', 'cert_no');
    expect(await indexExists(index)).toBe(true);
    expect((await add(admin, { cert_no: 'ZS777' })).body!.code).toBe(200);
    if (engine === 'postgres') {
      // A writer that passes the check while another transaction holds the same value uncommitted waits on
      // the index, then answers as the check would.
      const waiting = async () => {
        const found = await t.database.db.execute(sql`SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock'`);
        return (found as unknown as { rows: { n: number }[] }).rows[0]!.n;
      };
      const { pending } = await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO lc_edu_hours (tenant_id, course_id, study_year, hours, status, cert_no)
          VALUES ('000000', ${course}, 2025, 1, '0', 'ZS888')`);
        const pending = add(admin, { cert_no: 'ZS888' });
        await expect.poll(waiting).toBe(1);
        return { pending };
      });
      expect((await pending).body!.msg).toBe("证书编号'ZS888'已存在");
    }
    // Unmarking drops the index; duplicates may then be stored, and marking again is refused while they exist.
    const field = await certField();
    await design(admin, 'PUT', 'field', { ...field, unique: false });
    expect(await indexExists(index)).toBe(false);
    expect((await add(admin, { cert_no: 'ZS777' })).body!.code).toBe(200);
    const refused = await admin.send({
      method: 'PUT',
      url: '/zcps/lowcode/field',
      payload: { ...field, unique: true },
    });
    expect(refused.body!.msg).toBe(
      "字段“证书编号”已有重复的值'ZS777'，不能设为唯一：请先修改或删除重复的数据",
    );
    expect(await indexExists(index)).toBe(false);
    expect((await certField()).unique).toBe(false);
    const dup = (await list(admin, '?cert_no=ZS777')).rows.map((r) => r.id);
    expect((await admin.del(`/zcps/lc/edu/hours/${dup[0]}`))!.code).toBe(200);
    await design(admin, 'PUT', 'field', { ...field, unique: true });
    expect(await indexExists(index)).toBe(true);
    // Long text is keyed on its md5, so a value no B-tree entry could hold is stored, and its twin refused.
    await design(admin, 'POST', 'field', {
      objectId: ids.hoursId,
      name: 'essay',
      label: '心得',
      type: 'textarea',
      unique: true,
    });
    const essay = crypto.randomBytes(4000).toString('hex');
    expect((await add(admin, { essay })).body!.code).toBe(200);
    expect((await add(admin, { essay })).body!.msg).toBe(`心得'${essay}'已存在`);
    // Renaming the column renames its index.
    await design(admin, 'PUT', 'field', { ...field, name: 'cert_code', unique: true });
    expect(await indexExists(uniqueIndexName('lc_edu_hours', 'cert_code'))).toBe(true);
    await design(admin, 'PUT', 'field', { ...field, unique: true });
    expect(await indexExists(index)).toBe(true);
    // A unique field without its index (marked before unique fields had indexes) gets it at the next publish,
    // unless duplicates are stored.
    await t.database.db.execute(sql.raw(`DROP INDEX "${index}"`));
    expect((await add(admin, { cert_no: 'ZS990' })).body!.code).toBe(200);
    await t.database.db.execute(
      sql`INSERT INTO lc_edu_hours (tenant_id, course_id, study_year, hours, status, cert_no) VALUES ('000000', ${course}, 2025, 1, '0', 'ZS990')`,
    );
    const publish = await admin.send({ method: 'POST', url: `/zcps/lowcode/app/${ids.appId}/publish` });
    expect(publish.body!.msg).toBe(
      "字段“证书编号”已有重复的值'ZS990'，不能设为唯一：请先修改或删除重复的数据",
    );
    expect(await indexExists(index)).toBe(false);
    await t.database.db.execute(
      sql`UPDATE lc_edu_hours SET del_flag = '2' WHERE id = (SELECT max(id) FROM lc_edu_hours WHERE cert_no = 'ZS990')`,
    );
    await design(admin, 'POST', `app/${ids.appId}/publish`);
    expect(await indexExists(index)).toBe(true);
  });

  it('uploads files for rows without system:oss rights, names them in lists and serves them only through rows', async () => {
    await scopedUser(t, {
      userName: 'lcfiles',
      password: 'secret123',
      deptId: 105,
      dataScope: DataScope.SELF,
      perms: ['lc:edu:hours:%'],
    });
    const office = caller(t, await tokenOf(t, 'lcfiles', 'secret123'));
    const send = (who: Caller, name: string) =>
      who.send({
        method: 'POST',
        url: '/zcps/lc/edu/hours/upload',
        ...multipartBody('file', name, samples.pdf),
      });
    const uploaded = (await send(office, '证书.pdf')).body!;
    expect(uploaded, JSON.stringify(uploaded)).toMatchObject({ code: 200 });
    const mine = uploaded.data.ossId as string;
    const theirs = (await send(admin, '别人的.pdf')).body!.data.ossId as string;
    // A row cannot claim a file someone else uploaded.
    expect((await add(office, { cert_no: 'ZS500', certificate: theirs })).body!.msg).toBe(
      '证书的文件不存在，请重新上传',
    );
    const row = (await add(office, { cert_no: 'ZS500', certificate: mine })).body!;
    expect(row.code).toBe(200);
    const listed = (await list(office)).rows.find((r) => r.id === row.data)!;
    expect(listed.certificateFiles).toEqual([{ ossId: mine, name: '证书.pdf' }]);
    expect((await office.get(`/zcps/lc/edu/hours/files/${mine},${theirs}`))!.data).toEqual([
      { ossId: mine, name: '证书.pdf' },
    ]);
    const file = await office.send({ method: 'GET', url: `/zcps/lc/edu/hours/file/${mine}` });
    expect(file.res.rawPayload.equals(samples.pdf)).toBe(true);
    expect((await office.get(`/zcps/lc/edu/hours/file/${theirs}`))!.code).not.toBe(200);
    expect((await office.get(`/zcps/resource/oss/download/${mine}`))!.code).toBe(403);
    // Editing keeps a file the row holds, whoever uploaded it.
    expect(
      (
        await admin.send({
          method: 'PUT',
          url: '/zcps/lc/edu/hours',
          payload: { id: row.data, hours: 12, certificate: mine },
        })
      ).body!.code,
    ).toBe(200);
  });

  it('graduates a published object to the code generator once, behind tool:gen:import', async () => {
    const first = (await admin.send({ method: 'POST', url: `/zcps/lowcode/object/${ids.hoursId}/graduate` }))
      .body!;
    expect(first.data).toMatchObject({ created: true });
    const gen = (await admin.get(`/zcps/tool/gen/${first.data.tableId}`))!.data;
    expect(gen.info).toMatchObject({ tableName: 'lc_edu_hours', dataName: 'master' });
    const again = (await admin.send({ method: 'POST', url: `/zcps/lowcode/object/${ids.hoursId}/graduate` }))
      .body!;
    expect(again.data).toEqual({ tableId: first.data.tableId, created: false });
    const self = caller(t, await tokenOf(t, 'lccount', 'secret123'));
    expect(
      (await self.send({ method: 'POST', url: `/zcps/lowcode/object/${ids.hoursId}/graduate` })).body!.code,
    ).toBe(403);
    const fresh = await design(admin, 'POST', 'object', {
      appId: ids.appId,
      objectKey: 'draft',
      label: '草稿',
    });
    const unpublished = (await admin.send({ method: 'POST', url: `/zcps/lowcode/object/${fresh}/graduate` }))
      .body!;
    expect(unpublished.msg).toBe('对象“草稿”尚未发布，发布后才能转为代码');
    expect(
      (await admin.send({ method: 'POST', url: '/zcps/lowcode/object/999999/graduate' })).body!.code,
    ).not.toBe(200);
  });
});
