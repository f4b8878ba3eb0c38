import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TeamType, type TallySheet } from '@zcps/contracts';
import { caller, createUser, operLogs, tokenOf } from '../../../test/kits/monitor.js';
import { secondTenant } from '../../../test/kits/resource.js';
import { adminToken, createTestApp, routeEngines, login, type TestApp } from '../../../test/test-app.js';
import { Role, roleUser } from '../../../test/kits/employee-attachment.js';
import {
  declarationRows,
  declarations,
  reviewFixture,
  team,
  type ReviewFixture,
} from '../../../test/kits/review.js';
import { makeSecretary, voters, type Voter } from '../../../test/kits/review-vote.js';
import { scopedUser } from '../../../test/kits/system-dept.js';
import { zcReviewer, zcReviewMeeting } from '../../../db/schema/index.js';

type Caller = ReturnType<typeof caller>;
const URL = '/zcps/title/review-approval/vote';
type Choice = '1' | '2' | '3' | null;

/**
 * The rule of domain.md, computed here on its own: agree × 3 ≥ present × 2, blanks and abstentions not agree;
 * 'R' marks a member who had to recuse themself from this declaration (not counted present for it).
 */
type Cell = Choice | 'R';
function expected(cells: Cell[]) {
  const column = cells.filter((c) => c !== 'R');
  const present = column.length;
  const agree = column.filter((c) => c === '1').length;
  const oppose = column.filter((c) => c === '2').length;
  const abstain = column.filter((c) => c === '3').length;
  return {
    presentCount: present,
    agree,
    oppose,
    abstain,
    blank: present - agree - oppose - abstain,
    passed: agree * 3 >= present * 2,
  };
}

describe.each(routeEngines)('vote meetings, ballots and tallies on %s', (engine) => {
  let t: TestApp;
  let fx: ReviewFixture;
  let office: Caller;
  let officeEn: Caller;
  let officeId: number;
  let staff: Caller;
  let other: Caller;
  let panel: Voter[];
  let board: Voter[];
  let teamId: number;
  let committeeId: number;
  let teamDecls: number[];
  const seen: string[] = [];

  const post = async (who: Caller, url: string, payload: object = {}) => {
    const body = (await who.send({ method: 'POST', url: `${URL}${url}`, payload })).body;
    seen.push(JSON.stringify(body));
    return body;
  };
  const get = async (who: Caller, url: string) => {
    const body = await who.get(`${URL}${url}`);
    seen.push(JSON.stringify(body));
    return body;
  };
  const vote = (v: Voter, meetingId: number, ballots: { declarationId: number; choice: string }[]) =>
    post(v.call, '/ballot', { meetingId, ballots });

  /**
   * The office may not point a seated expert at itself, and an account without the reviewer role casts nothing
   * even when an expert record is linked to it (data from before the rule) and its role holds the vote permission.
   */
  const onlyExpertsVote = async (meetingId: number) => {
    const seat = board[0]!;
    const form = (await office.get(`/zcps/title/reviewer/${seat.reviewerId}`)).data;
    const relink = await office.send({
      method: 'PUT',
      url: '/zcps/title/reviewer',
      payload: { ...form, userId: officeId },
    });
    expect(relink.body.msg).toBe('关联账号须拥有评审专家角色');
    const spare = await voters(t, fx, 1, 'vtspare');
    const move = { ...form, userId: spare[0]!.userId };
    await t.database.db
      .update(zcReviewer)
      .set({ userId: null })
      .where(eq(zcReviewer.reviewerId, spare[0]!.reviewerId));
    const locked = await office.send({ method: 'PUT', url: '/zcps/title/reviewer', payload: move });
    expect(locked.body.msg).toContain('不能更改关联账号');
    const impostorId = await scopedUser(t, {
      userName: 'vtimpostor',
      password: 'secret123',
      deptId: 103,
      dataScope: '1',
      perms: ['title:review-approval:vote', 'title:review-approval:committee-vote'],
    });
    const impostor = caller(t, await tokenOf(t, 'vtimpostor', 'secret123'));
    await t.database.db
      .update(zcReviewer)
      .set({ userId: impostorId })
      .where(eq(zcReviewer.reviewerId, seat.reviewerId));
    const ballot = { meetingId, ballots: [{ declarationId: teamDecls[0]!, choice: '1' }] };
    const refused = (await impostor.send({ method: 'POST', url: `${URL}/ballot`, payload: ballot })).body;
    expect(refused).toMatchObject({ code: 403, msg: '当前账号不是评审专家，不能投票' });
    await t.database.db
      .update(zcReviewer)
      .set({ userId: seat.userId })
      .where(eq(zcReviewer.reviewerId, seat.reviewerId));
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    await adminToken(t);
    fx = await reviewFixture(t);
    const officeUser = await roleUser(t, 'vtoffice', Role.OFFICE);
    office = caller(t, officeUser.token);
    officeEn = caller(t, officeUser.token, 'en_US');
    officeId = officeUser.userId;
    await createUser(t, 'vtstaff', 'secret123');
    staff = caller(t, await tokenOf(t, 'vtstaff', 'secret123'));
    await secondTenant(t, {
      tenantId: '200081',
      userName: 'vtboss',
      password: 'secret123',
      perms: 'title:%',
    });
    other = caller(
      t,
      (await login(t, { tenantId: '200081', username: 'vtboss', password: 'secret123' })).data.access_token,
    );
    panel = await voters(t, fx, 6, 'vtp');
    board = await voters(t, fx, 8, 'vtc');
    teamId = await team(
      t,
      fx,
      panel.map((v) => v.reviewerId),
    );
    await makeSecretary(t, teamId, panel[5]!.reviewerId);
    committeeId = await team(
      t,
      fx,
      board.map((v) => v.reviewerId),
      TeamType.COMMITTEE,
    );
    await makeSecretary(t, committeeId, board[7]!.reviewerId);
    teamDecls = await declarations(t, fx, { count: 4, stage: 'team_vote', status: '4', teamId });
  });
  afterAll(() => t?.close());

  it('answers 403 without the permissions and refuses bad input with 400 naming the field', async () => {
    // Staff hold title:review-approval:query for their results page: it opens no vote.
    expect((await get(staff, '/meeting/list')).code).toBe(403);
    expect((await get(staff, '/meeting/1')).code).toBe(403);
    expect((await get(staff, '/meeting/1/sheet')).code).toBe(403);
    const company = caller(t, (await roleUser(t, 'vtcompany', Role.COMPANY)).token);
    expect((await get(company, '/meeting/list')).code).toBe(403);
    expect((await get(staff, '/teams')).code).toBe(403);
    expect((await post(staff, '/meeting', { teamId, presentIds: [1] })).code).toBe(403);
    expect((await post(panel[0]!.call, '/meeting', { teamId, presentIds: [1] })).code).toBe(403);
    expect((await post(panel[0]!.call, '/meeting/1/tally')).code).toBe(403);
    expect(
      (await post(staff, '/ballot', { meetingId: 1, ballots: [{ declarationId: 1, choice: '1' }] })).code,
    ).toBe(403);
    expect(
      (await panel[0]!.call.send({ method: 'POST', url: `${URL}/meeting/1/sheet/export` })).body.code,
    ).toBe(403);
    const empty = await post(office, '/meeting', { teamId, presentIds: [] });
    expect(empty.code).toBe(400);
    expect(empty.msg).toContain('出席成员');
    const bad = await post(panel[0]!.call, '/ballot', {
      meetingId: 1,
      ballots: [{ declarationId: 1, choice: '9' }],
    });
    expect(bad.code).toBe(400);
    expect(bad.msg).toContain('投票选项');
    expect((await get(office, '/meeting/list')).total).toBe(0);
  });

  it('opens a team meeting with present voting members only, the agenda being the team’s waiting declarations', async () => {
    const secretary = await post(office, '/meeting', { teamId, presentIds: [panel[5]!.reviewerId] });
    expect(secretary.msg).toContain('秘书不投票');
    const stranger = await post(office, '/meeting', { teamId, presentIds: [board[0]!.reviewerId] });
    expect(stranger.msg).toContain(String(board[0]!.reviewerId));
    // The roster (who sits on the team) is no vote: kept out of the secrecy search below.
    const teams = await office.get(`${URL}/teams?kind=team`);
    expect(teams.data.find((x: { teamId: number }) => x.teamId === teamId)).toMatchObject({ waiting: 4 });
    const opened = await post(office, '/meeting', {
      teamId,
      presentIds: panel.slice(0, 4).map((v) => v.reviewerId),
    });
    expect(opened.code).toBe(200);
    expect((await post(office, '/meeting', { teamId, presentIds: [panel[0]!.reviewerId] })).msg).toContain(
      '第 1 轮',
    );
    const detail = (await get(office, `/meeting/${opened.data}`)).data;
    expect(detail).toMatchObject({
      kind: 'team',
      roundNo: 1,
      memberCount: 5,
      presentCount: 4,
      declarationCount: 4,
      status: '0',
    });
    expect(detail.agenda.map((a: { declarationId: number }) => a.declarationId)).toEqual(teamDecls);
  });

  it('takes one secret ballot per present member and declaration, refusing absentees, repeats and recusals', async () => {
    const meetingId = (await get(office, '/meeting/list?kind=team')).rows[0].meetingId as number;
    const [d1, d2, d3, d4] = teamDecls as [number, number, number, number];
    // d4's applicant works at panel[3]'s unit: panel[3] must recuse themself from it.
    await t.database.db.execute(
      `UPDATE zc_review_declaration SET unit_name = 'vtp单位4' WHERE declaration_id = ${d4}`,
    );
    // panel[2] declared a conflict with d3's applicant by name.
    await t.database.db
      .execute(`INSERT INTO zc_reviewer_conflict (tenant_id, reviewer_id, conflict_type, person_name, reason)
      SELECT tenant_id, ${panel[2]!.reviewerId}, 'person', applicant_name, '亲属' FROM zc_review_declaration
      WHERE declaration_id = ${d3}`);
    const matrix: Record<number, Cell[]> = {
      [d1]: ['1', '1', '1', null],
      [d2]: ['1', '1', '2', '3'],
      [d3]: ['1', '3', 'R', '1'],
      [d4]: ['1', '1', '1', 'R'],
    };
    for (let i = 0; i < 4; i++) {
      const ballots = Object.entries(matrix)
        .filter(([, column]) => column[i] && column[i] !== 'R')
        .map(([id, column]) => ({ declarationId: Number(id), choice: column[i] as string }));
      expect(await vote(panel[i]!, meetingId, ballots)).toMatchObject({ code: 200 });
    }
    const recused = await vote(panel[3]!, meetingId, [{ declarationId: d4, choice: '1' }]);
    expect(recused.msg).toContain('回避');
    expect(recused.msg).toContain('同一单位');
    const declared = await vote(panel[2]!, meetingId, [{ declarationId: d3, choice: '1' }]);
    expect(declared.msg).toContain('申报的回避关系：亲属');
    const again = await vote(panel[0]!, meetingId, [{ declarationId: d1, choice: '2' }]);
    expect(again.msg).toContain('只能投一票');
    const absent = await vote(panel[4]!, meetingId, [{ declarationId: d1, choice: '2' }]);
    expect(absent.code).toBe(403);
    const secretary = await vote(panel[5]!, meetingId, [{ declarationId: d1, choice: '2' }]);
    expect(secretary.code).toBe(403);
    expect((await vote(board[0]!, meetingId, [{ declarationId: d1, choice: '2' }])).code).toBe(403);
    expect(
      (await post(office, '/ballot', { meetingId, ballots: [{ declarationId: d1, choice: '2' }] })).code,
    ).toBe(403);
    const mine = (await get(panel[3]!.call, `/meeting/${meetingId}`)).data.me;
    expect(mine).toMatchObject({ present: true, votedIds: [d2, d3] });
    expect(mine.recusals).toEqual([{ declarationId: d4, reason: '与申报人同一单位' }]);
    const agenda = (await get(office, `/meeting/${meetingId}`)).data.agenda;
    expect(agenda.map((a: { ballotsCast: number }) => a.ballotsCast)).toEqual([3, 4, 3, 3]);

    const outcome = (await post(office, `/meeting/${meetingId}/tally`)).data;
    // d4: panel[3] recused, so 3 present of whom 3 agree.
    const want = [expected(matrix[d1]!), expected(matrix[d2]!), expected(matrix[d3]!), expected(matrix[d4]!)];
    expect(outcome).toMatchObject({
      status: '1',
      quorumMet: true,
      passed: want.filter((w) => w.passed).length,
    });
    const sheet: TallySheet = (await get(office, `/meeting/${meetingId}/sheet`)).data;
    expect(
      sheet.rows.map(({ presentCount, agree, oppose, abstain, blank, passed }) => ({
        presentCount,
        agree,
        oppose,
        abstain,
        blank,
        passed,
      })),
    ).toEqual(want);
    expect(sheet.quorumRule).toBeNull();
    const rows = await declarationRows(t, teamDecls);
    expect(rows.map((r) => [r.stage, r.approvalStatus, r.teamResult])).toEqual(
      want.map((w) => (w.passed ? ['committee_vote', '4', '1'] : ['team_vote', '2', '2'])),
    );
    // The trail names the round in the reader's language, never the stored mixed form.
    const trailOpinion = async (who: Caller) =>
      ((await who.get(`/zcps/title/review-approval/detail/${d1}`)).data.trail as { opinion: string }[]).at(
        -1,
      )!.opinion;
    expect(await trailOpinion(office)).toBe('第 1 轮表决');
    expect(await trailOpinion(officeEn)).toBe('Round 1 of the vote');
    expect((await vote(panel[4]!, meetingId, [{ declarationId: d1, choice: '1' }])).code).toBe(403);
    expect((await vote(panel[0]!, meetingId, [{ declarationId: d2, choice: '1' }])).msg).toContain(
      '已结束计票',
    );
    expect((await post(office, `/meeting/${meetingId}/tally`)).msg).toContain('已结束计票');
  });

  it('opens a committee round only with its quorum present, then tallies it against its rules', async () => {
    const extra = await declarations(t, fx, { count: 2, stage: 'committee_vote', status: '4' });
    const waiting = (await declarationRows(t, [...teamDecls, ...extra]))
      .filter((r) => r.stage === 'committee_vote' && r.approvalStatus === '4')
      .map((r) => r.declarationId);
    const meetings = () =>
      t.database.db.select().from(zcReviewMeeting).where(eq(zcReviewMeeting.teamId, committeeId));
    const before = (await meetings()).length;
    // 7 voting members: quorum needs present × 3 ≥ 7 × 2, so 4 present is short and 5 is enough.
    const short = await post(office, '/meeting', {
      teamId: committeeId,
      presentIds: board.slice(0, 4).map((v) => v.reviewerId),
    });
    expect([short.code, short.msg]).toEqual([
      500,
      '出席 4 人，未达到法定人数：评委会 7 名委员，至少需 5 人出席才能表决',
    ]);
    expect((await meetings()).length).toBe(before);
    expect(
      (await declarationRows(t, waiting)).every(
        (r) => r.stage === 'committee_vote' && r.approvalStatus === '4',
      ),
    ).toBe(true);
    const present = board.slice(0, 6);
    const round = await post(office, '/meeting', {
      teamId: committeeId,
      presentIds: present.map((v) => v.reviewerId),
    });
    expect(round.code).toBe(200);
    // A round that has its quorum is not followed by another one.
    expect(
      (await post(office, `/meeting/${round.data}/new-round`, { presentIds: [board[0]!.reviewerId] })).msg,
    ).toContain('未达到法定人数');
    const detail = (await get(office, `/meeting/${round.data}`)).data;
    expect(detail).toMatchObject({ roundNo: 1, memberCount: 7, presentCount: 6 });
    await onlyExpertsVote(round.data as number);
    const columns = new Map<number, Choice[]>();
    waiting.forEach((id, j) =>
      columns.set(
        id,
        present.map((_, i) => ['1', '1', '1', '1', '2', '3', null][(i + j) % 7] as Choice),
      ),
    );
    for (let i = 0; i < present.length; i++) {
      const ballots = waiting
        .filter((id) => columns.get(id)![i])
        .map((id) => ({ declarationId: id, choice: columns.get(id)![i]! }));
      if (ballots.length) expect((await vote(present[i]!, round.data, ballots)).code).toBe(200);
    }
    await post(office, `/meeting/${round.data}/tally`);
    const sheet: TallySheet = (await get(office, `/meeting/${round.data}/sheet`)).data;
    expect(sheet.quorumRule).toEqual({ num: 2, den: 3 });
    expect(sheet.rows.map((r) => [r.declarationId, r.agree, r.oppose, r.abstain, r.blank, r.passed])).toEqual(
      waiting.map((id) => {
        const e = expected(columns.get(id)!);
        return [id, e.agree, e.oppose, e.abstain, e.blank, e.passed];
      }),
    );
    const rows = await declarationRows(t, waiting);
    expect(rows.map((r) => [r.stage, r.committeeResult])).toEqual(
      waiting.map((id) =>
        expected(columns.get(id)!).passed ? ['final_approval', '1'] : ['committee_vote', '2'],
      ),
    );
    const file = await office.send({ method: 'POST', url: `${URL}/meeting/${round.data}/sheet/export` });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.res.rawPayload as unknown as ArrayBuffer);
    const text = JSON.stringify(book.worksheets[0]!.getSheetValues());
    expect(text).toContain('监票人');
    seen.push(text);
    // The results page's export (a company's) is the same code: it exports no tally sheet.
    const company = caller(t, await tokenOf(t, 'vtcompany', 'secret123'));
    const refused = await company.send({ method: 'POST', url: `${URL}/meeting/${round.data}/sheet/export` });
    expect(refused.body.code).toBe(403);
  });

  it('never tells who voted what: no vote response, export or log names a voter beside a choice', async () => {
    await get(office, '/meeting/list');
    for (const v of [...panel, ...board]) await get(v.call, '/meeting/list?mine=true');
    const voterWords = [...panel, ...board].flatMap((v) => [v.name, `"reviewerId":${v.reviewerId}`]);
    const leaks = seen
      .filter((body) => !body.includes('"present":['))
      .filter((body) => voterWords.some((w) => body.includes(w)));
    expect(leaks).toEqual([]);
    const logs = (await operLogs(t)).filter((l) => l.operUrl?.includes('/vote/ballot'));
    expect(logs.length).toBeGreaterThan(0);
    expect(logs.every((l) => !String(l.operParam).includes('choice'))).toBe(true);
    const mine = await get(panel[0]!.call, '/meeting/list?mine=true');
    expect(mine.rows.map((m: { kind: string }) => m.kind)).toEqual(['team']);
  });

  it('shows an expert only the meetings they sit in, and the office every one', async () => {
    type Row = { meetingId: number; kind: string };
    const all: Row[] = (await get(office, '/meeting/list')).rows;
    const teamMeeting = all.find((m) => m.kind === 'team')!.meetingId;
    const committeeMeeting = all.find((m) => m.kind === 'committee')!.meetingId;
    // board[0] sat in the committee's round and in no team meeting; panel[0] in the team meeting only.
    const committeeSeat: Row[] = (await get(board[0]!.call, '/meeting/list')).rows;
    expect(committeeSeat.map((m) => m.kind)).toEqual(['committee']);
    const teamSeat: Row[] = (await get(panel[0]!.call, '/meeting/list?mine=false')).rows;
    expect(teamSeat.map((m) => m.meetingId)).toEqual([teamMeeting]);
    for (const url of [`/meeting/${teamMeeting}`, `/meeting/${teamMeeting}/sheet`])
      expect((await get(board[0]!.call, url)).msg).toBe('会议不存在');
    expect((await get(panel[0]!.call, `/meeting/${committeeMeeting}/sheet`)).msg).toBe('会议不存在');
    // board[6] was never present: no meeting at all.
    expect((await get(board[6]!.call, '/meeting/list')).total).toBe(0);
    expect((await get(panel[0]!.call, `/meeting/${teamMeeting}/sheet`)).code).toBe(200);
  });

  it('shows another tenant nothing and lets it change nothing', async () => {
    const meetingId = (await get(office, '/meeting/list')).rows[0].meetingId as number;
    expect((await get(other, '/meeting/list')).total).toBe(0);
    expect((await get(other, `/meeting/${meetingId}`)).msg).toBe('会议不存在');
    expect((await post(other, `/meeting/${meetingId}/tally`)).msg).toBe('会议不存在');
    expect((await post(other, '/meeting', { teamId, presentIds: [panel[0]!.reviewerId] })).msg).toBe(
      '评审组不存在',
    );
    expect((await get(other, '/teams?kind=committee')).data).toEqual([]);
  });
});
