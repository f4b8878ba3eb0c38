import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataScope, type LcObjectDetail, type LcRow } from '@zcps/contracts';
import { sysMenu, sysRole, sysRoleMenu } from '../../db/schema/index.js';
import { adminToken, createTestApp, engines, login, type TestApp } from '../../test/test-app.js';
import { buildEduApp, design } from '../../test/kits/lowcode.js';
import { caller, createUser, tokenOf } from '../../test/kits/monitor.js';
import { multipartBody, secondTenant } from '../../test/kits/resource.js';
import { scopedUser } from '../../test/kits/system-dept.js';

type Caller = ReturnType<typeof caller>;

describe.each(engines)('low-code designer and runtime on %s', (engine) => {
  let t: TestApp;
  let admin: Caller;
  let ids: Awaited<ReturnType<typeof buildEduApp>>;
  let courseA: number;

  const lc = (who: Caller, method: 'POST' | 'PUT', url: string, payload: object) =>
    who.send({ method, url: `/zcps/lc/edu/${url}`, payload }).then((r) => r.body!);
  const rows = async (who: Caller, query = ''): Promise<LcRow[]> => {
    const body = await who.get(`/zcps/lc/edu/hours/list${query}`);
    expect(body, JSON.stringify(body)).toMatchObject({ code: 200 });
    return body!.rows;
  };
  const valid = { study_year: 2025, hours: 12.5, status: '0' };
  const column = async (name: string) => {
    const found = await t.database.db.execute(sql`
      SELECT format_type(a.atttypid, a.atttypmod) AS type FROM pg_attribute a
      WHERE a.attrelid = 'lc_edu_hours'::regclass AND a.attname = ${name} AND NOT a.attisdropped`);
    return (found as unknown as { rows: { type: string }[] }).rows[0]?.type ?? null;
  };
  const detail = async (): Promise<LcObjectDetail> =>
    (await admin.get(`/zcps/lowcode/object/${ids.hoursId}`))!.data;

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = caller(t, await adminToken(t));
    ids = await buildEduApp(admin);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates a real table with the standard columns and comments the code generator imports', async () => {
    const found = await t.database.db.execute(sql`
      SELECT a.attname AS name, col_description(a.attrelid, a.attnum) AS comment FROM pg_attribute a
      WHERE a.attrelid = 'lc_edu_hours'::regclass AND a.attnum > 0 AND NOT a.attisdropped ORDER BY a.attnum`);
    const cols = (found as unknown as { rows: { name: string; comment: string | null }[] }).rows;
    expect(cols.map((c) => c.name)).toEqual([
      'id',
      'tenant_id',
      'dept_id',
      'create_by',
      'create_time',
      'update_by',
      'update_time',
      'del_flag',
      'course_id',
      'study_year',
      'hours',
      'cert_no',
      'status',
      'remark',
    ]);
    expect(cols.find((c) => c.name === 'hours')!.comment).toBe('学时');
    expect(await column('hours')).toBe('numeric(6,1)');
    const d = await detail();
    expect(d.object.tableName).toBe('lc_edu_hours');
    // A default the field itself would refuse is refused before any DDL.
    const badDefault = await admin.send({
      method: 'POST',
      url: '/zcps/lowcode/field',
      payload: { objectId: ids.hoursId, name: 'score', label: '分数', type: 'number', defaultValue: 'abc' },
    });
    expect(badDefault.body!.code).toBe(400);
    expect(await column('score')).toBeNull();
    const scale = await admin.send({
      method: 'POST',
      url: '/zcps/lowcode/field',
      payload: {
        objectId: ids.hoursId,
        name: 'score',
        label: '分数',
        type: 'number',
        precision: 3,
        scale: 5,
      },
    });
    expect(scale.body!.msg).toBe('字段“分数”的小数位不能大于总位数');
    expect(d.pages.form.items.map((i) => ('field' in i ? i.field : ''))).toContain('cert_no');
  });

  it('hands an object table to the code generator unchanged', async () => {
    const imported = await admin.send({
      method: 'POST',
      url: '/zcps/tool/gen/importTable?tables=lc_edu_hours',
    });
    expect(imported.body).toMatchObject({ code: 200 });
    const list = (await admin.get('/zcps/tool/gen/list?tableName=lc_edu_hours'))!;
    const table = list.rows[0];
    expect(table).toMatchObject({ tableName: 'lc_edu_hours', tableComment: '学时登记' });
    const gen = (await admin.get(`/zcps/tool/gen/${table.tableId}`))!.data;
    const columns = gen.rows as { columnName: string; columnComment: string }[];
    expect(columns.find((c) => c.columnName === 'cert_no')?.columnComment).toBe('证书编号');
  });

  it('refuses the runtime of an unpublished object as missing, and unknown apps too', async () => {
    expect((await admin.get('/zcps/lc/edu/hours/list')).code).toBe(404);
    expect((await admin.get('/zcps/lc/nope/hours/list')).code).toBe(404);
    expect((await admin.get('/zcps/lc/Bad-Key/hours/list')).code).toBe(400);
    // Params that cannot form a permission fail closed in the guard.
    expect((await admin.get('/zcps/lc/a.b/hours/list')).code).toBe(403);
  });

  it('publishes menus with the lc codes; the runtime then answers', async () => {
    await design(admin, 'POST', `app/${ids.appId}/publish`);
    const menus = await t.database.db
      .select()
      .from(sysMenu)
      .where(sql`${sysMenu.perms} LIKE 'lc:edu:%'`);
    const page = menus.find((m) => m.perms === 'lc:edu:hours:list')!;
    expect(page).toMatchObject({ menuType: 'C', component: 'lowcode/runtime/index' });
    expect(JSON.parse(page.queryParam!)).toEqual({ app: 'edu', object: 'hours' });
    expect(
      menus
        .filter((m) => m.parentId === page.menuId)
        .map((m) => m.perms)
        .sort(),
    ).toEqual(['add', 'edit', 'export', 'import', 'query', 'remove'].map((op) => `lc:edu:hours:${op}`));
    const meta = (await admin.get('/zcps/lc/edu/hours/meta'))!;
    expect(meta.data.permissions.add).toBe('lc:edu:hours:add');
    expect(await rows(admin)).toEqual([]);
    const logs = (await admin.get(`/zcps/lowcode/app/${ids.appId}/publishLog`))!.data;
    expect(logs[0]).toMatchObject({ action: 'publish' });
  });

  it('validates rows from the metadata, naming the field by its label', async () => {
    courseA = (await lc(admin, 'POST', 'course', { course_name: '继续教育公需课' })).data;
    const missing = await lc(admin, 'POST', 'hours', { ...valid });
    expect(missing).toMatchObject({ code: 400 });
    expect(missing.msg).toContain('课程不能为空');
    const range = await lc(admin, 'POST', 'hours', { ...valid, course_id: courseA, hours: 2000 });
    expect(range.msg).toContain('学时不能大于 1000');
    const option = await lc(admin, 'POST', 'hours', { ...valid, course_id: courseA, status: '9' });
    expect(option.msg).toContain('状态');
    const pattern = await lc(admin, 'POST', 'hours', { ...valid, course_id: courseA, cert_no: 'X1' });
    expect(pattern.msg).toBe('证书编号：须以 ZS 开头后跟数字');
    const tooLong = await lc(admin, 'POST', 'hours', {
      ...valid,
      course_id: courseA,
      cert_no: `ZS${'1'.repeat(30)}`,
    });
    expect(tooLong.msg).toContain('证书编号');
    // Values the column cannot hold answer 400, never a database error.
    for (const bad of [
      { course_id: 'abc' },
      { course_id: 1e30 },
      { study_year: 1e308 },
      { hours: 99999.5 },
      { status: { $gt: '' } },
      { cert_no: ['ZS1'] },
    ]) {
      const answer = await lc(admin, 'POST', 'hours', { ...valid, course_id: courseA, ...bad });
      expect(answer.code, JSON.stringify(bad)).toBe(400);
    }
    const english = await caller(t, await adminToken(t), 'en_US')
      .send({ method: 'POST', url: '/zcps/lc/edu/hours', payload: { ...valid } })
      .then((r) => r.body!);
    expect(english.msg).toContain('课程 is required');
  });

  it('checks references in the tenant and unique values among live rows', async () => {
    const ghost = await lc(admin, 'POST', 'hours', { ...valid, course_id: 999999 });
    expect(ghost.msg).toBe('课程选择的数据不存在');
    const first = await lc(admin, 'POST', 'hours', { ...valid, course_id: courseA, cert_no: 'ZS001' });
    expect(first.code).toBe(200);
    const dup = await lc(admin, 'POST', 'hours', { ...valid, course_id: courseA, cert_no: 'ZS001' });
    expect(dup.msg).toBe("证书编号'ZS001'已存在");
    const list = await rows(admin);
    expect(list[0]).toMatchObject({
      course_id: courseA,
      course_idLabel: '继续教育公需课',
      hours: 12.5,
      statusLabel: '正常',
    });
    // Editing the row keeps its own value; deleting frees it.
    expect((await lc(admin, 'PUT', 'hours', { id: first.data, hours: 8 })).code).toBe(200);
    expect((await admin.del(`/zcps/lc/edu/hours/${first.data}`)).code).toBe(200);
    expect((await lc(admin, 'POST', 'hours', { ...valid, course_id: courseA, cert_no: 'ZS001' })).code).toBe(
      200,
    );
    expect((await admin.del(`/zcps/lc/edu/hours/${first.data}`)).code).not.toBe(200);
  });

  it('filters with the query types of the metadata and sorts on whitelisted fields only', async () => {
    await lc(admin, 'POST', 'hours', {
      ...valid,
      course_id: courseA,
      study_year: 2024,
      hours: 40,
      cert_no: 'ZS777',
    });
    expect((await rows(admin, '?study_year=2024')).map((r) => r.cert_no)).toEqual(['ZS777']);
    expect((await rows(admin, '?cert_no=77')).map((r) => r.cert_no)).toEqual(['ZS777']);
    expect((await rows(admin, '?params[begin_hours]=20&params[end_hours]=50')).map((r) => r.cert_no)).toEqual(
      ['ZS777'],
    );
    const sorted = await rows(admin, '?orderByColumn=hours&isAsc=asc');
    expect(sorted.map((r) => r.hours)).toEqual(
      [...sorted.map((r) => r.hours as number)].sort((a, b) => a - b),
    );
    expect((await admin.get('/zcps/lc/edu/hours/list?orderByColumn=tenant_id&isAsc=asc'))!.code).toBe(400);
    expect((await admin.get('/zcps/lc/edu/hours/list?study_year=abc'))!.code).toBe(400);
  });

  it('refuses data-losing DDL and changes nothing, metadata or table', async () => {
    const before = await detail();
    const cert = before.fields.find((f) => f.name === 'cert_no')!;
    const body = { ...cert, fieldId: cert.fieldId };
    const narrow = await admin.send({
      method: 'PUT',
      url: '/zcps/lowcode/field',
      payload: { ...body, length: 5 },
    });
    expect(narrow.body!.msg).toContain('新增一个字段并复制数据');
    const retype = await admin.send({
      method: 'PUT',
      url: '/zcps/lowcode/field',
      payload: { ...body, type: 'number' },
    });
    expect(retype.body!.msg).toContain('不能从“text”类型改为“number”类型');
    const hours = before.fields.find((f) => f.name === 'hours')!;
    const scale = await admin.send({
      method: 'PUT',
      url: '/zcps/lowcode/field',
      payload: { ...hours, scale: 0 },
    });
    expect(scale.body!.code).toBe(500);
    const drop = await admin.del(`/zcps/lowcode/field/${cert.fieldId}`);
    expect(drop!.msg).toContain('请改为隐藏该字段');
    const dropObject = await admin.del(`/zcps/lowcode/object/${ids.hoursId}`);
    expect(dropObject!.msg).toContain('还有数据');
    expect(await detail()).toEqual(before);
    expect(await column('cert_no')).toBe('character varying(20)');
    expect(await column('hours')).toBe('numeric(6,1)');
  });

  it('renames, widens, hides and drops with one statement each, bumping the rev', async () => {
    const before = await detail();
    const cert = before.fields.find((f) => f.name === 'cert_no')!;
    await design(admin, 'PUT', 'field', { ...cert, name: 'cert_code', length: 40 });
    expect(await column('cert_no')).toBeNull();
    expect(await column('cert_code')).toBe('character varying(40)');
    const after = await detail();
    expect(after.object.rev).toBe(before.object.rev + 1);
    const remark = after.fields.find((f) => f.name === 'remark')!;
    await design(admin, 'DELETE', `field/${remark.fieldId}`);
    expect(await column('remark')).toBeNull();
    const renamed = after.fields.find((f) => f.name === 'cert_code')!;
    await design(admin, 'PUT', 'field', { ...renamed, state: 'hidden' });
    const listed = await rows(admin);
    expect(listed[0]).not.toHaveProperty('cert_code');
    await design(admin, 'PUT', 'field', { ...renamed, state: 'active' });
    expect((await rows(admin)).some((r) => r.cert_code === 'ZS777')).toBe(true);
  });

  it('keeps tenants apart: another tenant sees no app, and app keys are unique across tenants', async () => {
    await secondTenant(t, { tenantId: '200031', userName: 'lcboss', password: 'secret123', perms: 'lc:%' });
    const token = (await login(t, { tenantId: '200031', username: 'lcboss', password: 'secret123' })).data;
    const other = caller(t, token.access_token);
    expect((await other.get('/zcps/lc/edu/hours/list'))!.code).toBe(404);
    expect((await other.get('/zcps/lc/edu/course/1'))!.code).toBe(404);
  });

  it('obeys roles and data scope like any scoped list; a granted role sees the menu, another does not', async () => {
    await scopedUser(t, {
      userName: 'lcself',
      password: 'secret123',
      deptId: 105,
      dataScope: DataScope.SELF,
      perms: ['lc:edu:hours:%', 'lc:edu:course:list'],
    });
    const self = caller(t, await tokenOf(t, 'lcself', 'secret123'));
    expect(await rows(self)).toEqual([]);
    const mine = await lc(self, 'POST', 'hours', { ...valid, course_id: courseA, cert_code: 'ZS900' });
    expect(mine.code).toBe(200);
    expect((await rows(self)).map((r) => r.id)).toEqual([mine.data]);
    expect(
      (await self.get(`/zcps/lc/edu/hours/${(await rows(admin)).find((r) => r.id !== mine.data)!.id}`))!.code,
    ).toBe(500);
    // The console grants a page with its directory (the tree's half-checked parent).
    const [dir] = await t.database.db.select().from(sysMenu).where(eq(sysMenu.path, 'lc-edu'));
    const [role] = await t.database.db.select().from(sysRole).where(eq(sysRole.roleKey, 'scope_lcself'));
    await t.database.db.insert(sysRoleMenu).values({ roleId: role!.roleId, menuId: dir!.menuId });
    await t.container.menus.evictAll();
    const routers = JSON.stringify((await self.get('/zcps/system/menu/getRouters'))!.data);
    expect(routers).toContain('lowcode/runtime/index');
    await createUser(t, 'lcstaff', 'secret123');
    const staff = caller(t, await tokenOf(t, 'lcstaff', 'secret123'));
    expect((await staff.get('/zcps/lc/edu/hours/list'))!.code).toBe(403);
    expect(JSON.stringify((await staff.get('/zcps/system/menu/getRouters'))!.data)).not.toContain(
      'lowcode/runtime',
    );
    expect((await self.get('/zcps/lowcode/app/list'))!.code).toBe(403);
  });

  it('exports with labels, imports with a report per row, and unpublishing hides the menu', async () => {
    const exported = await admin.send({ method: 'POST', url: '/zcps/lc/edu/hours/export' });
    expect(exported.res.headers['content-type'], exported.res.body).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.res.rawPayload as unknown as ArrayBuffer);
    const header = book.worksheets[0]!.getRow(1).values as unknown[];
    expect(header).toContain('证书编号');
    expect(JSON.stringify(book.worksheets[0]!.getRow(2).values)).toContain('继续教育公需课');
    const sheet = new ExcelJS.Workbook();
    const ws = sheet.addWorksheet('rows');
    ws.addRow(['编号', '课程', '年度', '学时', '证书编号', '状态']);
    ws.addRow(['', courseA, 2023, 5, 'ZS555', '正常']);
    ws.addRow(['', courseA, 2023, 5000, 'ZS556', '正常']);
    const upload = multipartBody('file', 'rows.xlsx', Buffer.from(await sheet.xlsx.writeBuffer()));
    const imported = await admin.send({ method: 'POST', url: '/zcps/lc/edu/hours/importData', ...upload });
    expect(imported.body!.data).toMatchObject({ created: 1, failed: 1 });
    expect(imported.body!.data.rows[1].reason).toContain('学时不能大于 1000');
    expect((await rows(admin, '?cert_code=ZS555'))[0]).toMatchObject({ status: '0', study_year: 2023 });
    const json = (await admin.get(`/zcps/lowcode/app/${ids.appId}/export`))!.data;
    expect(json.objects.map((o: { objectKey: string }) => o.objectKey)).toEqual(['course', 'hours']);
    const copyId = await design(admin, 'POST', `app/${ids.appId}/copy`, {
      appKey: 'edu_copy',
      name: '继续教育副本',
    });
    const copied = (await admin.get(`/zcps/lowcode/object/list?appId=${copyId}`))!.data;
    expect(copied.map((o: { tableName: string }) => o.tableName)).toEqual([
      'lc_edu_copy_course',
      'lc_edu_copy_hours',
    ]);
    await design(admin, 'POST', `app/${ids.appId}/unpublish`);
    expect((await admin.get('/zcps/lc/edu/hours/list'))!.code).toBe(404);
    const [page] = await t.database.db.select().from(sysMenu).where(eq(sysMenu.perms, 'lc:edu:hours:list'));
    expect(page!.status).toBe('1');
  });
});
