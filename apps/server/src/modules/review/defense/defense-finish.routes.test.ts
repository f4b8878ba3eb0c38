import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, routeEngines, type TestApp } from '../../../test/test-app.js';
import { declarationRows, trailOf } from '../../../test/kits/review.js';
import {
  activityRow,
  defenseScene,
  officeUser,
  otherTenantUser,
  staffUser,
  type Caller,
} from '../../../test/kits/review-defense.js';

const URL = '/zcps/title/review-approval/defense';

/** The expected result, computed apart from the server's integer rounding: a float mean, rounded. */
function expectedScore100(scores: number[], dropFrom: number): number {
  const sorted = [...scores].sort((a, b) => a - b);
  const kept = dropFrom > 0 && sorted.length >= dropFrom ? sorted.slice(1, sorted.length - 1) : sorted;
  return Math.round((kept.reduce((a, b) => a + b, 0) / kept.length) * 100);
}

describe.each(routeEngines)('finishing the defense on %s', (engine) => {
  let t: TestApp;
  let office: Caller;

  const send = (who: Caller, method: 'POST' | 'PUT', url: string, payload?: object) =>
    who.send({ method, url: `${URL}${url}`, payload }).then((r) => r.body);

  /** Begins the defense and puts `ids` in one session, checked in as told. */
  async function arranged(scene: Awaited<ReturnType<typeof defenseScene>>, checkins: (string | null)[]) {
    const { activityId } = scene.fx;
    expect((await send(office, 'POST', '/begin', { activityId })).code).toBe(200);
    const created = await send(office, 'POST', '/session', {
      activityId,
      teamId: scene.teamId,
      place: '答辩厅',
      startTime: '2026-12-03 14:00',
    });
    const sessionId: number = created.data.sessionId;
    const ids = scene.ids.slice(0, checkins.length);
    expect((await send(office, 'PUT', `/session/${sessionId}/slots`, { declarationIds: ids })).code).toBe(
      200,
    );
    for (const [i, checkin] of checkins.entries())
      if (checkin)
        expect(
          (await send(office, 'PUT', `/session/${sessionId}/checkin`, { declarationId: ids[i], checkin }))
            .code,
        ).toBe(200);
    return sessionId;
  }

  const scoreAs = (who: Caller, sessionId: number, declarationId: number, score: number) =>
    send(who, 'PUT', '/score', { sessionId, scores: [{ declarationId, score }] });

  beforeAll(async () => {
    t = await createTestApp(engine);
    office = await officeUser(t);
  });
  afterAll(() => t?.close());

  it('passes the present with their mean, fails the absent, freezes scores; refuses gaps first', async () => {
    const scene = await defenseScene(t, 'FA', { scorers: 3, count: 4 });
    const [d1, d2, d3, d4] = scene.ids as [number, number, number, number];
    const [r1, r2, r3] = scene.scorers.map((s) => s.as) as [Caller, Caller, Caller];
    const sessionId = await arranged(scene, ['present', 'present', 'absent']);
    const given: Record<number, [Caller, number][]> = {
      [d1]: [
        [r1, 80],
        [r2, 85],
        [r3, 91],
      ],
      [d2]: [
        [r1, 70],
        [r2, 71],
      ],
    };
    for (const [id, sheet] of Object.entries(given))
      for (const [who, score] of sheet)
        expect((await scoreAs(who, sessionId, Number(id), score)).code).toBe(200);
    const { activityId } = scene.fx;
    const finish = () => send(office, 'POST', '/finish', { activityId });

    expect((await finish()).msg).toBe('以下申报人尚未安排答辩或签到：申报人4');
    await send(office, 'PUT', `/session/${sessionId}/slots`, { declarationIds: [d1, d2, d3, d4] });
    await send(office, 'PUT', `/session/${sessionId}/checkin`, { declarationId: d4, checkin: 'present' });
    const state = await office.get(`${URL}/state?activityId=${activityId}`);
    expect(state.data).toMatchObject({
      total: 4,
      arranged: 4,
      present: 3,
      absent: 1,
      unchecked: 0,
      unscored: 1,
    });
    expect((await finish()).msg).toBe('以下申报人已出席但尚无评分：申报人4');
    expect((await declarationRows(t, scene.ids)).map((r) => r.stage)).toEqual(Array(4).fill('defense'));
    expect((await activityRow(t, activityId)).defenseStatus).toBe('1');

    expect((await scoreAs(r1, sessionId, d4, 60)).code).toBe(200);
    expect(await send(await staffUser(t), 'POST', '/finish', { activityId })).toMatchObject({ code: 403 });
    expect((await send(await otherTenantUser(t, '200082'), 'POST', '/finish', { activityId })).msg).toBe(
      '评审活动不存在或无权访问',
    );
    expect((await send(office, 'POST', '/finish', { activityId: 'x' })).msg).toContain(
      '评审活动(activityId)',
    );
    expect(await finish()).toMatchObject({ code: 200, data: { passed: 3, absent: 1 } });

    const rows = await declarationRows(t, scene.ids);
    const byId = new Map(rows.map((r) => [r.declarationId, r]));
    for (const id of [d1, d2])
      expect(byId.get(id)).toMatchObject({
        stage: 'group_review',
        approvalStatus: '4',
        defenseStatus: '3',
        defenseScore: expectedScore100(
          given[id]!.map(([, s]) => s),
          0,
        ),
      });
    expect(byId.get(d1)!.defenseScore).toBe(8533);
    expect(byId.get(d4)).toMatchObject({ stage: 'group_review', defenseScore: 6000 });
    expect(byId.get(d3)).toMatchObject({
      stage: 'defense',
      approvalStatus: '2',
      defenseStatus: '4',
      defenseScore: null,
    });
    expect((await trailOf(t, d3)).map((r) => r.action)).toEqual(['defense_absent']);
    expect((await trailOf(t, d1)).map((r) => r.action)).toEqual(['defense_pass']);
    expect((await activityRow(t, activityId)).defenseStatus).toBe('2');

    expect((await scoreAs(r1, sessionId, d1, 99)).msg).toBe('答辩已结束，成绩已冻结，不能再修改');
    expect(
      (await send(office, 'PUT', `/session/${sessionId}/checkin`, { declarationId: d1, checkin: null })).msg,
    ).toBe('答辩已结束，成绩已冻结，不能再修改');
    expect((await finish()).msg).toBe('答辩已结束，成绩已冻结，不能再修改');
    const results = await office.get(`${URL}/session/${sessionId}`);
    expect(results.data.rows.map((r: { score100: number | null }) => r.score100)).toEqual([
      8533,
      7050,
      null,
      6000,
    ]);
  });

  it('drops the highest and the lowest when the activity says so and enough scored', async () => {
    const scene = await defenseScene(t, 'FB', { scorers: 3, count: 2, dropExtremesFrom: 3 });
    const [d1, d2] = scene.ids as [number, number];
    const [r1, r2, r3] = scene.scorers.map((s) => s.as) as [Caller, Caller, Caller];
    const sessionId = await arranged(scene, ['present', 'present']);
    const sheets: [Caller, number, number][] = [
      [r1, d1, 70],
      [r2, d1, 88],
      [r3, d1, 95],
      [r1, d2, 70],
      [r2, d2, 95],
    ];
    for (const [who, id, score] of sheets) expect((await scoreAs(who, sessionId, id, score)).code).toBe(200);
    expect((await send(office, 'POST', '/finish', { activityId: scene.fx.activityId })).code).toBe(200);
    const [row1, row2] = await declarationRows(t, [d1, d2]);
    expect(row1!.defenseScore).toBe(expectedScore100([70, 88, 95], 3));
    expect(row1!.defenseScore).toBe(8800);
    expect(row2!.defenseScore).toBe(expectedScore100([70, 95], 3));
    expect(row2!.defenseScore).toBe(8250);
  });
});
