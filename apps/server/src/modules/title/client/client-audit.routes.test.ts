import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TitleClientVo } from '@zcps/contracts';
import { sysDept } from '../../../db/schema/index.js';
import { adminToken, createTestApp, routeEngines, type TestApp } from '../../../test/test-app.js';
import { caller } from '../../../test/kits/monitor.js';
import {
  clientIdByName,
  clientRow,
  creditCode,
  deptById,
  employeeOf,
  linkAccount,
  relogin,
  Role,
  userDept,
  userWithRole,
  type Caller,
} from '../../../test/kits/title-client.js';

const URL = '/zcps/title/client';
const LONG = '某某省某某市某某区第一人民医院附属职业技术学院继续教育学院培训部'; // 32 characters

describe.each(routeEngines)('/title/client audit on %s', (engine) => {
  let t: TestApp;
  let admin: Caller;
  let office: Caller;
  let companyA: { userId: number; who: Caller };
  let companyB: { userId: number; who: Caller };
  let idA: number;
  let idB: number;

  const send = (who: Caller, method: 'POST' | 'PUT', payload: object, url = URL) =>
    who.send({ method, url, payload }).then((r) => r.body);
  const audit = (who: Caller, clientId: number, action: 'approve' | 'reject', auditReason?: string) =>
    send(who, 'PUT', { clientId, action, auditReason }, `${URL}/audit`);
  const rows = async (who: Caller): Promise<TitleClientVo[]> => (await who.get(`${URL}/list`)).rows;
  const unit = (clientName: string, n: number) => ({
    clientName,
    creditCode: creditCode(n),
    unitType: '3',
    contactName: '赵科长',
    contactPhone: '0571-88886666',
  });
  const create = async (clientName: string, n: number) => {
    expect(await send(office, 'POST', unit(clientName, n))).toMatchObject({ code: 200 });
    return clientIdByName(t, clientName);
  };
  const asEdit = (row: TitleClientVo, changes: object = {}) => ({
    clientId: row.clientId,
    clientName: row.clientName,
    creditCode: row.creditCode,
    unitType: row.unitType,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    orgId: row.orgId,
    licenceOssId: row.licenceOssId,
    status: row.status,
    ...changes,
  });

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = caller(t, await adminToken(t));
    office = (await userWithRole(t, 'audoffice', Role.OFFICE)).who;
    companyA = await userWithRole(t, 'audcompa', Role.COMPANY);
    companyB = await userWithRole(t, 'audcompb', Role.COMPANY);
    idA = await create('甲单位H3', 31);
    idB = await create('乙单位H3', 32);
    await linkAccount(t, idA, companyA.userId);
    await linkAccount(t, idB, companyB.userId);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lets a company see, fix and resubmit only the unit it registered after a rejection', async () => {
    expect((await rows(companyA.who)).map((r) => r.clientId)).toEqual([idA]);
    expect((await audit(companyA.who, idA, 'approve')).code).toBe(403);
    expect(await audit(office, idA, 'reject', '营业执照不清晰')).toMatchObject({ code: 200 });
    expect(await clientRow(t, idA)).toMatchObject({ auditStatus: '2', auditReason: '营业执照不清晰' });
    expect((await audit(office, idA, 'approve')).msg).toBe("委托单位'甲单位H3'不是待审核状态，不能审核");

    const [mine] = await rows(companyA.who);
    const fixed = asEdit(mine!, { clientName: '甲单位（更正）H3', auditStatus: '1' });
    expect(await send(companyA.who, 'PUT', fixed)).toMatchObject({ code: 200 });
    expect(await clientRow(t, idA)).toMatchObject({ clientName: '甲单位（更正）H3', auditStatus: '2' });
    expect((await send(companyA.who, 'PUT', {}, `${URL}/${idB}/resubmit`)).msg).toBe('委托单位不存在');
    expect(await send(companyA.who, 'PUT', {}, `${URL}/${idA}/resubmit`)).toMatchObject({ code: 200 });
    expect((await clientRow(t, idA))!.auditStatus).toBe('0');
    expect((await send(companyA.who, 'PUT', {}, `${URL}/${idA}/resubmit`)).msg).toContain('未被驳回');
    expect((await companyA.who.get(`${URL}/${idB}`)).msg).toBe('委托单位不存在');
  });

  it('approving creates the unit dept under 委托单位 and moves its account there', async () => {
    // The user list has its dept tree cached before the approval: the approval must invalidate it.
    expect((await admin.get('/zcps/system/user/list?deptId=104')).code).toBe(200);
    expect(await audit(office, idA, 'approve')).toMatchObject({ code: 200 });
    const row = (await clientRow(t, idA))!;
    expect(row).toMatchObject({ auditStatus: '1', auditReason: null });
    expect(row.auditTime).toBeInstanceOf(Date);
    const dept = (await deptById(t, row.deptId!))!;
    expect(dept).toMatchObject({ parentId: 104, ancestors: '0,100,104', deptName: '甲单位（更正）H3' });
    expect(await userDept(t, companyA.userId)).toBe(row.deptId);
    const users = await admin.get(`/zcps/system/user/list?deptId=${row.deptId}`);
    expect(users.rows.map((u: { userName: string }) => u.userName)).toEqual(['audcompa']);
    const tree = await admin.get('/zcps/system/user/deptTree');
    expect(JSON.stringify(tree.data)).toContain('甲单位（更正）H3');
    // the account signs in again and then reaches its own unit by its new dept
    expect((await companyA.who.get(`${URL}/list`)).code).toBe(401);
    companyA.who = await relogin(t, 'audcompa');
    expect((await rows(companyA.who)).map((r) => r.clientId)).toEqual([idA]);
  });

  it('another company sees and changes nothing of a unit not its own', async () => {
    expect(await audit(office, idB, 'approve')).toMatchObject({ code: 200 });
    companyB.who = await relogin(t, 'audcompb');
    const deptA = (await clientRow(t, idA))!.deptId;
    const deptB = (await clientRow(t, idB))!.deptId;
    expect(deptB).not.toBe(deptA);
    expect((await rows(companyB.who)).map((r) => r.clientId)).toEqual([idB]);
    expect((await companyB.who.get(`${URL}/${idA}`)).msg).toBe('委托单位不存在');
    const [a] = await rows(companyA.who);
    expect((await send(companyB.who, 'PUT', asEdit(a!, { contactName: '冒充' }))).msg).toBe('委托单位不存在');
    expect((await companyB.who.get(`${URL}/${idA}/licence`)).msg).toBe('委托单位不存在');
    expect((await clientRow(t, idA))!.contactName).toBe('赵科长');
  });

  it('a company changes its approved unit contact data only, never its registration', async () => {
    const [mine] = await rows(companyA.who);
    const contact = asEdit(mine!, { contactName: '钱主任', contactPhone: '13912345678', email: 'a@a.cn' });
    expect(await send(companyA.who, 'PUT', contact)).toMatchObject({ code: 200 });
    expect(await clientRow(t, idA)).toMatchObject({
      contactName: '钱主任',
      email: 'a@a.cn',
      auditStatus: '1',
    });
    for (const change of [{ clientName: '改名H3' }, { creditCode: creditCode(39) }, { status: '1' }])
      expect((await send(companyA.who, 'PUT', { ...contact, ...change })).msg).toContain('只能由评审办修改');
    expect((await clientRow(t, idA))!.clientName).toBe('甲单位（更正）H3');
    // the office may still correct the registration of an approved unit
    expect(await send(office, 'PUT', { ...contact, clientName: '甲单位H3' })).toMatchObject({ code: 200 });
  });

  it('gives units whose names collide in 30 characters depts of their own, with or without an account', async () => {
    const first = await create(LONG, 33);
    const second = await create(`${LONG}二部`, 34);
    expect(await audit(office, first, 'approve')).toMatchObject({ code: 200 });
    expect(await audit(office, second, 'approve')).toMatchObject({ code: 200 });
    const a = (await deptById(t, (await clientRow(t, first))!.deptId!))!;
    const b = (await deptById(t, (await clientRow(t, second))!.deptId!))!;
    expect(a.deptName).toBe(LONG.slice(0, 30));
    expect(b.deptName).toBe(`${LONG.slice(0, 30 - `-${second}`.length)}-${second}`);
  });

  it('an approval that cannot make the dept changes nothing', async () => {
    const id = await create('丙单位H3', 35);
    const company = await userWithRole(t, 'audcompc', Role.COMPANY);
    await linkAccount(t, id, company.userId);
    await t.database.db.update(sysDept).set({ status: '1' }).where(eq(sysDept.deptId, 104));
    try {
      expect((await audit(office, id, 'approve')).msg).toBe('部门停用，不允许新增');
    } finally {
      await t.database.db.update(sysDept).set({ status: '0' }).where(eq(sysDept.deptId, 104));
    }
    expect(await clientRow(t, id)).toMatchObject({ auditStatus: '0', deptId: null });
    expect(await userDept(t, company.userId)).toBe(105);
  });

  it('refuses to delete a unit with employee records and deletes the others', async () => {
    await employeeOf(t, idB, 'H3TEST00000000001X');
    const spare = await create('待删单位H3', 36);
    expect(await office.del(`${URL}/${spare},${idB}`)).toMatchObject({
      code: 601,
      msg: '委托单位"乙单位H3"下有1名人员，不允许删除',
    });
    expect((await clientRow(t, spare))!.delFlag).toBe('0');
    expect(await office.del(`${URL}/${spare}`)).toMatchObject({ code: 200 });
    expect((await clientRow(t, spare))!.delFlag).toBe('2');
    expect((await office.get(`${URL}/${spare}`)).msg).toBe('委托单位不存在');
  });
});
