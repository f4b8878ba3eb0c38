import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessType, DEFAULT_TENANT_ID, tenantVoSchema } from '@zcps/contracts';
import { sysTenant } from '../../../db/schema/index.js';
import { caller, createUser, operLogs, tokenOf } from '../../../test/kits/monitor.js';
import { secondTenant } from '../../../test/kits/resource.js';
import { adminToken, createTestApp, routeEngines, login, type TestApp } from '../../../test/test-app.js';
import { roleCaller } from '../../../test/kits/system-role.js';
import { readSheet } from '../../../test/kits/system-user.js';
import {
  addPackage,
  addTenant,
  platformAdminWith,
  TENANT_URL,
  tenantBody,
  tenantWithAdmin,
  userAndRoleMenus,
} from '../../../test/kits/system-tenant.js';

describe.each(routeEngines)('/system/tenant on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let packageId: number;
  let staff: string;
  let platformAdmin: string;
  let tenantAdmin: string;
  let foreign: string;
  const tenantCount = async () => (await t.database.db.select().from(sysTenant)).length;

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await adminToken(t);
    packageId = await addPackage(t, admin, '基础版', await userAndRoleMenus(t));
    await createUser(t, 'tenantstaff', 'secret123');
    staff = await tokenOf(t, 'tenantstaff', 'secret123');
    platformAdmin = await platformAdminWith(t, 'platadmin', 'system:tenant%');
    tenantAdmin = (await tenantWithAdmin(t, admin, packageId, { companyName: '租户甲', username: 'ta' }))
      .token;
    await secondTenant(t, {
      tenantId: '300003',
      userName: 'fo',
      password: 'secret123',
      perms: 'system:tenant%',
    });
    foreign = (await login(t, { tenantId: '300003', username: 'fo', password: 'secret123' })).data
      .access_token;
  });
  afterAll(async () => t?.close());

  it('lists, filters and shows tenants', async () => {
    const a = caller(t, admin);
    const list = await a.get(`${TENANT_URL}/list?pageNum=1&pageSize=10`);
    expect(list.code).toBe(200);
    expect(list.total).toBeGreaterThanOrEqual(3);
    const first = tenantVoSchema.parse(list.rows[0]);
    expect(first).toMatchObject({ tenantId: DEFAULT_TENANT_ID, accountCount: -1 });
    const byCompany = await a.get(`${TENANT_URL}/list?companyName=${encodeURIComponent('甲')}`);
    expect(byCompany.rows.map((r: { companyName: string }) => r.companyName)).toEqual(['租户甲']);
    const byContact = await a.get(`${TENANT_URL}/list?contactUserName=${encodeURIComponent('张')}`);
    expect(byContact.total).toBe(1);
    expect((await a.get(`${TENANT_URL}/list?contactPhone=13800000000`)).total).toBe(1);
    expect((await a.get(`${TENANT_URL}/list?tenantId=300003`)).rows[0].tenantId).toBe('300003');
    expect((await a.get(`${TENANT_URL}/list?orderByColumn=password&isAsc=asc`)).code).toBe(400);
    expect((await a.get(`${TENANT_URL}/${first.id}`)).data.companyName).toBe(first.companyName);
    expect((await a.get(`${TENANT_URL}/987654`)).code).toBe(500);
  });

  it('requires the creation body encrypted', async () => {
    const before = await tenantCount();
    const plain = await roleCaller(t, admin).post(TENANT_URL, tenantBody(packageId, { companyName: '明文' }));
    expect(plain.code).toBe(403);
    expect(await tenantCount()).toBe(before);
  });

  it('answers 400 naming the field and writes nothing on bad input', async () => {
    const before = await tenantCount();
    const cases: [Record<string, unknown>, string][] = [
      [tenantBody(packageId, { companyName: '' }), '企业名称(companyName)不能为空'],
      [tenantBody(packageId, { contactUserName: undefined }), '联系人(contactUserName)'],
      [tenantBody(packageId, { username: 'x' }), '用户账号(username)'],
      [tenantBody(packageId, { password: '123' }), '用户密码(password)'],
      [tenantBody(packageId, { packageId: undefined }), '租户套餐(packageId)'],
      [tenantBody(packageId, { expireTime: 'next year' }), '过期时间(expireTime)'],
      [tenantBody(packageId, { accountCount: -2 }), '用户数量(accountCount)'],
      [tenantBody(packageId, { status: '9' }), '状态(status)'],
    ];
    for (const [payload, msg] of cases) {
      const res = await addTenant(t, admin, payload);
      expect(res.code, JSON.stringify(payload)).toBe(400);
      expect(res.msg).toContain(msg);
    }
    const en = await caller(t, admin, 'en_US').send({
      method: 'PUT',
      url: TENANT_URL,
      payload: { id: 1, contactUserName: 'x', contactPhone: '1', companyName: '' },
    });
    expect(en.body.msg).toContain('Company name (companyName)');
    expect((await caller(t, admin).del(`${TENANT_URL}/1,x`)).msg).toContain('ids');
    expect(await tenantCount()).toBe(before);
  });

  it('refuses a missing or disabled package and a taken company name', async () => {
    const before = await tenantCount();
    expect((await addTenant(t, admin, tenantBody(999999, { companyName: '无套餐' }))).msg).toBe('套餐不存在');
    const dup = await addTenant(t, admin, tenantBody(packageId, { companyName: '租户甲' }));
    expect(dup.msg).toBe("保存租户'租户甲'失败，企业名称已存在");
    const off = await addPackage(t, admin, '停用版', [1]);
    await roleCaller(t, admin).put('/zcps/system/tenant/package/changeStatus', {
      packageId: off,
      status: '1',
    });
    expect((await addTenant(t, admin, tenantBody(off, { companyName: '停用' }))).msg).toContain('已停用');
    expect(await tenantCount()).toBe(before);
  });

  it('never changes or deletes the platform tenant, and edits others without touching id or package', async () => {
    const sa = roleCaller(t, admin);
    const platform = (await sa.get(`${TENANT_URL}/1`)).data;
    expect((await sa.put(TENANT_URL, { ...platform, companyName: '改名' })).msg).toBe('不允许操作管理租户');
    expect((await sa.put(`${TENANT_URL}/changeStatus`, { id: 1, status: '1' })).msg).toBe(
      '不允许操作管理租户',
    );
    expect((await sa.del(`${TENANT_URL}/1`)).msg).toBe('超管租户不能删除');
    expect((await sa.get(`${TENANT_URL}/1`)).data).toMatchObject({
      status: '0',
      companyName: platform.companyName,
    });

    const row = (await sa.get(`${TENANT_URL}/list?companyName=${encodeURIComponent('租户甲')}`)).rows[0];
    const edited = await sa.put(TENANT_URL, {
      ...row,
      tenantId: '111111',
      packageId: 424242,
      companyName: '租户甲乙',
      intro: '简介',
    });
    expect(edited.code).toBe(200);
    expect((await sa.get(`${TENANT_URL}/${row.id}`)).data).toMatchObject({
      tenantId: row.tenantId,
      packageId,
      companyName: '租户甲乙',
      intro: '简介',
    });
    const other = (await sa.get(`${TENANT_URL}/list?tenantId=300003`)).rows[0];
    const clash = await sa.put(TENANT_URL, {
      ...other,
      companyName: '租户甲乙',
      contactUserName: 'c',
      contactPhone: '1',
    });
    expect(clash.msg).toContain('企业名称已存在');
    const titles = (await operLogs(t)).filter((l) => l.title === '租户管理').map((l) => l.businessType);
    expect(titles).toEqual(expect.arrayContaining([BusinessType.INSERT, BusinessType.UPDATE]));
  });

  it('refuses everyone but the platform super admin', async () => {
    const before = await tenantCount();
    for (const token of [staff, platformAdmin, tenantAdmin, foreign]) {
      const c = roleCaller(t, token);
      expect((await c.get(`${TENANT_URL}/list`)).code).toBe(403);
      expect((await c.get(`${TENANT_URL}/1`)).code).toBe(403);
      expect((await addTenant(t, token, tenantBody(packageId, { companyName: '越权' }))).code).toBe(403);
      expect((await c.put(TENANT_URL, { id: 1 })).code).toBe(403);
      expect((await c.put(`${TENANT_URL}/changeStatus`, { id: 1, status: '1' })).code).toBe(403);
      expect((await c.del(`${TENANT_URL}/2`)).code).toBe(403);
      expect(
        (await c.get(`${TENANT_URL}/syncTenantPackage?tenantId=300003&packageId=${packageId}`)).code,
      ).toBe(403);
      expect((await c.send({ method: 'POST', url: `${TENANT_URL}/export` })).body.code).toBe(403);
      expect((await c.get(`${TENANT_URL}/dynamic/300003`)).code).toBe(403);
    }
    expect(await tenantCount()).toBe(before);
  });

  it('exports the filtered tenants as xlsx with package names', async () => {
    const { res } = await caller(t, admin).send({
      method: 'POST',
      url: `${TENANT_URL}/export`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `companyName=${encodeURIComponent('租户甲')}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['download-filename']).toMatch(/\.xlsx$/);
    const rows = await readSheet(res.rawPayload);
    expect(rows[0]).toContain('企业名称');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual(expect.arrayContaining(['租户甲乙', '基础版', '不限制']));
  });
});
