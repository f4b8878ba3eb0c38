import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportRow } from '@zcps/contracts';
import { adminToken, createTestApp, routeEngines, type TestApp } from '../../../test/test-app.js';
import { caller } from '../../../test/kits/monitor.js';
import { multipartBody } from '../../../test/kits/resource.js';
import { employeeById, idCard, Role, unit, userIn } from '../../../test/kits/employee-dossier.js';

type Caller = ReturnType<typeof caller>;
const INFO = '/zcps/employee/info';

async function sheet(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet('人员信息');
  for (const row of rows) ws.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe.each(routeEngines)('employee import on %s', (engine) => {
  let t: TestApp;
  let admin: Caller;
  let company: Caller;
  let staff: Caller;
  let a: { clientId: number; deptId: number };
  const known = idCard();

  const upload = async (who: Caller, content: Buffer, updateSupport = false) =>
    (
      await who.send({
        method: 'POST',
        url: `${INFO}/importData?updateSupport=${updateSupport}`,
        ...multipartBody('file', 'employees.xlsx', content),
      })
    ).body;

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = caller(t, await adminToken(t));
    a = await unit(t, '导入甲');
    await unit(t, '导入乙');
    company = (await userIn(t, 'impcompany', Role.COMPANY, a.deptId)).as;
    staff = (await userIn(t, 'impstaff', Role.STAFF, 105)).as;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('offers a template whose header an exported sheet shares', async () => {
    const { res } = await company.send({ method: 'POST', url: `${INFO}/importTemplate` });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const header = (workbook.worksheets[0]!.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 4)).toEqual(['姓名', '性别', '身份证号', '联系电话']);
    expect(header).toContain('委托单位');
  });

  it('creates, refuses and (only when asked) updates rows, with one report line each', async () => {
    const header = ['姓名', '性别', '身份证号', '联系电话', '学历', '委托单位', '入职日期', '人员状态'];
    const first = await sheet([
      header,
      ['赵一', '男', known, '13900000001', '大学本科毕业', '导入乙', '2018-03-01', '在职'],
      ['钱二', '女', '110105194912310021', '', '', '', '', ''],
      ['孙三', '男', idCard(), '', '', '不存在的单位', '', ''],
      ['李四', '男', idCard(), '', '学历未知', '', '', ''],
    ]);
    const report = await upload(company, first);
    expect(report).toMatchObject({ code: 200, data: { created: 1, updated: 0, failed: 3 } });
    const reasons = report.data.rows.map((r: ImportRow) => r.reason ?? '');
    expect(reasons[1]).toContain('身份证号(idCard)');
    expect(reasons[2]).toBe('委托单位不存在或已停用：不存在的单位');
    expect(reasons[3]).toBe('学历(education)不是字典中的有效值');
    const [created] = (await company.get(`${INFO}/list?idCard=${known}`)).rows;
    // A company's rows land in its own unit, whatever the sheet names.
    expect(await employeeById(t, created.employeeId)).toMatchObject({
      employeeName: '赵一',
      clientId: a.clientId,
      education: '21',
      hiredDate: '2018-03-01',
    });

    const again = await sheet([header, ['赵一改', '男', known, '', '', '', '', '离职']]);
    expect((await upload(company, again)).data.rows[0]).toMatchObject({
      outcome: 'failed',
      reason: '身份证号已存在（未勾选更新已存在数据）',
    });
    expect((await upload(company, again, true)).data).toMatchObject({ updated: 1 });
    expect(await employeeById(t, created.employeeId)).toMatchObject({ employeeName: '赵一改', status: '1' });
  });

  it('refuses files that are not the template and callers without the import permission', async () => {
    expect(
      (
        await upload(
          company,
          await sheet([
            ['甲', '乙'],
            ['1', '2'],
          ]),
        )
      ).msg,
    ).toBe('导入文件的表头不符合模板（缺少“身份证号”列），请先下载模板');
    expect((await upload(company, Buffer.from('not a workbook'))).msg).toBe('导入文件不是有效的 xlsx 表格');
    expect((await upload(company, await sheet([['身份证号']]))).msg).toBe('导入文件中没有数据');
    expect((await upload(staff, await sheet([['身份证号'], [idCard()]]))).code).toBe(403);
    const missing = await admin.send({ method: 'POST', url: `${INFO}/importData` });
    expect(missing.body).toMatchObject({ code: 400 });
  });
});
