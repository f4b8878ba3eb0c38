import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessType, returnedDeclarationVoSchema } from '@zcps/contracts';
import { zcReviewActivity, zcReviewDeclaration, zcReviewEvaluation } from '../../../db/schema/index.js';
import { caller } from '../../../test/kits/monitor.js';
import { secondTenant } from '../../../test/kits/resource.js';
import { createTestApp, routeEngines, login, type TestApp } from '../../../test/test-app.js';
import { Role } from '../../../test/kits/employee-attachment.js';
import {
  declarations,
  reviewers,
  reviewFixture,
  trailOf,
  type ReviewFixture,
} from '../../../test/kits/review.js';
import {
  applicant,
  declarationRow,
  declareRules,
  lastLog,
  signIn,
  type Caller,
} from '../../../test/kits/review-declare.js';

const URL = '/zcps/title/review-approval';
const DECLARE = '/zcps/title/review-declare';

describe.each(routeEngines)('/title/review-approval (prepare, return, detail) on %s', (engine) => {
  let t: TestApp;
  let fx: ReviewFixture;
  let office: Caller;
  let officeEn: Caller;
  let staff: Caller;
  let staffEn: Caller;
  let staffUserId: number;
  let company: Caller;
  let reviewer: Caller;
  let reviewerUserId: number;
  let other: Caller;
  let ownEmployee: number;

  const put = (who: Caller, url: string, payload: object) =>
    who.send({ method: 'PUT', url, payload }).then((r) => r.body);
  const items = [{ item: '学历证书', reason: '扫描件不清晰' }];

  beforeAll(async () => {
    t = await createTestApp(engine);
    fx = await reviewFixture(t, undefined, 'A');
    await declareRules(t, fx.titleId);
    const o = await signIn(t, 'aoffice', Role.OFFICE);
    [office, officeEn] = [o.who, o.en];
    const s = await signIn(t, 'astaff', Role.STAFF);
    [staff, staffEn, staffUserId] = [s.who, s.en, s.userId];
    company = (await signIn(t, 'acompany', Role.COMPANY, 104)).who;
    const r = await signIn(t, 'areviewer', Role.REVIEWER);
    [reviewer, reviewerUserId] = [r.who, r.userId];
    ownEmployee = await applicant(t, '申报甲', { userId: staffUserId });
    await secondTenant(t, {
      tenantId: '200083',
      userName: 'aboss',
      password: 'secret123',
      perms: 'title:review-approval:%',
    });
    const token = (await login(t, { tenantId: '200083', username: 'aboss', password: 'secret123' })).data;
    other = caller(t, token.access_token);
  });
  afterAll(() => t?.close());

  it('answers 403 to roles without the stage permissions', async () => {
    expect((await staff.get(`${URL}/prepare/list`)).code).toBe(403);
    expect((await staff.get(`${URL}/return/list`)).code).toBe(403);
    expect((await put(staff, `${URL}/prepare/check`, { declarationIds: [1] })).code).toBe(403);
    expect((await put(staff, `${URL}/prepare/reject`, { declarationIds: [1], opinion: 'x' })).code).toBe(403);
    expect((await put(reviewer, `${URL}/return`, { declarationIds: [1], items })).code).toBe(403);
    expect((await reviewer.send({ method: 'POST', url: `${URL}/prepare/export` })).body.code).toBe(403);
    expect((await staff.send({ method: 'POST', url: `${URL}/detail/1/export` })).body.code).toBe(403);
    expect((await caller(t, null).get(`${URL}/detail/1`)).code).toBe(401);
  });

  it('lists the activity at prepare and passes to defense when the activity requires it, else to group review', async () => {
    const ids = await declarations(t, fx, { count: 3, stage: 'prepare', status: '0' });
    const listed = await office.get(`${URL}/prepare/list?activityId=${fx.activityId}&pageSize=50`);
    expect(listed.rows.map((d: { declarationId: number }) => d.declarationId)).toEqual(
      expect.arrayContaining(ids),
    );
    expect(
      (await put(office, `${URL}/prepare/check`, { declarationIds: [ids[0]], opinion: '材料齐全' })).code,
    ).toBe(200);
    expect(await declarationRow(t, ids[0]!)).toMatchObject({ stage: 'group_review', approvalStatus: '4' });
    await t.database.db
      .update(zcReviewActivity)
      .set({ defenseRequired: true })
      .where(eq(zcReviewActivity.activityId, fx.activityId));
    expect(
      (await put(office, `${URL}/prepare/check`, { declarationIds: [ids[1]], versions: [0] })).code,
    ).toBe(200);
    expect(await declarationRow(t, ids[1]!)).toMatchObject({ stage: 'defense', approvalStatus: '4' });
    await t.database.db
      .update(zcReviewActivity)
      .set({ defenseRequired: false })
      .where(eq(zcReviewActivity.activityId, fx.activityId));
    expect((await trailOf(t, ids[0]!))[0]).toMatchObject({ action: 'check_pass', opinion: '材料齐全' });
    expect((await lastLog(t, '职称评审'))?.businessType).toBe(BusinessType.UPDATE);
    // A stale version changes nothing.
    expect((await put(office, `${URL}/prepare/check`, { declarationIds: [ids[2]], versions: [7] })).msg).toBe(
      '申报已被他人修改，请刷新后重试',
    );
    const rejectedBare = await put(office, `${URL}/prepare/reject`, { declarationIds: [ids[2]] });
    expect(rejectedBare).toMatchObject({ code: 400, msg: '审核意见(opinion)不能为空' });
    expect(await declarationRow(t, ids[2]!)).toMatchObject({ stage: 'prepare', version: 0 });
    expect(
      (await put(office, `${URL}/prepare/reject`, { declarationIds: [ids[2]], opinion: '学历不符' })).code,
    ).toBe(200);
    expect(await declarationRow(t, ids[2]!)).toMatchObject({ stage: 'prepare', approvalStatus: '2' });
    // A second check of a checked declaration is an illegal move, in words.
    expect((await put(office, `${URL}/prepare/check`, { declarationIds: [ids[0]] })).msg).toBe(
      '申报当前处于"学科组评议/评审中"，不能执行"资格审查通过"',
    );
  });

  it('lets only one of two simultaneous checks of the same version win', async () => {
    const [id] = await declarations(t, fx, { count: 1, stage: 'prepare', status: '0' });
    const both = await Promise.all([
      put(office, `${URL}/prepare/check`, { declarationIds: [id], versions: [0] }),
      put(office, `${URL}/prepare/reject`, { declarationIds: [id], versions: [0], opinion: '学历不符' }),
    ]);
    expect(both.map((r) => r.code).sort()).toEqual([200, 500]);
    expect(both.find((r) => r.code === 500)!.msg).toBe('申报已被他人修改，请刷新后重试');
    expect((await trailOf(t, id!)).length).toBe(1);
    expect((await declarationRow(t, id!)).version).toBe(1);
  });

  it('returns from team vote with reasons; two returns and resubmissions land in prepare with return_count 2', async () => {
    const [id] = await declarations(t, fx, { count: 1, stage: 'team_vote', status: '4' });
    // The kit's declaration has an employee of its own; make it the staff's (approved records, eligible).
    await t.database.db
      .update(zcReviewDeclaration)
      .set({ employeeId: ownEmployee, userId: staffUserId, deptId: 105 })
      .where(eq(zcReviewDeclaration.declarationId, id!));
    const own = (await staff.get(`${DECLARE}/list?pageSize=50`)).rows;
    expect(own.map((d: { declarationId: number }) => d.declarationId)).toContain(id);
    const noItems = await put(office, `${URL}/return`, { declarationIds: [id], items: [] });
    expect(noItems).toMatchObject({ code: 400, msg: '退回事项(items)不能为空' });
    const blankReason = await put(officeEn, `${URL}/return`, {
      declarationIds: [id],
      items: [{ item: 'x', reason: '' }],
    });
    expect(blankReason.msg).toContain('Reason (items.0.reason) is required');
    expect(
      (await put(office, `${URL}/return`, { declarationIds: [id], items, opinion: '请补正' })).code,
    ).toBe(200);
    expect(await declarationRow(t, id!)).toMatchObject({
      stage: 'team_vote',
      approvalStatus: '3',
      returnCount: 1,
    });
    const returned = await office.get(`${URL}/return/list?activityId=${fx.activityId}`);
    const row = returned.rows.find((r: { declarationId: number }) => r.declarationId === id);
    expect(() => returnedDeclarationVoSchema.parse(row)).not.toThrow();
    expect(row).toMatchObject({
      returnItems: items,
      returnOpinion: '请补正',
      returnCount: 1,
      returnedBy: 'aoffice',
    });
    expect((await put(staff, `${DECLARE}/resubmit`, { declarationId: id, pledge: true })).code).toBe(200);
    expect(await declarationRow(t, id!)).toMatchObject({ stage: 'prepare', approvalStatus: '0' });
    expect((await put(office, `${URL}/return`, { declarationIds: [id], items })).code).toBe(200);
    expect((await put(staff, `${DECLARE}/resubmit`, { declarationId: id, pledge: true })).code).toBe(200);
    expect(await declarationRow(t, id!)).toMatchObject({
      stage: 'prepare',
      approvalStatus: '0',
      returnCount: 2,
    });
    expect((await trailOf(t, id!)).map((r) => r.action)).toEqual([
      'return',
      'resubmit',
      'return',
      'resubmit',
    ]);
    // Nothing to resubmit now: refused in words.
    expect((await put(staff, `${DECLARE}/resubmit`, { declarationId: id, pledge: true })).msg).toBe(
      '申报当前处于"资格审查/待审核"，不能执行"重新提交"',
    );
  });

  it('shows the trail to the applicant, the assigned reviewer and the office; not to another unit', async () => {
    const [id] = (await staff.get(`${DECLARE}/list?pageSize=50`)).rows.map(
      (d: { declarationId: number }) => d.declarationId,
    );
    const progress = await staff.get(`${URL}/detail/${id}`);
    expect(progress.code).toBe(200);
    expect(progress.data.trail[0]).toMatchObject({
      action: 'return',
      actionText: '退回修改',
      fromText: '评审组投票 / 评审中',
      toText: '评审组投票 / 已退回',
      items,
      operatorName: 'aoffice',
    });
    expect((await staffEn.get(`${URL}/detail/${id}`)).data.trail[1].actionText).toBe('Resubmitted');
    expect((await company.get(`${URL}/detail/${id}`)).msg).toBe('申报不存在或无权访问');
    expect((await reviewer.get(`${URL}/detail/${id}`)).msg).toBe('申报不存在或无权访问');
    const [reviewerId] = await reviewers(t, fx, 1, { userId: reviewerUserId });
    await t.database.db
      .insert(zcReviewEvaluation)
      .values({ tenantId: fx.tenantId, declarationId: id, reviewerId: reviewerId! });
    expect((await reviewer.get(`${URL}/detail/${id}`)).data.trail).toHaveLength(4);
    expect(
      (await reviewer.get(`${URL}/detail/list?pageSize=50`)).rows.map(
        (d: { declarationId: number }) => d.declarationId,
      ),
    ).toEqual([id]);
    expect((await office.get(`${URL}/detail/${id}`)).code).toBe(200);
    const { res } = await office.send({ method: 'POST', url: `${URL}/detail/${id}/export` });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.getRow(2).getCell(2).value).toBe('退回修改');
    expect(workbook.worksheets[0]!.rowCount).toBe(5);
  });

  it('gives the applicant their messages in their language, counts unread and marks them read', async () => {
    const list = await staff.get('/zcps/title/review-message/list?pageSize=50');
    expect(list.rows.map((m: { actionText: string }) => m.actionText)).toEqual([
      '重新提交',
      '退回修改',
      '重新提交',
      '退回修改',
    ]);
    expect(list.rows[3].content).toBe('请补正');
    expect((await staffEn.get('/zcps/title/review-message/list')).rows[0].actionText).toBe('Resubmitted');
    expect((await staff.get('/zcps/title/review-message/unread-count')).data).toBe(4);
    expect((await office.get('/zcps/title/review-message/unread-count')).data).toBe(0);
    expect((await put(office, '/zcps/title/review-message/read', {})).data).toBe(0);
    expect(
      (await put(staff, '/zcps/title/review-message/read', { messageIds: [list.rows[0].messageId] })).data,
    ).toBe(1);
    expect((await staff.get('/zcps/title/review-message/unread-count')).data).toBe(3);
    expect((await put(staff, '/zcps/title/review-message/read', { messageIds: ['x'] })).code).toBe(400);
    expect((await put(staff, '/zcps/title/review-message/read', {})).data).toBe(3);
    expect((await staff.get('/zcps/title/review-message/list?unreadOnly=true')).rows).toEqual([]);
  });

  it("opens one of the applicant's messages as a dialog by URL, and no one else's", async () => {
    const list = await staff.get('/zcps/title/review-message/list?pageSize=50');
    const returned = list.rows[3];
    const dialog = await staff.get(`/zcps/title/review-message/${returned.messageId}/dialog`);
    expect(dialog.code).toBe(200);
    expect(dialog.data.title).toBe('退回修改');
    expect(dialog.data.layout).toBe('default');
    expect(dialog.data.data).toContain('<p>请补正</p>');
    expect(dialog.data.data).toContain(returned.createTime);
    const english = await staffEn.get(`/zcps/title/review-message/${returned.messageId}/dialog`);
    expect(english.data.title).toBe('Returned for changes');
    for (const stranger of [office, other])
      expect((await stranger.get(`/zcps/title/review-message/${returned.messageId}/dialog`)).msg).toMatch(
        /消息不存在|No such message/,
      );
    expect((await staff.get('/zcps/title/review-message/x/dialog')).code).not.toBe(200);
  });

  it('keeps tenants apart: another tenant neither lists, reads, checks nor returns these declarations', async () => {
    expect((await other.get(`${URL}/prepare/list?pageSize=200`)).rows).toEqual([]);
    expect((await other.get(`${URL}/return/list?pageSize=200`)).rows).toEqual([]);
    const [id] = await declarations(t, fx, { count: 1, stage: 'prepare', status: '0' });
    expect((await put(other, `${URL}/prepare/check`, { declarationIds: [id] })).msg).toBe(
      '申报不存在或无权访问',
    );
    expect((await put(other, `${URL}/return`, { declarationIds: [id], items })).msg).toBe(
      '申报不存在或无权访问',
    );
    expect((await other.get(`${URL}/detail/${id}`)).msg).toBe('申报不存在或无权访问');
    expect(await declarationRow(t, id!)).toMatchObject({ stage: 'prepare', version: 0 });
  });
});
