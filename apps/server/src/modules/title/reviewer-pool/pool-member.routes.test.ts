import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BusinessType,
  type PoolCandidateVo,
  type PoolMemberVo,
  type PoolStats,
  type ReviewerPoolVo,
} from '@zcps/contracts';
import { zcReviewerPool } from '../../../db/schema/index.js';
import { createTestApp, routeEngines, login, type TestApp } from '../../../test/test-app.js';
import { caller, createUser, operLogs, tokenOf } from '../../../test/kits/monitor.js';
import { secondTenant } from '../../../test/kits/resource.js';
import { membersOf, reviewerRow, titleFixture } from '../../../test/kits/title-reviewer.js';

type Caller = ReturnType<typeof caller>;
const URL = '/zcps/title/reviewer-pool';
const OFFICE_ROLE = 3;

const day = (offset: number) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

describe.each(routeEngines)('/title/reviewer-pool/{id} members and stats on %s', (engine) => {
  let t: TestApp;
  let office: Caller;
  let other: Caller;
  let fx: Awaited<ReturnType<typeof titleFixture>>;
  let poolId: number;
  let otherPoolId: number;
  const ids: Record<string, number> = {};

  const join = (who: Caller, payload: object, pool = poolId) =>
    who.send({ method: 'POST', url: `${URL}/${pool}/members`, payload }).then((r) => r.body);
  const members = async (query = ''): Promise<PoolMemberVo[]> => {
    const res = await office.get(`${URL}/${poolId}/members?pageSize=50${query}`);
    expect(res.code).toBe(200);
    return res.rows;
  };
  const names = (rows: { reviewerName: string }[]) => rows.map((r) => r.reviewerName).sort();
  const setStatus = (reviewerId: number, status: string, reason?: string) =>
    office
      .send({
        method: 'PUT',
        url: '/zcps/title/reviewer/changeStatus',
        payload: { reviewerId, status, reason },
      })
      .then((r) => r.body);

  beforeAll(async () => {
    t = await createTestApp(engine);
    fx = await titleFixture(t);
    await createUser(t, 'pmoffice', 'secret123', OFFICE_ROLE);
    office = caller(t, await tokenOf(t, 'pmoffice', 'secret123'));
    const [p0, p1] = fx.professionIds;
    const reviewers: [string, number | null, string, string][] = [
      ['甲', p0, '1', '0'],
      ['乙', p0, '2', '0'],
      ['丙', p1, '2', '0'],
      ['丁', p1, '2', '0'],
      ['戊', p0, '2', '0'],
      ['己', null, '2', '0'],
      ['庚', p0, '3', '0'],
      ['辛', p0, '2', '1'],
    ];
    for (const [name, professionId, titleLevel, status] of reviewers)
      ids[name] = await reviewerRow(t, {
        seriesId: fx.seriesId,
        reviewerName: name,
        professionId,
        titleLevel,
        status,
      });
    const [pool] = await t.database.db
      .insert(zcReviewerPool)
      .values({
        poolName: '成员测试库',
        seriesId: fx.seriesId,
        titleLevel: '2',
        termStart: day(-365),
        termEnd: day(365),
      })
      .returning({ id: zcReviewerPool.poolId });
    poolId = pool!.id;
    await secondTenant(t, {
      tenantId: '200075',
      userName: 'pmboss',
      password: 'secret123',
      perms: 'title:reviewer-pool:%',
    });
    const [theirs] = await t.database.db
      .insert(zcReviewerPool)
      .values({
        tenantId: '200075',
        poolName: '外库',
        seriesId: fx.seriesId,
        titleLevel: '2',
        termStart: day(-1),
        termEnd: day(365),
      })
      .returning({ id: zcReviewerPool.poolId });
    otherPoolId = theirs!.id;
    const token = (await login(t, { tenantId: '200075', username: 'pmboss', password: 'secret123' })).data;
    other = caller(t, token.access_token);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('adds active reviewers holding at least the pool level; a bad batch adds none', async () => {
    expect(
      await join(office, { reviewerIds: [ids['甲'], ids['乙'], ids['丙'], ids['丁'], ids['戊']] }),
    ).toMatchObject({
      code: 200,
    });
    expect(await join(office, { reviewerIds: [ids['己'], ids['庚']] })).toMatchObject({
      code: 500,
      msg: "评审专家'庚'的职称级别低于专家库的评审级别",
    });
    expect((await join(office, { reviewerIds: [ids['辛']] })).msg).toBe(
      "评审专家'辛'不是在库状态，不能加入专家库",
    );
    expect((await join(office, { reviewerIds: [ids['甲']] })).msg).toBe("评审专家'甲'已在该专家库中");
    expect((await join(office, { reviewerIds: [ids['己']], termEnd: day(366) })).msg).toBe(
      `成员任期须在加入日期与专家库任期结束日期（${day(365)}）之间`,
    );
    expect((await join(office, { reviewerIds: [999999] })).msg).toBe('评审专家不存在或无权访问');
    expect(
      await join(office, { reviewerIds: [ids['己']], joinDate: day(-300), termEnd: day(-1) }),
    ).toMatchObject({
      code: 200,
    });
    const rows = await members();
    expect(names(rows)).toEqual(['丁', '丙', '乙', '己', '戊', '甲'].sort());
    expect(rows.find((r) => r.reviewerName === '甲')).toMatchObject({
      joinDate: day(0),
      termEnd: day(365),
      available: true,
      professionName: 'R机械工程',
    });
    expect(rows.find((r) => r.reviewerName === '己')).toMatchObject({ termEnd: day(-1), available: false });
  });

  it('offers as candidates the active reviewers not yet in the pool', async () => {
    const res = await office.get(`${URL}/${poolId}/candidates?seriesId=${fx.seriesId}`);
    expect(names(res.rows as PoolCandidateVo[])).toEqual(['庚']);
    const none = await office.get(
      `${URL}/${poolId}/candidates?seriesId=${fx.seriesId}&reviewerName=${encodeURIComponent('甲')}`,
    );
    expect(none.rows).toEqual([]);
  });

  it('keeps suspended and blacklisted members listed but no longer available', async () => {
    expect(await setStatus(ids['丁']!, '1')).toMatchObject({ code: 200 });
    expect(await setStatus(ids['戊']!, '2', '收受申报人财物')).toMatchObject({ code: 200 });
    expect(await membersOf(t, poolId)).toHaveLength(6);
    const blacklisted = await members('&status=2');
    expect(blacklisted.map((r) => [r.reviewerName, r.status, r.available])).toEqual([['戊', '2', false]]);
    expect(names(await members(`&professionId=${fx.professionIds[1]}`))).toEqual(['丁', '丙'].sort());
  });

  it('counts members per profession and level for the team draw', async () => {
    const stats: PoolStats = (await office.get(`${URL}/${poolId}/stats`)).data;
    const [p0, p1] = fx.professionIds;
    expect(stats.rows).toEqual([
      {
        professionId: p0,
        professionName: 'R机械工程',
        titleLevel: '1',
        available: 1,
        expired: 0,
        suspended: 0,
        blacklisted: 0,
        total: 1,
      },
      {
        professionId: p0,
        professionName: 'R机械工程',
        titleLevel: '2',
        available: 1,
        expired: 0,
        suspended: 0,
        blacklisted: 1,
        total: 2,
      },
      {
        professionId: p1,
        professionName: 'R电子信息',
        titleLevel: '2',
        available: 1,
        expired: 0,
        suspended: 1,
        blacklisted: 0,
        total: 2,
      },
      {
        professionId: null,
        professionName: null,
        titleLevel: '2',
        available: 0,
        expired: 1,
        suspended: 0,
        blacklisted: 0,
        total: 1,
      },
    ]);
    expect(stats.totals).toEqual({ available: 3, expired: 1, suspended: 1, blacklisted: 1, total: 6 });
    const listed: ReviewerPoolVo[] = (await office.get(`${URL}/list?seriesId=${fx.seriesId}`)).rows;
    expect(listed.find((p) => p.poolId === poolId)).toMatchObject({ memberCount: 6, availableCount: 3 });
  });

  it('removes members', async () => {
    expect(await office.del(`${URL}/${poolId}/members/${ids['己']},${ids['甲']}`)).toMatchObject({
      code: 200,
    });
    expect(names(await members())).toEqual(['丁', '丙', '乙', '戊'].sort());
    const stats: PoolStats = (await office.get(`${URL}/${poolId}/stats`)).data;
    expect(stats.totals).toEqual({ available: 2, expired: 0, suspended: 1, blacklisted: 1, total: 4 });
  });

  it('refuses bad input with 400 naming the field', async () => {
    const cases: [object, string][] = [
      [{ reviewerIds: [] }, 'reviewerIds'],
      [{ reviewerIds: ['x'] }, 'reviewerIds'],
      [{ reviewerIds: [ids['甲']], joinDate: '2025-13-01' }, 'joinDate'],
    ];
    for (const [payload, field] of cases) {
      const res = await join(office, payload);
      expect(res.code).toBe(400);
      expect(res.msg).toContain(field);
    }
    expect((await office.del(`${URL}/${poolId}/members/x`)).msg).toContain('reviewerIds');
    const stats = await office.get(`${URL}/x/stats`);
    expect(stats.code).toBe(400);
    expect(stats.msg).toContain('专家库编号(poolId)');
    expect(await membersOf(t, poolId)).toHaveLength(4);
  });

  it("keeps other tenants away from the pool's members and from this tenant's reviewers", async () => {
    expect((await join(other, { reviewerIds: [ids['庚']] })).msg).toBe('专家库不存在');
    expect((await other.get(`${URL}/${poolId}/candidates`)).msg).toBe('专家库不存在');
    expect((await join(other, { reviewerIds: [ids['庚']] }, otherPoolId)).msg).toBe(
      '评审专家不存在或无权访问',
    );
    expect((await other.get(`${URL}/${otherPoolId}/candidates`)).rows).toEqual([]);
    expect(await other.del(`${URL}/${otherPoolId}/members/${ids['乙']}`)).toMatchObject({
      code: 500,
      msg: `以下数据不存在或无权删除：${ids['乙']}`,
    });
    expect(await membersOf(t, poolId)).toHaveLength(4);
    expect(await membersOf(t, otherPoolId)).toEqual([]);
  });

  it('exports the members as the page lists them, with labels; only with title:pool-member:export', async () => {
    const exportOf = (who: Caller, pool = poolId, payload: object = {}) =>
      who.send({ method: 'POST', url: `${URL}/${pool}/members/export`, payload });
    const listed = await members();
    const { res } = await exportOf(office);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('专家库成员');
    expect(sheet.getRow(1).getCell(2).value).toBe('专家姓名');
    expect(sheet.rowCount).toBe(listed.length + 1);
    const column = (n: number) => listed.map((_r, i) => sheet.getRow(i + 2).getCell(n).value);
    expect(column(2)).toEqual(listed.map((r) => r.reviewerName));
    expect(column(6)).toContain('副高级');
    const narrowed = await exportOf(office, poolId, { reviewerName: '乙' });
    await book.xlsx.load(narrowed.res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.rowCount).toBe(2);

    await createUser(t, 'pmnoexport', 'secret123');
    const plain = caller(t, await tokenOf(t, 'pmnoexport', 'secret123'));
    expect((await exportOf(plain)).body).toMatchObject({ code: 403, msg: '没有访问权限，请联系管理员授权' });
    expect((await exportOf(other)).body.code).toBe(403); // their role holds title:reviewer-pool:* only
    await secondTenant(t, {
      tenantId: '200076',
      userName: 'pmexporter',
      password: 'secret123',
      perms: 'title:pool-member:%',
    });
    const token = (await login(t, { tenantId: '200076', username: 'pmexporter', password: 'secret123' }))
      .data;
    expect((await exportOf(caller(t, token.access_token))).body).toMatchObject({
      code: 500,
      msg: '专家库不存在',
    });
    const bad = (await exportOf(office, 'x' as unknown as number)).body;
    expect(bad.code).toBe(400);
    expect(bad.msg).toContain('专家库编号(poolId)');
    const logs = (await operLogs(t)).filter((l) => l.title === '专家库');
    const exports = logs.filter((l) => l.businessType === BusinessType.EXPORT);
    // both exports of the office succeed; the refused ones are logged as failures
    expect(exports.filter((l) => l.status === 0 && l.operName === 'pmoffice')).toHaveLength(2);
    expect(exports.filter((l) => l.status !== 0).map((l) => l.errorMsg)).toContain('专家库不存在');
  });
});
