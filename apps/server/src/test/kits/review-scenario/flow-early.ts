import { expect } from 'vitest';
import type { TestApp } from '../../test-app.js';
import { meanTimes100, scoreOf } from './expected.js';
import { allRows, evaluatorsOf, ok, RA, send, type Caller, type World } from './scenario.js';

/** What the test expects of one declaration at the end, kept as the scenario goes. */
export interface Expected {
  stage: string;
  status: string;
  returns: number;
  teamResult?: string;
  committeeResult?: string;
}

/** The running scenario: ids, teams and what each declaration is expected to become. */
export interface Run {
  t: TestApp;
  w: World;
  activityId: number;
  ids: number[];
  /** declaration id → applicant index */
  index: Map<number, number>;
  expected: Map<number, Expected>;
  teamOf: number[];
  members: Map<number, number[]>;
  committeeId: number;
  reviewers: Map<number, Caller>;
  /** reviewer id → employee ids they declared a conflict with; and reviewers of the applicants' unit */
  declared: Map<number, number[]>;
  sameUnit: Set<number>;
}

const day = 86_400_000;
/** Evaluation reviewers per declaration: five, so the defense drops the extremes when all five score. */
const EVALUATORS = 5;
export const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export async function version(run: Run): Promise<number> {
  return (await ok<{ version: number }>(run.w.office, 'GET', `/zcps/title/review-activity/${run.activityId}`))
    .version;
}

/** Step 1: the office creates the activity (defense required, extremes dropped from 5 scores) and starts it. */
export async function createActivity(t: TestApp, w: World): Promise<number> {
  const now = t.container.clock.now().getTime();
  const name = '2026 年度工程系列高级职称评审（全流程）';
  await ok(w.office, 'POST', '/zcps/title/review-activity', {
    activityName: name,
    reviewYear: 2026,
    seriesId: w.seriesId,
    professionIds: w.professionIds,
    titleLevels: ['2'],
    orgId: w.orgId,
    declareStart: dateOf(now - day),
    declareEnd: dateOf(now + 30 * day),
    defenseRequired: true,
    defenseDropExtremesFrom: 5,
    publicityDays: 5,
  });
  const list = await w.office.get(
    `/zcps/title/review-activity/list?activityName=${encodeURIComponent(name)}`,
  );
  const activityId = list.rows[0].activityId as number;
  await ok(w.office, 'PUT', `/zcps/title/review-activity/start/${activityId}`);
  return activityId;
}

/** Step 2: the company declares for each employee and submits with the pledge. */
export async function declareAll(run: Run): Promise<void> {
  const { w } = run;
  for (const [i, employeeId] of w.employeeIds.entries()) {
    const id = await ok<number>(w.company, 'POST', '/zcps/title/review-declare', {
      activityId: run.activityId,
      employeeId,
      titleId: w.titleId,
      professionId: w.professionIds[i % 5],
    });
    await ok(w.company, 'PUT', '/zcps/title/review-declare/submit', { declarationId: id, pledge: true });
    run.ids.push(id);
    run.index.set(id, i);
    run.expected.set(id, { stage: 'prepare', status: '0', returns: 0 });
  }
}

/** Step 2 (prepare): returns with reasons per item and resubmissions, rejections, then the check. */
export async function prepare(run: Run, returned: number[], rejected: number[]): Promise<void> {
  const { w } = run;
  const ids = (is: number[]) => is.map((i) => run.ids[i]!);
  await ok(w.office, 'PUT', `${RA}/return`, {
    declarationIds: ids(returned),
    items: [
      { item: '学历证书', reason: '扫描件不清晰' },
      { item: '年度考核', reason: '缺 2025 年度考核表' },
    ],
    opinion: '请补正后重新提交',
  });
  const back = await allRows<{ declarationId: number; returnItems: unknown[] }>(
    w.office,
    `${RA}/return/list?activityId=${run.activityId}`,
  );
  expect(back.map((r) => r.declarationId).sort((a, b) => a - b)).toEqual(ids(returned));
  expect(back.every((r) => r.returnItems.length === 2)).toBe(true);
  for (const id of ids(returned)) {
    await ok(w.company, 'PUT', '/zcps/title/review-declare/resubmit', { declarationId: id, pledge: true });
    const vo = await ok<{ returnCount: number; stage: string }>(
      w.company,
      'GET',
      `/zcps/title/review-declare/${id}`,
    );
    expect(vo).toMatchObject({ returnCount: 1, stage: 'prepare' });
    run.expected.get(id)!.returns = 1;
  }
  await ok(w.office, 'PUT', `${RA}/prepare/reject`, {
    declarationIds: ids(rejected),
    opinion: '不符合申报条件',
  });
  for (const id of ids(rejected)) Object.assign(run.expected.get(id)!, { status: '2' });
  const rest = run.ids.filter((id) => !ids(rejected).includes(id));
  await ok(w.office, 'PUT', `${RA}/prepare/check`, { declarationIds: rest, opinion: '资格审查通过' });
  for (const id of rest) Object.assign(run.expected.get(id)!, { stage: 'defense', status: '4' });
}

/** Step 3: five discipline teams (one per profession) and the committee, drawn with seeds; 回避 logged. */
export async function drawTeams(run: Run, teamPool: number, committeePool: number): Promise<void> {
  const { w } = run;
  const draw = async (body: object, seed: string, poolId: number) => {
    const teamId = await ok<number>(w.office, 'POST', '/zcps/title/review-team', {
      activityId: run.activityId,
      ...body,
    });
    const res = await ok<{
      drawnIds: number[];
      excluded: { reviewerId: number; reason: string }[];
      seed: string;
    }>(w.office, 'POST', '/zcps/title/review-team/draw', { teamId, poolId, seed });
    expect(res.seed).toBe(seed);
    for (const r of run.sameUnit)
      if (res.excluded.some((e) => e.reviewerId === r)) expect(res.drawnIds).not.toContain(r);
    const sameUnitOut = res.excluded.filter((e) => e.reason.startsWith('sameUnit'));
    expect(sameUnitOut.map((e) => e.reviewerId).filter((r) => run.sameUnit.has(r)).length).toBeGreaterThan(0);
    run.members.set(teamId, res.drawnIds);
    return { teamId, res };
  };
  for (let p = 0; p < 5; p++) {
    const { teamId, res } = await draw(
      { teamName: `第${p + 1}学科组`, teamType: '1', professionIds: [w.professionIds[p]], teamSize: 7 },
      `scenario-team-${p}`,
      teamPool,
    );
    expect(res.drawnIds).toHaveLength(7);
    // The reviewer who declared a conflict with applicant p (p = 0, 1) stays off the team judging p's profession.
    for (const [reviewerId, employees] of run.declared)
      if (employees.includes(w.employeeIds[p]!)) {
        expect(res.drawnIds).not.toContain(reviewerId);
        if (p === 0)
          expect(res.excluded.find((e) => e.reviewerId === reviewerId)?.reason).toMatch(/^declaredConflict:/);
      }
    run.teamOf.push(teamId);
  }
  const committee = await draw(
    { teamName: '评委会', teamType: '2', professionIds: [], teamSize: 25 },
    'scenario-committee',
    committeePool,
  );
  expect(committee.res.drawnIds).toHaveLength(25);
  run.committeeId = committee.teamId;
}

/** Step 3: begin → automatic balanced assignment → evaluation reviewers → finish. */
export async function assign(run: Run, passedCount: number): Promise<void> {
  const { w, activityId } = run;
  await ok(w.office, 'PUT', '/zcps/title/assignment/begin', { activityId, version: await version(run) });
  const placed = await ok<{ considered: number; assigned: number; unplaced: unknown[] }>(
    w.office,
    'POST',
    '/zcps/title/assignment/auto',
    { activityId },
  );
  expect(placed).toEqual({ considered: passedCount, assigned: passedCount, unplaced: [] });
  await ok(w.office, 'POST', '/zcps/title/evaluation-reviewer/auto', {
    activityId,
    evaluatorCount: EVALUATORS,
  });
  await ok(w.office, 'PUT', '/zcps/title/assignment/finish', {
    activityId,
    version: await version(run),
    evaluatorCount: EVALUATORS,
  });
  const summary = await ok<{ assignmentStatus: string; assigned: number; lackingEvaluators: number }>(
    w.office,
    'GET',
    `/zcps/title/assignment/summary/${activityId}`,
  );
  expect(summary).toMatchObject({ assignmentStatus: '2', assigned: passedCount, lackingEvaluators: 0 });
}

/** The discipline team of a declaration: the one covering its profession. */
export const teamOfDeclaration = (run: Run, id: number) => run.teamOf[run.index.get(id)! % 5]!;

/** Step 4: sessions for every third declaration per team, two absent, scores by each member; the rest exempt. */
export async function defense(run: Run): Promise<{ arranged: number; absent: number[] }> {
  const { w, activityId } = run;
  await ok(w.office, 'POST', `${RA}/defense/begin`, { activityId });
  const waiting = run.ids.filter((id) => run.expected.get(id)!.stage === 'defense');
  const arranged = waiting.filter((id) => run.index.get(id)! % 3 === 0);
  const absent: number[] = [];
  const sessions: { sessionId: number; ids: number[]; teamId: number }[] = [];
  for (const [k, teamId] of run.teamOf.entries()) {
    const ids = arranged.filter((id) => teamOfDeclaration(run, id) === teamId);
    const { sessionId } = await ok<{ sessionId: number }>(w.office, 'POST', `${RA}/defense/session`, {
      activityId,
      teamId,
      place: `答辩室${k + 1}`,
      startTime: `2026-12-0${k + 1} 09:00`,
    });
    await ok(w.office, 'PUT', `${RA}/defense/session/${sessionId}/slots`, { declarationIds: ids });
    for (const [n, id] of ids.entries()) {
      const away = k < 2 && n === 0;
      if (away) absent.push(id);
      await ok(w.office, 'PUT', `${RA}/defense/session/${sessionId}/checkin`, {
        declarationId: id,
        checkin: away ? 'absent' : 'present',
      });
    }
    sessions.push({ sessionId, ids, teamId });
  }
  const given = new Map<number, number[]>();
  const evaluators = await evaluatorsOf(run.t, arranged);
  for (const s of sessions)
    for (const [m, reviewerId] of run.members.get(s.teamId)!.entries()) {
      // Each evaluation reviewer scores their applicants; some skip one, never the first of an applicant.
      const scores = s.ids
        .filter((id) => !absent.includes(id) && evaluators.get(id)!.includes(reviewerId))
        .map((id) => ({
          declarationId: id,
          score: evaluators.get(id)![0] === reviewerId ? 80 : scoreOf(run.index.get(id)!, m),
        }))
        .filter((x): x is { declarationId: number; score: number } => x.score !== null);
      if (!scores.length) continue;
      for (const x of scores) given.set(x.declarationId, [...(given.get(x.declarationId) ?? []), x.score]);
      await ok(run.reviewers.get(reviewerId)!, 'PUT', `${RA}/defense/score`, {
        sessionId: s.sessionId,
        scores,
      });
    }
  const exempt = waiting.filter((id) => !arranged.includes(id));
  await ok(w.office, 'POST', `${RA}/defense/exempt`, { declarationIds: exempt, reason: '近三年已参加答辩' });
  const finished = await ok(w.office, 'POST', `${RA}/defense/finish`, { activityId });
  expect(finished).toEqual({ passed: arranged.length - absent.length, absent: absent.length });
  for (const s of sessions) {
    const detail = await ok<{
      rows: { declarationId: number; score100: number | null; defenseStatus: string }[];
    }>(w.office, 'GET', `${RA}/defense/session/${s.sessionId}`);
    for (const row of detail.rows)
      expect(row.score100, `defense score of ${row.declarationId}`).toBe(
        absent.includes(row.declarationId) ? null : meanTimes100(given.get(row.declarationId)!, 5),
      );
  }
  for (const id of waiting)
    Object.assign(run.expected.get(id)!, absent.includes(id) ? { status: '2' } : { stage: 'group_review' });
  return { arranged: arranged.length, absent };
}

/** Step 5: evaluation reviewers of teams 1–2 write opinions and ratings; teams 3–5 closed by the office. */
export async function groupReview(run: Run): Promise<void> {
  const { w } = run;
  const inReview = run.ids.filter((id) => run.expected.get(id)!.stage === 'group_review');
  const rated = inReview.filter((id) => run.teamOf.indexOf(teamOfDeclaration(run, id)) < 2);
  const evaluators = await evaluatorsOf(run.t, rated);
  for (const id of rated) {
    expect(evaluators.get(id)).toHaveLength(EVALUATORS);
    for (const reviewerId of evaluators.get(id)!)
      await ok(run.reviewers.get(reviewerId)!, 'PUT', `${RA}/group-review/opinion`, {
        declarationId: id,
        rating: 'ABCD'[run.index.get(id)! % 4],
        opinion: '业绩突出，材料完整',
      });
  }
  const early = await send(w.office, 'POST', `${RA}/group-review/close`, {
    declarationIds: inReview.slice(-1),
    opinion: '评议完成',
  });
  expect(early.code).not.toBe(200);
  await ok(w.office, 'POST', `${RA}/group-review/close`, { declarationIds: rated, opinion: '评议完成' });
  for (const teamId of run.teamOf.slice(2))
    await ok(w.office, 'POST', `${RA}/group-review/close-team`, {
      teamId,
      opinion: '会议集中评议，意见已汇总',
    });
  for (const id of inReview) Object.assign(run.expected.get(id)!, { stage: 'team_vote' });
}
