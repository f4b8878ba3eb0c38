import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessType, reviewActivityVoSchema, type ReviewActivityVo } from '@zcps/contracts';
import { zcReviewActivity } from '../../../db/schema/index.js';
import { caller, createUser, operLogs, tokenOf } from '../../../test/kits/monitor.js';
import { secondTenant } from '../../../test/kits/resource.js';
import { createTestApp, routeEngines, login, type TestApp } from '../../../test/test-app.js';
import { employeeRow, Role } from '../../../test/kits/employee-attachment.js';
import { declarations, reviewFixture, type ReviewFixture } from '../../../test/kits/review.js';

type Caller = ReturnType<typeof caller>;
const URL = '/zcps/title/review-activity';
const DECLARE = '/zcps/title/review-declare';

describe.each(routeEngines)('/title/review-activity on %s', (engine) => {
  let t: TestApp;
  let office: Caller;
  let officeEn: Caller;
  let staff: Caller;
  let other: Caller;
  let fx: ReviewFixture;

  const body = (changes: object = {}) => ({
    activityName: '2027 年度工程系列高级职称评审',
    reviewYear: 2027,
    seriesId: fx.seriesId,
    professionIds: fx.professionIds.slice(0, 2),
    titleLevels: ['2'],
    orgId: fx.orgId,
    declareStart: '2027-03-01',
    declareEnd: '2027-04-30',
    ...changes,
  });
  const send = (who: Caller, method: 'POST' | 'PUT', payload: object, url = URL) =>
    who.send({ method, url, payload }).then((r) => r.body);
  const put = (who: Caller, url: string) => who.send({ method: 'PUT', url }).then((r) => r.body);
  const rows = async (who: Caller, query = ''): Promise<ReviewActivityVo[]> => {
    const res = await who.get(`${URL}/list?seriesId=${fx.seriesId}&pageSize=100${query}`);
    expect(res.code).toBe(200);
    return res.rows;
  };
  const byName = async (name: string) => (await rows(office)).find((a) => a.activityName === name)!;
  const formOf = (a: ReviewActivityVo) => ({
    ...body(),
    activityId: a.activityId,
    activityName: a.activityName,
    declareStart: a.declareStart,
    declareEnd: a.declareEnd,
  });

  beforeAll(async () => {
    t = await createTestApp(engine);
    fx = await reviewFixture(t);
    await createUser(t, 'raoffice', 'secret123', Role.OFFICE);
    const token = await tokenOf(t, 'raoffice', 'secret123');
    office = caller(t, token);
    officeEn = caller(t, token, 'en_US');
    await createUser(t, 'rastaff', 'secret123', Role.STAFF);
    staff = caller(t, await tokenOf(t, 'rastaff', 'secret123'));
    await secondTenant(t, {
      tenantId: '200081',
      userName: 'raboss',
      password: 'secret123',
      perms: 'title:review-activity:%',
    });
    const other_ = (await login(t, { tenantId: '200081', username: 'raboss', password: 'secret123' })).data;
    other = caller(t, other_.access_token);
  });
  afterAll(() => t?.close());

  it('answers 401 anonymous and 403 without the permission, for every route', async () => {
    expect((await caller(t, null).get(`${URL}/list`)).code).toBe(401);
    expect((await staff.get(`${URL}/list`)).code).toBe(403);
    expect((await staff.get(`${URL}/${fx.activityId}`)).code).toBe(403);
    expect((await send(staff, 'POST', body())).code).toBe(403);
    expect((await send(staff, 'PUT', { ...body(), activityId: fx.activityId })).code).toBe(403);
    expect((await staff.del(`${URL}/${fx.activityId}`)).code).toBe(403);
    expect((await put(staff, `${URL}/start/${fx.activityId}`)).code).toBe(403);
    expect((await put(staff, `${URL}/end/${fx.activityId}`)).code).toBe(403);
    expect((await staff.send({ method: 'POST', url: `${URL}/export` })).body.code).toBe(403);
    // The applicant picks an activity on the declaration form: optionselect is theirs too.
    expect((await staff.get(`${URL}/optionselect`)).code).toBe(200);
  });

  it('creates with the 2/3 defaults, lists with filters and shows the sub-phases', async () => {
    expect(await send(office, 'POST', body())).toMatchObject({ code: 200 });
    const created = await byName(body().activityName);
    expect(() => reviewActivityVoSchema.parse(created)).not.toThrow();
    expect(created).toMatchObject({
      status: '0',
      assignmentStatus: '0',
      defenseStatus: '0',
      teamPassNum: 2,
      teamPassDen: 3,
      quorumNum: 2,
      quorumDen: 3,
      publicityDays: 5,
      declareStart: '2027-03-01 00:00:00',
      declareEnd: '2027-04-30 23:59:59',
      seriesName: 'V工程系列',
      professionNames: ['V机械工程', 'V电子信息'],
    });
    expect((await rows(office, '&reviewYear=2027')).map((a) => a.activityName)).toEqual([
      body().activityName,
    ]);
    expect((await rows(office, '&status=1')).map((a) => a.activityId)).toEqual([fx.activityId]);
    expect((await office.get(`${URL}/${created.activityId}`)).data.activityName).toBe(body().activityName);
    const logs = await operLogs(t);
    expect(logs.find((l) => l.title === '评审活动' && l.businessType === BusinessType.INSERT)).toBeTruthy();
  });

  it('closes the window at the end of its last day, also when the end comes as midnight', async () => {
    const cases: [string, string][] = [
      ['2027-04-30', '2027-04-30 23:59:59'],
      ['2027-04-30 00:00:00', '2027-04-30 23:59:59'],
      ['2027-04-30 00:00', '2027-04-30 23:59:59'],
      ['2027-04-30 18:30', '2027-04-30 18:30:00'],
    ];
    for (const [i, [declareEnd, stored]] of cases.entries()) {
      const activityName = `截止日 ${i}`;
      expect((await send(office, 'POST', body({ activityName, declareEnd }))).code).toBe(200);
      expect((await byName(activityName)).declareEnd, declareEnd).toBe(stored);
    }
    // An activity saved before the rule, ending at midnight, has its last day back.
    const saved = await byName('截止日 3');
    await t.database.db
      .update(zcReviewActivity)
      .set({ declareEnd: new Date(2027, 3, 30) })
      .where(eq(zcReviewActivity.activityId, saved.activityId));
    expect((await byName('截止日 3')).declareEnd).toBe('2027-04-30 23:59:59');
  });

  it('refuses bad input naming the field, in both languages, and writes nothing', async () => {
    const before = (await rows(office)).length;
    const cases: [object, string][] = [
      [{ declareEnd: '2027-02-01' }, '申报截止时间(declareEnd)必须晚于申报开始时间(declareStart)'],
      [{ publicityDays: 4 }, '公示天数（不少于5个工作日）(publicityDays)'],
      [
        { teamPassNum: 4, teamPassDen: 3 },
        '评审组通过比例分子(teamPassNum)不能大于评审组通过比例分母(teamPassDen)',
      ],
      [{ quorumNum: 0 }, '评委会到会比例分子(quorumNum)'],
      [{ titleLevels: ['9'] }, '评审级别'],
      [{ activityName: '' }, '活动名称(activityName)不能为空'],
    ];
    for (const [change, text] of cases) {
      const res = await send(office, 'POST', body({ activityName: 'bad', ...change }));
      expect(res.code, JSON.stringify(change)).toBe(400);
      expect(res.msg).toContain(text);
    }
    const en = await send(officeEn, 'POST', body({ declareEnd: '2027-02-01' }));
    expect(en.msg).toContain(
      'Declaration end (declareEnd) must be later than Declaration start (declareStart)',
    );
    expect((await send(office, 'POST', body({ professionIds: [fx.professionIds[2]] }))).msg).toBe(
      `专业不存在或不属于所选职称系列：${fx.professionIds[2]}`,
    );
    expect((await send(office, 'POST', body({ seriesId: 999999 }))).msg).toBe('职称系列不存在：999999');
    expect((await rows(office)).length).toBe(before);
  });

  it('starts, freezes the result rules while in progress, and lets other fields change', async () => {
    expect(await send(office, 'POST', body({ activityName: '冻结规则' }))).toMatchObject({ code: 200 });
    const a = await byName('冻结规则');
    expect((await put(office, `${URL}/start/${a.activityId}`)).code).toBe(200);
    expect((await put(office, `${URL}/start/${a.activityId}`)).msg).toBe(
      '评审活动"冻结规则"当前为"进行中"，不能开始',
    );
    const started = await byName('冻结规则');
    expect(started.status).toBe('1');
    const frozen = await send(office, 'PUT', {
      ...formOf(started),
      quorumNum: 3,
      quorumDen: 4,
      defenseRequired: true,
    });
    expect(frozen.msg).toContain('评审活动"冻结规则"进行中，决定评审结果的规则不能修改');
    expect(frozen.msg).toContain('是否需要答辩(defenseRequired)');
    expect(frozen.msg).toContain('评委会到会比例分子(quorumNum)');
    expect((await byName('冻结规则')).quorumNum).toBe(2);
    const renamed = await send(office, 'PUT', {
      ...formOf(started),
      activityName: '冻结规则2',
      remark: '延长',
    });
    expect(renamed.code).toBe(200);
    expect((await byName('冻结规则2')).remark).toBe('延长');
  });

  it('ends only when every declaration is final or a never-submitted draft', async () => {
    const [live] = await declarations(t, fx, { count: 1, stage: 'team_vote', status: '4' });
    await declarations(t, fx, { count: 1, stage: 'result', status: '6' });
    await declarations(t, fx, { count: 1 });
    const refused = await put(office, `${URL}/end/${fx.activityId}`);
    expect(refused.code).toBe(500);
    expect(refused.msg).toMatch(/还有 \d+ 份申报未办结/);
    const [row] = await t.database.db
      .select({ status: zcReviewActivity.status })
      .from(zcReviewActivity)
      .where(eq(zcReviewActivity.activityId, fx.activityId));
    expect(row!.status).toBe('1');
    // Every live declaration of the fixture's activity settled: the end goes through.
    await t.database.db.execute(
      `UPDATE zc_review_declaration SET approval_status = '2' WHERE activity_id = ${fx.activityId} AND stage <> 'draft'`,
    );
    expect(live).toBeGreaterThan(0);
    expect((await put(office, `${URL}/end/${fx.activityId}`)).code).toBe(200);
    const ended = (await rows(office)).find((a) => a.activityId === fx.activityId)!;
    expect(ended).toMatchObject({ status: '2', liveCount: 0 });
    expect((await send(office, 'PUT', { ...formOf(ended), remark: 'x' })).msg).toContain('已结束，不能修改');
    const employeeId = await employeeRow(t, { name: '迟到者', deptId: 105 });
    const late = await send(
      office,
      'POST',
      { activityId: fx.activityId, titleId: fx.titleId, employeeId },
      DECLARE,
    );
    expect(late.msg).toBe(`评审活动"${ended.activityName}"不在进行中，不能申报`);
    expect(
      (await office.get(`${URL}/optionselect`)).data.map((a: ReviewActivityVo) => a.activityId),
    ).not.toContain(fx.activityId);
  });

  it('removes only activities not started and without declarations', async () => {
    expect(await send(office, 'POST', body({ activityName: '待删除' }))).toMatchObject({ code: 200 });
    const a = await byName('待删除');
    expect((await office.del(`${URL}/${fx.activityId}`)).msg).toContain('不能删除');
    expect((await office.del(`${URL}/${a.activityId}`)).code).toBe(200);
    expect(await byName('待删除')).toBeUndefined();
  });

  it('keeps tenants apart: another tenant neither sees nor changes these activities', async () => {
    const res = await other.get(`${URL}/list?pageSize=100`);
    expect(res.code).toBe(200);
    expect(res.rows).toEqual([]);
    expect((await other.get(`${URL}/${fx.activityId}`)).msg).toBe('评审活动不存在');
    const a = await byName(body().activityName);
    expect((await send(other, 'PUT', { ...formOf(a), activityName: 'hijack' })).code).toBe(500);
    expect((await put(other, `${URL}/start/${a.activityId}`)).code).toBe(500);
    expect(await other.del(`${URL}/${a.activityId}`)).toMatchObject({
      code: 500,
      msg: `以下数据不存在或无权删除：${a.activityId}`,
    });
    expect((await byName(body().activityName)).status).toBe('0');
  });

  it('exports the list as a workbook with labels', async () => {
    const { res } = await office.send({ method: 'POST', url: `${URL}/export?seriesId=${fx.seriesId}` });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(2).value).toBe('活动名称');
    expect(sheet.rowCount).toBeGreaterThan(1);
  });
});
