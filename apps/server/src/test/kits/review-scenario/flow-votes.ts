import { expect } from 'vitest';
import { choiceOf, count, passes, quorate, type Choice } from './expected.js';
import { teamOfDeclaration, type Run } from './flow-early.js';
import { declarationRows } from '../review.js';
import { ok, RA, send } from './scenario.js';

interface SheetRow {
  declarationId: number;
  presentCount: number;
  agree: number;
  oppose: number;
  abstain: number;
  blank: number;
  passed: boolean;
}

/** 回避 as the scenario set it up: the reviewer works at the applicants' unit or declared a conflict. */
const recused = (run: Run, id: number, reviewerId: number) =>
  run.sameUnit.has(reviewerId) ||
  (run.declared.get(reviewerId) ?? []).includes(run.w.employeeIds[run.index.get(id)!]!);

/**
 * One meeting's ballots: each of `voters` (present members who vote) casts its choice on every agenda item it
 * need not stand aside from; the others present cast nothing (blank). Answers the expected line per item.
 */
async function vote(
  run: Run,
  meetingId: number,
  key: number,
  present: number[],
  voters: number[],
  agenda: number[],
) {
  const cast = new Map<number, Choice[]>(agenda.map((id) => [id, []]));
  for (const [m, reviewerId] of voters.entries()) {
    const ballots = agenda
      .filter((id) => !recused(run, id, reviewerId))
      .map((id) => ({ declarationId: id, choice: choiceOf(key, run.index.get(id)!, m) }));
    for (const b of ballots) cast.get(b.declarationId)!.push(b.choice);
    await ok(run.reviewers.get(reviewerId)!, 'POST', `${RA}/vote/ballot`, { meetingId, ballots });
  }
  return new Map(
    agenda.map((id) => [id, count(present.filter((r) => !recused(run, id, r)).length, cast.get(id)!)]),
  );
}

/** Compares the tally sheet with the scenario's own counts and 2/3 rule; answers the passed ids. */
async function checkSheet(run: Run, meetingId: number, want: Map<number, ReturnType<typeof count>>) {
  const sheet = await ok<{ rows: SheetRow[]; passed: number; failed: number }>(
    run.w.office,
    'GET',
    `${RA}/vote/meeting/${meetingId}/sheet`,
  );
  expect(sheet.rows.map((r) => r.declarationId).sort((a, b) => a - b)).toEqual(
    [...want.keys()].sort((a, b) => a - b),
  );
  const passed: number[] = [];
  for (const row of sheet.rows) {
    const c = want.get(row.declarationId)!;
    const pass = passes(c, 2, 3);
    expect(row, `tally of ${row.declarationId}`).toMatchObject({
      presentCount: c.present,
      agree: c.agree,
      oppose: c.oppose,
      abstain: c.abstain,
      blank: c.blank,
      passed: pass,
    });
    if (pass) passed.push(row.declarationId);
  }
  expect(sheet.passed).toBe(passed.length);
  expect(sheet.failed).toBe(want.size - passed.length);
  return passed;
}

/** Step 6: each team meets with six of seven present; five vote, one present member leaves every ballot blank. */
export async function teamVotes(run: Run): Promise<{ passed: number; failed: number }> {
  const totals = { passed: 0, failed: 0 };
  for (const [k, teamId] of run.teamOf.entries()) {
    const members = run.members.get(teamId)!;
    const present = members.slice(0, 6);
    const meetingId = await ok<number>(run.w.office, 'POST', `${RA}/vote/meeting`, {
      teamId,
      presentIds: present,
    });
    const agenda = run.ids.filter(
      (id) => run.expected.get(id)!.stage === 'team_vote' && teamOfDeclaration(run, id) === teamId,
    );
    const want = await vote(run, meetingId, 100 + k, present, present.slice(0, 5), agenda);
    const outcome = await ok<{ status: string; passed: number; failed: number }>(
      run.w.office,
      'POST',
      `${RA}/vote/meeting/${meetingId}/tally`,
    );
    const passed = await checkSheet(run, meetingId, want);
    expect(outcome).toMatchObject({
      status: '1',
      passed: passed.length,
      failed: agenda.length - passed.length,
    });
    for (const id of agenda)
      Object.assign(
        run.expected.get(id)!,
        passed.includes(id)
          ? { stage: 'committee_vote', status: '4', teamResult: '1' }
          : { status: '2', teamResult: '2' },
      );
    totals.passed += passed.length;
    totals.failed += agenda.length - passed.length;
  }
  return totals;
}

/**
 * Steps 7–8: the committee is called with 15 of 25 present (no quorum: the round does not open, nothing moves);
 * one declaration is returned meanwhile, resubmitted and refused at the check; the round opens with 22 present,
 * 21 voting.
 */
export async function committee(run: Run): Promise<{ returnedId: number; passed: number; failed: number }> {
  const { w } = run;
  const members = run.members.get(run.committeeId)!;
  const waiting = run.ids.filter((id) => run.expected.get(id)!.stage === 'committee_vote');
  const first = members.slice(0, 15);
  expect(quorate(first.length, 25, 2, 3)).toBe(false);
  const short = await w.office.send({
    method: 'POST',
    url: `${RA}/vote/meeting`,
    payload: { teamId: run.committeeId, presentIds: first },
  });
  expect(short.body?.msg).toContain('未达到法定人数');
  const still = await declarationRows(run.t, waiting);
  expect(still.every((d) => d.stage === 'committee_vote' && d.approvalStatus === '4')).toBe(true);

  // 退回 at the committee stage: back to the applicant, resubmitted into prepare; the office then refuses it there.
  const returnedId = waiting[waiting.length - 1]!;
  await ok(w.office, 'PUT', `${RA}/return`, {
    declarationIds: [returnedId],
    items: [{ item: '业绩成果', reason: '代表作检索证明缺失' }],
  });
  await ok(w.company, 'PUT', '/zcps/title/review-declare/resubmit', {
    declarationId: returnedId,
    pledge: true,
  });
  await ok(w.office, 'PUT', `${RA}/prepare/reject`, {
    declarationIds: [returnedId],
    opinion: '补正材料仍不符合要求',
  });
  const e = run.expected.get(returnedId)!;
  Object.assign(e, { stage: 'prepare', status: '2', returns: e.returns + 1 });
  delete e.teamResult;

  const present = members.slice(0, 22);
  expect(quorate(present.length, 25, 2, 3)).toBe(true);
  const meetingId = await ok<number>(w.office, 'POST', `${RA}/vote/meeting`, {
    teamId: run.committeeId,
    presentIds: present,
  });
  const rounds = await run.w.office.get(
    `${RA}/vote/meeting/list?kind=committee&activityId=${run.activityId}`,
  );
  expect(rounds.rows.map((m: { roundNo: number; status: string }) => [m.roundNo, m.status])).toEqual([
    [1, '0'],
  ]);
  const agenda = waiting.filter((id) => id !== returnedId);
  const want = await vote(run, meetingId, 200, present, present.slice(0, 21), agenda);
  const outcome = await ok<{ status: string; quorumMet: boolean; passed: number }>(
    w.office,
    'POST',
    `${RA}/vote/meeting/${meetingId}/tally`,
  );
  const passed = await checkSheet(run, meetingId, want);
  expect(outcome).toMatchObject({ status: '1', quorumMet: true, passed: passed.length });
  for (const id of agenda)
    Object.assign(
      run.expected.get(id)!,
      passed.includes(id)
        ? { stage: 'final_approval', status: '1', committeeResult: '1' }
        : { status: '2', committeeResult: '2' },
    );
  return { returnedId, passed: passed.length, failed: agenda.length - passed.length };
}

/** Step 9: publicity, an objection dismissed and one upheld, confirmation after the publicity: certificates. */
export async function finalApproval(run: Run) {
  const { w, t } = run;
  const passed = run.ids.filter((id) => run.expected.get(id)!.stage === 'final_approval');
  const endEarly = await send(w.office, 'PUT', `/zcps/title/review-activity/end/${run.activityId}`);
  expect(endEarly.code).not.toBe(200);
  await ok(w.office, 'POST', `${RA}/final-approval/publicize`, {
    declarationIds: passed,
    publicityStart: t.container.clock.today(),
  });
  const [dismissed, upheld] = [passed[0]!, passed[1]!];
  for (const [id, isUpheld] of [
    [dismissed, false],
    [upheld, true],
  ] as const) {
    await ok(w.office, 'POST', `${RA}/final-approval/objection`, {
      declarationId: id,
      objectionContent: '反映其代表作存在署名争议',
    });
    const [objection] = await ok<{ objectionId: number }[]>(
      w.office,
      'GET',
      `${RA}/final-approval/${id}/objections`,
    );
    await ok(w.office, 'PUT', `${RA}/final-approval/objection`, {
      objectionId: objection!.objectionId,
      upheld: isUpheld,
      handleOpinion: isUpheld ? '经核实情况属实' : '经核实不属实',
    });
  }
  Object.assign(run.expected.get(upheld)!, { status: '2' });
  const confirmable = passed.filter((id) => id !== upheld);
  const early = await send(w.office, 'POST', `${RA}/final-approval/confirm`, { declarationIds: confirmable });
  expect(early.code).not.toBe(200);
  t.container.clock.travel(20 * 86_400_000);
  await ok(w.office, 'POST', `${RA}/final-approval/confirm`, { declarationIds: confirmable });
  for (const id of confirmable) Object.assign(run.expected.get(id)!, { stage: 'result', status: '6' });
  return { confirmed: confirmable.length, upheld };
}
