import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zcReviewMeeting, zcReviewVoteReceipt } from '../../../db/schema/index.js';
import { createTestApp, routeEngines, type TestApp } from '../../../test/test-app.js';
import { declarations, evaluations, reviewFixture, team } from '../../../test/kits/review.js';
import {
  officeUser,
  otherTenantUser,
  reviewerUser,
  setActivity,
  staffUser,
  type Caller,
} from '../../../test/kits/review-defense.js';

const URL = '/zcps/title/review-approval/rating';
const DEFENSE = '/zcps/title/review-approval/defense';

describe.each(routeEngines)('the reviewer’s workbench on %s', (engine) => {
  let t: TestApp;
  let office: Caller;
  let r1: Awaited<ReturnType<typeof reviewerUser>>;
  let r2: typeof r1;
  let fx: Awaited<ReturnType<typeof reviewFixture>>;
  let rated: number;
  let unrated: number;
  let present: number;
  let absent: number;
  let unassigned: number;
  let voting: number[];
  let sessionId: number;

  beforeAll(async () => {
    t = await createTestApp(engine);
    office = await officeUser(t);
    fx = await reviewFixture(t, undefined, 'WB');
    await setActivity(t, fx.activityId, { assignmentStatus: '2', defenseRequired: true, defenseStatus: '1' });
    r1 = await reviewerUser(t, fx, 'wb');
    r2 = await reviewerUser(t, fx, 'wb');
    const teamId = await team(t, fx, [r1.reviewerId, r2.reviewerId], '1', '工作台组');
    [rated, unrated] = (await declarations(t, fx, {
      count: 2,
      stage: 'group_review',
      status: '4',
      teamId,
    })) as [number, number];
    const [p, a] = (await declarations(t, fx, { count: 2, stage: 'defense', status: '4', teamId })) as [
      number,
      number,
    ];
    present = p;
    absent = a;
    voting = await declarations(t, fx, { count: 3, stage: 'team_vote', status: '4', teamId });
    [unassigned] = (await declarations(t, fx, { count: 1, stage: 'group_review', status: '4', teamId })) as [
      number,
    ];
    await evaluations(t, fx, [rated, unrated, present, absent], [r1.reviewerId], teamId);
    await evaluations(t, fx, [unassigned], [r2.reviewerId], teamId);
    const post = (url: string, payload: object, method = 'POST') =>
      office.send({ method: method as 'POST', url: `${DEFENSE}${url}`, payload }).then((r) => r.body);
    sessionId = (
      await post('/session', {
        activityId: fx.activityId,
        teamId,
        place: '三楼',
        startTime: '2026-12-05 09:00',
      })
    ).data.sessionId;
    await post(`/session/${sessionId}/slots`, { declarationIds: [present, absent] }, 'PUT');
    await post(`/session/${sessionId}/checkin`, { declarationId: present, checkin: 'present' }, 'PUT');
    await post(`/session/${sessionId}/checkin`, { declarationId: absent, checkin: 'absent' }, 'PUT');
    const meeting = (status: string, presentIds: number[]) => ({
      tenantId: fx.tenantId,
      activityId: fx.activityId,
      teamId,
      kind: 'team',
      memberCount: 2,
      presentIds,
      declarationIds: voting,
      status,
    });
    const [open] = await t.database.db
      .insert(zcReviewMeeting)
      .values([
        meeting('0', [r1.reviewerId, r2.reviewerId]),
        meeting('1', [r1.reviewerId]),
        meeting('0', [r2.reviewerId]),
      ])
      .returning({ id: zcReviewMeeting.meetingId });
    await t.database.db.insert(zcReviewVoteReceipt).values({
      tenantId: fx.tenantId,
      meetingId: open!.id,
      declarationId: voting[0]!,
      reviewerId: r1.reviewerId,
    });
  });
  afterAll(() => t?.close());

  it('counts my tasks, and the counts follow the work done', async () => {
    expect((await r1.as.get(`${URL}/tasks`)).data).toEqual({
      ratings: 2,
      scores: 1,
      ballots: 2,
      dossiers: 4,
    });
    await r1.as.send({
      method: 'PUT',
      url: '/zcps/title/review-approval/group-review/opinion',
      payload: { declarationId: rated, rating: 'C', opinion: '基本符合条件' },
    });
    await r1.as.send({
      method: 'PUT',
      url: `${DEFENSE}/score`,
      payload: { sessionId, scores: [{ declarationId: present, score: 77 }] },
    });
    expect((await r1.as.get(`${URL}/tasks`)).data).toEqual({
      ratings: 1,
      scores: 0,
      ballots: 2,
      dossiers: 4,
    });
    expect((await r2.as.get(`${URL}/tasks`)).data).toEqual({
      ratings: 1,
      scores: 0,
      // two open meetings where r2 is present, three declarations each, no receipt yet
      ballots: 6,
      dossiers: 1,
    });
    // the office holds the page but no reviewer row: nothing is waiting for it
    expect((await office.get(`${URL}/tasks`)).data).toEqual({
      ratings: 0,
      scores: 0,
      ballots: 0,
      dossiers: 0,
    });
    expect((await (await staffUser(t)).get(`${URL}/tasks`)).code).toBe(403);
  });

  it('lists only my assigned declarations, matching the counts', async () => {
    const tasks = (await r1.as.get(`${URL}/tasks`)).data;
    const list = await r1.as.get(`${URL}/assigned?pageSize=50`);
    expect(list.total).toBe(tasks.dossiers);
    expect(list.rows.map((r: { declarationId: number }) => r.declarationId).sort()).toEqual(
      [rated, unrated, present, absent].sort(),
    );
    const toRate = list.rows.filter(
      (r: { stage: string; myRating: string | null }) => r.stage === 'group_review' && r.myRating === null,
    );
    expect(toRate).toHaveLength(tasks.ratings);
    expect(list.rows.find((r: { declarationId: number }) => r.declarationId === present)).toMatchObject({
      myScore: 77,
      teamName: '工作台组',
    });
    const filtered = await r1.as.get(`${URL}/assigned?stage=defense`);
    expect(filtered.total).toBe(2);
    expect((await r1.as.get(`${URL}/assigned?pageSize=0`)).msg).toContain('每页条数(pageSize)');
    expect(
      (await r2.as.get(`${URL}/assigned`)).rows.map((r: { declarationId: number }) => r.declarationId),
    ).toEqual([unassigned]);
    expect((await (await staffUser(t)).get(`${URL}/assigned`)).code).toBe(403);
    expect(await (await otherTenantUser(t, '200085')).get(`${URL}/assigned`)).toMatchObject({
      total: 0,
      rows: [],
    });
  });

  it('opens an assigned dossier read-only and refuses anything else', async () => {
    const mine = await r1.as.get(`${URL}/dossier/${rated}`);
    expect(mine.code).toBe(200);
    expect(mine.data.declaration).toMatchObject({ declarationId: rated, myRating: 'C' });
    expect(mine.data.dossier.employee.employeeId).toBe(mine.data.declaration.employeeId);
    expect(mine.data.dossier.employee.idCard).toContain('*');
    expect(await r1.as.get(`${URL}/dossier/${unassigned}`)).toMatchObject({
      code: 403,
      msg: '该申报未分配给您',
    });
    expect(await r1.as.get(`${URL}/dossier/999999`)).toMatchObject({ code: 403 });
    expect(await office.get(`${URL}/dossier/${rated}`)).toMatchObject({ code: 403 });
    const other = await otherTenantUser(t, '200084');
    expect(await other.get(`${URL}/dossier/${rated}`)).toMatchObject({ code: 403, msg: '该申报未分配给您' });
    expect((await other.get(`${URL}/tasks`)).data).toEqual({
      ratings: 0,
      scores: 0,
      ballots: 0,
      dossiers: 0,
    });
    expect((await r1.as.get(`${URL}/dossier/abc`)).msg).toContain('申报编号(declarationId)');
    // A voting member reads the dossiers on the agenda of a meeting they sit in, though nobody assigned them.
    const onAgenda = await r1.as.get(`${URL}/dossier/${voting[1]}`);
    expect(onAgenda.data.declaration).toMatchObject({
      declarationId: voting[1],
      myRating: null,
      myScore: null,
    });
    expect(onAgenda.data.dossier.employee.employeeId).toBe(onAgenda.data.declaration.employeeId);
    // the employee screens still keep the reviewer out: only the assignment opens the dossier
    expect(
      (await r1.as.get(`/zcps/employee/info/${mine.data.declaration.employeeId}/dossier`)).code,
    ).not.toBe(200);
  });
});
