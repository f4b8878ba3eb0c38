import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessType, declarationVoSchema, type DeclarationVo } from '@zcps/contracts';
import { eq } from 'drizzle-orm';
import { zcEmployee, zcReviewActivity, zcReviewDeclaration } from '../../../db/schema/index.js';
import { caller } from '../../../test/kits/monitor.js';
import { secondTenant } from '../../../test/kits/resource.js';
import { createTestApp, routeEngines, login, type TestApp } from '../../../test/test-app.js';
import { Role } from '../../../test/kits/employee-attachment.js';
import { reviewFixture, trailOf, type ReviewFixture } from '../../../test/kits/review.js';
import {
  applicant,
  declarationRow,
  declareRules,
  lastLog,
  signIn,
  windowOf,
  type Caller,
} from '../../../test/kits/review-declare.js';

const URL = '/zcps/title/review-declare';

describe.each(routeEngines)('/title/review-declare on %s', (engine) => {
  let t: TestApp;
  let fx: ReviewFixture;
  let staff: Caller;
  let staffEn: Caller;
  let staffUserId: number;
  let company: Caller;
  let reviewer: Caller;
  let other: Caller;
  let exceptionId: number;
  const emp = { own: 0, colleague: 0, elsewhere: 0, college: 0, unchecked: 0, barred: 0 };

  const send = (who: Caller, method: 'POST' | 'PUT', url: string, payload: object) =>
    who.send({ method, url, payload }).then((r) => r.body);
  const create = (who: Caller, changes: object = {}) =>
    send(who, 'POST', URL, { activityId: fx.activityId, titleId: fx.titleId, ...changes });
  const submit = (who: Caller, declarationId: number, verb = 'submit', pledge: unknown = true) =>
    send(who, 'PUT', `${URL}/${verb}`, { declarationId, pledge });
  const list = async (who: Caller, query = ''): Promise<DeclarationVo[]> => {
    const res = await who.get(`${URL}/list?pageSize=200&activityId=${fx.activityId}${query}`);
    expect(res.code).toBe(200);
    return res.rows;
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    fx = await reviewFixture(t, undefined, 'D');
    exceptionId = await declareRules(t, fx.titleId);
    const s = await signIn(t, 'dstaff', Role.STAFF);
    [staff, staffEn, staffUserId] = [s.who, s.en, s.userId];
    company = (await signIn(t, 'dcompany', Role.COMPANY)).who;
    reviewer = (await signIn(t, 'dreviewer', Role.REVIEWER)).who;
    emp.own = await applicant(t, '本人甲', { userId: staffUserId });
    emp.colleague = await applicant(t, '同事乙');
    emp.elsewhere = await applicant(t, '他单位丙', { deptId: 104 });
    emp.college = await applicant(t, '专科丁', { education: '31', awards: ['2'] });
    emp.unchecked = await applicant(t, '待审戊', { pendingEducation: '14' });
    emp.barred = await applicant(t, '撤销己');
    await secondTenant(t, {
      tenantId: '200082',
      userName: 'dboss',
      password: 'secret123',
      perms: 'title:review-declare:%',
    });
    const token = (await login(t, { tenantId: '200082', username: 'dboss', password: 'secret123' })).data;
    other = caller(t, token.access_token);
  });
  afterAll(() => t?.close());

  it('answers 401 anonymous and 403 to a role without the declaration permissions', async () => {
    expect((await caller(t, null).get(`${URL}/list`)).code).toBe(401);
    expect((await reviewer.get(`${URL}/list`)).code).toBe(403);
    expect((await reviewer.get(`${URL}/1`)).code).toBe(403);
    expect((await create(reviewer)).code).toBe(403);
    expect((await send(reviewer, 'PUT', URL, { declarationId: 1, activityId: 1, titleId: 1 })).code).toBe(
      403,
    );
    expect((await reviewer.del(`${URL}/1`)).code).toBe(403);
    for (const verb of ['submit', 'resubmit'])
      expect((await send(reviewer, 'PUT', `${URL}/${verb}`, { declarationId: 1, pledge: true })).code).toBe(
        403,
      );
    for (const verb of ['withdraw', 'recommend'])
      expect((await send(reviewer, 'PUT', `${URL}/${verb}`, { declarationIds: [1] })).code).toBe(403);
    // Staff may not recommend (the unit's act) nor export.
    expect((await send(staff, 'PUT', `${URL}/recommend`, { declarationIds: [1] })).code).toBe(403);
    expect((await staff.send({ method: 'POST', url: `${URL}/export` })).body.code).toBe(403);
  });

  it('lets staff declare only for their own record, copying the owner and unit from it', async () => {
    const refused = await create(staff, { employeeId: emp.colleague });
    expect(refused.msg).toBe(`人员不存在或不在您的管理范围内：${emp.colleague}`);
    const res = await create(staff);
    expect(res.code).toBe(200);
    const row = await declarationRow(t, res.data);
    expect(row).toMatchObject({
      employeeId: emp.own,
      userId: staffUserId,
      deptId: 105,
      applicantName: '本人甲',
      unitName: '申报人员',
      stage: 'draft',
      titleLevel: '2',
    });
    expect((await create(staff)).msg).toBe('"本人甲"在该评审活动中已有申报，不能重复申报');
    expect((await lastLog(t, '职称申报'))?.businessType).toBe(BusinessType.INSERT);
  });

  it('refuses bad input naming the field (400) and writes nothing', async () => {
    const before = (await t.database.db.select().from(zcReviewDeclaration)).length;
    const noTitle = await create(company, { employeeId: emp.colleague, titleId: 'x' });
    expect(noTitle.code).toBe(400);
    expect(noTitle.msg).toContain('职称(titleId)');
    const noException = await create(company, { employeeId: emp.colleague, declareType: '2' });
    expect(noException).toMatchObject({ code: 400, msg: '破格条件(exceptionId)不能为空' });
    const en = await send(staffEn, 'PUT', `${URL}/submit`, { declarationId: 1, pledge: false });
    expect(en.code).toBe(400);
    expect(en.msg).toContain('Integrity pledge (pledge)');
    expect((await t.database.db.select().from(zcReviewDeclaration)).length).toBe(before);
  });

  it('lets a company declare for its employees and keeps other units out of its reach', async () => {
    expect((await create(company, { employeeId: emp.elsewhere })).msg).toContain('不在您的管理范围内');
    const mine = await create(company, { employeeId: emp.colleague });
    expect(mine.code).toBe(200);
    const office = (await signIn(t, 'doffice', Role.OFFICE)).who;
    const theirs = await create(office, { employeeId: emp.elsewhere });
    expect(theirs.code).toBe(200);
    const seen = (await list(company)).map((d) => d.applicantName);
    expect(seen).toContain('同事乙');
    expect(seen).not.toContain('他单位丙');
    expect((await company.get(`${URL}/${theirs.data}`)).msg).toBe('申报不存在或无权访问');
    expect((await list(staff)).map((d) => d.applicantName)).toEqual(['本人甲']);
    const [first] = await list(staff);
    expect(() => declarationVoSchema.parse(first)).not.toThrow();
  });

  it('refuses to submit outside the window, and changes nothing', async () => {
    const [draft] = await list(staff);
    await windowOf(t, fx.activityId, -10, -1);
    const res = await submit(staff, draft!.declarationId);
    expect(res.msg).toMatch(/^不在申报时间内（.+ 至 .+）$/);
    await windowOf(t, fx.activityId, -1, 30);
    expect(await declarationRow(t, draft!.declarationId)).toMatchObject({ stage: 'draft', version: 0 });
    expect(await trailOf(t, draft!.declarationId)).toHaveLength(0);
  });

  it('takes submissions all through the last day of the window, also one saved ending at midnight', async () => {
    const employeeId = await applicant(t, '末日庚');
    const created = await create(company, { employeeId });
    expect(created.code).toBe(200);
    const today = new Date();
    today.setHours(0, 0, 0, 0);
    await t.database.db
      .update(zcReviewActivity)
      .set({ declareStart: new Date(today.getTime() - 10 * 86_400_000), declareEnd: today })
      .where(eq(zcReviewActivity.activityId, fx.activityId));
    try {
      const shown = (await company.get(`/zcps/title/review-activity/optionselect`)).data.find(
        (a: { activityId: number }) => a.activityId === fx.activityId,
      );
      expect(shown.declareEnd).toMatch(/ 23:59:59$/);
      expect((await submit(company, created.data)).msg).toBe('操作成功');
    } finally {
      await windowOf(t, fx.activityId, -1, 30);
    }
  });

  it('refuses unchecked records, an ineligible applicant without an exception, and a barred person', async () => {
    const office = (await signIn(t, 'doffice2', Role.OFFICE)).who;
    const unchecked = (await create(office, { employeeId: emp.unchecked })).data;
    expect((await submit(office, unchecked)).msg).toBe(
      '以下材料须审核通过后才能提交：学历信息（有 1 条待审核或已退回）',
    );
    const college = (await create(office, { employeeId: emp.college })).data;
    const ineligible = await submit(office, college);
    expect(ineligible.msg).toMatch(/^不符合申报条件：/);
    expect(ineligible.msg).toContain('学历');
    // The same person claiming the matching 破格 passes on the award.
    expect(
      (
        await send(office, 'PUT', URL, {
          declarationId: college,
          activityId: fx.activityId,
          titleId: fx.titleId,
          declareType: '2',
          exceptionId,
        })
      ).code,
    ).toBe(200);
    expect((await submit(office, college)).code).toBe(200);
    const barredId = (await create(office, { employeeId: emp.barred })).data;
    await t.database.db.insert(zcReviewDeclaration).values({
      tenantId: fx.tenantId,
      activityId: fx.activityId + 100000,
      employeeId: emp.barred,
      applicantName: '撤销己',
      titleId: fx.titleId,
      titleLevel: '2',
      stage: 'result',
      approvalStatus: '5',
      barUntil: '2099-12-31',
    });
    expect((await submit(office, barredId)).msg).toBe('"撤销己"因评审结果被撤销，2099-12-31前不得申报');
    for (const id of [unchecked, barredId]) {
      expect(await declarationRow(t, id)).toMatchObject({ stage: 'draft', version: 0, pledgeTime: null });
      expect(await trailOf(t, id)).toHaveLength(0);
    }
  });

  it('treats records with the same identity number as one person: no second live declaration', async () => {
    const office = (await signIn(t, 'doffice5', Role.OFFICE)).who;
    const first = await applicant(t, '重录庚', { idCard: '110101199203030033' });
    expect((await create(office, { employeeId: first })).code).toBe(200);
    // The record is deleted and entered again: a new employee id for the same person.
    await t.database.db.update(zcEmployee).set({ delFlag: '2' }).where(eq(zcEmployee.employeeId, first));
    const again = await applicant(t, '重录庚', { idCard: '110101199203030033' });
    expect((await create(office, { employeeId: again })).msg).toBe(
      '"重录庚"在该评审活动中已有申报，不能重复申报',
    );
    // A draft that slipped in beside it (an import) is refused at submission and stays as it was.
    const [slipped] = await t.database.db
      .insert(zcReviewDeclaration)
      .values({
        tenantId: fx.tenantId,
        activityId: fx.activityId,
        employeeId: again,
        applicantName: '重录庚',
        deptId: 105,
        titleId: fx.titleId,
        titleLevel: '2',
      })
      .returning({ id: zcReviewDeclaration.declarationId });
    expect((await submit(office, slipped!.id)).msg).toBe('"重录庚"在该评审活动中已有申报，不能重复申报');
    expect(await declarationRow(t, slipped!.id)).toMatchObject({
      stage: 'draft',
      version: 0,
      pledgeTime: null,
    });
    expect(await trailOf(t, slipped!.id)).toHaveLength(0);
  });

  it('submits with the pledge, stores the eligibility snapshot, then withdraws before the check', async () => {
    const [draft] = await list(staff);
    expect((await submit(staff, draft!.declarationId)).code).toBe(200);
    const row = await declarationRow(t, draft!.declarationId);
    expect(row).toMatchObject({ stage: 'prepare', approvalStatus: '0', version: 1 });
    expect(row.pledgeTime).not.toBeNull();
    expect(row.eligibility).toMatchObject({ eligible: true });
    expect((await list(staff))[0]!.eligible).toBe(true);
    expect((await send(staff, 'PUT', `${URL}/withdraw`, { declarationIds: [row.declarationId] })).code).toBe(
      200,
    );
    expect(await declarationRow(t, row.declarationId)).toMatchObject({ stage: 'draft', version: 2 });
    expect((await trailOf(t, row.declarationId)).map((r) => r.action)).toEqual(['submit', 'withdraw']);
    expect((await staff.del(`${URL}/${row.declarationId}`)).msg).toContain('只有未提交的草稿可以删除');
    expect((await submit(staff, row.declarationId)).code).toBe(200);
  });

  it('lets the company recommend once and refuses a withdraw after the office checked', async () => {
    const [mine] = (await list(company)).filter((d) => d.applicantName === '同事乙');
    expect((await submit(company, mine!.declarationId)).code).toBe(200);
    expect((await list(company)).find((d) => d.declarationId === mine!.declarationId)).toMatchObject({
      recommendTime: null,
      recommendOpinion: null,
    });
    const tooLong = await send(company, 'PUT', `${URL}/recommend`, {
      declarationIds: [mine!.declarationId],
      opinion: 'x'.repeat(501),
    });
    expect([tooLong.code, (await declarationRow(t, mine!.declarationId)).recommendTime]).toEqual([400, null]);
    const opinion = '业绩突出，同意推荐申报高级工程师';
    expect(
      (await send(company, 'PUT', `${URL}/recommend`, { declarationIds: [mine!.declarationId], opinion }))
        .code,
    ).toBe(200);
    expect((await declarationRow(t, mine!.declarationId)).recommendTime).not.toBeNull();
    // The unit, the office and the applicant's trail all read the recommendation with the unit's opinion.
    const shown = (await list(company)).find((d) => d.declarationId === mine!.declarationId)!;
    expect(shown.recommendTime).not.toBeNull();
    expect(shown.recommendOpinion).toBe(opinion);
    const reader = (await signIn(t, 'doffice6', Role.OFFICE)).who;
    const atOffice = await reader.get(
      `/zcps/title/review-approval/detail/list?applicantName=${encodeURIComponent('同事乙')}`,
    );
    expect(atOffice.rows.map((r: { recommendOpinion: string | null }) => r.recommendOpinion)).toContain(
      opinion,
    );
    const trail = (await trailOf(t, mine!.declarationId)).filter((r) => r.action === 'recommend');
    expect(trail.map((r) => r.opinion)).toEqual([opinion]);
    const again = await send(company, 'PUT', `${URL}/recommend`, { declarationIds: [mine!.declarationId] });
    expect(again.msg).toBe('申报"同事乙"已推荐，无需重复推荐');
    const [own] = await list(staff);
    const office = (await signIn(t, 'doffice3', Role.OFFICE)).who;
    const checked = await send(office, 'PUT', '/zcps/title/review-approval/prepare/check', {
      declarationIds: [own!.declarationId],
    });
    expect(checked.code).toBe(200);
    const late = await send(staff, 'PUT', `${URL}/withdraw`, { declarationIds: [own!.declarationId] });
    expect(late.msg).toBe('申报当前处于"学科组评议/评审中"，不能执行"撤回申报"');
    expect(await declarationRow(t, own!.declarationId)).toMatchObject({ stage: 'group_review' });
  });

  it('edits and removes drafts only, and shows eligibility rule by rule', async () => {
    const office = (await signIn(t, 'doffice4', Role.OFFICE)).who;
    const [submitted] = await list(staff);
    const edit = await send(staff, 'PUT', URL, {
      declarationId: submitted!.declarationId,
      activityId: fx.activityId,
      titleId: fx.titleId,
      remark: 'x',
    });
    expect(edit.msg).toBe('申报当前处于"学科组评议/评审中"，只有草稿或已退回的申报可以修改');
    const eligibility = await staff.get(`${URL}/${submitted!.declarationId}/eligibility`);
    expect(
      eligibility.data.rules.map((r: { ruleKind: string; pass: boolean }) => [r.ruleKind, r.pass]),
    ).toEqual([
      ['education', true],
      ['no_punishment', true],
    ]);
    const draft = (await list(office)).find((d) => d.stage === 'draft')!;
    expect((await office.del(`${URL}/${draft.declarationId}`)).code).toBe(200);
    expect((await list(office)).map((d) => d.declarationId)).not.toContain(draft.declarationId);
  });

  it('keeps tenants apart', async () => {
    expect((await other.get(`${URL}/list?pageSize=200`)).rows).toEqual([]);
    const [own] = await list(staff);
    expect((await other.get(`${URL}/${own!.declarationId}`)).msg).toBe('申报不存在或无权访问');
    expect(await other.del(`${URL}/${own!.declarationId}`)).toMatchObject({
      code: 500,
      msg: `以下数据不存在或无权删除：${own!.declarationId}`,
    });
    expect(await declarationRow(t, own!.declarationId)).toMatchObject({ delFlag: '0' });
    const create2 = await create(other);
    expect(create2.code).toBe(500);
  });

  it('answers the plain page (prepared per filter combination) exactly as the dynamic query does', async () => {
    const admin = caller(t, (await login(t)).data.access_token);
    const ids = (rows: DeclarationVo[]) => rows.map((d) => d.declarationId);
    // A chosen order takes the dynamic query; declarationId descending is also the plain page's order.
    const dynamic = '&orderByColumn=declarationId&isAsc=descending';
    let compared = 0;
    for (const filter of ['', '&stage=draft', '&approvalStatus=0', '&stage=prepare&approvalStatus=1']) {
      for (const page of ['&pageSize=2&pageNum=1', '&pageSize=2&pageNum=2']) {
        const url = `${URL}/list?activityId=${fx.activityId}${filter}${page}`;
        const [plain, built] = [await admin.get(url), await admin.get(url + dynamic)];
        expect(plain.code).toBe(200);
        expect(plain.total).toBe(built.total);
        expect(ids(plain.rows)).toEqual(ids(built.rows));
        expect(plain.rows).toEqual(built.rows);
        compared += plain.rows.length;
      }
    }
    expect(compared).toBeGreaterThan(2);
    expect((await admin.get(`${URL}/list?activityId=${fx.activityId}&professionId=999999`)).total).toBe(0);
  });
});
