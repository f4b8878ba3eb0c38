import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessType, reviewerPoolVoSchema, type ReviewerPoolVo } from '@zcps/contracts';
import { adminToken, createTestApp, routeEngines, login, type TestApp } from '../../../test/test-app.js';
import { caller, createUser, operLogs, tokenOf } from '../../../test/kits/monitor.js';
import { secondTenant } from '../../../test/kits/resource.js';
import { scopedUser } from '../../../test/kits/system-dept.js';
import { membersOf, reviewerRow, titleFixture } from '../../../test/kits/title-reviewer.js';

type Caller = ReturnType<typeof caller>;
const URL = '/zcps/title/reviewer-pool';
const OFFICE_ROLE = 3;

describe.each(routeEngines)('/title/reviewer-pool on %s', (engine) => {
  let t: TestApp;
  let office: Caller;
  let viewer: Caller;
  let staff: Caller;
  let other: Caller;
  let fx: Awaited<ReturnType<typeof titleFixture>>;

  const body = (changes: object = {}) => ({
    poolName: '工程系列高级评审专家库',
    seriesId: fx.seriesId,
    titleLevel: '2',
    orgId: fx.orgId,
    termStart: '2025-01-01',
    termEnd: '2027-12-31',
    ...changes,
  });
  const send = (who: Caller, method: 'POST' | 'PUT', payload: object) =>
    who.send({ method, url: URL, payload }).then((r) => r.body);
  /** Pools of this file's own series (the seed may hold demo pools). */
  const rows = async (who: Caller, query = ''): Promise<ReviewerPoolVo[]> => {
    const res = await who.get(`${URL}/list?seriesId=${fx.seriesId}${query}`);
    expect(res.code).toBe(200);
    return res.rows;
  };
  const byName = async (name: string) => (await rows(office)).find((p) => p.poolName === name)!;
  const formOf = (pool: ReviewerPoolVo) => {
    const {
      seriesName: _s,
      orgName: _o,
      memberCount: _m,
      availableCount: _a,
      createTime: _c,
      ...form
    } = pool;
    return form;
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    await adminToken(t);
    fx = await titleFixture(t);
    await createUser(t, 'plffice', 'secret123', OFFICE_ROLE);
    office = caller(t, await tokenOf(t, 'plffice', 'secret123'));
    await scopedUser(t, {
      userName: 'plviewer',
      password: 'secret123',
      deptId: 101,
      dataScope: '1',
      perms: ['title:reviewer-pool:list', 'title:reviewer-pool:query'],
    });
    viewer = caller(t, await tokenOf(t, 'plviewer', 'secret123'));
    await createUser(t, 'plstaff', 'secret123');
    staff = caller(t, await tokenOf(t, 'plstaff', 'secret123'));
    await secondTenant(t, {
      tenantId: '200074',
      userName: 'plboss',
      password: 'secret123',
      perms: 'title:reviewer-pool:%',
    });
    const token = (await login(t, { tenantId: '200074', username: 'plboss', password: 'secret123' })).data;
    other = caller(t, token.access_token);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 401 to an anonymous caller and 403 to callers without the permissions', async () => {
    expect((await caller(t, null).get(`${URL}/list`)).code).toBe(401);
    for (const url of ['list', '1', 'optionselect', '1/members', '1/stats', '1/candidates'])
      expect((await staff.get(`${URL}/${url}`)).code).toBe(403);
    expect((await send(staff, 'POST', body())).code).toBe(403);
    expect((await send(viewer, 'POST', body())).code).toBe(403);
    expect((await send(viewer, 'PUT', { ...body(), poolId: 1 })).code).toBe(403);
    expect((await viewer.del(`${URL}/1`)).code).toBe(403);
    expect((await viewer.get(`${URL}/1/candidates`)).code).toBe(403);
    const join = await viewer.send({
      method: 'POST',
      url: `${URL}/1/members`,
      payload: { reviewerIds: [1] },
    });
    expect(join.body.code).toBe(403);
    expect((await viewer.del(`${URL}/1/members/1`)).code).toBe(403);
    expect((await staff.send({ method: 'POST', url: `${URL}/export` })).body.code).toBe(403);
    expect(await rows(viewer)).toEqual([]);
  });

  it('creates pools with a term of at most three years, checking series and organization', async () => {
    expect(await send(office, 'POST', body())).toMatchObject({ code: 200 });
    expect(
      await send(office, 'POST', body({ poolName: '正高库', titleLevel: '1', orgId: null })),
    ).toMatchObject({
      code: 200,
    });
    const pool = await byName('工程系列高级评审专家库');
    expect(() => reviewerPoolVoSchema.parse(pool)).not.toThrow();
    expect(pool).toMatchObject({
      seriesName: 'R工程系列',
      orgName: 'R工程系列评委会',
      termEnd: '2027-12-31',
      memberCount: 0,
      availableCount: 0,
      status: '0',
    });
    expect((await viewer.get(`${URL}/${pool.poolId}`)).data).toMatchObject({ poolName: pool.poolName });
    expect((await send(office, 'POST', body({ poolName: 'x', seriesId: 999999 }))).msg).toBe(
      '职称系列不存在：999999',
    );
    expect((await send(office, 'POST', body({ poolName: 'x', orgId: 999999 }))).msg).toBe(
      '评审组织不存在：999999',
    );
    expect((await rows(office, '&titleLevel=1')).map((p) => p.poolName)).toEqual(['正高库']);
    const options = await viewer.get(`${URL}/optionselect?seriesId=${fx.seriesId}`);
    expect(options.data.map((p: ReviewerPoolVo) => p.poolName)).toEqual(['工程系列高级评审专家库', '正高库']);
    expect((await office.get(`${URL}/list?orderByColumn=remark&isAsc=asc`)).code).toBe(400);
  });

  it('refuses bad input with 400 naming the field and writes nothing', async () => {
    const cases: [object, string][] = [
      [body({ termEnd: '2028-01-01' }), 'termEnd'],
      [body({ termEnd: '2024-12-31' }), 'termEnd'],
      [body({ termStart: '2025-02-30' }), 'termStart'],
      [body({ poolName: '' }), 'poolName'],
      [body({ titleLevel: '7' }), 'titleLevel'],
      [body({ seriesId: 'x' }), 'seriesId'],
    ];
    for (const [payload, field] of cases) {
      const res = await send(office, 'POST', payload);
      expect(res.code).toBe(400);
      expect(res.msg).toContain(field);
    }
    const tooLong = await send(office, 'POST', body({ termEnd: '2028-01-01' }));
    expect(tooLong.msg).toBe('任期结束日期（任期不超过3年）(termEnd)不合法');
    expect((await office.del(`${URL}/1,x`)).msg).toContain('poolIds');
    expect((await office.get(`${URL}/list?status=5`)).msg).toContain('status');
    expect((await rows(office)).length).toBe(2);
  });

  it('updates a pool; a shorter term ends the memberships that ran past it', async () => {
    const pool = await byName('工程系列高级评审专家库');
    const reviewerId = await reviewerRow(t, {
      seriesId: fx.seriesId,
      reviewerName: '任期专家',
      titleLevel: '1',
    });
    const join = await office.send({
      method: 'POST',
      url: `${URL}/${pool.poolId}/members`,
      payload: { reviewerIds: [reviewerId], joinDate: '2025-01-01' },
    });
    expect(join.body).toMatchObject({ code: 200 });
    expect((await membersOf(t, pool.poolId))[0]).toMatchObject({ termEnd: '2027-12-31' });
    const edited = await send(office, 'PUT', { ...formOf(pool), termEnd: '2026-12-31', remark: '缩短任期' });
    expect(edited).toMatchObject({ code: 200 });
    expect(await byName(pool.poolName)).toMatchObject({
      termEnd: '2026-12-31',
      remark: '缩短任期',
      memberCount: 1,
    });
    expect((await membersOf(t, pool.poolId))[0]).toMatchObject({ termEnd: '2026-12-31' });
    const tooLong = await send(office, 'PUT', { ...formOf(pool), termStart: '2024-01-01' });
    expect(tooLong.code).toBe(400);
    expect(tooLong.msg).toContain('termEnd');
  });

  it('keeps other tenants apart', async () => {
    const pool = await byName('工程系列高级评审专家库');
    expect((await other.get(`${URL}/list`)).rows).toEqual([]);
    expect((await other.get(`${URL}/${pool.poolId}`)).msg).toBe('专家库不存在');
    expect((await other.get(`${URL}/${pool.poolId}/members`)).msg).toBe('专家库不存在');
    expect((await other.get(`${URL}/${pool.poolId}/stats`)).msg).toBe('专家库不存在');
    expect((await send(other, 'PUT', { ...formOf(pool), poolName: '外人' })).msg).toBe('专家库不存在');
    expect(await other.del(`${URL}/${pool.poolId}`)).toMatchObject({
      code: 500,
      msg: `以下数据不存在或无权删除：${pool.poolId}`,
    });
    expect((await other.del(`${URL}/${pool.poolId}/members/1`)).msg).toBe('专家库不存在');
    expect(await byName(pool.poolName)).toMatchObject({ memberCount: 1 });
    expect((await send(other, 'POST', body())).msg).toBe(`职称系列不存在：${fx.seriesId}`);
    expect((await other.get(`${URL}/optionselect`)).data).toEqual([]);
  });

  it('exports the pools and deletes them with their memberships', async () => {
    const { res } = await office.send({
      method: 'POST',
      url: `${URL}/export`,
      payload: { seriesId: fx.seriesId },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(2).value).toBe('专家库名称');
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(2).getCell(4).value).toBe('副高级');
    const pool = await byName('工程系列高级评审专家库');
    expect(await office.del(`${URL}/${pool.poolId}`)).toMatchObject({ code: 200 });
    expect((await rows(office)).map((p) => p.poolName)).toEqual(['正高库']);
    expect(await membersOf(t, pool.poolId)).toEqual([]);
    const logs = (await operLogs(t)).filter((l) => l.title === '专家库');
    expect(logs.map((l) => l.businessType)).toEqual(
      expect.arrayContaining([
        BusinessType.INSERT,
        BusinessType.UPDATE,
        BusinessType.DELETE,
        BusinessType.EXPORT,
      ]),
    );
  });
});
