import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import type { DrawOutcome, DrawResult, ReviewTeamVo, TeamMemberVo } from '@zcps/contracts';
import { zcProfession } from '../../../db/schema/index.js';
import { createTestApp, routeEngines, login, type TestApp } from '../../../test/test-app.js';
import { caller, operLogs } from '../../../test/kits/monitor.js';
import { secondTenant } from '../../../test/kits/resource.js';
import { Role, roleUser } from '../../../test/kits/employee-attachment.js';
import { declarations, reviewers, reviewFixture, type ReviewFixture } from '../../../test/kits/review.js';
import { drawFrom } from './draw.js';
import { conflictRow, poolWith, setAssignmentStatus } from '../../../test/kits/review-team.js';

type Caller = ReturnType<typeof caller>;
const URL = '/zcps/title/review-team';
const MEMBERS = '/zcps/title/review-team-member';

describe.each(routeEngines)('/title/review-team and members on %s', (engine) => {
  let t: TestApp;
  let fx: ReviewFixture;
  let office: Caller;
  let english: Caller;
  let staff: Caller;
  let other: Caller;
  let poolId: number;
  let good: number[];
  const bad: Record<'sameClient' | 'sameName' | 'declared', number> = {
    sameClient: 0,
    sameName: 0,
    declared: 0,
  };
  const teamIds: Record<string, number> = {};

  const post = (who: Caller, url: string, payload: object, method: 'POST' | 'PUT' = 'POST') =>
    who.send({ method, url, payload }).then((r) => r.body);
  const create = (payload: object, who = office) =>
    post(who, URL, {
      activityId: fx.activityId,
      teamType: '1',
      professionIds: [fx.professionIds[0]],
      ...payload,
    });
  const draw = (teamId: number, seed?: string, who = office) =>
    post(who, `${URL}/draw`, { teamId, poolId, seed });
  const live = async (teamId: number) =>
    (await office.get(`${MEMBERS}/list?teamId=${teamId}&pageSize=50`)).rows as {
      reviewerId: number;
      memberId: number;
    }[];
  const teamsOf = async (who: Caller): Promise<ReviewTeamVo[]> =>
    (await who.get(`${URL}/list?activityId=${fx.activityId}&pageSize=50`)).rows ?? [];

  beforeAll(async () => {
    t = await createTestApp(engine);
    fx = await reviewFixture(t);
    const officeToken = (await roleUser(t, 'teamoffice', Role.OFFICE)).token;
    office = caller(t, officeToken);
    english = caller(t, officeToken, 'en_US');
    staff = caller(t, (await roleUser(t, 'teamstaff', Role.STAFF)).token);
    await declarations(t, fx, {
      count: 6,
      stage: 'group_review',
      status: '4',
      professionId: fx.professionIds[0],
    });
    // All of the teams' profession; the profession rule has its own test below.
    good = await reviewers(t, fx, 12, { professionId: fx.professionIds[0] });
    bad.sameClient = (await reviewers(t, fx, 1, { clientId: fx.clientId }))[0]!;
    bad.sameName = (await reviewers(t, fx, 1, { unitName: '华信建设集团' }))[0]!;
    bad.declared = (await reviewers(t, fx, 1, { unitName: '无关单位' }))[0]!;
    await conflictRow(t, fx, bad.declared, { personName: '申报人1' });
    poolId = await poolWith(t, fx, [...good, ...Object.values(bad)]);
    await secondTenant(t, {
      tenantId: '200081',
      userName: 'teamboss',
      password: 'secret123',
      perms: 'title:review-team%',
    });
    const token = (await login(t, { tenantId: '200081', username: 'teamboss', password: 'secret123' })).data;
    other = caller(t, token.access_token);
  });
  afterAll(() => t?.close());

  it('creates teams by their rules; bad input is a 400 naming the field and writes nothing', async () => {
    const made = await create({ teamName: '机械一组', teamSize: 5 });
    expect(made).toMatchObject({ code: 200 });
    teamIds.a = made.data;
    expect(await create({ teamName: '偶数组', teamSize: 4 })).toMatchObject({
      code: 400,
      msg: expect.stringContaining('表决人数(teamSize)必须为奇数'),
    });
    expect(await create({ teamName: 'Even', teamSize: 4 }, english)).toMatchObject({
      code: 400,
      msg: expect.stringContaining('Voting seats (teamSize) must be an odd number'),
    });
    expect(await create({ teamName: '无专业', teamSize: 3, professionIds: [] })).toMatchObject({
      code: 400,
      msg: expect.stringContaining('(professionIds)不能为空'),
    });
    expect(
      await create({ teamName: '外系列', teamSize: 3, professionIds: [fx.professionIds[2]] }),
    ).toMatchObject({
      code: 500,
      msg: `专业${fx.professionIds[2]}不在评审活动的评审专业内`,
    });
    expect(
      await create({ teamName: '评委会', teamType: '2', professionIds: [], teamSize: 11 }),
    ).toMatchObject({
      code: 500,
      msg: '评委会人数不得少于25人（按系列组建的高级职称评委会）',
    });
    expect(await create({ teamName: '机械评委会', teamType: '2', teamSize: 11 })).toMatchObject({
      code: 200,
    });
    expect(
      await create({ teamName: '第二评委会', teamType: '2', teamSize: 25, professionIds: [] }),
    ).toMatchObject({
      code: 500,
      msg: expect.stringContaining('已有评委会"机械评委会"'),
    });
    expect(await create({ teamName: '越权', teamSize: 3 }, staff)).toMatchObject({ code: 403 });
    expect((await teamsOf(office)).map((x) => x.teamName).sort()).toEqual(['机械一组', '机械评委会']);
    teamIds.committee = (await teamsOf(office)).find((x) => x.teamType === '2')!.teamId;
    teamIds.b = (await create({ teamName: '机械二组', teamSize: 5 })).data;
    teamIds.c = (await create({ teamName: '机械三组', teamSize: 3 })).data;
  });

  it('draws honouring 回避, logs the draw and replays it from its seed', async () => {
    const res = await draw(teamIds.a!, 'fixed-seed-1');
    expect(res.code).toBe(200);
    const result = res.data as DrawResult;
    expect(result.seed).toBe('fixed-seed-1');
    expect(result.drawnIds).toHaveLength(5);
    expect(result.drawnIds.every((id) => good.includes(id))).toBe(true);
    expect(Object.fromEntries(result.excluded.map((e) => [e.reviewerId, e.reason]))).toEqual({
      [bad.sameClient]: expect.stringMatching(/^sameUnit:申报人/),
      [bad.sameName]: expect.stringMatching(/^sameUnit:申报人/),
      [bad.declared]: 'declaredConflict:申报人1',
    });
    expect(drawFrom(result.candidateIds, 5, result.seed)).toEqual(result.drawnIds);
    const logs = await office.get(`${MEMBERS}/draw-log?teamId=${teamIds.a}`);
    expect(logs.rows).toHaveLength(1);
    expect(logs.rows[0]).toMatchObject({ action: 'draw', seed: 'fixed-seed-1', drawnIds: result.drawnIds });
    expect((await live(teamIds.a!)).map((m) => m.reviewerId).sort()).toEqual([...result.drawnIds].sort());
    expect((await operLogs(t)).some((l) => l.title === '评审组' && l.operUrl?.endsWith('/draw'))).toBe(true);

    // Emptied and drawn again with the same seed over the same candidates: the same reviewers.
    const ids = (await live(teamIds.a!)).map((m) => m.memberId).join(',');
    expect((await office.del(`${MEMBERS}/${ids}?reason=${encodeURIComponent('重抽验证')}`)).code).toBe(200);
    const again = (await draw(teamIds.a!, 'fixed-seed-1')).data as DrawResult;
    expect(again.candidateIds).toEqual(result.candidateIds);
    expect(again.drawnIds).toEqual(result.drawnIds);
    expect((await draw(teamIds.a!)).msg).toBe('评审组"机械一组"的5个表决席位已满');
  });

  it('never seats a reviewer on two discipline teams of one activity; too few candidates writes nothing', async () => {
    const a = (await live(teamIds.a!)).map((m) => m.reviewerId);
    const b = (await draw(teamIds.b!)).data as DrawResult;
    expect(b.drawnIds.filter((id) => a.includes(id))).toEqual([]);
    expect(
      b.excluded
        .filter((e) => e.reason === 'seatedElsewhere:机械一组')
        .map((e) => e.reviewerId)
        .sort(),
    ).toEqual([...a].sort());
    expect(await draw(teamIds.c!)).toMatchObject({ code: 500, msg: '回避后可抽取的专家只有2人，需要3人' });
    expect(await live(teamIds.c!)).toEqual([]);
    // The committee may seat discipline-team members; 回避 still applies to it.
    const committee = (await draw(teamIds.committee!)).data as DrawResult;
    expect(committee.drawnIds).toHaveLength(11);
    expect(committee.drawnIds.some((id) => Object.values(bad).includes(id))).toBe(false);
  });

  it('redraws one seat and changes members by hand, each with a reason, all logged', async () => {
    const [first] = await live(teamIds.a!);
    expect(await post(office, `${MEMBERS}/redraw`, { memberId: first!.memberId }, 'PUT')).toMatchObject({
      code: 400,
      msg: expect.stringContaining('原因(reason)'),
    });
    const res = await post(office, `${MEMBERS}/redraw`, { memberId: first!.memberId, reason: '出差' }, 'PUT');
    expect(res.code).toBe(200);
    expect(res.data.drawnIds).toHaveLength(1);
    expect(res.data.drawnIds[0]).not.toBe(first!.reviewerId);
    expect(res.data.excluded).toContainEqual(
      expect.objectContaining({ reviewerId: first!.reviewerId, reason: 'replaced' }),
    );
    const all = (await office.get(`${MEMBERS}/list?teamId=${teamIds.a}&includeRemoved=1&pageSize=50`)).rows;
    expect(all.find((m: { memberId: number }) => m.memberId === first!.memberId)).toMatchObject({
      removed: true,
      reason: '出差',
    });
    const add = (reviewerId: number) =>
      post(office, MEMBERS, { teamId: teamIds.c, reviewerId, memberRole: '3', reason: '专业需要' });
    expect(await add(bad.sameName)).toMatchObject({
      code: 500,
      msg: expect.stringMatching(/^专家"专家1"须回避申报人"申报人\d"（同一单位）$/),
    });
    expect(await add(res.data.drawnIds[0])).toMatchObject({
      msg: expect.stringContaining('已在本活动的评审组"机械一组"'),
    });
    expect(await add(first!.reviewerId)).toMatchObject({ code: 200 });
    const [seat] = await live(teamIds.c!);
    expect(await post(office, MEMBERS, { memberId: seat!.memberId, memberRole: '5' }, 'PUT')).toMatchObject({
      code: 200,
    });
    expect((await office.del(`${MEMBERS}/${seat!.memberId}?reason=`)).code).toBe(400);
    expect((await office.del(`${MEMBERS}/${seat!.memberId}?reason=${encodeURIComponent('回避')}`)).code).toBe(
      200,
    );
    const actions = (await office.get(`${MEMBERS}/draw-log?teamId=${teamIds.c}`)).rows.map(
      (r: { action: string; reason: string | null }) => [r.action, r.reason],
    );
    expect(actions).toEqual([
      ['remove', '回避'],
      ['add', '专业需要'],
    ]);
    expect(
      await post(staff, `${MEMBERS}/redraw`, { memberId: seat!.memberId, reason: 'x' }, 'PUT'),
    ).toMatchObject({
      code: 403,
    });
  });

  it('draws a discipline team only from its professions, names who was left out and why, and saves only on confirm', async () => {
    const [own, other] = [fx.professionIds[1]!, fx.professionIds[0]!];
    const names = new Map(
      (
        await t.database.db
          .select({ id: zcProfession.professionId, name: zcProfession.professionName })
          .from(zcProfession)
          .where(inArray(zcProfession.professionId, [own, other]))
      ).map((p) => [p.id, p.name]),
    );
    // One matching expert can sign in (their account is linked); the others cannot until accounts are opened.
    const signer = await roleUser(t, 'drawsigner', Role.REVIEWER);
    const matching = [
      ...(await reviewers(t, fx, 1, { professionId: own, userId: signer.userId })),
      ...(await reviewers(t, fx, 3, { professionId: own })),
    ];
    const foreign = await reviewers(t, fx, 3, { professionId: other });
    const pool = await poolWith(t, fx, [...matching, ...foreign], '电子专家库');
    const teamId = (await create({ teamName: '电子组', teamSize: 3, professionIds: [own] })).data as number;
    const logsOf = async () => (await office.get(`${MEMBERS}/draw-log?teamId=${teamId}`)).rows as unknown[];

    // 随机抽取 is a preview: who would sit, who is left out with their name and reason; nothing saved or logged.
    const body = { teamId, poolId: pool, seed: 'profession-1' };
    const preview = await post(office, `${URL}/draw/preview`, body);
    expect(preview.code).toBe(200);
    const shown = preview.data as DrawOutcome;
    expect(shown.logId).toBe(0);
    expect(shown.professionNames).toEqual([names.get(own)]);
    expect(shown.drawnIds).toHaveLength(3);
    expect(shown.drawnIds.every((id) => matching.includes(id))).toBe(true);
    expect(shown.drawn.map((d) => d.professionName)).toEqual([
      names.get(own),
      names.get(own),
      names.get(own),
    ]);
    expect(shown.drawn.every((d) => d.reviewerName.startsWith('专家'))).toBe(true);
    expect(shown.drawn.every((d) => d.canSignIn === (d.reviewerId === matching[0]))).toBe(true);
    expect(shown.drawn.filter((d) => !d.canSignIn)).toHaveLength(
      shown.drawnIds.includes(matching[0]!) ? 2 : 3,
    );
    const left = shown.excluded.filter((e) => foreign.includes(e.reviewerId));
    expect(left.map((e) => e.reviewerId).sort()).toEqual([...foreign].sort());
    expect(left.every((e) => e.reason === `otherProfession:${names.get(other)}` && !!e.reviewerName)).toBe(
      true,
    );
    // 取消 after a preview: the team is as it was.
    expect(await live(teamId)).toEqual([]);
    expect(await logsOf()).toEqual([]);

    // 确定 with ids the seed no longer draws is refused and saves nothing.
    const stale = await post(office, `${URL}/draw`, { ...body, expectedIds: [foreign[0]!] });
    expect(stale).toMatchObject({ code: 500, msg: expect.stringContaining('与预览不一致') });
    expect(await live(teamId)).toEqual([]);
    expect(await logsOf()).toEqual([]);

    // 确定 with the preview's seed and ids seats exactly them and logs the exclusions with names.
    const saved = await post(office, `${URL}/draw`, { ...body, expectedIds: shown.drawnIds });
    expect(saved.code).toBe(200);
    expect((saved.data as DrawOutcome).drawnIds).toEqual(shown.drawnIds);
    expect((await live(teamId)).map((m) => m.reviewerId).sort()).toEqual([...shown.drawnIds].sort());
    const seated = (await office.get(`${MEMBERS}/list?teamId=${teamId}`)).rows as TeamMemberVo[];
    expect(seated.every((m) => m.canSignIn === (m.reviewerId === matching[0]))).toBe(true);
    const [log] = (await logsOf()) as DrawResult[];
    expect(log!.excluded.filter((e) => foreign.includes(e.reviewerId)).every((e) => !!e.reviewerName)).toBe(
      true,
    );
  });

  it('locks teams and members once the assignment is finished', async () => {
    await setAssignmentStatus(t, fx.activityId, '2');
    const locked = '评审活动"V 2026 年度工程系列高级职称评审"已完成分配，评审组及成员已锁定';
    const [seat] = await live(teamIds.a!);
    expect((await draw(teamIds.c!)).msg).toBe(locked);
    expect(
      (await post(office, `${MEMBERS}/redraw`, { memberId: seat!.memberId, reason: 'x' }, 'PUT')).msg,
    ).toBe(locked);
    expect((await create({ teamName: '迟到组', teamSize: 3 })).msg).toBe(locked);
    expect((await office.del(`${URL}/${teamIds.c}`)).msg).toBe(locked);
    expect((await teamsOf(office)).every((x) => x.locked)).toBe(true);
    await setAssignmentStatus(t, fx.activityId, '0');
  });

  it('another tenant sees and changes nothing', async () => {
    expect(await teamsOf(other)).toEqual([]);
    expect((await other.get(`${URL}/${teamIds.a}`)).msg).toBe('评审组不存在');
    expect((await draw(teamIds.c!, undefined, other)).msg).toBe('评审组不存在');
    expect((await other.get(`${MEMBERS}/list?teamId=${teamIds.a}`)).msg).toBe('评审组不存在');
    await other.del(`${URL}/${teamIds.c}`);
    expect((await teamsOf(office)).map((x) => x.teamId)).toContain(teamIds.c);
  });
});
