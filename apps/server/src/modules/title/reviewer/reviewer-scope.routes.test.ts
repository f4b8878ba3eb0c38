import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysUser, sysUserRole } from '../../../db/schema/index.js';
import { adminToken, createTestApp, routeEngines, login, type TestApp } from '../../../test/test-app.js';
import { caller, createUser, operLogs, tokenOf } from '../../../test/kits/monitor.js';
import { secondTenant } from '../../../test/kits/resource.js';
import { scopedUser } from '../../../test/kits/system-dept.js';
import {
  idCardOf,
  reviewerById,
  reviewerCalls,
  titleFixture,
  type TitleFixture,
} from '../../../test/kits/title-reviewer.js';

type Caller = ReturnType<typeof caller>;
const URL = '/zcps/title/reviewer';
const OFFICE_ROLE = 3;
const REVIEWER_ROLE = 4;

/** Who reaches which reviewer: the reviewer themself, self and dept data scopes, other tenants. */
describe.each(routeEngines)('/title/reviewer scopes on %s', (engine) => {
  let t: TestApp;
  let admin: Caller;
  let office: Caller;
  let other: Caller;
  let fx: TitleFixture;
  let calls: ReturnType<typeof reviewerCalls>;
  const body = (changes: object = {}) => calls.body(changes);
  const send: ReturnType<typeof reviewerCalls>['send'] = (...args) => calls.send(...args);
  const rows: ReturnType<typeof reviewerCalls>['rows'] = (...args) => calls.rows(...args);
  const byName = (name: string) => calls.byName(name);
  const formOf: ReturnType<typeof reviewerCalls>['formOf'] = (vo) => calls.formOf(vo);

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = caller(t, await adminToken(t));
    fx = await titleFixture(t);
    calls = reviewerCalls(fx, admin);
    const officeId = await createUser(t, 'rvsoffice', 'secret123', OFFICE_ROLE);
    await t.database.db.update(sysUser).set({ deptId: 106 }).where(eq(sysUser.userId, officeId));
    office = caller(t, await tokenOf(t, 'rvsoffice', 'secret123'));
    const selfId = await createUser(t, 'rvqself', 'secret123', REVIEWER_ROLE);
    for (const payload of [
      body({ userId: selfId }),
      body({ reviewerName: '李四', idCard: idCardOf(2), titleLevel: '2' }),
      body({ reviewerName: '王五', idCard: '' }),
    ])
      expect(await send(office, 'POST', payload)).toMatchObject({ code: 200 });
    await secondTenant(t, {
      tenantId: '200071',
      userName: 'revboss',
      password: 'secret123',
      perms: 'title:reviewer:%',
    });
    const token = (await login(t, { tenantId: '200071', username: 'revboss', password: 'secret123' })).data;
    other = caller(t, token.access_token);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lets a reviewer see only their own profile and change only its contact fields', async () => {
    const self = caller(t, await tokenOf(t, 'rvqself', 'secret123'));
    // Editing one's own record is not choosing accounts: the picker is the office's.
    expect((await self.get(`${URL}/userOptions`)).code).toBe(403);
    const profile = await self.get(`${URL}/profile`);
    expect(profile.data).toMatchObject({ reviewerName: '张建国', idCard: idCardOf(1) });
    expect(await send(self, 'PUT', { phone: '13911112222', email: '' }, `${URL}/profile`)).toMatchObject({
      code: 200,
    });
    expect(await byName('张建国')).toMatchObject({
      phone: '13911112222',
      email: null,
      unitName: '华信建设集团',
    });
    const badPhone = await send(self, 'PUT', { phone: 'x' }, `${URL}/profile`);
    expect(badPhone.code).toBe(400);
    expect((await admin.get(`${URL}/profile`)).msg).toBe('当前账号未关联评审专家信息');

    // A self-scoped account holding the reviewer permissions reaches only the profile linked to it.
    const selfScoped = await scopedUser(t, {
      userName: 'rvqscoped',
      password: 'secret123',
      deptId: 102,
      dataScope: '5',
      perms: ['title:reviewer:%'],
    });
    // Only an account holding the reviewer role may be linked to an expert.
    await t.database.db.insert(sysUserRole).values({ userId: selfScoped, roleId: REVIEWER_ROLE });
    const scoped = caller(t, await tokenOf(t, 'rvqscoped', 'secret123'));
    expect(await rows(scoped)).toEqual([]);
    const wang = await byName('王五');
    expect((await scoped.get(`${URL}/${wang.reviewerId}`)).msg).toBe('评审专家不存在或无权访问');
    const form = formOf(wang);
    await send(office, 'PUT', { ...form, userId: selfScoped });
    expect((await rows(scoped)).map((r) => r.reviewerName)).toEqual(['王五']);
    const changed = await send(scoped, 'PUT', {
      ...form,
      userId: selfScoped,
      reviewerName: '改名',
      titleLevel: '5',
      phone: '13700000000',
    });
    expect(changed).toMatchObject({ code: 200 });
    expect(await byName('王五')).toMatchObject({ titleLevel: '1', phone: '13700000000' });
    const own = await send(
      scoped,
      'PUT',
      { reviewerId: wang.reviewerId, status: '1' },
      `${URL}/changeStatus`,
    );
    expect(own.msg).toBe('不能修改本人的评审专家状态');
  });

  it('keeps a dept-scoped caller to the reviewers of its dept', async () => {
    await scopedUser(t, {
      userName: 'rvqdept',
      password: 'secret123',
      deptId: 105,
      dataScope: '3',
      perms: ['title:reviewer:%'],
    });
    const dept = caller(t, await tokenOf(t, 'rvqdept', 'secret123'));
    expect((await rows(dept)).map((r) => r.reviewerName)).toEqual(['张建国']);
    const li = await byName('李四');
    expect((await dept.get(`${URL}/${li.reviewerId}`)).msg).toBe('评审专家不存在或无权访问');
    expect(await dept.del(`${URL}/${li.reviewerId}`)).toMatchObject({
      code: 500,
      msg: `以下数据不存在或无权删除：${li.reviewerId}`,
    });
    expect((await reviewerById(t, li.reviewerId))?.delFlag).toBe('0');
  });

  it('keeps other tenants apart and logs their calls as theirs', async () => {
    expect((await other.get(`${URL}/list`)).rows).toEqual([]);
    const li = await byName('李四');
    expect((await other.get(`${URL}/${li.reviewerId}`)).msg).toBe('评审专家不存在或无权访问');
    const form = formOf(li);
    expect((await send(other, 'PUT', { ...form, reviewerName: '外人' })).msg).toBe(
      '评审专家不存在或无权访问',
    );
    expect(
      (
        await send(
          other,
          'PUT',
          { reviewerId: li.reviewerId, status: '2', reason: 'x' },
          `${URL}/changeStatus`,
        )
      ).msg,
    ).toBe('评审专家不存在或无权访问');
    expect(await other.del(`${URL}/${li.reviewerId}`)).toMatchObject({
      code: 500,
      msg: `以下数据不存在或无权删除：${li.reviewerId}`,
    });
    expect(await byName('李四')).toMatchObject({ reviewerName: '李四', status: '0' });
    expect((await send(other, 'POST', body())).msg).toBe(`职称系列不存在：${fx.seriesId}`);
    // The other tenant's picker offers its own reviewer accounts only: it has none.
    expect((await other.get(`${URL}/userOptions`)).data).toEqual([]);
    const logs = (await operLogs(t)).filter((l) => l.title === '评审专家' && l.operName === 'revboss');
    expect(logs.length).toBeGreaterThan(0);
    expect(logs.every((l) => l.tenantId === '200071')).toBe(true);
  });
});
