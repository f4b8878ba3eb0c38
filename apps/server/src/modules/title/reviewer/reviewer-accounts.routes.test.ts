import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { sysUser, zcReviewer } from '../../../db/schema/index.js';
import { createTestApp, login, routeEngines, type TestApp } from '../../../test/test-app.js';
import { caller, createUser, operLogs, tokenOf } from '../../../test/kits/monitor.js';

const URL = '/zcps/title/reviewer/accounts';
const OFFICE_ROLE = 3;
const EXPERTS_DEPT = 102;

/**
 * 开通账号 (issue 20, point 2): the seeded pool's experts mostly have no sign-in. One action opens an account for
 * each active reviewer without one, which signs in with the initial password and must change it first.
 */
describe.each(routeEngines)('opening accounts for the pool on %s', (engine) => {
  let t: TestApp;
  let office: ReturnType<typeof caller>;
  let staff: ReturnType<typeof caller>;
  const unlinked = () =>
    t.database.db
      .select()
      .from(zcReviewer)
      .where(and(isNull(zcReviewer.userId), eq(zcReviewer.status, '0'), eq(zcReviewer.delFlag, '0')));
  const open = (who: ReturnType<typeof caller>, payload: object) =>
    who.send({ method: 'POST', url: URL, payload }).then((r) => r.body);

  beforeAll(async () => {
    t = await createTestApp(engine);
    await createUser(t, 'acoffice', 'secret123', OFFICE_ROLE);
    office = caller(t, await tokenOf(t, 'acoffice', 'secret123'));
    await createUser(t, 'acstaff', 'secret123');
    staff = caller(t, await tokenOf(t, 'acstaff', 'secret123'));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a caller without the permission and a dept outside reach, changing nothing', async () => {
    const before = (await unlinked()).length;
    expect(before).toBeGreaterThan(30);
    expect((await open(staff, { deptId: EXPERTS_DEPT })).code).toBe(403);
    expect((await open(office, { deptId: 'x' })).msg).toContain('deptId');
    expect((await open(office, { deptId: 999_999 })).msg).toBe('部门不存在或已停用：999999');
    expect((await unlinked()).length).toBe(before);
  });

  it('opens one for every active reviewer without one, reports the one it cannot, and each signs in', async () => {
    const pool = await unlinked();
    // Someone already holds the user name one expert would get: that expert is reported and left unlinked.
    const blocked = pool[3]!;
    await createUser(t, blocked.reviewerNo!, 'secret123');
    // No dept named: where the tenant's expert accounts already are (the seeded ones, 评审专家委员会).
    const result = (await open(office, {})).data;
    expect(result.deptName).toBe('评审专家委员会');
    expect(result.created).toHaveLength(pool.length - 1);
    expect(result.skipped).toEqual([
      {
        reviewerId: blocked.reviewerId,
        reviewerName: blocked.reviewerName,
        reason: `保存用户'${blocked.reviewerNo}'失败，登录账号已存在`,
      },
    ]);
    expect((await unlinked()).map((r) => r.reviewerId)).toEqual([blocked.reviewerId]);

    const first = result.created[0]!;
    const [account] = await t.database.db.select().from(sysUser).where(eq(sysUser.userName, first.userName));
    expect(account).toMatchObject({ nickName: first.reviewerName, deptId: EXPERTS_DEPT });
    const signedIn = await login(t, { username: first.userName, password: '123456' });
    expect(signedIn.code).toBe(200);
    const me = caller(t, signedIn.data.access_token);
    const info = (await me.get('/zcps/system/user/getInfo')).data;
    expect(info.roles).toEqual(['reviewer']);
    expect(info.passwordChangeRequired).toBe(true);
    // Nothing else until the password is changed; the profile linked is the expert's own.
    expect((await me.get('/zcps/title/reviewer/profile')).code).not.toBe(200);
    const [linked] = await t.database.db
      .select()
      .from(zcReviewer)
      .where(eq(zcReviewer.reviewerId, first.reviewerId));
    expect(linked).toMatchObject({ userId: account!.userId, deptId: EXPERTS_DEPT });
    expect((await operLogs(t)).some((l) => l.operUrl === URL && l.title === '评审专家')).toBe(true);
  });

  it('says so when nobody is left to open, and opens the one picked once its name is free', async () => {
    const [blocked] = await unlinked();
    expect((await open(office, { deptId: EXPERTS_DEPT, reviewerIds: [1, 2] })).msg).toBe(
      '没有需要开通账号的评审专家：所选专家均已有账号或未在聘',
    );
    await t.database.db.delete(sysUser).where(eq(sysUser.userName, blocked!.reviewerNo!));
    const again = (await open(office, { deptId: EXPERTS_DEPT, reviewerIds: [blocked!.reviewerId] })).data;
    expect(again).toMatchObject({ created: [{ reviewerId: blocked!.reviewerId }], skipped: [] });
    expect(await unlinked()).toEqual([]);
  });
});
