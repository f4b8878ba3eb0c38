import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { creditCodeCheckChar, type WfTodoVo } from '@zcps/contracts';
import { sysUser, wfDefinition, wfInstance, wfTask, zcClient } from '../../../db/schema/index.js';
import { DEMO_PASSWORD } from '../../../seed/data/demo-users.js';
import { CLIENT_REGISTER_AUDIT } from '../../../seed/data/workflow-processes.js';
import { postEncrypted } from '../../../test/kits/auth-account.js';
import { caller, tokenOf } from '../../../test/kits/monitor.js';
import { multipartBody, samples } from '../../../test/kits/resource.js';
import { deptById, userDept } from '../../../test/kits/title-client.js';
import { adminToken, createTestApp, login, routeEngines, type TestApp } from '../../../test/test-app.js';

const WF = '/zcps/workflow';
const CLIENT = '/zcps/title/client';
type Caller = ReturnType<typeof caller>;

describe.each(routeEngines)('委托单位注册审核 through its process on %s', (engine) => {
  let t: TestApp;
  let office: Caller;
  let admin: Caller;

  const send = (who: Caller, method: 'POST' | 'PUT', url: string, payload: object = {}) =>
    who.send({ method, url, payload }).then((r) => r.body as { code: number; msg: string; data: unknown });

  /** Registers a unit as its own page does, answering its client id and account. */
  const register = async (n: number) => {
    const body = multipartBody('file', 'licence.png', samples.png);
    const licence = (
      await t.app.inject({ method: 'POST', url: '/zcps/auth/register/licence', ...body })
    ).json();
    const code17 = `91330000MA0REG${String(n).padStart(3, '0')}`;
    const res = await postEncrypted(t, '/zcps/auth/register', {
      registerType: 'company',
      username: `unit_${n}`,
      password: 'unitpass123',
      confirmPassword: 'unitpass123',
      phonenumber: `1390000${String(n).padStart(4, '0')}`,
      email: `unit${n}@example.com`,
      agreement: true,
      clientName: `流程注册单位${n}`,
      unitType: '4',
      creditCode: code17 + creditCodeCheckChar(code17),
      contactName: '钱联系',
      licenceOssId: licence.data.ossId,
    });
    expect(res, res.msg).toMatchObject({ code: 200 });
    const [unit] = await t.database.db
      .select()
      .from(zcClient)
      .where(eq(zcClient.clientName, `流程注册单位${n}`));
    return unit!;
  };
  const instanceOf = async (clientId: number) =>
    (
      await t.database.db
        .select()
        .from(wfInstance)
        .where(eq(wfInstance.businessKey, `client:${clientId}`))
        .orderBy(wfInstance.instanceId)
    ).at(-1);
  const todo = async (who: Caller, clientId: number): Promise<WfTodoVo | undefined> => {
    const res = await who.get(`${WF}/task/todo?pageSize=100&businessKey=client:${clientId}`);
    expect(res.code).toBe(200);
    return (res.rows as WfTodoVo[]).find((r) => r.businessKey === `client:${clientId}`);
  };
  const unitRow = async (clientId: number) =>
    (await t.database.db.select().from(zcClient).where(eq(zcClient.clientId, clientId)))[0]!;
  const signsIn = async (n: number) =>
    (await login(t, { username: `unit_${n}`, password: 'unitpass123' })).code === 200;

  beforeAll(async () => {
    t = await createTestApp(engine);
    office = caller(t, await tokenOf(t, 'office01', DEMO_PASSWORD));
    admin = caller(t, await adminToken(t));
  });
  afterAll(() => t?.close());

  it('starts the process at registration; 通过 in 我的待办 approves the unit and gives it its dept', async () => {
    const unit = await register(1);
    const instance = await instanceOf(unit.clientId);
    expect(instance).toMatchObject({ status: 'running', initiator: unit.userId });
    expect(instance!.variables).toMatchObject({
      clientName: '流程注册单位1',
      unitTypeLabel: expect.any(String),
    });
    const task = await todo(office, unit.clientId);
    expect(task).toMatchObject({ taskName: '评审办审核' });
    expect(await todo(admin, unit.clientId)).toBeUndefined(); // not a candidate of the step

    expect(
      await send(office, 'POST', `${WF}/task/approve`, { taskId: task!.taskId, comment: '材料齐全' }),
    ).toMatchObject({ code: 200 });
    expect(await instanceOf(unit.clientId)).toMatchObject({ status: 'approved' });
    const approved = await unitRow(unit.clientId);
    expect(approved).toMatchObject({
      auditStatus: '1',
      auditReason: '材料齐全',
      auditBy: expect.any(Number),
    });
    expect(approved.deptId).not.toBeNull();
    expect(await userDept(t, unit.userId!)).toBe(approved.deptId);
    expect(await deptById(t, approved.deptId!)).toMatchObject({ deptName: '流程注册单位1' });
    expect(await signsIn(1)).toBe(true);
  });

  it("驳回 on the unit's page takes the office's step; the resubmission runs a new process to approval", async () => {
    const unit = await register(2);
    const rejected = await send(office, 'PUT', `${CLIENT}/audit`, {
      clientId: unit.clientId,
      action: 'reject',
      auditReason: '执照模糊',
    });
    expect(rejected).toMatchObject({ code: 200 });
    const first = await instanceOf(unit.clientId);
    expect(first).toMatchObject({ status: 'rejected' });
    const [done] = await t.database.db.select().from(wfTask).where(eq(wfTask.instanceId, first!.instanceId));
    expect(done).toMatchObject({ status: 'done', handledBy: expect.any(Number) });
    expect(await unitRow(unit.clientId)).toMatchObject({ auditStatus: '2', auditReason: '执照模糊' });
    expect((await login(t, { username: 'unit_2', password: 'unitpass123' })).msg).toContain('执照模糊');

    expect(await send(office, 'PUT', `${CLIENT}/${unit.clientId}/resubmit`)).toMatchObject({ code: 200 });
    const second = await instanceOf(unit.clientId);
    expect(second!.instanceId).not.toBe(first!.instanceId);
    expect(second).toMatchObject({ status: 'running' });
    expect(
      await send(office, 'PUT', `${CLIENT}/audit`, { clientId: unit.clientId, action: 'approve' }),
    ).toMatchObject({ code: 200 });
    expect(await instanceOf(unit.clientId)).toMatchObject({ status: 'approved' });
    expect(await unitRow(unit.clientId)).toMatchObject({ auditStatus: '1' });
    expect(await signsIn(2)).toBe(true);
  });

  it('refuses the audit to whoever the waiting step is not for, naming the step, and changes nothing', async () => {
    const unit = await register(3);
    const res = await send(admin, 'PUT', `${CLIENT}/audit`, { clientId: unit.clientId, action: 'approve' });
    expect(res).toMatchObject({
      code: 500,
      msg: "委托单位'流程注册单位3'的注册审核在流程中，当前步骤'评审办审核'不是您的待办",
    });
    expect(await unitRow(unit.clientId)).toMatchObject({ auditStatus: '0', deptId: null });
    expect(await instanceOf(unit.clientId)).toMatchObject({ status: 'running' });
    // A rejection in 我的待办 needs its reason, and gives it to the unit.
    const task = await todo(office, unit.clientId);
    expect(
      await send(office, 'POST', `${WF}/task/reject`, { taskId: task!.taskId, comment: '信用代码不符' }),
    ).toMatchObject({ code: 200 });
    expect(await unitRow(unit.clientId)).toMatchObject({ auditStatus: '2', auditReason: '信用代码不符' });
  });

  it('keeps working when redeployed: new units take the new version, a running one finishes on its own', async () => {
    const running = await register(4);
    const models = (await office.get(`${WF}/model/list?pageSize=50&modelKey=${CLIENT_REGISTER_AUDIT.key}`))
      .rows as { modelId: number }[];
    const deployed = await send(office, 'POST', `${WF}/model/deploy/${models[0]!.modelId}`);
    expect(deployed).toMatchObject({ code: 200, data: { version: 2 } });
    const fresh = await register(5);
    const versionOf = async (clientId: number) => {
      const instance = await instanceOf(clientId);
      const [definition] = await t.database.db
        .select()
        .from(wfDefinition)
        .where(eq(wfDefinition.definitionId, instance!.definitionId));
      return definition!.version;
    };
    expect(await versionOf(running.clientId)).toBe(1);
    expect(await versionOf(fresh.clientId)).toBe(2);
    for (const unit of [running, fresh]) {
      const task = await todo(office, unit.clientId);
      expect(await send(office, 'POST', `${WF}/task/approve`, { taskId: task!.taskId })).toMatchObject({
        code: 200,
      });
      expect(await unitRow(unit.clientId)).toMatchObject({ auditStatus: '1' });
    }
  });

  it('without an active version the unit registers and is audited on its page, as before', async () => {
    await t.database.db
      .update(wfDefinition)
      .set({ suspended: true })
      .where(eq(wfDefinition.definitionKey, CLIENT_REGISTER_AUDIT.key));
    const unit = await register(6);
    expect(await instanceOf(unit.clientId)).toBeUndefined();
    expect(
      await send(office, 'PUT', `${CLIENT}/audit`, { clientId: unit.clientId, action: 'approve' }),
    ).toMatchObject({ code: 200 });
    expect(await unitRow(unit.clientId)).toMatchObject({ auditStatus: '1' });
    const [user] = await t.database.db
      .select()
      .from(sysUser)
      .where(and(eq(sysUser.userId, unit.userId!)));
    expect(user!.deptId).toBe((await unitRow(unit.clientId)).deptId);
  });
});
