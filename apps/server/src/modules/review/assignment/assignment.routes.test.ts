import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssignmentRow, AssignmentSummary } from '@zcps/contracts';
import { zcReviewDeclaration, zcReviewTeam } from '../../../db/schema/index.js';
import { createTestApp, routeEngines, login, type TestApp } from '../../../test/test-app.js';
import { caller, operLogs } from '../../../test/kits/monitor.js';
import { secondTenant } from '../../../test/kits/resource.js';
import { Role, roleUser } from '../../../test/kits/employee-attachment.js';
import {
  declarations,
  reviewers,
  reviewFixture,
  team,
  type ReviewFixture,
} from '../../../test/kits/review.js';
import { activityRow, declarationOf } from '../../../test/kits/review-team.js';

type Caller = ReturnType<typeof caller>;
const URL = '/zcps/title/assignment';

describe.each(routeEngines)('/title/assignment on %s', (engine) => {
  let t: TestApp;
  let fx: ReviewFixture;
  let office: Caller;
  let officeEn: Caller;
  let staff: Caller;
  let other: Caller;
  let p0: number;
  let p1: number;
  const teams: Record<'a' | 'b' | 'c', number> = { a: 0, b: 0, c: 0 };
  let conflicted: number;
  let outsider: number;
  let stranded: number;
  let prepared: number[];

  const send = (who: Caller, method: 'POST' | 'PUT', url: string, payload: object) =>
    who.send({ method, url, payload }).then((r) => r.body);
  const version = async () => (await activityRow(t, fx.activityId)).version;
  const rows = async (query = ''): Promise<AssignmentRow[]> =>
    (await office.get(`${URL}/list?activityId=${fx.activityId}&pageSize=100${query}`)).rows;
  const disciplineTeam = async (ids: number[], professions: number[], name: string) => {
    const id = await team(t, fx, ids, '1', name);
    await t.database.db
      .update(zcReviewTeam)
      .set({ professionIds: professions })
      .where(eq(zcReviewTeam.teamId, id));
    return id;
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    fx = await reviewFixture(t);
    [p0, p1] = [fx.professionIds[0], fx.professionIds[1]];
    const officeToken = (await roleUser(t, 'asgoffice', Role.OFFICE)).token;
    office = caller(t, officeToken);
    officeEn = caller(t, officeToken, 'en_US');
    staff = caller(t, (await roleUser(t, 'asgstaff', Role.STAFF)).token);
    const passed = { stage: 'group_review' as const, status: '4' as const };
    await declarations(t, fx, { count: 12, ...passed, professionId: p0 });
    await declarations(t, fx, { count: 6, ...passed, professionId: p1 });
    prepared = await declarations(t, fx, { count: 2, stage: 'prepare', professionId: p0 });
    const one = async (seed: Parameters<typeof declarations>[2]) => (await declarations(t, fx, seed))[0]!;
    conflicted = await one({ count: 1, ...passed, professionId: p0, clientId: null, unitName: '冲突单位' });
    stranded = await one({ count: 1, ...passed, professionId: fx.professionIds[2] });
    const r = await reviewers(t, fx, 8);
    const [blocker] = await reviewers(t, fx, 1, { unitName: '冲突单位' });
    teams.a = await disciplineTeam([r[0]!, r[1]!, blocker!], [p0], '机械一组');
    teams.b = await disciplineTeam([r[2]!, r[3]!, r[4]!], [p0], '机械二组');
    teams.c = await disciplineTeam([r[5]!, r[6]!, r[7]!], [p1], '电子组');
    outsider = (await reviewers(t, fx, 1))[0]!;
    await secondTenant(t, {
      tenantId: '200082',
      userName: 'asgboss',
      password: 'secret123',
      perms: 'title:assignment%',
    });
    other = caller(
      t,
      (await login(t, { tenantId: '200082', username: 'asgboss', password: 'secret123' })).data.access_token,
    );
  });
  afterAll(() => t?.close());

  it('refuses to assign before the assignment begins; begin checks permission, version and phase', async () => {
    const notBegun = '评审活动"V 2026 年度工程系列高级职称评审"尚未开始分配';
    expect((await send(office, 'POST', `${URL}/auto`, { activityId: fx.activityId })).msg).toBe(notBegun);
    expect(
      (await send(office, 'PUT', `${URL}/move`, { declarationIds: [conflicted], teamId: teams.b })).msg,
    ).toBe(notBegun);
    expect(
      (await send(office, 'PUT', `${URL}/finish`, { activityId: fx.activityId, version: await version() }))
        .msg,
    ).toBe(notBegun);
    const begin = (who: Caller, v: number) =>
      send(who, 'PUT', `${URL}/begin`, { activityId: fx.activityId, version: v });
    expect(await begin(staff, await version())).toMatchObject({ code: 403 });
    expect((await begin(office, (await version()) + 7)).msg).toBe('评审活动已被他人修改，请刷新后重试');
    expect(await send(office, 'PUT', `${URL}/begin`, { activityId: fx.activityId })).toMatchObject({
      code: 400,
      msg: expect.stringContaining('(version)'),
    });
    // Two offices beginning from the same version: one wins, the other is told why, nothing moves twice.
    const seen = await version();
    const both = await Promise.all([begin(office, seen), begin(office, seen)]);
    expect(both.map((b) => b.code).sort()).toEqual([200, 500]);
    expect((await activityRow(t, fx.activityId)).version).toBe(seen + 1);
    expect((await activityRow(t, fx.activityId)).assignmentStatus).toBe('1');
    expect((await begin(office, await version())).msg).toBe(
      '评审活动"V 2026 年度工程系列高级职称评审"的分配已经开始',
    );
  });

  it('places the passed declarations in balance by profession, honouring 回避, and reports what it cannot place', async () => {
    expect(await send(office, 'POST', `${URL}/auto`, {})).toMatchObject({
      code: 400,
      msg: expect.stringContaining('(activityId)'),
    });
    expect(await send(staff, 'POST', `${URL}/auto`, { activityId: fx.activityId })).toMatchObject({
      code: 403,
    });
    const res = await send(office, 'POST', `${URL}/auto`, { activityId: fx.activityId });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ considered: 20, assigned: 19 });
    expect(res.data.unplaced).toEqual([
      { declarationId: stranded, applicantName: '申报人1', reason: 'noTeam', detail: null },
    ]);
    expect((await declarationOf(t, conflicted)).teamId).toBe(teams.b);
    for (const id of prepared) expect((await declarationOf(t, id)).teamId).toBeNull();
    const summary = (await office.get(`${URL}/summary/${fx.activityId}`)).data as AssignmentSummary;
    const count = (teamId: number) =>
      summary.counts.filter((c) => c.teamId === teamId).reduce((n, c) => n + c.declarations, 0);
    expect(Math.abs(count(teams.a) - count(teams.b))).toBeLessThanOrEqual(1);
    expect(count(teams.a) + count(teams.b)).toBe(13);
    expect(count(teams.c)).toBe(6);
    expect(summary).toMatchObject({
      passed: 20,
      assigned: 19,
      unassigned: 1,
      teams: 3,
      assignmentStatus: '1',
    });
    expect((await rows('&unassigned=1')).map((r) => r.declarationId)).toEqual([stranded]);
  });

  it('moves declarations between teams, refusing a conflicted team by naming the reviewer', async () => {
    const refused = await send(office, 'PUT', `${URL}/move`, {
      declarationIds: [conflicted],
      teamId: teams.a,
    });
    expect(refused.msg).toMatch(/^评审组"机械一组"的专家"专家\d"须回避申报人"申报人1"（同一单位）$/);
    const english = await send(officeEn, 'PUT', `${URL}/move`, {
      declarationIds: [conflicted],
      teamId: teams.a,
    });
    expect(english.msg).toMatch(
      /^Reviewer "专家\d" of team "机械一组" must stand aside for applicant "申报人1" \(same unit\)$/,
    );
    expect((await declarationOf(t, conflicted)).teamId).toBe(teams.b);
    const [inC] = await rows(`&teamId=${teams.c}`);
    expect(
      (await send(office, 'PUT', `${URL}/move`, { declarationIds: [inC!.declarationId], teamId: teams.a }))
        .msg,
    ).toBe(`评审组"机械一组"不负责申报人"${inC!.applicantName}"的专业`);
    expect(
      (await send(office, 'PUT', `${URL}/move`, { declarationIds: [prepared[0]], teamId: teams.a })).msg,
    ).toContain('未通过资格审查');
    const [inA] = await rows(`&teamId=${teams.a}`);
    expect(
      await send(office, 'PUT', `${URL}/move`, { declarationIds: [inA!.declarationId], teamId: teams.b }),
    ).toMatchObject({
      code: 200,
    });
    expect((await declarationOf(t, inA!.declarationId)).teamId).toBe(teams.b);
    expect(await send(office, 'PUT', `${URL}/move`, { declarationIds: [], teamId: teams.b })).toMatchObject({
      code: 400,
    });
  });

  it('finish is refused while a passed declaration has no team or too few evaluation reviewers', async () => {
    const finish = async () =>
      send(office, 'PUT', `${URL}/finish`, { activityId: fx.activityId, version: await version() });
    expect((await finish()).msg).toBe('还有1份通过资格审查的申报未分配评审组，不能完成分配');
    await t.database.db
      .update(zcReviewDeclaration)
      .set({ delFlag: '2' })
      .where(eq(zcReviewDeclaration.declarationId, stranded));
    expect((await finish()).msg).toBe('还有19份申报的评议专家少于3人，不能完成分配');
    expect((await activityRow(t, fx.activityId)).assignmentStatus).toBe('1');
  });

  it('picks evaluation reviewers from each team, conflict-free and balanced; changes them by hand', async () => {
    const res = await send(office, 'POST', '/zcps/title/evaluation-reviewer/auto', {
      activityId: fx.activityId,
    });
    expect(res.data).toMatchObject({ declarations: 19, added: 57, short: [] });
    const members: Record<number, number[]> = {};
    for (const teamId of Object.values(teams))
      members[teamId] = (await office.get(`/zcps/title/review-team-member/list?teamId=${teamId}`)).rows.map(
        (m: { reviewerId: number }) => m.reviewerId,
      );
    for (const row of await rows()) {
      expect(row.evaluators).toHaveLength(3);
      expect(row.evaluators.every((e) => members[row.teamId!]!.includes(e.reviewerId))).toBe(true);
    }
    const set = (reviewerIds: number[]) =>
      send(office, 'PUT', '/zcps/title/evaluation-reviewer', { declarationId: conflicted, reviewerIds });
    expect((await set([outsider])).msg).toBe(`专家（编号${outsider}）不是评审组"机械二组"的表决成员`);
    expect(await set([members[teams.b]![0]!])).toMatchObject({ code: 200 });
    expect(
      (await rows()).find((r) => r.declarationId === conflicted)!.evaluators.map((e) => e.reviewerId),
    ).toEqual([members[teams.b]![0]]);
    const listed = await office.get(`/zcps/title/evaluation-reviewer/list?declarationId=${conflicted}`);
    expect(listed.rows).toHaveLength(1);
    expect(listed.rows[0]).toMatchObject({ teamName: '机械二组', applicantName: '申报人1' });
  });

  it('finishes when every passed declaration is staffed, then locks the assignment', async () => {
    await send(office, 'POST', '/zcps/title/evaluation-reviewer/auto', { activityId: fx.activityId });
    expect(
      await send(staff, 'PUT', `${URL}/finish`, { activityId: fx.activityId, version: await version() }),
    ).toMatchObject({
      code: 403,
    });
    expect(
      await send(office, 'PUT', `${URL}/finish`, { activityId: fx.activityId, version: await version() }),
    ).toMatchObject({
      code: 200,
    });
    expect((await activityRow(t, fx.activityId)).assignmentStatus).toBe('2');
    const finished = '评审活动"V 2026 年度工程系列高级职称评审"已完成分配，不能再调整';
    expect((await send(office, 'POST', `${URL}/auto`, { activityId: fx.activityId, rerun: true })).msg).toBe(
      finished,
    );
    expect(
      (await send(office, 'PUT', `${URL}/move`, { declarationIds: [conflicted], teamId: teams.b })).msg,
    ).toBe(finished);
    expect(
      (
        await send(office, 'PUT', '/zcps/title/evaluation-reviewer', {
          declarationId: conflicted,
          reviewerIds: [1],
        })
      ).msg,
    ).toBe(finished);
  });

  it('exports the detail with the filters of the console form, logged', async () => {
    const { res } = await office.send({
      method: 'POST',
      url: `${URL}/export`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `activityId=${fx.activityId}`,
    });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-type'])).toContain('spreadsheetml');
    expect((await operLogs(t)).some((l) => l.title === '评审分配' && l.operUrl?.endsWith('/export'))).toBe(
      true,
    );
    expect((await send(staff, 'POST', `${URL}/export`, { activityId: fx.activityId })).code).toBe(403);
  });

  it('another tenant sees and changes nothing', async () => {
    expect((await other.get(`${URL}/summary/${fx.activityId}`)).msg).toBe('评审活动不存在');
    expect((await other.get(`${URL}/list?activityId=${fx.activityId}`)).total).toBe(0);
    expect((await send(other, 'POST', `${URL}/auto`, { activityId: fx.activityId })).msg).toBe(
      '评审活动不存在',
    );
    expect(
      (await send(other, 'PUT', `${URL}/move`, { declarationIds: [conflicted], teamId: teams.a })).msg,
    ).toBe('评审组不存在');
  });
});
