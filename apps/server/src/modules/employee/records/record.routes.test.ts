import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORD_KINDS, RECORD_SPECS, recordPermissions } from '@zcps/contracts';
import { adminToken, createTestApp, routeEngines, login, type TestApp } from '../../../test/test-app.js';
import { caller, tokenOf } from '../../../test/kits/monitor.js';
import { secondTenant } from '../../../test/kits/resource.js';
import { scopedUser } from '../../../test/kits/system-dept.js';
import { employeeIn, samples, unit } from '../../../test/kits/employee-dossier.js';
import { fieldLabel } from '../../../platform/i18n/field-labels.js';

type Caller = ReturnType<typeof caller>;
const ALL_KINDS = ['employee:%', 'title:wage-level:%', 'title:job-qualification:%'];

/**
 * Every sub-record kind through the one generic kit: the owner (a unit-scoped user with the kind's permissions)
 * keeps its unit's records; a caller without the permissions, an anonymous one, another unit and another tenant
 * get nothing; bad input names the field and writes nothing.
 */
describe.each(routeEngines)('sub-record kinds on %s', (engine) => {
  let t: TestApp;
  let admin: Caller;
  let owner: Caller;
  let rival: Caller;
  let bare: Caller;
  let stranger: Caller;
  let mine: number;
  let theirs: number;

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = caller(t, await adminToken(t));
    const a = await unit(t, '甲单位');
    const b = await unit(t, '乙单位');
    mine = await employeeIn(t, '甲员工', a);
    theirs = await employeeIn(t, '乙员工', b);
    const scoped = async (userName: string, deptId: number, perms: string[]) => {
      await scopedUser(t, { userName, password: 'secret123', deptId, dataScope: '3', perms });
      return caller(t, await tokenOf(t, userName, 'secret123'));
    };
    owner = await scoped('recowner', a.deptId, ALL_KINDS);
    rival = await scoped('recrival', b.deptId, ALL_KINDS);
    bare = await scoped('recbare', a.deptId, ['employee:info:%']);
    await secondTenant(t, { tenantId: '200071', userName: 'recother', password: 'secret123', perms: '%' });
    stranger = caller(
      t,
      (await login(t, { tenantId: '200071', username: 'recother', password: 'secret123' })).data.access_token,
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  describe.each(RECORD_KINDS)('%s', (kind) => {
    const spec = RECORD_SPECS[kind];
    const P = recordPermissions(spec);
    const url = (path = '') => `/zcps${spec.base}${path}`;
    const send = (who: Caller, method: 'POST' | 'PUT', path: string, payload: object) =>
      who.send({ method, url: url(path), payload }).then((r) => r.body);
    const rowsOf = async (who: Caller, query = '') => {
      const body = await who.get(url(`/list?pageSize=100${query}`));
      expect(body.code).toBe(200);
      return body.rows as Record<string, unknown>[];
    };
    const count = async () => (await rowsOf(admin, `&employeeId=${mine}`)).length;
    let recordId: number;

    it('answers 401 to anonymous callers and 403 without the kind permissions', async () => {
      expect((await caller(t, null).get(url('/list'))).code).toBe(401);
      for (const path of ['/list', '/1']) expect((await bare.get(url(path))).code).toBe(403);
      expect((await send(bare, 'POST', '', { employeeId: mine, ...samples[kind] })).code).toBe(403);
      expect((await send(bare, 'PUT', '', { recordId: 1, ...samples[kind] })).code).toBe(403);
      expect((await send(bare, 'PUT', '/submit', { recordIds: [1] })).code).toBe(403);
      expect((await send(bare, 'PUT', '/check', { recordIds: [1], action: 'approve' })).code).toBe(403);
      expect((await bare.del(url('/1'))).code).toBe(403);
      expect((await bare.send({ method: 'POST', url: url('/export') })).body.code).toBe(403);
      expect(P.LIST).toBe(`${spec.prefix}:list`);
      expect(await count()).toBe(0);
    });

    it('lets the owner add, list, read and edit a draft of its own unit', async () => {
      const created = await send(owner, 'POST', '', { employeeId: mine, ...samples[kind], remark: '初稿' });
      expect(created).toMatchObject({ code: 200 });
      const [row] = await rowsOf(owner, `&employeeId=${mine}`);
      expect(row).toMatchObject({
        ...samples[kind],
        employeeId: mine,
        employeeName: '甲员工',
        checkStatus: '0',
      });
      recordId = row!.recordId as number;
      expect((await owner.get(url(`/${recordId}`))).data).toMatchObject({ recordId, remark: '初稿' });
      const edited = await send(owner, 'PUT', '', { recordId, ...samples[kind], remark: '修改' });
      expect(edited).toMatchObject({ code: 200 });
      expect((await owner.get(url(`/${recordId}`))).data.remark).toBe('修改');
      const elsewhere = await send(owner, 'POST', '', { employeeId: theirs, ...samples[kind] });
      expect(elsewhere.msg).toBe(`人员不存在或无权访问：${theirs}`);
    });

    it('shows another unit and another tenant nothing and lets them change nothing', async () => {
      for (const who of [rival, stranger]) {
        expect(await rowsOf(who)).toEqual([]);
        expect((await who.get(url(`/${recordId}`))).msg).toBe(`材料记录不存在或无权访问：${recordId}`);
        const edit = await send(who, 'PUT', '', { recordId, ...samples[kind], remark: '篡改' });
        expect(edit.msg).toBe(`材料记录不存在或无权访问：${recordId}`);
        expect(await send(who, 'PUT', '/submit', { recordIds: [recordId] })).toMatchObject({
          code: 500,
          msg: `材料记录不存在或无权访问：${recordId}`,
        });
        expect(await who.del(url(`/${recordId}`))).toMatchObject({
          code: 500,
          msg: `以下数据不存在或无权删除：${recordId}`,
        });
        const added = await send(who, 'POST', '', { employeeId: mine, ...samples[kind] });
        expect(added.msg).toBe(`人员不存在或无权访问：${mine}`);
      }
      expect((await admin.get(url(`/${recordId}`))).data).toMatchObject({ remark: '修改', checkStatus: '0' });
      expect(await count()).toBe(1);
    });

    it('refuses bad input with 400 naming the field and writes nothing', async () => {
      const required = spec.fields.find((f) => f.required)!;
      const missing = await send(owner, 'POST', '', {
        ...samples[kind],
        employeeId: mine,
        [required.name]: '',
      });
      expect(missing.code).toBe(400);
      expect(missing.msg).toContain(fieldLabel([required.name], 'zh_CN'));
      const coded = spec.fields.find((f) => f.dict);
      if (coded) {
        const unknown = await send(owner, 'POST', '', {
          ...samples[kind],
          employeeId: mine,
          [coded.name]: 'zz',
        });
        expect(unknown).toMatchObject({
          code: 400,
          msg: `${fieldLabel([coded.name], 'zh_CN')}不是字典中的有效值`,
        });
      }
      const noEmployee = await send(owner, 'POST', '', samples[kind]);
      expect(noEmployee.msg).toContain('employeeId');
      expect((await owner.del(url('/1,x'))).code).toBe(400);
      expect(await count()).toBe(1);
    });

    it('submits for checking; approved records can be neither edited nor deleted', async () => {
      expect(await send(owner, 'PUT', '/submit', { recordIds: [recordId] })).toMatchObject({ code: 200 });
      const locked = await send(owner, 'PUT', '', { recordId, ...samples[kind] });
      expect(locked.msg).toBe('只有草稿或已退回的材料可以修改');
      const checked = await send(admin, 'PUT', '/check', { recordIds: [recordId], action: 'approve' });
      expect(checked).toMatchObject({ code: 200 });
      expect((await owner.get(url(`/${recordId}`))).data).toMatchObject({ checkStatus: '4', checkBy: 1 });
      expect((await owner.del(url(`/${recordId}`))).msg).toBe('待审核或已通过的材料不能删除');
      expect(await count()).toBe(1);
    });

    it('exports the caller’s records as a real xlsx file', async () => {
      const { res } = await owner.send({ method: 'POST', url: url(`/export?employeeId=${mine}`) });
      expect(res.headers['content-type']).toContain('spreadsheetml');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      expect(sheet.rowCount).toBe(2);
      expect(sheet.getRow(1).getCell(2).value).toBe('姓名');
      expect(sheet.getRow(2).getCell(2).value).toBe('甲员工');
      const { res: theirsRes } = await rival.send({ method: 'POST', url: url('/export') });
      const other = new ExcelJS.Workbook();
      await other.xlsx.load(theirsRes.rawPayload as unknown as ArrayBuffer);
      expect(other.worksheets[0]!.rowCount).toBe(1);
    });
  });
});
