import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TENANT_ID, dossierVoSchema, RECORD_KINDS, RECORD_SPECS } from '@zcps/contracts';
import { zcAttachmentType, zcEmpAttachment, zcEmpTraining } from '../../../db/schema/index.js';
import { adminToken, createTestApp, routeEngines, type TestApp } from '../../../test/test-app.js';
import { caller } from '../../../test/kits/monitor.js';
import { secondTenant } from '../../../test/kits/resource.js';
import { login } from '../../../test/test-app.js';
import { employeeIn, Role, samples, unit, userIn } from '../../../test/kits/employee-dossier.js';

const REVIEWER = 4; // seeded role without any employee permission

type Caller = ReturnType<typeof caller>;
const dossierOf = (who: Caller, id: number) => who.get(`/zcps/employee/info/${id}/dossier`);

describe.each(routeEngines)('/employee/info/{id}/dossier on %s', (engine) => {
  let t: TestApp;
  let admin: Caller;
  let companyA: Caller;
  let companyB: Caller;
  let office: Caller;
  let worker: number;

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = caller(t, await adminToken(t));
    const a = await unit(t, '档案甲');
    const b = await unit(t, '档案乙');
    companyA = (await userIn(t, 'dosa', Role.COMPANY, a.deptId)).as;
    companyB = (await userIn(t, 'dosb', Role.COMPANY, b.deptId)).as;
    office = (await userIn(t, 'dosoffice', Role.OFFICE, 106)).as;
    worker = await employeeIn(t, '档案员工', a);
    for (const kind of RECORD_KINDS) {
      const { body } = await admin.send({
        method: 'POST',
        url: `/zcps${RECORD_SPECS[kind].base}`,
        payload: { employeeId: worker, ...samples[kind] },
      });
      expect(body.code).toBe(200);
    }
    const db = t.database.db;
    const [type] = await db
      .insert(zcAttachmentType)
      .values({ tenantId: DEFAULT_TENANT_ID, typeCode: 'dossier-test', typeName: '学历证书' })
      .returning({ typeId: zcAttachmentType.typeId });
    await db.insert(zcEmpAttachment).values({
      tenantId: DEFAULT_TENANT_ID,
      employeeId: worker,
      typeId: type!.typeId,
      ossId: 42,
      fileName: '毕业证.pdf',
      fileSize: 1024,
      mimeType: 'application/pdf',
      checkStatus: '1',
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the employee, every kind of sub-record and the attachments in one response', async () => {
    const body = await dossierOf(companyA, worker);
    expect(body.code).toBe(200);
    const dossier = dossierVoSchema.parse(body.data);
    expect(dossier.employee).toMatchObject({
      employeeId: worker,
      employeeName: '档案员工',
      clientName: '档案甲',
    });
    for (const kind of RECORD_KINDS) {
      expect(dossier.records[kind]).toHaveLength(1);
      expect(dossier.records[kind][0]).toMatchObject({
        ...samples[kind],
        employeeName: '档案员工',
        checkStatus: '0',
      });
    }
    expect(dossier.attachments).toEqual([
      expect.objectContaining({
        fileName: '毕业证.pdf',
        typeName: '学历证书',
        ossId: '42',
        previewable: true,
      }),
    ]);
  });

  it("holds, field for field, what each kind's own list answers for the employee (times, numbers, flags)", async () => {
    // A checked record has a check time: the dossier reads all kinds in one statement, the lists through drizzle.
    await t.database.db
      .update(zcEmpTraining)
      .set({ checkStatus: '1', checkTime: new Date('2026-01-02T03:04:05.678Z') })
      .where(eq(zcEmpTraining.employeeId, worker));
    const dossier = (await dossierOf(admin, worker)).data;
    for (const kind of RECORD_KINDS) {
      const list = await admin.get(`/zcps${RECORD_SPECS[kind].base}/list?employeeId=${worker}&pageSize=100`);
      expect(list.code).toBe(200);
      expect(dossier.records[kind]).toEqual(list.rows);
      for (const row of dossier.records[kind] as { createTime: string }[])
        expect(row.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    }
    expect(dossier.records.training[0].checkTime).toMatch(/^2026-01-0[12] \d{2}:04:05$/);
  });

  it('lists each kind newest first and shows the office masked identity numbers', async () => {
    await t.database.db.insert(zcEmpTraining).values({
      tenantId: DEFAULT_TENANT_ID,
      employeeId: worker,
      startDate: '2023-05-01',
      courseName: '新课程',
      courseType: '1',
      hours: 8,
    });
    const dossier = (await dossierOf(office, worker)).data;
    expect(dossier.records.training.map((r: { courseName: string }) => r.courseName)).toEqual([
      '新课程',
      '继续教育',
    ]);
    expect(dossier.employee.idCard).toContain('********');
  });

  it('is not found for another unit, a staff member, an unknown id and a deleted employee; 401 anonymous', async () => {
    expect((await dossierOf(companyB, worker)).msg).toBe('人员信息不存在或无权访问');
    expect((await dossierOf(admin, 999999)).msg).toBe('人员信息不存在或无权访问');
    expect((await dossierOf(caller(t, null), worker)).code).toBe(401);
    const staff = (await userIn(t, 'dosstaff', Role.STAFF, 105)).as;
    expect((await dossierOf(staff, worker)).msg).toBe('人员信息不存在或无权访问');
    const gone = await employeeIn(t, '已删除', {});
    expect(await admin.del(`/zcps/employee/info/${gone}`)).toMatchObject({ code: 200 });
    expect((await dossierOf(admin, gone)).msg).toBe('人员信息不存在或无权访问');
  });

  it('answers 403 with the reason to a user without the employee query permission', async () => {
    const reviewer = (await userIn(t, 'dosreviewer', REVIEWER, 105)).as;
    expect(await dossierOf(reviewer, worker)).toMatchObject({
      code: 403,
      msg: '没有访问权限，请联系管理员授权',
      data: null,
    });
  });

  it('keeps tenants apart: each side finds the employees of the other not found', async () => {
    await secondTenant(t, {
      tenantId: '300007',
      userName: 'dosboss',
      password: 'secret123',
      perms: 'employee:info:%',
    });
    const token = (await login(t, { tenantId: '300007', username: 'dosboss', password: 'secret123' })).data
      .access_token;
    const boss = caller(t, token);
    const theirs = await employeeIn(t, '他租户员工', { tenantId: '300007' });
    expect(await dossierOf(boss, worker)).toMatchObject({ code: 500, msg: '人员信息不存在或无权访问' });
    expect(await dossierOf(admin, theirs)).toMatchObject({ code: 500, msg: '人员信息不存在或无权访问' });
    const own = await dossierOf(boss, theirs);
    expect(own.code).toBe(200);
    expect(own.data.employee.employeeName).toBe('他租户员工');
    expect(own.data.attachments).toEqual([]);
  });

  it('refuses a malformed id with 400 naming the field, in both languages', async () => {
    const zh = await admin.get('/zcps/employee/info/x/dossier');
    expect(zh.code).toBe(400);
    expect(zh.msg).toContain('employeeId');
    const en = await admin.send({
      method: 'GET',
      url: '/zcps/employee/info/0/dossier',
      headers: { 'content-language': 'en_US' },
    });
    expect(en.body.code).toBe(400);
    expect(en.body.msg).toContain('employeeId');
    expect(en.body.msg).not.toMatch(/[\u4e00-\u9fff]/);
  });
});
