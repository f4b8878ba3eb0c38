import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessType } from '@zcps/contracts';
import { Role, roleUser } from '../../../test/kits/employee-attachment.js';
import { caller, operLogs } from '../../../test/kits/monitor.js';
import { readPdf } from '../../../test/kits/pdf-text.js';
import { declarations } from '../../../test/kits/review.js';
import {
  defenseScene,
  officeUser,
  otherTenantUser,
  reviewerUser,
  setActivity,
  type Caller,
} from '../../../test/kits/review-defense.js';
import { createTestApp, routeEngines, type TestApp } from '../../../test/test-app.js';

const URL = '/zcps/title/review-approval';

describe.each(routeEngines)('printable papers on %s', (engine) => {
  let t: TestApp;
  let office: Caller;
  let other: Caller;
  let scene: Awaited<ReturnType<typeof defenseScene>>;
  let sessionId: number;
  let applicant: { userId: number; as: Caller };
  let stranger: { userId: number; as: Caller };

  const sql = async <T>(text: string) =>
    ((await t.database.db.execute(text)) as unknown as { rows: T[] }).rows;
  const pdfOf = async (who: Caller, url: string) => {
    const { res } = await who.send({ method: 'GET', url: `${URL}${url}` });
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment; .*filename\*=UTF-8''/);
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const read = readPdf(pdf);
    expect(read.embeddedFonts.some((f) => f.endsWith('NotoSansSC-Bold') || f.includes('NotoSansSC'))).toBe(
      true,
    );
    return read;
  };
  const xlsxOf = async (who: Caller, url: string) => {
    const { res } = await who.send({ method: 'POST', url: `${URL}${url}` });
    expect(String(res.headers['content-type'])).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  };
  const json = async (who: Caller, method: 'GET' | 'POST', url: string) =>
    (await who.send({ method, url: `${URL}${url}` })).body!;

  beforeAll(async () => {
    t = await createTestApp(engine, { notify: { logProvider: true } });
    office = await officeUser(t, 'poffice');
    other = await otherTenantUser(t, '200091');
    scene = await defenseScene(t, 'PP', { scorers: 2, count: 3 });
    const mine = await roleUser(t, 'papplicant', Role.STAFF);
    const theirs = await roleUser(t, 'pstranger', Role.STAFF);
    applicant = { userId: mine.userId, as: caller(t, mine.token) };
    stranger = { userId: theirs.userId, as: caller(t, theirs.token) };
    const { activityId } = scene.fx;
    await setActivity(t, activityId, { defenseStatus: '1' });
    // The first two applicants have accounts (the first is papplicant), the third none.
    await sql(
      `UPDATE zc_review_declaration SET user_id = ${applicant.userId} WHERE declaration_id = ${scene.ids[0]}`,
    );
    await sql(
      `UPDATE zc_review_declaration SET user_id = ${stranger.userId} WHERE declaration_id = ${scene.ids[1]}`,
    );
    const body = { activityId, teamId: scene.teamId, place: '第一会议室', startTime: '2026-12-01 09:00:00' };
    sessionId = (await office.send({ method: 'POST', url: `${URL}/defense/session`, payload: body })).body!
      .data.sessionId;
    const arranged = await office.send({
      method: 'PUT',
      url: `${URL}/defense/session/${sessionId}/slots`,
      payload: { declarationIds: [scene.ids[2], scene.ids[0], scene.ids[1]] },
    });
    expect(arranged.body).toMatchObject({ code: 200 });
  });
  afterAll(() => t?.close());

  it('prints the applicants’ and the experts’ sign-in sheets of a session, and exports them', async () => {
    const applicants = await pdfOf(office, `/defense/session/${sessionId}/sign-in/applicants/pdf`);
    expect(applicants.pages).toHaveLength(1);
    expect(applicants.text).toContain('答辩签到表');
    expect(applicants.text).toContain('第一会议室');
    expect(applicants.text).toContain('2026-12-01 09:00');
    expect(applicants.text).toContain('本人签名');
    // In the session's order: the third declaration first.
    const order = ['申报人3', '申报人1', '申报人2'].map((n) => applicants.text.indexOf(n));
    expect(order.every((at, i) => at >= 0 && (i === 0 || at > order[i - 1]!))).toBe(true);
    const experts = await pdfOf(office, `/defense/session/${sessionId}/sign-in/experts/pdf`);
    expect(experts.text).toContain('专家签到表');
    expect(experts.text).toContain('组长');
    expect(experts.text).toContain('秘书');
    const sheet = await xlsxOf(office, `/defense/session/${sessionId}/sign-in/applicants/export`);
    expect(sheet[0]).toEqual(['顺序', '申报编号', '申报人', '工作单位', '申报职称', '签到时间', '本人签名']);
    expect(sheet.slice(1).map((r) => [r[0], r[2]])).toEqual([
      [1, '申报人3'],
      [2, '申报人1'],
      [3, '申报人2'],
    ]);
    // An expert of the team reads their own session's sheet; the English paper is worded in English.
    const en = caller(t, null, 'en_US');
    expect((await en.get(`${URL}/defense/session/${sessionId}/sign-in/applicants/pdf`)).code).toBe(401);
    const scorer = await pdfOf(scene.scorers[0]!.as, `/defense/session/${sessionId}/sign-in/experts/pdf`);
    expect(scorer.text).toContain('专家1');
  });

  it('refuses sign-in sheets to other tenants, other teams’ experts and bad ids, naming the field', async () => {
    expect(await json(other, 'GET', `/defense/session/${sessionId}/sign-in/applicants/pdf`)).toMatchObject({
      msg: '答辩场次不存在或无权访问',
    });
    const outsider = await reviewerUser(t, scene.fx, 'PPout');
    expect(
      await json(outsider.as, 'GET', `/defense/session/${sessionId}/sign-in/applicants/pdf`),
    ).toMatchObject({ msg: '答辩场次不存在或无权访问' });
    expect((await json(office, 'GET', `/defense/session/${sessionId}/sign-in/everyone/pdf`)).msg).toBe(
      'who取值必须是 applicants, experts 之一',
    );
    expect((await json(office, 'GET', `/defense/session/abc/sign-in/applicants/pdf`)).msg).toContain(
      '(sessionId)',
    );
    expect(
      (await json(applicant.as, 'GET', `/defense/session/${sessionId}/sign-in/applicants/pdf`)).code,
    ).toBe(403);
  });

  it('sends the defense notice once per applicant with an account, says how many, and prints a page each', async () => {
    const count = async () =>
      Number(
        (
          await sql<{ n: string }>(
            `SELECT count(*) AS n FROM zc_review_message WHERE title = 'defense_notice'
              AND declaration_id IN (${scene.ids.join(',')})`,
          )
        )[0]!.n,
      );
    expect((await json(applicant.as, 'POST', `/defense/session/${sessionId}/notice`)).code).toBe(403);
    expect((await json(other, 'POST', `/defense/session/${sessionId}/notice`)).msg).toBe(
      '答辩场次不存在或无权访问',
    );
    expect(await count()).toBe(0);
    await sql(`UPDATE sys_user SET phonenumber = '13600001111' WHERE user_id = ${applicant.userId}`);
    const first = await json(office, 'POST', `/defense/session/${sessionId}/notice`);
    expect(first.data).toEqual({ sent: 2, already: 0, noAccount: 1 });
    expect(await count()).toBe(2);
    // It goes out by SMS too, by the defense notice template, after the commit (短信消息's send log).
    await t.container.messenger.idle();
    const texts = await sql<{ content: string; status: string }>(
      `SELECT content, status FROM sys_sms_log WHERE purpose = 'defense' AND recipient = '13600001111'`,
    );
    expect(texts).toEqual([
      {
        content:
          'papplicant，您的职称评审答辩安排在2026-12-01 09:00，地点：第一会议室，答辩顺序第2位，请准时参加。',
        status: '1',
      },
    ]);
    const again = await json(office, 'POST', `/defense/session/${sessionId}/notice`);
    expect(again.data).toEqual({ sent: 0, already: 2, noAccount: 1 });
    expect(await count()).toBe(2);
    const logs = await operLogs(t);
    expect(logs.slice(0, 2).map((l) => [l.title, l.businessType, l.status])).toEqual([
      ['答辩管理', BusinessType.INSERT, 0],
      ['答辩管理', BusinessType.INSERT, 0],
    ]);
    // The applicant reads it among their review messages, with the time and place.
    const messages = await applicant.as.get('/zcps/title/review-message/list?pageNum=1&pageSize=10');
    expect(messages.rows[0]).toMatchObject({
      actionText: '答辩通知',
      content: '2026-12-01 09:00 · 第一会议室 · #2',
      declarationId: scene.ids[0],
    });
    // Moving the session is a new notice.
    await office.send({
      method: 'PUT',
      url: `${URL}/defense/session`,
      payload: { sessionId, place: '第二会议室', startTime: '2026-12-01 09:00:00' },
    });
    expect((await json(office, 'POST', `/defense/session/${sessionId}/notice`)).data).toEqual({
      sent: 2,
      already: 0,
      noAccount: 1,
    });
    const notices = await pdfOf(office, `/defense/session/${sessionId}/notice/pdf`);
    expect(notices.pages).toHaveLength(3);
    expect(notices.pages[1]).toContain('申报人1：您申报的高级工程师');
    expect(notices.pages[1]).toContain('第二会议室');
    expect(notices.pages[1]).toContain('第 2 位');
    const list = await xlsxOf(office, `/defense/session/${sessionId}/notice/export`);
    expect(list.slice(1).map((r) => [r[2], r[7]])).toEqual([
      ['申报人3', '否'],
      ['申报人1', '是'],
      ['申报人2', '是'],
    ]);
  });

  it('prints a vote meeting’s sign-in sheet for the office and its members, not for others', async () => {
    const [seat] = await sql<{ id: number }>(
      `INSERT INTO zc_review_meeting (tenant_id, activity_id, team_id, kind, round_no, member_count, present_ids,
         declaration_ids)
       VALUES ('000000', ${scene.fx.activityId}, ${scene.teamId}, 'team', 1, 2,
         '[${scene.scorers[0]!.reviewerId}]', '[${scene.ids[0]}]') RETURNING meeting_id::int AS id`,
    );
    const meetingId = seat!.id;
    const sheet = await pdfOf(office, `/vote/meeting/${meetingId}/sign-in/pdf`);
    expect(sheet.text).toContain('会议签到表');
    expect(sheet.text).toContain('评审组投票');
    expect(sheet.text).toContain('第 1 轮');
    expect(sheet.text).toContain('专家1');
    expect((await pdfOf(scene.scorers[0]!.as, `/vote/meeting/${meetingId}/sign-in/pdf`)).text).toContain(
      '会议签到表',
    );
    expect((await json(scene.scorers[1]!.as, 'GET', `/vote/meeting/${meetingId}/sign-in/pdf`)).msg).toBe(
      '会议不存在',
    );
    expect((await json(other, 'GET', `/vote/meeting/${meetingId}/sign-in/pdf`)).msg).toBe('会议不存在');
    const rows = await xlsxOf(office, `/vote/meeting/${meetingId}/sign-in/export`);
    expect(rows[0]).toEqual(['序号', '姓名', '角色', '工作单位', '职称', '本人签名']);
    expect(rows).toHaveLength(4);
  });

  it('prints the publicity list of an activity, only of publicized declarations', async () => {
    expect(
      (await json(office, 'GET', `/final-approval/publicity/pdf?activityId=${scene.fx.activityId}`)).msg,
    ).toBe('该评审活动没有进入公示的申报');
    const ids = await declarations(t, scene.fx, { count: 2, stage: 'final_approval', status: '1' });
    await sql(`UPDATE zc_review_declaration SET publicity_start = '2026-11-20', publicity_end = '2026-11-26'
      WHERE declaration_id = ${ids[0]}`);
    const list = await pdfOf(office, `/final-approval/publicity/pdf?activityId=${scene.fx.activityId}`);
    expect(list.text).toContain('评审结果公示名单');
    expect(list.text).toContain('2026-11-20');
    expect(list.text.match(/华信建设集团/g)).toHaveLength(1);
    expect((await json(office, 'GET', `/final-approval/publicity/pdf?activityId=x`)).msg).toContain(
      '(activityId)',
    );
    expect(
      (await json(other, 'GET', `/final-approval/publicity/pdf?activityId=${scene.fx.activityId}`)).msg,
    ).toBe('评审活动不存在');
    expect((await json(applicant.as, 'GET', `/final-approval/publicity/pdf?activityId=1`)).code).toBe(403);
  });

  it('gives the certificate to the office and to its own applicant only', async () => {
    const [mine] = await declarations(t, scene.fx, { count: 1, stage: 'result', status: '6' });
    const [notFinal] = await declarations(t, scene.fx, { count: 1, stage: 'final_approval', status: '1' });
    await sql(`UPDATE zc_review_declaration SET user_id = ${applicant.userId}
      WHERE declaration_id IN (${mine}, ${notFinal})`);
    await sql(`UPDATE zc_review_declaration SET certificate_no = 'ZS2026-0001', final_time = now()
      WHERE declaration_id = ${mine}`);
    const own = await pdfOf(applicant.as, `/certificate/${mine}/pdf`);
    expect(own.text).toContain('专业技术职务任职资格证书');
    expect(own.text).toContain('ZS2026-0001');
    expect(own.text).toContain('具备高级工程师任职资格');
    expect((await pdfOf(office, `/certificate/${mine}/pdf`)).text).toContain('ZS2026-0001');
    // Another applicant's id answers as not found; a declaration not final has no certificate.
    expect(await json(stranger.as, 'GET', `/certificate/${mine}/pdf`)).toMatchObject({ msg: '申报不存在' });
    expect(await json(applicant.as, 'GET', `/certificate/${notFinal}/pdf`)).toMatchObject({
      msg: '该申报尚未终审，没有证书',
    });
    expect(await json(other, 'GET', `/certificate/${mine}/pdf`)).toMatchObject({ msg: '申报不存在' });
    expect((await json(applicant.as, 'GET', `/certificate/0/pdf`)).msg).toContain('(declarationId)');
  });

  it('prints the 评审表 for the office and the assigned expert, refusing an expert not assigned', async () => {
    const id = scene.ids[0]!;
    await sql(`UPDATE zc_review_declaration SET recommend_opinion = '同意推荐，业绩突出',
      eligibility = '{"eligible":true,"rules":[{"conditionId":null,"ruleKind":"education","description":null,
        "pass":true,"byException":false,"found":"2","required":"3","foundText":{"zh_CN":"本科","en_US":"Bachelor"},
        "requiredText":{"zh_CN":"大专","en_US":"College"},"reason":{"zh_CN":"学历满足要求","en_US":"ok"}}]}'
      WHERE declaration_id = ${id}`);
    await sql(`INSERT INTO zc_emp_education (tenant_id, employee_id, start_date, end_date, school, major, education)
      SELECT tenant_id, employee_id, '2001-09-01', '2005-07-01', '同济大学', '土木工程', '21'
      FROM zc_review_declaration WHERE declaration_id = ${id}`);
    const form = await pdfOf(office, `/review-form/${id}/pdf`);
    // The dossier's records, their dictionary values as labels.
    expect(form.text).toContain('学历学位（1）');
    expect(form.text).toContain('同济大学');
    expect(form.text).toContain('大学本科');
    expect(form.text).toContain('2001-09-01');
    expect(form.text).toContain('专业技术职务任职资格评审表');
    expect(form.text).toContain('申报人1');
    expect(form.text).toContain('提交时符合申报条件');
    expect(form.text).toContain('学历要求');
    expect(form.text).toContain('本科');
    expect(form.text).toContain('同意推荐，业绩突出');
    expect(form.text).toContain('评委会意见');
    expect((await pdfOf(scene.scorers[0]!.as, `/review-form/${id}/pdf`)).text).toContain('申报人1');
    const outsider = await reviewerUser(t, scene.fx, 'PPrf');
    expect(await json(outsider.as, 'GET', `/review-form/${id}/pdf`)).toMatchObject({
      code: 403,
      msg: '该申报未分配给您',
    });
    expect((await json(other, 'GET', `/review-form/${id}/pdf`)).code).not.toBe(200);
    expect((await json(office, 'GET', `/review-form/99999999/pdf`)).msg).toBe('申报不存在');
  });
});
