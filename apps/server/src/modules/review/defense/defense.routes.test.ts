import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessType } from '@zcps/contracts';
import { operLogs } from '../../../test/kits/monitor.js';
import { createTestApp, routeEngines, type TestApp } from '../../../test/test-app.js';
import { declarationRows, team, trailOf } from '../../../test/kits/review.js';
import {
  activityRow,
  defenseScene,
  officeUser,
  otherTenantUser,
  setActivity,
  staffUser,
  type Caller,
} from '../../../test/kits/review-defense.js';

const URL = '/zcps/title/review-approval/defense';

describe.each(routeEngines)('defense sessions, check-in and scoring sheets on %s', (engine) => {
  let t: TestApp;
  let office: Caller;
  let staff: Caller;
  let other: Caller;
  let scene: Awaited<ReturnType<typeof defenseScene>>;
  let sessionId: number;

  const send = (who: Caller, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    who.send({ method, url: `${URL}${url}`, payload }).then((r) => r.body);

  beforeAll(async () => {
    t = await createTestApp(engine);
    office = await officeUser(t);
    staff = await staffUser(t);
    other = await otherTenantUser(t, '200081');
    scene = await defenseScene(t, 'DA', { scorers: 3, count: 5 });
  });
  afterAll(() => t?.close());

  it('begins the defense only once the assignment is done, once, in the caller’s tenant', async () => {
    const { activityId } = scene.fx;
    await setActivity(t, activityId, { assignmentStatus: '1' });
    expect((await send(office, 'POST', '/begin', { activityId })).msg).toContain('尚未完成分配');
    await setActivity(t, activityId, { assignmentStatus: '2' });
    expect(await send(staff, 'POST', '/begin', { activityId })).toMatchObject({ code: 403 });
    expect(await send(other, 'POST', '/begin', { activityId })).toMatchObject({
      code: 500,
      msg: '评审活动不存在或无权访问',
    });
    expect((await send(office, 'POST', '/begin', {})).msg).toContain('评审活动(activityId)');
    expect((await activityRow(t, activityId)).defenseStatus).toBe('0');
    expect(await send(office, 'POST', '/begin', { activityId })).toMatchObject({ code: 200 });
    expect((await activityRow(t, activityId)).defenseStatus).toBe('1');
    expect((await send(office, 'POST', '/begin', { activityId })).msg).toContain('已经开始或已结束');
    const logs = await operLogs(t);
    // the refused begin and the one before it, both logged: 1 failed, 0 succeeded
    expect(logs.slice(0, 2).map((l) => [l.title, l.businessType, l.status])).toEqual([
      ['答辩管理', BusinessType.UPDATE, 1],
      ['答辩管理', BusinessType.UPDATE, 0],
    ]);
  });

  it('creates sessions for a discipline team of the activity; bad input names the field', async () => {
    const { activityId } = scene.fx;
    const body = { activityId, teamId: scene.teamId, place: '第一会议室', startTime: '2026-12-01 09:00:00' };
    const created = await send(office, 'POST', '/session', body);
    expect(created.code).toBe(200);
    sessionId = created.data.sessionId;
    expect((await send(office, 'POST', '/session', { ...body, place: '' })).msg).toContain('答辩地点(place)');
    expect((await send(office, 'POST', '/session', { ...body, startTime: '明天' })).msg).toContain(
      '开始时间(startTime)',
    );
    expect((await send(office, 'POST', '/session', { ...body, teamId: scene.committee })).msg).toBe(
      '评审组不存在或不属于该评审活动',
    );
    expect(await send(staff, 'POST', '/session', body)).toMatchObject({ code: 403 });
    expect((await send(other, 'POST', '/session', body)).msg).toBe('评审活动不存在或无权访问');
    const list = await office.get(`${URL}/sessions?activityId=${activityId}`);
    expect(list.data).toEqual([
      expect.objectContaining({
        sessionId,
        place: '第一会议室',
        startTime: '2026-12-01 09:00:00',
        slotCount: 0,
      }),
    ]);
    expect((await other.get(`${URL}/sessions?activityId=${activityId}`)).msg).toBe(
      '评审活动不存在或无权访问',
    );
    // a reviewer sees the sessions of their own teams only
    expect((await scene.scorers[0]!.as.get(`${URL}/sessions?activityId=${activityId}`)).data).toHaveLength(1);
  });

  it('arranges applicants of the team in order, refuses others and reorders', async () => {
    const [d1, d2, d3, d4] = scene.ids;
    const candidates = await office.get(`${URL}/session/${sessionId}/candidates`);
    expect(candidates.data.map((c: { declarationId: number }) => c.declarationId)).toEqual(scene.ids);
    const strangerTeam = await team(t, scene.fx, [scene.scorers[0]!.reviewerId], '1', '别组');
    const otherSession = await send(office, 'POST', '/session', {
      activityId: scene.fx.activityId,
      teamId: strangerTeam,
      place: '别处',
      startTime: '2026-12-02 09:00',
    });
    expect(
      (await send(office, 'PUT', `/session/${otherSession.data.sessionId}/slots`, { declarationIds: [d1] }))
        .msg,
    ).toBe('申报"申报人1"不是该评审组待答辩的申报，不能安排');
    expect(
      await send(office, 'PUT', `/session/${sessionId}/slots`, { declarationIds: [d3, d1, d2] }),
    ).toMatchObject({
      code: 200,
    });
    expect(
      await send(office, 'PUT', `/session/${sessionId}/slots`, { declarationIds: [d1, d2, d3, d4] }),
    ).toMatchObject({
      code: 200,
    });
    const detail = await office.get(`${URL}/session/${sessionId}`);
    expect(
      detail.data.rows.map((r: { declarationId: number; orderNum: number }) => [r.declarationId, r.orderNum]),
    ).toEqual([
      [d1, 1],
      [d2, 2],
      [d3, 3],
      [d4, 4],
    ]);
    expect((await declarationRows(t, [d1!])).map((r) => r.defenseStatus)).toEqual(['1']);
    expect((await send(office, 'PUT', `/session/${sessionId}/slots`, { declarationIds: 'x' })).msg).toContain(
      '申报编号',
    );
    expect(await send(staff, 'PUT', `/session/${sessionId}/slots`, { declarationIds: [d1] })).toMatchObject({
      code: 403,
    });
    expect((await send(other, 'PUT', `/session/${sessionId}/slots`, { declarationIds: [] })).msg).toBe(
      '答辩场次不存在或无权访问',
    );
    expect(detail.data.rows).toHaveLength(4);
  });

  it('checks applicants in; only the scorers assigned to a present applicant score, on their own sheet', async () => {
    const [d1, d2, d3] = scene.ids;
    const [r1, r2, r3] = scene.scorers;
    for (const [declarationId, checkin] of [
      [d1, 'present'],
      [d2, 'present'],
      [d3, 'absent'],
    ] as const)
      expect(
        await send(office, 'PUT', `/session/${sessionId}/checkin`, { declarationId, checkin }),
      ).toMatchObject({
        code: 200,
      });
    expect(
      (await send(office, 'PUT', `/session/${sessionId}/checkin`, { declarationId: d1, checkin: 'late' }))
        .msg,
    ).toContain('签到状态(checkin)');
    expect(
      await send(staff, 'PUT', `/session/${sessionId}/checkin`, { declarationId: d1, checkin: null }),
    ).toMatchObject({
      code: 403,
    });
    const score = (who: Caller, scores: object[]) => send(who, 'PUT', '/score', { sessionId, scores });
    expect(
      await score(r1!.as, [
        { declarationId: d1, score: 80 },
        { declarationId: d2, score: 90 },
      ]),
    ).toMatchObject({
      code: 200,
    });
    expect(await score(r2!.as, [{ declarationId: d1, score: 85 }])).toMatchObject({ code: 200 });
    expect(await score(r3!.as, [{ declarationId: d1, score: 91 }])).toMatchObject({ code: 200 });
    expect((await score(r1!.as, [{ declarationId: d3, score: 70 }])).msg).toBe(
      '申报人"申报人3"未签到出席，不能评分',
    );
    expect((await score(r1!.as, [{ declarationId: d1, score: 101 }])).msg).toContain('答辩成绩');
    expect(await score(scene.secretary.as, [{ declarationId: d1, score: 60 }])).toMatchObject({
      code: 403,
      msg: '您不是该答辩场次所属评审组的评分专家',
    });
    expect(await score(office, [{ declarationId: d1, score: 60 }])).toMatchObject({ code: 403 });
    // a reviewer reads only their own sheet
    const own = await r1!.as.get(`${URL}/session/${sessionId}/sheet`);
    expect(own.data).toMatchObject({ reviewerId: r1!.reviewerId, editable: true });
    expect(own.data.rows.slice(0, 2).map((r: { score: number | null }) => r.score)).toEqual([80, 90]);
    expect(await r1!.as.get(`${URL}/session/${sessionId}/sheet?reviewerId=${r2!.reviewerId}`)).toMatchObject({
      code: 403,
      msg: '只能查看自己的评分表',
    });
    const theirs = await office.get(`${URL}/session/${sessionId}/sheet?reviewerId=${r2!.reviewerId}`);
    expect(theirs.data.rows[0]).toMatchObject({ declarationId: d1, score: 85 });
    // the reviewer's results show only their own scores; the office's every score
    const mine = await r1!.as.get(`${URL}/session/${sessionId}`);
    expect(mine.data.rows[0].scores).toEqual([
      { reviewerId: r1!.reviewerId, reviewerName: expect.any(String), score: 80 },
    ]);
    const all = await office.get(`${URL}/session/${sessionId}`);
    expect(all.data.rows[0].scores.map((c: { score: number | null }) => c.score)).toEqual([80, 85, 91, null]);
    expect(all.data.rows[0].score100).toBe(Math.round(((80 + 85 + 91) / 3) * 100));
    expect((await office.get(`${URL}/session/${sessionId}/sheet?reviewerId=x`)).code).toBe(400);
  });

  it('a scored applicant cannot be checked out; a reviewer of another team cannot score here', async () => {
    const [d1] = scene.ids;
    expect(
      (await send(office, 'PUT', `/session/${sessionId}/checkin`, { declarationId: d1, checkin: 'absent' }))
        .msg,
    ).toBe('申报人"申报人1"已有评分，不能改为缺席或未签到');
    const otherScene = await defenseScene(t, 'DB', { scorers: 1, count: 1 });
    const stranger = otherScene.scorers[0]!;
    expect(
      await stranger.as
        .send({
          method: 'PUT',
          url: `${URL}/score`,
          payload: { sessionId, scores: [{ declarationId: d1, score: 99 }] },
        })
        .then((r) => r.body),
    ).toMatchObject({
      code: 403,
    });
    expect(await stranger.as.get(`${URL}/session/${sessionId}`)).toMatchObject({
      msg: '答辩场次不存在或无权访问',
    });
  });

  it('edits and deletes an empty session; the state page counts; each route guarded', async () => {
    const { activityId } = scene.fx;
    const made = await send(office, 'POST', '/session', {
      activityId,
      teamId: scene.teamId,
      place: '临时',
      startTime: '2026-12-09 10:00',
    });
    const id: number = made.data.sessionId;
    const edit = { sessionId: id, place: '第二会议室', startTime: '2026-12-09 15:30:00' };
    expect(await send(office, 'PUT', '/session', edit)).toMatchObject({ code: 200 });
    expect((await office.get(`${URL}/session/${id}`)).data.session).toMatchObject({
      place: '第二会议室',
      startTime: '2026-12-09 15:30:00',
    });
    expect((await send(office, 'PUT', '/session', { ...edit, place: 'x'.repeat(201) })).msg).toContain(
      '答辩地点(place)',
    );
    expect(await send(staff, 'PUT', '/session', edit)).toMatchObject({ code: 403 });
    expect((await send(other, 'PUT', '/session', edit)).msg).toBe('答辩场次不存在或无权访问');
    expect((await send(office, 'DELETE', `/session/${sessionId}`)).msg).toBe(
      '答辩场次已安排申报人，不能删除',
    );
    expect(await send(staff, 'DELETE', `/session/${id}`)).toMatchObject({ code: 403 });
    expect((await send(other, 'DELETE', `/session/${id}`)).msg).toBe('答辩场次不存在或无权访问');
    expect(await send(office, 'DELETE', `/session/${id}`)).toMatchObject({ code: 200 });
    expect((await office.get(`${URL}/session/${id}`)).msg).toBe('答辩场次不存在或无权访问');
    expect((await office.get(`${URL}/session/x`)).code).toBe(400);
    expect((await office.get(`${URL}/state?activityId=${activityId}`)).data).toMatchObject({
      activityId,
      defenseStatus: '1',
      total: 5,
      arranged: 4,
      present: 2,
      absent: 1,
      unchecked: 2,
      unscored: 0,
    });
    expect((await staff.get(`${URL}/state?activityId=${activityId}`)).code).toBe(403);
    expect((await other.get(`${URL}/state?activityId=${activityId}`)).msg).toBe('评审活动不存在或无权访问');
    expect((await office.get(`${URL}/state`)).msg).toContain('评审活动(activityId)');
    expect((await staff.get(`${URL}/session/${sessionId}/candidates`)).code).toBe(403);
    expect((await scene.scorers[0]!.as.get(`${URL}/session/${sessionId}/candidates`)).code).toBe(403);
    expect((await other.get(`${URL}/session/${sessionId}/sheet`)).code).not.toBe(200);
    expect((await staff.get(`${URL}/session/${sessionId}/sheet`)).code).toBe(403);
  });

  it('exports the results of a session', async () => {
    const res = await office.send({ method: 'POST', url: `${URL}/session/${sessionId}/export` });
    expect(res.res.headers['content-type']).toContain('spreadsheetml');
    expect((await staff.send({ method: 'POST', url: `${URL}/session/${sessionId}/export` })).body.code).toBe(
      403,
    );
  });

  it('writes the trail of an exemption', async () => {
    const d5 = scene.ids[4]!;
    expect((await send(office, 'POST', '/exempt', { declarationIds: [d5], reason: '' })).msg).toContain(
      '原因',
    );
    expect(
      await send(office, 'POST', '/exempt', { declarationIds: [d5], reason: '国家级奖项获得者' }),
    ).toMatchObject({
      code: 200,
    });
    const [row] = await declarationRows(t, [d5]);
    expect(row).toMatchObject({ stage: 'group_review', approvalStatus: '4', defenseStatus: '5' });
    expect((await trailOf(t, d5)).at(-1)).toMatchObject({
      action: 'defense_exempt',
      opinion: '国家级奖项获得者',
    });
    expect((await send(other, 'POST', '/exempt', { declarationIds: [scene.ids[3]], reason: '无' })).msg).toBe(
      '申报不存在',
    );
  });
});
