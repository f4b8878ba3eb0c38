import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { votePassed, type TallySheet } from '@zcps/contracts';
import { caller, createUser, operLogs, tokenOf } from '../../../test/kits/monitor.js';
import { adminToken, createTestApp, routeEngines, type TestApp } from '../../../test/test-app.js';
import { Role, roleUser } from '../../../test/kits/employee-attachment.js';
import { declarations, reviewFixture, team, type ReviewFixture } from '../../../test/kits/review.js';
import { voters, type Voter } from '../../../test/kits/review-vote.js';
import { rowsOf } from './vote-sql.js';

type Caller = ReturnType<typeof caller>;
const URL = '/zcps/title/review-approval/vote';

describe.each(routeEngines)('paper ballots entered by the office on %s', (engine) => {
  let t: TestApp;
  let fx: ReviewFixture;
  let office: Caller;
  let officeEn: Caller;
  let staff: Caller;
  let panel: Voter[];
  let outsider: Voter;
  let decls: [number, number, number];
  let meetingId: number;

  const post = async (who: Caller, url: string, payload: object = {}) =>
    (await who.send({ method: 'POST', url: `${URL}${url}`, payload })).body;
  const enter = (who: Caller, payload: object) => post(who, `/meeting/${meetingId}/paper`, payload);
  const ids = (vs: Voter[]) => vs.map((v) => v.reviewerId);
  const line = (declarationId: number, agree = 0, oppose = 0, abstain = 0) => ({
    declarationId,
    agree,
    oppose,
    abstain,
  });
  /** Everything a paper entry writes: receipts, ballots and entries of the meeting. */
  const stored = async () => {
    const [row] = await rowsOf<{ receipts: number; ballots: number; entries: number }>(
      t.database.db,
      sql.raw(`SELECT (SELECT count(*)::int FROM zc_review_vote_receipt WHERE meeting_id = ${meetingId}) AS receipts,
        (SELECT count(*)::int FROM zc_review_ballot WHERE meeting_id = ${meetingId}) AS ballots,
        (SELECT count(*)::int FROM zc_review_paper_entry WHERE meeting_id = ${meetingId}) AS entries`),
    );
    return row!;
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    await adminToken(t);
    fx = await reviewFixture(t);
    const officeUser = await roleUser(t, 'ppoffice', Role.OFFICE);
    office = caller(t, officeUser.token);
    officeEn = caller(t, officeUser.token, 'en_US');
    await createUser(t, 'ppstaff', 'secret123');
    staff = caller(t, await tokenOf(t, 'ppstaff', 'secret123'));
    panel = await voters(t, fx, 6, 'ppb');
    outsider = panel.pop()!;
    const teamId = await team(t, fx, ids(panel));
    decls = (await declarations(t, fx, {
      count: 3,
      stage: 'team_vote',
      status: '4',
      teamId,
    })) as typeof decls;
    // panel[4] works at d3's applicant's unit: they must recuse themself from d3.
    await t.database.db.execute(
      `UPDATE zc_review_declaration SET unit_name = 'ppb单位5' WHERE declaration_id = ${decls[2]}`,
    );
    const opened = await post(office, '/meeting', { teamId, presentIds: ids(panel) });
    expect(opened.code).toBe(200);
    meetingId = opened.data as number;
  });
  afterAll(() => t?.close());

  it('refuses callers without the office’s vote code and bad entries, changing nothing', async () => {
    const [d1, d2, d3] = decls;
    const good = { voterIds: ids(panel.slice(3)), paperCounts: [line(d1, 2), line(d2, 1, 1), line(d3, 1)] };
    expect((await enter(staff, good)).code).toBe(403);
    expect((await enter(panel[0]!.call, good)).code).toBe(403);
    expect((await staff.get(`${URL}/meeting/${meetingId}/paper`)).code).toBe(403);

    const over = await enter(office, { ...good, paperCounts: [line(d1, 2, 1), line(d2), line(d3)] });
    expect([over.code, over.msg]).toEqual([
      400,
      '纸质票数(paperCounts)第 1 行：同意、不同意、弃权合计 3 张，超过投纸质选票的 2 人',
    ]);
    const overEn = await post(officeEn, `/meeting/${meetingId}/paper`, {
      ...good,
      paperCounts: [line(d1), line(d2, 0, 0, 3), line(d3)],
    });
    expect(overEn.msg).toBe(
      'Paper counts (paperCounts), line 2: agree, oppose and abstain add up to 3, more than the 2 paper voters',
    );
    const negative = await enter(office, { ...good, paperCounts: [line(d1, -1)] });
    expect([negative.code, negative.msg]).toEqual([400, expect.stringContaining('同意票数')]);
    // panel[4] must recuse themself from d3: only one paper voter may vote on it.
    const recused = await enter(office, { ...good, paperCounts: [line(d1), line(d2), line(d3, 1, 1)] });
    expect(recused.msg).toMatch(
      /^纸质票数\(paperCounts\)：".+"的同意、不同意、弃权合计 2 张，超过可对其投票的纸质投票人 1 人/,
    );
    const missing = await enter(office, { ...good, paperCounts: [line(d1), line(d2)] });
    expect(missing.msg).toContain('缺少');
    const twice = await enter(office, { ...good, paperCounts: [line(d1), line(d1), line(d2), line(d3)] });
    expect(twice.msg).toContain(`申报编号 ${d1} 重复`);
    const elsewhere = await enter(office, { ...good, paperCounts: [...good.paperCounts, line(d3 + 1000)] });
    expect(elsewhere.msg).toContain('不在本次会议的表决范围内');
    const absent = await enter(office, {
      voterIds: [outsider.reviewerId],
      paperCounts: [line(d1), line(d2), line(d3)],
    });
    expect(absent.msg).toBe(`投纸质选票的人员(voterIds)："${outsider.name}"不是本次会议的出席成员`);
    expect(await stored()).toEqual({ receipts: 0, ballots: 0, entries: 0 });
  });

  it('adds the paper ballots to the tally; paper and online voters stay apart; nothing links a member to a choice', async () => {
    const [d1, d2, d3] = decls;
    const [p0, p1, , p3, p4] = panel as [Voter, Voter, Voter, Voter, Voter];
    const cast = (v: Voter, ballots: [number, string][]) =>
      post(v.call, '/ballot', {
        meetingId,
        ballots: ballots.map(([declarationId, choice]) => ({ declarationId, choice })),
      });
    expect(
      await cast(p0, [
        [d1, '1'],
        [d2, '2'],
        [d3, '3'],
      ]),
    ).toMatchObject({ code: 200 });
    const before = await stored();
    const online = await enter(office, {
      voterIds: [p0.reviewerId],
      paperCounts: [line(d1), line(d2), line(d3)],
    });
    expect(online.msg).toBe(`投纸质选票的人员(voterIds)："${p0.name}"已在线投票，不能再录入纸质选票`);
    expect(await stored()).toEqual(before);

    const entered = await enter(office, {
      voterIds: [p3.reviewerId, p4.reviewerId],
      paperCounts: [line(d1, 2), line(d2, 1, 1), line(d3, 1)],
    });
    expect(entered.code).toBe(200);
    // Receipts: p0 3, p3 3, p4 2 (recused from d3); ballots: p0 3, paper 2 + 2 + 1.
    expect(await stored()).toEqual({ receipts: 8, ballots: 8, entries: 1 });
    expect((await cast(p3, [[d1, '2']])).msg).toBe('您已在会场投纸质选票，不能再在线投票');
    const again = await enter(office, {
      voterIds: [p4.reviewerId],
      paperCounts: [line(d1), line(d2), line(d3)],
    });
    expect(again.msg).toContain('的纸质选票已录入');
    expect(await stored()).toEqual({ receipts: 8, ballots: 8, entries: 1 });

    const record = (await office.get(`${URL}/meeting/${meetingId}/paper`)).data;
    expect(record).toMatchObject({
      onlineVoterIds: [p0.reviewerId],
      paperVoterIds: [p3.reviewerId, p4.reviewerId],
      entries: [
        {
          entryId: entered.data,
          voters: [
            { reviewerId: p3.reviewerId, reviewerName: p3.name },
            { reviewerId: p4.reviewerId, reviewerName: p4.name },
          ],
          enteredBy: expect.any(String),
          enteredTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
        },
      ],
    });
    const agenda = (await office.get(`${URL}/meeting/${meetingId}`)).data.agenda;
    expect(agenda.map((a: { ballotsCast: number }) => a.ballotsCast)).toEqual([3, 3, 2]);

    // Secret in what is stored: the entry keeps no count, ballots no voter, the log no count.
    const [entry] = await rowsOf<Record<string, unknown>>(
      t.database.db,
      sql.raw(`SELECT * FROM zc_review_paper_entry WHERE meeting_id = ${meetingId}`),
    );
    expect(Object.keys(entry!).sort()).toEqual([
      'entered_by',
      'entered_time',
      'entry_id',
      'meeting_id',
      'tenant_id',
      'voter_ids',
    ]);
    const [ballot] = await rowsOf<Record<string, unknown>>(
      t.database.db,
      sql.raw(`SELECT * FROM zc_review_ballot WHERE meeting_id = ${meetingId} LIMIT 1`),
    );
    expect(Object.keys(ballot!).sort()).toEqual([
      'ballot_id',
      'choice',
      'declaration_id',
      'meeting_id',
      'tenant_id',
    ]);
    const logs = (await operLogs(t)).filter((l) => l.operUrl?.endsWith(`/meeting/${meetingId}/paper`));
    expect(logs.length).toBeGreaterThan(0);
    expect(logs.every((l) => !/agree|oppose|abstain|paperCounts/.test(String(l.operParam)))).toBe(true);

    expect(
      await cast(p1, [
        [d1, '1'],
        [d2, '1'],
        [d3, '1'],
      ]),
    ).toMatchObject({ code: 200 });
    // panel[2] casts nothing: a blank on every declaration.
    expect((await post(office, `/meeting/${meetingId}/tally`)).code).toBe(200);
    const sheet: TallySheet = (await office.get(`${URL}/meeting/${meetingId}/sheet`)).data;
    const want = [
      { presentCount: 5, agree: 4, oppose: 0, abstain: 0, blank: 1 },
      { presentCount: 5, agree: 2, oppose: 2, abstain: 0, blank: 1 },
      { presentCount: 4, agree: 2, oppose: 0, abstain: 1, blank: 1 },
    ];
    expect(
      sheet.rows.map(({ presentCount, agree, oppose, abstain, blank, passed }) => ({
        presentCount,
        agree,
        oppose,
        abstain,
        blank,
        passed,
      })),
    ).toEqual(want.map((w) => ({ ...w, passed: votePassed(w.agree, w.presentCount, sheet.passRule) })));
    const closed = await enter(office, {
      voterIds: [panel[2]!.reviewerId],
      paperCounts: [line(d1), line(d2), line(d3)],
    });
    expect(closed.msg).toContain('已结束计票');
  });
});
