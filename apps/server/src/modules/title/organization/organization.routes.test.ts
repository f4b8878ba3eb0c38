import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BusinessType,
  DEFAULT_TENANT_ID,
  organizationVoSchema,
  type DeptTreeNode,
  type OrganizationVo,
} from '@zcps/contracts';
import { zcClient, zcOrganization } from '../../../db/schema/index.js';
import { adminToken, createTestApp, routeEngines, type TestApp } from '../../../test/test-app.js';
import { caller, operLogs, tokenOf } from '../../../test/kits/monitor.js';
import {
  badCreditCode,
  creditCode,
  orgRow,
  otherTenantCaller,
  outsiderCaller,
  Role,
  tableCount,
  userWithRole,
  type Caller,
} from '../../../test/kits/title-client.js';

const URL = '/zcps/title/organization';

describe.each(routeEngines)('/title/organization on %s', (engine) => {
  let t: TestApp;
  let admin: Caller;
  let office: Caller;
  let outsider: Caller;
  let other: Caller;

  const send = (who: Caller, method: 'POST' | 'PUT', payload: object) =>
    who.send({ method, url: URL, payload }).then((r) => r.body);
  const list = async (who: Caller, query = ''): Promise<OrganizationVo[]> => {
    const body = await who.get(`${URL}/list${query}`);
    expect(body.code).toBe(200);
    return body.data;
  };
  const byName = async (name: string) =>
    (await list(office, `?orgName=${encodeURIComponent(name)}`)).find((o) => o.orgName === name)!;
  const org = (orgName: string, parentId = 0, extra: object = {}) => ({
    parentId,
    orgName,
    orgType: '1',
    orderNum: 1,
    ...extra,
  });
  const add = async (orgName: string, parentId = 0, extra: object = {}) => {
    expect(await send(office, 'POST', org(orgName, parentId, extra))).toMatchObject({ code: 200 });
    return (await byName(orgName)).orgId;
  };
  const edit = async (name: string, changes: object) => {
    const { parentName: _p, ancestors: _a, createTime: _c, ...row } = await byName(name);
    return send(office, 'PUT', { ...row, ...changes });
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = caller(t, await adminToken(t));
    office = (await userWithRole(t, 'orgoffice', Role.OFFICE)).who;
    outsider = await outsiderCaller(t, 'orgoutsider');
    other = await otherTenantCaller(t, '200031', 'orgboss', 'title:organization:%');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 401 to an anonymous caller and 403 to a user without the permissions; writes nothing', async () => {
    const before = await tableCount(t, zcOrganization);
    expect((await caller(t, null).get(`${URL}/list`)).code).toBe(401);
    expect((await caller(t, null).get(`${URL}/treeselect`)).code).toBe(401);
    for (const path of ['list', '1', 'treeselect', 'list/exclude/1'])
      expect((await outsider.get(`${URL}/${path}`)).code).toBe(403);
    expect((await send(outsider, 'POST', org('越权组织'))).code).toBe(403);
    expect((await send(outsider, 'PUT', { ...org('越权组织'), orgId: 1 })).code).toBe(403);
    expect((await outsider.del(`${URL}/1`)).code).toBe(403);
    expect((await outsider.send({ method: 'POST', url: `${URL}/export` })).body.code).toBe(403);
    expect(await tableCount(t, zcOrganization)).toBe(before);
  });

  it('builds a tree with ancestors; the option tree nests enabled organizations for any title user', async () => {
    const top = await add('省职改办H3', 0, {
      orgType: '2',
      orgCode: creditCode(1),
      contactPhone: '010-66880001',
    });
    const mid = await add('评委会H3', top);
    const leaf = await add('学科组H3', mid, { contactPhone: '13900001111' });
    expect(await byName('学科组H3')).toMatchObject({
      parentId: mid,
      parentName: '评委会H3',
      ancestors: `0,${top},${mid}`,
    });
    const top2 = await byName('省职改办H3');
    expect(() => organizationVoSchema.parse(top2)).not.toThrow();
    expect(top2).toMatchObject({ ancestors: '0', orgCode: creditCode(1), orgType: '2' });
    expect((await office.get(`${URL}/${leaf}`)).data).toMatchObject({ orgName: '学科组H3' });

    const staff = (await userWithRole(t, 'orgstaff', Role.STAFF)).who;
    const tree: DeptTreeNode[] = (await staff.get(`${URL}/treeselect`)).data;
    const root = tree.find((n) => n.id === top)!;
    expect(root.children?.[0]).toMatchObject({ id: mid, label: '评委会H3' });
    expect(root.children?.[0]?.children?.[0]).toMatchObject({ id: leaf });
    const choices = (await office.get(`${URL}/list/exclude/${mid}`)).data as OrganizationVo[];
    expect(choices.map((o) => o.orgId)).toContain(top);
    expect(choices.map((o) => o.orgId)).not.toContain(leaf);
  });

  it('refuses bad input with 400 naming the field, in both languages, and writes nothing', async () => {
    const before = await tableCount(t, zcOrganization);
    const blank = await send(office, 'POST', org(''));
    expect(blank).toMatchObject({ code: 400 });
    expect(blank.msg).toContain('组织名称(orgName)');
    const code = await send(office, 'POST', org('坏代码H3', 0, { orgCode: badCreditCode(2) }));
    expect(code.code).toBe(400);
    expect(code.msg).toContain('统一社会信用代码(orgCode)');
    const phone = await send(office, 'POST', org('坏电话H3', 0, { contactPhone: '12345' }));
    expect(phone.msg).toContain('contactPhone');
    const noType = await send(office, 'POST', { parentId: 0, orgName: '无类型H3', orderNum: 1 });
    expect(noType.msg).toContain('orgType');
    const type = await send(office, 'POST', org('假类型H3', 0, { orgType: '9' }));
    expect(type).toMatchObject({ code: 400, msg: '组织类型(orgType)取值无效' });
    const en = caller(t, await tokenOf(t, 'orgoffice', 'secret123'), 'en_US');
    expect((await send(en, 'POST', org(''))).msg).toContain('Organization name (orgName)');
    expect((await office.get(`${URL}/list?status=7`)).msg).toContain('status');
    expect((await office.del(`${URL}/x`)).code).toBe(400);
    expect(await tableCount(t, zcOrganization)).toBe(before);
  });

  it('keeps names unique under a parent and credit codes unique in the tenant', async () => {
    const top = (await byName('省职改办H3')).orgId;
    expect((await send(office, 'POST', org('评委会H3', top))).msg).toBe(
      "保存组织'评委会H3'失败，同一上级下组织名称已存在",
    );
    const sameCode = await send(office, 'POST', org('另一组织H3', 0, { orgCode: creditCode(1) }));
    expect(sameCode.msg).toContain('统一社会信用代码已被其他组织使用');
    expect((await send(office, 'POST', org('孤儿H3', 999999))).msg).toBe('上级组织不存在');
  });

  it('moves a subtree, rewriting ancestors, and never under itself', async () => {
    const other2 = await add('市人社局H3', 0, { orgType: '3' });
    const mid = (await byName('评委会H3')).orgId;
    const leaf = (await byName('学科组H3')).orgId;
    expect(await edit('评委会H3', { parentId: other2 })).toMatchObject({ code: 200 });
    expect((await orgRow(t, leaf))!.ancestors).toBe(`0,${other2},${mid}`);
    expect((await edit('评委会H3', { parentId: leaf })).msg).toBe(
      "修改组织'评委会H3'失败，上级组织不能是自己的下级组织",
    );
    expect((await edit('评委会H3', { parentId: mid })).msg).toContain('上级组织不能是自己');
    expect(await edit('评委会H3', { parentId: 0 })).toMatchObject({ code: 200 });
    expect((await orgRow(t, mid))!.ancestors).toBe('0');
    expect((await orgRow(t, leaf))!.ancestors).toBe(`0,${mid}`);
  });

  it('disables only leaves of enabled subtrees and adds nothing under a disabled parent', async () => {
    expect((await edit('评委会H3', { status: '1' })).msg).toBe('该组织包含未停用的下级组织，不能停用');
    expect(await edit('学科组H3', { status: '1' })).toMatchObject({ code: 200 });
    expect(await edit('评委会H3', { status: '1' })).toMatchObject({ code: 200 });
    const mid = (await byName('评委会H3')).orgId;
    expect((await send(office, 'POST', org('停用下级H3', mid))).msg).toContain('上级组织已停用');
    expect((await edit('学科组H3', { status: '0' })).msg).toContain('上级组织已停用');
    const tree: DeptTreeNode[] = (await office.get(`${URL}/treeselect`)).data;
    expect(JSON.stringify(tree)).not.toContain('评委会H3');
    expect(await edit('评委会H3', { status: '0' })).toMatchObject({ code: 200 });
  });

  it('deletes leaves only; an organization supervising entrusted units stays', async () => {
    const mid = (await byName('评委会H3')).orgId;
    const leaf = (await byName('学科组H3')).orgId;
    expect(await office.del(`${URL}/${mid}`)).toMatchObject({ code: 601, msg: '存在下级组织，不允许删除' });
    await t.database.db.insert(zcClient).values({
      tenantId: DEFAULT_TENANT_ID,
      orgId: leaf,
      clientName: '被主管单位H3',
      creditCode: creditCode(3),
      unitType: '1',
      contactName: '张三',
      contactPhone: '13900000000',
    });
    expect(await office.del(`${URL}/${leaf}`)).toMatchObject({
      code: 601,
      msg: '组织"学科组H3"下有1个委托单位，不允许删除',
    });
    const spare = await add('待删组织H3', mid);
    expect(await office.del(`${URL}/${spare}`)).toMatchObject({ code: 200 });
    expect((await office.get(`${URL}/${spare}`)).msg).toBe('评审组织不存在');
    expect((await orgRow(t, spare))!.delFlag).toBe('2');
  });

  it('keeps other tenants apart: they see and change nothing here', async () => {
    const mid = await byName('评委会H3');
    expect(await list(other)).toEqual([]);
    expect((await other.get(`${URL}/treeselect`)).data).toEqual([]);
    expect((await other.get(`${URL}/${mid.orgId}`)).msg).toBe('评审组织不存在');
    const renamed = await send(other, 'PUT', { ...org('改名H3'), orgId: mid.orgId });
    expect(renamed.msg).toBe('评审组织不存在');
    expect((await other.del(`${URL}/${mid.orgId}`)).msg).toBe('评审组织不存在');
    expect((await send(other, 'POST', org('他租户子组织', mid.orgId))).msg).toBe('上级组织不存在');
    expect(await orgRow(t, mid.orgId)).toMatchObject({ orgName: '评委会H3', delFlag: '0' });
  });

  it('exports the filtered tree as a real xlsx file with dictionary labels', async () => {
    const { res } = await admin.send({
      method: 'POST',
      url: `${URL}/export`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `orgName=${encodeURIComponent('省职改办H3')}`,
    });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(res.headers['download-filename']))).toMatch(/^评审组织_\d{14}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(2).value).toBe('组织名称');
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(3).value).toBe(creditCode(1));
    expect(sheet.getRow(2).getCell(4).value).toBe('职改办');
  });

  it('records every write in the operation log', async () => {
    const logs = (await operLogs(t)).filter((l) => l.title === '评审组织');
    expect(logs.map((l) => l.businessType)).toEqual(
      expect.arrayContaining([
        BusinessType.INSERT,
        BusinessType.UPDATE,
        BusinessType.DELETE,
        BusinessType.EXPORT,
      ]),
    );
    expect(logs.find((l) => l.operName === 'orgboss')?.tenantId).toBe('200031');
  });
});
