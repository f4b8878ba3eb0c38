import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, routeEngines, type TestApp } from '../../../test/test-app.js';
import {
  declarationRows,
  declarations,
  evaluations,
  reviewFixture,
  team,
  trailOf,
} from '../../../test/kits/review.js';
import {
  evaluationRows,
  officeUser,
  otherTenantUser,
  reviewerUser,
  setActivity,
  staffUser,
  type Caller,
} from '../../../test/kits/review-defense.js';

const URL = '/zcps/title/review-approval/group-review';

describe.each(routeEngines)('group review on %s', (engine) => {
  let t: TestApp;
  let office: Caller;
  let staff: Caller;
  let other: Caller;
  let fx: Awaited<ReturnType<typeof reviewFixture>>;
  let r1: Awaited<ReturnType<typeof reviewerUser>>;
  let r2: typeof r1;
  let r3: typeof r1;
  let teamA: number;
  let teamB: number;
  let g1: number;
  let g2: number;
  let g3: number;
  let voting: number;

  const send = (who: Caller, method: 'POST' | 'PUT', url: string, payload?: object) =>
    who.send({ method, url: `${URL}${url}`, payload }).then((r) => r.body);
  const rate = (who: Caller, declarationId: number, rating = 'A', opinion = '业绩突出，同意推荐') =>
    send(who, 'PUT', '/opinion', { declarationId, rating, opinion });

  beforeAll(async () => {
    t = await createTestApp(engine);
    office = await officeUser(t);
    staff = await staffUser(t);
    other = await otherTenantUser(t, '200083');
    fx = await reviewFixture(t, undefined, 'GR');
    await setActivity(t, fx.activityId, { assignmentStatus: '2' });
    [r1, r2, r3] = [
      await reviewerUser(t, fx, 'gr'),
      await reviewerUser(t, fx, 'gr'),
      await reviewerUser(t, fx, 'gr'),
    ];
    teamA = await team(t, fx, [r1.reviewerId, r2.reviewerId], '1', '甲组');
    teamB = await team(t, fx, [r3.reviewerId], '1', '乙组');
    [g1, g2] = (await declarations(t, fx, {
      count: 2,
      stage: 'group_review',
      status: '4',
      teamId: teamA,
    })) as [number, number];
    [g3] = (await declarations(t, fx, { count: 1, stage: 'group_review', status: '4', teamId: teamB })) as [
      number,
    ];
    [voting] = (await declarations(t, fx, { count: 1, stage: 'team_vote', status: '4', teamId: teamA })) as [
      number,
    ];
    await evaluations(t, fx, [g1, g2, voting], [r1.reviewerId, r2.reviewerId], teamA);
    await evaluations(t, fx, [g3], [r3.reviewerId], teamB);
  });
  afterAll(() => t?.close());

  it('takes an assigned reviewer’s rating and opinion, and nobody else’s', async () => {
    expect(await rate(r1.as, g1)).toMatchObject({ code: 200 });
    expect(await rate(r1.as, g1, 'B', '改为良好')).toMatchObject({ code: 200 });
    const [row] = (await evaluationRows(t, g1)).filter((e) => e.reviewerId === r1.reviewerId);
    expect(row).toMatchObject({ rating: 'B', opinion: '改为良好' });
    expect(row!.ratedTime).toBeInstanceOf(Date);
    expect(await rate(r3.as, g1)).toMatchObject({ code: 403, msg: '该申报未分配给您' });
    expect(await rate(office, g1)).toMatchObject({ code: 403, msg: '该申报未分配给您' });
    expect(await rate(staff, g1)).toMatchObject({ code: 403 });
    expect(await rate(other, g1)).toMatchObject({ code: 403 });
    expect((await rate(r1.as, g1, 'E')).msg).toContain('评议等级(rating)');
    expect((await rate(r1.as, g1, 'A', '  ')).msg).toContain('意见(opinion)');
    expect((await rate(r1.as, voting)).msg).toBe('申报人"申报人1"不在学科组评议阶段');
    await setActivity(t, fx.activityId, { assignmentStatus: '1' });
    expect((await rate(r1.as, g2)).msg).toBe('评审活动尚未完成分配，不能评议');
    await setActivity(t, fx.activityId, { assignmentStatus: '2' });
    expect((await evaluationRows(t, g2)).every((e) => e.rating === null)).toBe(true);
  });

  it('shows progress per team and the declarations: all to the office, only theirs to a reviewer', async () => {
    const progress = await office.get(`${URL}/progress?activityId=${fx.activityId}`);
    expect(progress.data).toEqual([
      { teamId: teamA, teamName: '甲组', declarations: 2, required: 4, rated: 1, complete: 0 },
      { teamId: teamB, teamName: '乙组', declarations: 1, required: 1, rated: 0, complete: 0 },
    ]);
    expect(
      (await r3.as.get(`${URL}/progress?activityId=${fx.activityId}`)).data.map(
        (p: { teamId: number }) => p.teamId,
      ),
    ).toEqual([teamB]);
    const all = await office.get(`${URL}/list?activityId=${fx.activityId}`);
    expect(all.data.map((r: { declarationId: number }) => r.declarationId)).toEqual([g1, g2, g3]);
    expect(all.data[0].evaluations).toHaveLength(2);
    const mine = await r3.as.get(`${URL}/list?activityId=${fx.activityId}`);
    expect(mine.data.map((r: { declarationId: number }) => r.declarationId)).toEqual([g3]);
    const r2view = await r2.as.get(`${URL}/list?activityId=${fx.activityId}&teamId=${teamA}`);
    expect(r2view.data[0]).toMatchObject({ required: 2, rated: 1 });
    expect(r2view.data[0].evaluations).toEqual([
      expect.objectContaining({ reviewerId: r2.reviewerId, mine: true }),
    ]);
    expect((await other.get(`${URL}/list?activityId=${fx.activityId}`)).msg).toBe('评审活动不存在或无权访问');
    expect((await office.get(`${URL}/progress`)).msg).toContain('评审活动(activityId)');
    expect((await staff.get(`${URL}/progress?activityId=${fx.activityId}`)).code).toBe(403);
  });

  it('closes a declaration once every evaluation is in, and not before', async () => {
    expect((await send(office, 'POST', '/close', { declarationIds: [g1] })).msg).toBe(
      '以下申报的评议意见尚未全部提交：申报人1',
    );
    expect((await declarationRows(t, [g1]))[0]!.stage).toBe('group_review');
    expect(await rate(r2.as, g1, 'A')).toMatchObject({ code: 200 });
    expect(await send(r1.as, 'POST', '/close', { declarationIds: [g1] })).toMatchObject({ code: 403 });
    expect((await send(office, 'POST', '/close', { declarationIds: [] })).msg).toContain('申报编号');
    expect(await send(office, 'POST', '/close', { declarationIds: [g1], opinion: '评议完成' })).toMatchObject(
      {
        code: 200,
        data: { closed: 1 },
      },
    );
    expect((await declarationRows(t, [g1]))[0]).toMatchObject({ stage: 'team_vote', approvalStatus: '4' });
    expect((await trailOf(t, g1)).map((r) => [r.action, r.opinion])).toEqual([['review_close', '评议完成']]);
    expect((await rate(r1.as, g1)).msg).toBe('申报人"申报人1"不在学科组评议阶段');
  });

  it('lets the office close a whole team with an opinion even with ratings missing', async () => {
    expect((await send(office, 'POST', '/close-team', { teamId: teamB })).msg).toContain('意见(opinion)');
    expect(await send(r3.as, 'POST', '/close-team', { teamId: teamB, opinion: '专家缺席' })).toMatchObject({
      code: 403,
    });
    expect((await send(other, 'POST', '/close-team', { teamId: teamB, opinion: '越权' })).msg).toBe(
      '评审组不存在或不属于该评审活动',
    );
    expect((await declarationRows(t, [g3]))[0]!.stage).toBe('group_review');
    expect(
      await send(office, 'POST', '/close-team', { teamId: teamB, opinion: '专家因病缺席，评审办结束评议' }),
    ).toMatchObject({
      code: 200,
      data: { closed: 1 },
    });
    expect((await declarationRows(t, [g3]))[0]).toMatchObject({ stage: 'team_vote' });
    expect((await send(office, 'POST', '/close-team', { teamId: teamB, opinion: '再次' })).msg).toBe(
      '该评审组没有处于学科组评议阶段的申报',
    );
  });

  it('exports the group review of the activity', async () => {
    const res = await office.send({ method: 'POST', url: `${URL}/export?activityId=${fx.activityId}` });
    expect(res.res.headers['content-type']).toContain('spreadsheetml');
    expect(
      (await staff.send({ method: 'POST', url: `${URL}/export?activityId=${fx.activityId}` })).body.code,
    ).toBe(403);
  });
});
