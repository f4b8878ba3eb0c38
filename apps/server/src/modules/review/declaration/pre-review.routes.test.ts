import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DeclarationProgress, WfTodoVo } from '@zcps/contracts';
import { wfInstance, zcReviewActivity } from '../../../db/schema/index.js';
import { createTestApp, routeEngines, type TestApp } from '../../../test/test-app.js';
import { Role } from '../../../test/kits/employee-attachment.js';
import { reviewFixture, type ReviewFixture } from '../../../test/kits/review.js';
import {
  applicant,
  declarationRow,
  declareRules,
  signIn,
  type Caller,
} from '../../../test/kits/review-declare.js';
import { TITLE_PRE_REVIEW } from '../../../seed/data/workflow-processes.js';
import { DEMO_PASSWORD } from '../../../seed/data/demo-users.js';
import { caller, tokenOf } from '../../../test/kits/monitor.js';

const DECLARE = '/zcps/title/review-declare';
const WF = '/zcps/workflow';
const UNIT_DEPT = 105;

describe.each(routeEngines)('预审 chain of a declaration on %s', (engine) => {
  let t: TestApp;
  let fx: ReviewFixture;
  let company: Caller;
  let office: Caller;
  let dept1: Caller;
  let dept2: Caller;
  let officeEn: Caller;

  const send = (who: Caller, method: 'POST' | 'PUT', url: string, payload: object = {}) =>
    who.send({ method, url, payload }).then((r) => r.body as { code: number; msg: string; data: unknown });
  const okSend = async (who: Caller, method: 'POST' | 'PUT', url: string, payload: object = {}) => {
    const body = await send(who, method, url, payload);
    expect(body, `${method} ${url}: ${body.msg}`).toMatchObject({ code: 200 });
    return body.data;
  };
  const todo = async (who: Caller, declarationId: number): Promise<WfTodoVo | undefined> => {
    const res = await who.get(`${WF}/task/todo?pageSize=100&businessKey=declaration:${declarationId}`);
    expect(res.code).toBe(200);
    return (res.rows as WfTodoVo[]).find((r) => r.businessKey === `declaration:${declarationId}`);
  };
  const act = async (who: Caller, declarationId: number, action = 'approve', more: object = {}) => {
    const task = await todo(who, declarationId);
    expect(task, `a task for ${declarationId}`).toBeTruthy();
    return send(who, 'POST', `${WF}/task/${action}`, { taskId: task!.taskId, ...more });
  };
  const state = async (declarationId: number) => {
    const row = await declarationRow(t, declarationId);
    return { stage: row!.stage, status: row!.approvalStatus, returns: row!.returnCount };
  };
  const declare = async (name: string) => {
    const employeeId = await applicant(t, name);
    const id = (await okSend(company, 'POST', DECLARE, {
      activityId: fx.activityId,
      titleId: fx.titleId,
      employeeId,
    })) as number;
    return id;
  };
  const submit = (id: number, verb = 'submit') =>
    send(company, 'PUT', `${DECLARE}/${verb}`, { declarationId: id, pledge: true });

  beforeAll(async () => {
    t = await createTestApp(engine);
    fx = await reviewFixture(t, undefined, 'P');
    await declareRules(t, fx.titleId);
    await t.database.db
      .update(zcReviewActivity)
      .set({ preReviewKey: TITLE_PRE_REVIEW.key })
      .where(eq(zcReviewActivity.activityId, fx.activityId));
    company = (await signIn(t, 'pcompany', Role.COMPANY, UNIT_DEPT)).who;
    const o = await signIn(t, 'poffice', Role.OFFICE, 106);
    [office, officeEn] = [o.who, o.en];
    // The seeded 主管部门 reviewers (the role's only members, so a 会签 needs exactly these two).
    dept1 = caller(t, await tokenOf(t, 'dept01', DEMO_PASSWORD));
    dept2 = caller(t, await tokenOf(t, 'dept02', DEMO_PASSWORD));
  });
  afterAll(() => t?.close());

  it('runs 单位推荐 → 主管部门审核 → 评审办受理 and then hands the declaration to 资格审查', async () => {
    const id = await declare('预审甲');
    expect((await submit(id)).code).toBe(200);
    expect(await state(id)).toMatchObject({ stage: 'pre_review', status: '4' });
    // Nobody outside the step's candidates holds it; the office's 资格审查 list does not show it yet.
    expect(await todo(dept1, id)).toBeUndefined();
    expect(await todo(office, id)).toBeUndefined();
    expect((await act(company, id, 'approve', { comment: '同意推荐' })).code).toBe(200);
    expect(await todo(company, id)).toBeUndefined();
    expect((await act(dept2, id, 'approve', { comment: '材料齐全' })).code).toBe(200);
    expect(await todo(dept1, id)).toBeUndefined(); // 或签: one of the department was enough
    expect(await state(id)).toMatchObject({ stage: 'pre_review', status: '4' });
    expect((await act(office, id, 'approve', { comment: '受理' })).code).toBe(200);
    expect(await state(id)).toMatchObject({ stage: 'prepare', status: '0' });
    expect((await declarationRow(t, id))!.recommendTime).not.toBeNull();

    const progress = (await company.get(`/zcps/title/review-approval/detail/${id}`))
      .data as DeclarationProgress;
    expect(progress.trail.map((r) => r.action)).toEqual(
      expect.arrayContaining(['submit', 'pre_review_pass']),
    );
    expect(progress.process).toMatchObject({ status: 'approved', definitionName: '职称申报预审' });
    expect(progress.process!.markers).toMatchObject({
      submit: 'finished',
      unitRecommend: 'finished',
      deptReview: 'finished',
      officeAccept: 'finished',
    });
    expect(progress.process!.steps.map((s) => s.taskName)).toEqual([
      '申报人提交',
      '单位推荐',
      '主管部门审核',
      '评审办受理',
    ]);
  });

  it('a 退回 from 主管部门 returns the declaration with its reasons; the resubmission continues the same process', async () => {
    const id = await declare('预审乙');
    await submit(id);
    await act(company, id);
    const task = await todo(dept1, id);
    const targets = (await dept1.get(`${WF}/task/returnTargets/${task!.taskId}`)).data as {
      elementId: string;
    }[];
    expect(targets.map((x) => x.elementId)).toEqual(['submit', 'unitRecommend']);
    const body = { targetElementId: 'submit', comment: '业绩证明缺少单位盖章' };
    expect((await act(dept1, id, 'return', body)).code).toBe(200);
    expect(await state(id)).toEqual({ stage: 'pre_review', status: '3', returns: 1 });
    const returned = (await office.get(`/zcps/title/review-approval/return/list?activityId=${fx.activityId}`))
      .rows as { declarationId: number; returnItems: unknown[] }[];
    expect(returned.find((r) => r.declarationId === id)?.returnItems).toEqual([
      { item: '主管部门审核', reason: '业绩证明缺少单位盖章' },
    ]);
    // The applicant's step is taken on the declaration page, not in 我的待办.
    const own = await todo(company, id);
    expect(own?.taskName).toBe('申报人提交');
    const refused = await send(company, 'POST', `${WF}/task/approve`, { taskId: own!.taskId });
    expect(refused).toMatchObject({ code: 500 });
    expect(refused.msg).toContain('业务页面');
    expect(await state(id)).toEqual({ stage: 'pre_review', status: '3', returns: 1 });

    const before = await t.database.db
      .select()
      .from(wfInstance)
      .where(eq(wfInstance.businessKey, `declaration:${id}`));
    expect((await submit(id, 'resubmit')).code).toBe(200);
    expect(await state(id)).toMatchObject({ stage: 'pre_review', status: '4' });
    const after = await t.database.db
      .select()
      .from(wfInstance)
      .where(eq(wfInstance.businessKey, `declaration:${id}`));
    expect(after.map((i) => i.instanceId)).toEqual(before.map((i) => i.instanceId));
    expect((await todo(company, id))?.taskName).toBe('单位推荐');
    await act(company, id);
    await act(dept1, id);
    await act(office, id);
    expect(await state(id)).toEqual({ stage: 'prepare', status: '0', returns: 1 });
  });

  it('a 驳回 fails the declaration in 预审; a withdraw cancels its process', async () => {
    const rejected = await declare('预审丙');
    await submit(rejected);
    await act(company, rejected);
    expect((await act(dept1, rejected, 'reject', { comment: '不符合申报条件' })).code).toBe(200);
    expect(await state(rejected)).toMatchObject({ stage: 'pre_review', status: '2' });

    const withdrawn = await declare('预审丁');
    await submit(withdrawn);
    const version = (await declarationRow(t, withdrawn))!.version;
    const res = await send(company, 'PUT', `${DECLARE}/withdraw`, {
      declarationIds: [withdrawn],
      versions: [version],
    });
    expect(res.code).toBe(200);
    expect(await state(withdrawn)).toMatchObject({ stage: 'draft', status: '0' });
    const [instance] = await t.database.db
      .select()
      .from(wfInstance)
      .where(eq(wfInstance.businessKey, `declaration:${withdrawn}`));
    expect(instance!.status).toBe('cancelled');
    expect(await todo(company, withdrawn)).toBeUndefined();

    // 撤回 on the workflow page, before anyone acted: the declaration goes back to draft with its process.
    const recalled = await declare('预审辛');
    await submit(recalled);
    const [running] = await t.database.db
      .select()
      .from(wfInstance)
      .where(eq(wfInstance.businessKey, `declaration:${recalled}`));
    const back = await send(company, 'PUT', `${WF}/instance/withdraw/${running!.instanceId}`, {
      comment: '材料需补充',
    });
    expect(back.code).toBe(200);
    expect(await state(recalled)).toMatchObject({ stage: 'draft', status: '0' });
    expect((await submit(recalled)).code).toBe(200); // a fresh submission starts a new process
    expect(await state(recalled)).toMatchObject({ stage: 'pre_review', status: '4' });
  });

  it('after the office makes 主管部门审核 a 会签 and redeploys, new declarations need both; running ones finish on theirs', async () => {
    const running = await declare('预审己');
    await submit(running);
    await act(company, running); // waits at 主管部门审核 of version 1
    const models = (await office.get(`${WF}/model/list?pageSize=50&modelKey=${TITLE_PRE_REVIEW.key}`))
      .rows as {
      modelId: number;
    }[];
    const model = (await office.get(`${WF}/model/${models[0]!.modelId}`)).data as Record<string, unknown>;
    const xml = String(model.xml).replace(
      'name="主管部门审核" zcps:candidateStrategy="role"',
      'name="主管部门审核" zcps:approveMethod="all" zcps:candidateStrategy="role"',
    );
    expect(xml).not.toBe(model.xml);
    await okSend(office, 'PUT', `${WF}/model`, {
      modelId: model.modelId,
      modelName: model.modelName,
      categoryId: model.categoryId,
      formKey: model.formKey,
      xml,
    });
    expect(await okSend(office, 'POST', `${WF}/model/deploy/${model.modelId}`)).toMatchObject({ version: 2 });

    const fresh = await declare('预审庚');
    await submit(fresh);
    await act(company, fresh);
    expect((await act(dept1, fresh)).code).toBe(200);
    expect(await state(fresh)).toMatchObject({ stage: 'pre_review' }); // 会签: dept2 still to sign
    expect((await act(dept2, fresh)).code).toBe(200);
    await act(office, fresh);
    expect(await state(fresh)).toMatchObject({ stage: 'prepare', status: '0' });

    expect((await act(dept1, running)).code).toBe(200); // version 1: one signature is enough
    expect(await todo(dept2, running)).toBeUndefined();
    await act(office, running);
    expect(await state(running)).toMatchObject({ stage: 'prepare', status: '0' });
  });

  it('refuses a submit nobody can recommend, in words, and changes nothing', async () => {
    const employeeId = await applicant(t, '无推荐人戊', { deptId: 107 });
    const id = (await okSend(office, 'POST', DECLARE, {
      activityId: fx.activityId,
      titleId: fx.titleId,
      employeeId,
    })) as number;
    const zh = await send(office, 'PUT', `${DECLARE}/submit`, { declarationId: id, pledge: true });
    expect(zh).toMatchObject({ code: 500, msg: '任务“单位推荐”找不到审批人' });
    const en = await send(officeEn, 'PUT', `${DECLARE}/submit`, { declarationId: id, pledge: true });
    expect(en.msg).toBe('No approver found for the task "单位推荐"');
    expect(await state(id)).toMatchObject({ stage: 'draft', status: '0' });
    const rows = await t.database.db
      .select()
      .from(wfInstance)
      .where(eq(wfInstance.businessKey, `declaration:${id}`));
    expect(rows).toEqual([]);
  });
});
