import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardAnalysisSchema, type DashboardAnalysis } from '@zcps/contracts';
import { sysUser } from '../../db/schema/index.js';
import { caller } from '../../test/kits/monitor.js';
import { adminToken, createTestApp, routeEngines, type TestApp } from '../../test/test-app.js';
import { clearLoginLog, declaration, inside, loginRow, tenantUser } from '../../test/kits/dashboard.js';

const URL = '/zcps/dashboard/analysis';
const T = '200081';
const OTHER = '200082';
const pad = (n: number) => String(n).padStart(2, '0');

describe.each(routeEngines)('/dashboard/analysis on %s', (engine) => {
  let t: TestApp;
  let boss: Awaited<ReturnType<typeof tenantUser>>['as'];
  let staff: Awaited<ReturnType<typeof tenantUser>>['as'];
  let other: Awaited<ReturnType<typeof tenantUser>>['as'];
  const now = new Date();
  const monthStart = (back: number) => new Date(now.getFullYear(), now.getMonth() - back, 1);
  const monday = (back: number) =>
    new Date(now.getFullYear(), now.getMonth(), now.getDate() - ((now.getDay() + 6) % 7) - 7 * back);
  /** Submit times of the live, submitted declarations of T (for the year figure). */
  const submitted: Date[] = [];

  const submit = async (tenantId: string, back: number, approvalStatus: string, more = {}) => {
    const submitTime = inside(monthStart(back), now);
    if (tenantId === T && !('delFlag' in more)) submitted.push(submitTime);
    await declaration(t, tenantId, { stage: 'prepare', approvalStatus, submitTime, ...more });
  };
  const analysis = async (who: typeof boss): Promise<DashboardAnalysis> => {
    const res = await who.get(URL);
    expect(res.code).toBe(200);
    return dashboardAnalysisSchema.parse(res.data);
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    boss = (await tenantUser(t, T, 'anboss', ['dashboard:%'])).as;
    staff = (await tenantUser(t, T, 'anstaff', ['dashboard:workplace:%'])).as;
    other = (await tenantUser(t, OTHER, 'another', ['dashboard:%'])).as;
    await t.database.db
      .insert(sysUser)
      .values({ tenantId: T, userName: 'angone', nickName: 'angone', delFlag: '2' });
    await clearLoginLog(t, T);
    await clearLoginLog(t, OTHER);

    await submit(T, 0, '0');
    await submit(T, 0, '4', { stage: 'group-review' });
    await submit(T, 1, '1');
    await submit(T, 3, '6', { stage: 'final' });
    await submit(T, 3, '6', { stage: 'final' });
    await submit(T, 3, '3');
    await submit(T, 11, '2');
    await submit(T, 12, '0');
    await declaration(t, T, { stage: 'draft' });
    await submit(T, 0, '6', { delFlag: '2' });
    await submit(OTHER, 0, '6', { stage: 'final' });

    const at = (back: number) => inside(monday(back), now);
    await loginRow(t, T, 'u1', at(0));
    await loginRow(t, T, 'u1', at(0));
    await loginRow(t, T, 'u2', at(0), { clientKey: 'app', deviceType: 'android' });
    await loginRow(t, T, 'u2', at(1), { clientKey: 'app', deviceType: 'android' });
    await loginRow(t, T, 'u6', at(1), { clientKey: 'xcx', deviceType: 'wechat', msg: 'Login succeeded' });
    await loginRow(t, T, 'u3', at(3));
    await loginRow(t, T, 'u4', at(5));
    await loginRow(t, T, 'u7', at(9));
    await loginRow(t, T, 'u5', at(0), { status: '1', msg: '密码输入错误' });
    await loginRow(t, T, 'u1', at(0), { clientKey: 'app', deviceType: 'android', msg: '退出成功' });
    await loginRow(t, T, 'u8', at(0), { clientKey: '', deviceType: '', msg: '注册成功' });
    await loginRow(t, OTHER, 'u1', at(0));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 401 to an anonymous caller and 403 without dashboard:analysis:list', async () => {
    expect((await caller(t, null).get(URL)).code).toBe(401);
    const res = await staff.get(URL);
    expect(res).toMatchObject({ code: 403 });
  });

  it('counts submitted declarations per month over 12 months, empty months as zero', async () => {
    const { declarationsByMonth: months } = await analysis(boss);
    expect(months.map((m) => m.month)).toEqual(
      Array.from({ length: 12 }, (_, i) => {
        const start = monthStart(11 - i);
        return `${start.getFullYear()}-${pad(start.getMonth() + 1)}`;
      }),
    );
    expect(months.map((m) => m.total)).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 3, 0, 1, 2]);
    expect(months[11]!.byStatus).toEqual({ '0': 1, '4': 1 });
    expect(months[10]!.byStatus).toEqual({ '1': 1 });
    expect(months[8]!.byStatus).toEqual({ '6': 2, '3': 1 });
    expect(months[0]!.byStatus).toEqual({ '2': 1 });
    expect(months[5]!.byStatus).toEqual({});
  });

  it('gives the headline figures of the tenant', async () => {
    const { headline } = await analysis(boss);
    const thisYear = submitted.filter((d) => d.getFullYear() === now.getFullYear()).length;
    expect(headline).toEqual({ declarationsThisYear: thisYear, inReview: 4, passed: 2, users: 2 });
  });

  it('counts successful sign-ins of the last 30 days by client and by device', async () => {
    const { signIns } = await analysis(boss);
    expect(signIns).toEqual({
      days: 30,
      total: 6,
      byClient: [
        { name: 'pc', count: 3 },
        { name: 'app', count: 2 },
        { name: 'xcx', count: 1 },
      ],
      byDevice: [
        { name: 'pc', count: 3 },
        { name: 'android', count: 2 },
        { name: 'wechat', count: 1 },
      ],
    });
  });

  it('counts distinct signed-in users per ISO week over 8 weeks, empty weeks as zero', async () => {
    const { weeklyActiveUsers: weeks } = await analysis(boss);
    expect(weeks.map((w) => w.users)).toEqual([0, 0, 1, 0, 1, 0, 2, 2]);
    const start = monday(0);
    expect(weeks[7]!.weekStart).toBe(
      `${start.getFullYear()}-${pad(start.getMonth() + 1)}-${pad(start.getDate())}`,
    );
    expect(weeks.every((w) => /^\d{4}-W\d{2}$/.test(w.week))).toBe(true);
    expect(new Set(weeks.map((w) => w.week)).size).toBe(8);
  });

  it('never counts another tenant’s rows, either way', async () => {
    const seen = await analysis(other);
    expect(seen.headline).toEqual({
      declarationsThisYear: 1,
      inReview: 0,
      passed: 1,
      users: 1,
    });
    expect(seen.declarationsByMonth.map((m) => m.total)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
    expect(seen.signIns.byClient).toEqual([{ name: 'pc', count: 1 }]);
    expect(seen.weeklyActiveUsers.map((w) => w.users)).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
  });

  it('answers the super admin for the default tenant', async () => {
    const admin = caller(t, await adminToken(t));
    const seen = await analysis(admin);
    expect(seen.headline.users).toBeGreaterThan(0);
    expect(seen.signIns.byClient.find((c) => c.name === 'pc')?.count).toBeGreaterThan(0);
  });
});
