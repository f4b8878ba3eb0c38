import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicityEnd, type FinalDeclarationVo, type ResultSummary } from '@zcps/contracts';
import { caller, tokenOf } from '../../../test/kits/monitor.js';
import { secondTenant } from '../../../test/kits/resource.js';
import { adminToken, createTestApp, routeEngines, login, type TestApp } from '../../../test/test-app.js';
import { Role, roleUser } from '../../../test/kits/employee-attachment.js';
import {
  declarationRows,
  declarations,
  reviewFixture,
  trailOf,
  type ReviewFixture,
} from '../../../test/kits/review.js';

type Caller = ReturnType<typeof caller>;
const URL = '/zcps/title/review-approval';

describe.each(routeEngines)('final approval, archive and results on %s', (engine) => {
  let t: TestApp;
  let fx: ReviewFixture;
  let office: Caller;
  let reviewer: Caller;
  let other: Caller;
  let today: string;
  let monthAgo: string;

  const send = async (who: Caller, method: 'POST' | 'PUT', url: string, payload: object = {}) =>
    (await who.send({ method, url: `${URL}${url}`, payload })).body;
  const sql = async <T>(text: string) =>
    ((await t.database.db.execute(text)) as unknown as { rows: T[] }).rows;
  const passed = (count: number) => declarations(t, fx, { count, stage: 'final_approval', status: '1' });
  const publicize = (ids: number[], publicityStart: string) =>
    send(office, 'POST', '/final-approval/publicize', { declarationIds: ids, publicityStart });
  const confirm = (ids: number[]) => send(office, 'POST', '/final-approval/confirm', { declarationIds: ids });
  /** Time passes: the publicity of these declarations ended yesterday. */
  const endPublicity = (ids: number[]) =>
    sql(`UPDATE zc_review_declaration SET publicity_start = CURRENT_DATE - 10, publicity_end = CURRENT_DATE - 1
      WHERE declaration_id IN (${ids.join(',')})`);

  beforeAll(async () => {
    t = await createTestApp(engine);
    await adminToken(t);
    fx = await reviewFixture(t);
    office = caller(t, (await roleUser(t, 'fnoffice', Role.OFFICE)).token);
    reviewer = caller(t, (await roleUser(t, 'fnreviewer', Role.REVIEWER)).token);
    await secondTenant(t, {
      tenantId: '200082',
      userName: 'fnboss',
      password: 'secret123',
      perms: 'title:%',
    });
    const token = (await login(t, { tenantId: '200082', username: 'fnboss', password: 'secret123' })).data;
    other = caller(t, token.access_token);
    [{ today, monthAgo }] = (await sql<{ today: string; monthAgo: string }>(
      `SELECT CURRENT_DATE::text AS today, (CURRENT_DATE - 30)::text AS "monthAgo"`,
    )) as [{ today: string; monthAgo: string }];
  });
  afterAll(() => t?.close());

  it('answers 403 without the permissions and 400 naming the field, writing nothing', async () => {
    const [id] = await passed(1);
    for (const url of [
      '/final-approval/list',
      '/final/list',
      `/final/${id}/certificate`,
      `/final-approval/${id}/objections`,
    ])
      expect((await reviewer.get(`${URL}${url}`)).code).toBe(403);
    expect(
      (
        await send(reviewer, 'POST', '/final-approval/publicize', {
          declarationIds: [id],
          publicityStart: today,
        })
      ).code,
    ).toBe(403);
    expect((await send(reviewer, 'POST', '/final-approval/confirm', { declarationIds: [id] })).code).toBe(
      403,
    );
    expect(
      (await send(reviewer, 'POST', '/final/revoke', { declarationId: id, revokeReason: 'x' })).code,
    ).toBe(403);
    expect(
      (
        await send(reviewer, 'PUT', '/final-approval/objection', {
          objectionId: 1,
          upheld: true,
          handleOpinion: 'x',
        })
      ).code,
    ).toBe(403);
    const bad = await publicize([id!], '2026-02-30');
    expect(bad.code).toBe(400);
    expect(bad.msg).toContain('公示开始日期');
    const noReason = await send(office, 'POST', '/final/revoke', { declarationId: id, revokeReason: ' ' });
    expect(noReason.code).toBe(400);
    expect(noReason.msg).toContain('撤销原因');
    const noContent = await send(office, 'POST', '/final-approval/objection', {
      declarationId: id,
      objectionContent: '',
    });
    expect(noContent.msg).toContain('异议内容');
    const [row] = await declarationRows(t, [id!]);
    expect([row!.publicityStart, row!.version]).toEqual([null, 0]);
  });

  it('publicizes for the activity’s working days and confirms only after it, numbering certificates', async () => {
    const ids = await passed(2);
    expect(await publicize(ids, today)).toMatchObject({ code: 200 });
    const rows = await declarationRows(t, ids);
    expect(rows.map((r) => [r.publicityStart, r.publicityEnd])).toEqual(
      Array(2).fill([today, publicityEnd(today, 5)]),
    );
    expect((await publicize(ids, today)).msg).toContain('已于');
    const running = await confirm(ids);
    expect(running.msg).toBe(`"申报人1"的公示期至 ${publicityEnd(today, 5)}，公示期满后方可终审确认`);
    const [never] = await passed(1);
    expect((await confirm([never!])).msg).toContain('尚未公示');
    await endPublicity(ids);
    expect(await confirm(ids)).toMatchObject({ code: 200 });
    const done = await declarationRows(t, ids);
    // Numbered by the seeded 用户编码 rule: ZCZS + the confirmation year + a yearly 6-digit sequence.
    const year = t.container.clock.now().getFullYear();
    expect(done.map((r) => [r.stage, r.approvalStatus, r.certificateNo])).toEqual([
      ['result', '6', `ZCZS${year}000001`],
      ['result', '6', `ZCZS${year}000002`],
    ]);
    expect(done.every((r) => r.finalTime)).toBe(true);
    expect((await trailOf(t, ids[0]!)).map((d) => d.action)).toEqual(['publicize', 'confirm']);
    const certificate = (await office.get(`${URL}/final/${ids[0]}/certificate`)).data;
    expect(certificate).toMatchObject({
      applicantName: '申报人1',
      unitName: '华信建设集团',
      titleName: '高级工程师',
      certificateNo: `ZCZS${year}000001`,
      reviewYear: 2026,
      issueDate: today,
    });
    expect((await office.get(`${URL}/final/${never}/certificate`)).msg).toBe('该申报尚未终审，没有证书');
  });

  it('records objections during the publicity only; an open one stops confirmation, an upheld one fails it', async () => {
    const [open, upheld, late] = await passed(3);
    await publicize([open!, upheld!], today);
    await endPublicity([open!, upheld!]);
    await publicize([late!], today);
    const outside = await send(office, 'POST', '/final-approval/objection', {
      declarationId: open,
      objectionContent: '论文抄袭',
    });
    expect(outside.msg).toContain('公示期内');
    await sql(
      `UPDATE zc_review_declaration SET publicity_start = CURRENT_DATE, publicity_end = CURRENT_DATE + 7 WHERE declaration_id IN (${open},${upheld})`,
    );
    for (const id of [open, upheld])
      expect(
        await send(office, 'POST', '/final-approval/objection', {
          declarationId: id,
          objectionContent: '业绩不实',
          contact: '13800000000',
        }),
      ).toMatchObject({ code: 200 });
    await endPublicity([open!, upheld!]);
    expect((await confirm([open!])).msg).toBe('"申报人1"有未处理的异议，处理后方可终审确认');
    const [objection] = (await office.get(`${URL}/final-approval/${upheld}/objections`)).data;
    expect(objection).toMatchObject({ content: '业绩不实', contact: '13800000000', status: '0' });
    expect(
      await send(office, 'PUT', '/final-approval/objection', {
        objectionId: objection.objectionId,
        upheld: true,
        handleOpinion: '经查属实',
      }),
    ).toMatchObject({ code: 200 });
    expect(
      (
        await send(office, 'PUT', '/final-approval/objection', {
          objectionId: objection.objectionId,
          upheld: false,
          handleOpinion: '再议',
        })
      ).msg,
    ).toBe('该异议已处理');
    const [failed] = await declarationRows(t, [upheld!]);
    expect([failed!.stage, failed!.approvalStatus]).toEqual(['final_approval', '2']);
    expect((await confirm([upheld!])).msg).toContain('异议已成立');
    const [first] = (await office.get(`${URL}/final-approval/${open}/objections`)).data;
    await send(office, 'PUT', '/final-approval/objection', {
      objectionId: first.objectionId,
      upheld: false,
      handleOpinion: '不属实',
    });
    expect(await confirm([open!])).toMatchObject({ code: 200 });
    const list: FinalDeclarationVo[] = (await office.get(`${URL}/final-approval/list?pageSize=100`)).rows;
    expect(list.find((r) => r.declarationId === late)).toMatchObject({
      publicityStart: today,
      openObjections: 0,
    });
    expect(list.some((r) => r.declarationId === open)).toBe(false);
  });

  it('refuses a back-dated publicity, and confirms once the business clock is past it', async () => {
    const [id] = await passed(1);
    expect((await publicize([id!], monthAgo)).msg).toBe(
      `公示开始日期(publicityStart)不能早于今天（${today}）：公示须在评委会表决之后进行满规定的工作日`,
    );
    expect((await declarationRows(t, [id!]))[0]!.publicityStart).toBeNull();
    expect(await publicize([id!], today)).toMatchObject({ code: 200 });
    expect((await confirm([id!])).msg).toContain('公示期满后方可终审确认');
    const fortnight = 14 * 86_400_000;
    t.container.clock.travel(fortnight);
    try {
      expect(await confirm([id!])).toMatchObject({ code: 200 });
    } finally {
      t.container.clock.travel(-fortnight);
    }
  });

  it('never gives two confirmations the same certificate number', async () => {
    const ids = await passed(6);
    await publicize(ids, today);
    await endPublicity(ids);
    const answers = await Promise.all(ids.map((id) => confirm([id])));
    expect(answers.map((a) => a.code)).toEqual(Array(6).fill(200));
    const numbers = (await declarationRows(t, ids)).map((r) => r.certificateNo);
    expect(new Set(numbers).size).toBe(6);
    expect(numbers.every((n) => /^ZCZS\d{4}\d{6}$/.test(n!))).toBe(true);
  });

  it('revokes a final result with a reason and bars the person for the activity’s years', async () => {
    const [id] = await passed(1);
    await publicize([id!], today);
    await endPublicity([id!]);
    await confirm([id!]);
    expect(
      (await send(office, 'POST', '/final/revoke', { declarationId: id, revokeReason: '材料造假' })).code,
    ).toBe(200);
    const [row] = await declarationRows(t, [id!]);
    const [{ bar }] = (await sql<{ bar: string }>(
      `SELECT (CURRENT_DATE + interval '3 years')::date::text AS bar`,
    )) as [{ bar: string }];
    expect([row!.approvalStatus, row!.revokeReason, row!.barUntil]).toEqual(['5', '材料造假', bar]);
    expect(
      (await send(office, 'POST', '/final/revoke', { declarationId: id, revokeReason: '再次' })).msg,
    ).toContain('已撤销');
    const archived: FinalDeclarationVo[] = (await office.get(`${URL}/final/list?pageSize=100`)).rows;
    expect(archived.find((r) => r.declarationId === id)).toMatchObject({
      approvalStatus: '5',
      barUntil: bar,
    });
  });

  it('counts results per activity against the rows, within each caller’s data scope, and exports them', async () => {
    const company = await roleUser(t, 'fncompany', Role.COMPANY, 105);
    const staff = await roleUser(t, 'fnstaff', Role.STAFF, 105);
    const [mine] = await declarations(t, fx, {
      count: 1,
      stage: 'team_vote',
      status: '2',
      userId: staff.userId,
    });
    const unit = await declarations(t, fx, { count: 2, stage: 'committee_vote', status: '4' });
    await sql(
      `UPDATE zc_review_declaration SET dept_id = 105 WHERE declaration_id IN (${[mine, ...unit].join(',')})`,
    );
    const summary: ResultSummary = (await office.get(`${URL}/result/summary?activityId=${fx.activityId}`))
      .data[0];
    const all = await sql<{ s: string }>(
      `SELECT approval_status AS s FROM zc_review_declaration WHERE activity_id = ${fx.activityId} AND stage <> 'draft'`,
    );
    const n = (...s: string[]) => all.filter((r) => s.includes(r.s)).length;
    expect(summary).toMatchObject({
      total: all.length,
      passed: n('6'),
      failed: n('2'),
      revoked: n('5'),
      returned: n('3'),
      inProgress: n('0', '1', '4'),
    });
    expect(summary.passRatePermille).toBe(Math.floor((n('6') * 1000) / n('6', '2', '5')));
    const seen = async (who: Caller) =>
      ((await who.get(`${URL}/result/list?pageSize=500`)).rows as FinalDeclarationVo[])
        .map((r) => r.declarationId)
        .sort();
    expect(await seen(caller(t, company.token))).toEqual([mine, ...unit].sort());
    expect(await seen(caller(t, staff.token))).toEqual([mine]);
    expect((await caller(t, staff.token).get(`${URL}/result/summary`)).data).toMatchObject([
      { total: 1, failed: 1 },
    ]);
    expect((await caller(t, staff.token).get(`${URL}/final-approval/list`)).code).toBe(403);
    const file = await caller(t, company.token).send({ method: 'POST', url: `${URL}/result/export` });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.rowCount).toBe(4);
    // The company's export code is the results page's: the final-approval page's export stays closed to it.
    expect(
      (await caller(t, company.token).send({ method: 'POST', url: `${URL}/final-approval/export` })).body
        .code,
    ).toBe(403);
  });

  it('publishes an activity’s final results as a notice; the office only', async () => {
    const published = await send(office, 'POST', '/result/publish', { activityId: fx.activityId });
    expect(published.code).toBe(200);
    const [notice] = await sql<{ title: string; content: string; status: string }>(
      `SELECT notice_title AS title, notice_content AS content, status FROM sys_notice
        WHERE notice_id = ${published.data}`,
    );
    const finals = await sql<{ name: string; no: string }>(
      `SELECT applicant_name AS name, certificate_no AS no FROM zc_review_declaration
        WHERE activity_id = ${fx.activityId} AND approval_status = '6'`,
    );
    expect(finals.length).toBeGreaterThan(0);
    expect(notice!.title).toMatch(/评审结果$/);
    expect(notice!.status).toBe('0');
    for (const f of finals) expect(notice!.content).toContain(f.no);
    const empty = await reviewFixture(t, undefined, 'P');
    const none = await send(office, 'POST', '/result/publish', { activityId: empty.activityId });
    expect(none.msg).toBe('该评审活动还没有终审通过的申报，没有可发布的结果');
    const bad = await send(office, 'POST', '/result/publish', { activityId: 'x' });
    expect(bad.code).toBe(400);
    expect(bad.msg).toContain('评审活动');
    const company = caller(t, await tokenOf(t, 'fncompany', 'secret123'));
    expect((await send(company, 'POST', '/result/publish', { activityId: fx.activityId })).code).toBe(403);
    expect((await send(other, 'POST', '/result/publish', { activityId: fx.activityId })).msg).toContain(
      '没有可发布的结果',
    );
  });

  it('shows another tenant nothing and lets it change nothing', async () => {
    const [id] = await passed(1);
    expect((await other.get(`${URL}/final-approval/list`)).total).toBe(0);
    expect((await other.get(`${URL}/result/list`)).total).toBe(0);
    expect(
      (
        await send(other, 'POST', '/final-approval/publicize', {
          declarationIds: [id],
          publicityStart: monthAgo,
        })
      ).msg,
    ).toBe('申报不存在');
    expect((await send(other, 'POST', '/final-approval/confirm', { declarationIds: [id] })).msg).toBe(
      '申报不存在',
    );
    expect(
      (await send(other, 'POST', '/final/revoke', { declarationId: id, revokeReason: '造假' })).msg,
    ).toBe('申报不存在');
    expect((await other.get(`${URL}/final/${id}/certificate`)).msg).toBe('申报不存在');
    const [row] = await declarationRows(t, [id!]);
    expect(row!.version).toBe(0);
  });
});
