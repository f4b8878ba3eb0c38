import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, routeEngines, type TestApp } from '../../../test/test-app.js';
import { declarationRows, trailOf } from '../../../test/kits/review.js';
import {
  assign,
  createActivity,
  declareAll,
  defense,
  drawTeams,
  groupReview,
  prepare,
  type Run,
} from '../../../test/kits/review-scenario/flow-early.js';
import { committee, finalApproval, teamVotes } from '../../../test/kits/review-scenario/flow-votes.js';
import {
  allRows,
  fixtureOf,
  masterData,
  ok,
  poolOf,
  RA,
  reviewerCallers,
} from '../../../test/kits/review-scenario/scenario.js';

const APPLICANTS = 300;
/** Returned at prepare with reasons per item, then resubmitted: 10 of them. */
const RETURNED = Array.from({ length: APPLICANTS }, (_, i) => i).filter((i) => i % 30 === 7);
/** Refused at prepare: 6 of them. */
const REJECTED = Array.from({ length: APPLICANTS }, (_, i) => i).filter((i) => i % 50 === 13);

interface ResultRow {
  declarationId: number;
  stage: string;
  approvalStatus: string;
  teamResult: string | null;
  committeeResult: string | null;
  certificateNo: string | null;
}

/**
 * One activity end to end through the API (issue 8, first "Must show"): the office, the company and the
 * reviewers act through the routes; only master data (series, title, dossiers, reviewers, pools, accounts) is
 * written directly. Every tally and result is checked against the scenario's own arithmetic (expected.ts).
 */
describe.each(routeEngines)('a whole review activity on %s', (engine) => {
  let t: TestApp;
  let run: Run;
  const figures: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp(engine);
    const w = await masterData(t, APPLICANTS);
    run = {
      t,
      w,
      activityId: 0,
      ids: [],
      index: new Map(),
      expected: new Map(),
      teamOf: [],
      members: new Map(),
      committeeId: 0,
      reviewers: new Map(),
      declared: new Map(),
      sameUnit: new Set(),
    };
  }, 600_000);
  afterAll(async () => {
    console.info(`review scenario on ${engine}:`, JSON.stringify(figures));
    await t?.close();
  });

  it('runs 300 declarations from submission to certificates and results', async () => {
    const started = Date.now();
    const mark = (step: string) => {
      figures[`${step}Ms`] = Date.now() - started;
      console.info(`scenario on ${engine}: ${step} after ${figures[`${step}Ms`]} ms`);
    };
    const { w } = run;
    run.activityId = await createActivity(t, w);
    await declareAll(run);
    mark('declared');
    expect(run.ids).toHaveLength(APPLICANTS);
    await prepare(run, RETURNED, REJECTED);
    mark('prepared');
    const checked = APPLICANTS - REJECTED.length;

    const fx = fixtureOf(w, run.activityId);
    const teamPool = await poolOf(t, w, fx, '组专家', 45, 3, [w.employeeIds[0]!, w.employeeIds[1]!]);
    const committeePool = await poolOf(t, w, fx, '委员', 30, 2, [w.employeeIds[2]!]);
    for (const p of [teamPool, committeePool]) {
      p.sameUnit.forEach((r) => run.sameUnit.add(r));
      for (const [reviewerId, employeeId] of p.declared) run.declared.set(reviewerId, [employeeId]);
    }
    await drawTeams(run, teamPool.poolId, committeePool.poolId);
    const seated = [...run.members.values()].flat();
    expect(new Set(seated).size).toBe(5 * 7 + 25);
    for (const r of [...run.sameUnit, ...run.declared.keys()].filter((r) => committeePool.ids.includes(r)))
      expect(run.members.get(run.committeeId)).not.toContain(r);
    mark('drawn');
    run.reviewers = await reviewerCallers(t, seated);
    mark('signedIn');
    await assign(run, checked);
    const rows = await declarationRows(t, run.ids);
    for (const row of rows.filter((r) => r.approvalStatus === '4'))
      expect(row.teamId).toBe(run.teamOf[run.index.get(row.declarationId)! % 5]);
    mark('assigned');

    const defended = await defense(run);
    Object.assign(figures, { defended: defended.arranged, absent: defended.absent.length });
    mark('defended');
    await groupReview(run);
    mark('groupReviewed');
    const team = await teamVotes(run);
    Object.assign(figures, { teamPassed: team.passed, teamFailed: team.failed });
    expect(team.passed + team.failed).toBe(checked - defended.absent.length);
    mark('teamVoted');
    const board = await committee(run);
    mark('committeeVoted');
    Object.assign(figures, { committeePassed: board.passed, committeeFailed: board.failed });
    const final = await finalApproval(run);
    figures.certificates = final.confirmed;
    mark('confirmed');

    // Certificates: one unique number per confirmed declaration.
    const finals = await allRows<ResultRow>(w.office, `${RA}/final/list?activityId=${run.activityId}`);
    const numbers = finals.map((r) => r.certificateNo).filter((n): n is string => n !== null);
    expect(numbers).toHaveLength(final.confirmed);
    expect(new Set(numbers).size).toBe(final.confirmed);

    // The activity ends now that every declaration is final.
    await ok(w.office, 'PUT', `/zcps/title/review-activity/end/${run.activityId}`);

    // Results: the summary and each declaration equal the scenario's own bookkeeping.
    const want = [...run.expected.values()];
    const passed = want.filter((e) => e.status === '6').length;
    const failed = want.filter((e) => e.status === '2').length;
    expect(passed + failed).toBe(APPLICANTS);
    expect(passed).toBe(final.confirmed);
    const [summary] = await ok<object[]>(
      w.office,
      'GET',
      `${RA}/result/summary?activityId=${run.activityId}`,
    );
    expect(summary).toMatchObject({
      total: APPLICANTS,
      inProgress: 0,
      returned: 0,
      failed,
      passed,
      revoked: 0,
      passRatePermille: Math.floor((passed * 1000) / (passed + failed)),
    });
    const results = await allRows<ResultRow>(w.office, `${RA}/result/list?activityId=${run.activityId}`);
    expect(results).toHaveLength(APPLICANTS);
    for (const r of results) {
      const e = run.expected.get(r.declarationId)!;
      expect({ stage: r.stage, status: r.approvalStatus }, `result of ${r.declarationId}`).toEqual({
        stage: e.stage,
        status: e.status,
      });
      if (e.teamResult) expect(r.teamResult).toBe(e.teamResult);
      if (e.committeeResult) expect(r.committeeResult).toBe(e.committeeResult);
      expect(r.certificateNo !== null).toBe(e.status === '6');
    }

    // Every trail starts with the submission and ends in the declaration's final state; returns are counted.
    for (const row of await declarationRows(t, run.ids)) {
      const e = run.expected.get(row.declarationId)!;
      const trail = await trailOf(t, row.declarationId);
      expect(trail[0]!.action).toBe('submit');
      expect(trail.at(-1)).toMatchObject({ toStage: e.stage, toStatus: e.status });
      expect(trail.filter((d) => d.action === 'return')).toHaveLength(e.returns);
      expect(trail.filter((d) => d.action === 'resubmit')).toHaveLength(e.returns);
      expect(row.returnCount).toBe(e.returns);
    }
    Object.assign(figures, { passed, failed, totalMs: Date.now() - started });
  }, 600_000);
});
