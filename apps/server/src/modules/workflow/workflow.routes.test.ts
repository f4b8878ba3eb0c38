import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WorkflowEvent } from './process/events.js';
import { createTestApp, routeEngines, type TestApp } from '../../test/test-app.js';
import { leaveProcess } from './test-fixtures/bpmn.js';
import {
  admin,
  deploy,
  detail,
  get,
  person,
  post,
  put,
  snapshot,
  start,
  todoOf,
  type Caller,
  type Person,
} from '../../test/kits/workflow.js';

describe.each(routeEngines)('workflow tasks on %s', (engine) => {
  let t: TestApp;
  let boss: Caller;
  let alice: Person;
  let bob: Person;
  let carol: Person;
  let dave: Person;
  const events: WorkflowEvent[] = [];

  /** Alice starts `key` with 5 days and submits her apply task; answers the instance id. */
  const submitted = async (key: string, variables: object = { days: 5 }) => {
    const { instanceId } = await start(alice.as, key, variables);
    const [apply] = await todoOf(alice.as, instanceId);
    expect((await post(alice.as, '/workflow/task/approve', { taskId: apply!.taskId })).code).toBe(200);
    return instanceId;
  };
  const approve = (who: Person, taskId: number, extra: object = {}) =>
    post(who.as, '/workflow/task/approve', { taskId, ...extra });
  const statusOf = async (instanceId: number) => (await detail(alice.as, instanceId)).instance.status;

  beforeAll(async () => {
    t = await createTestApp(engine);
    t.container.workflow.events.on((event) => void events.push(event));
    boss = await admin(t);
    alice = await person(t, 'wfalice');
    bob = await person(t, 'wfbob');
    carol = await person(t, 'wfcarol');
    dave = await person(t, 'wfdave');
    const three = [bob.id, carol.id, dave.id].join(',');
    await deploy(boss, 'single', leaveProcess({ key: 'single', candidates: String(bob.id) }));
    await deploy(boss, 'all', leaveProcess({ key: 'all', method: 'all', candidates: three }));
    await deploy(boss, 'any', leaveProcess({ key: 'any', method: 'any', candidates: three }));
    await deploy(
      boss,
      'ratio',
      leaveProcess({ key: 'ratio', method: 'ratio', ratio: 60, candidates: three }),
    );
    await deploy(
      boss,
      'seq',
      leaveProcess({ key: 'seq', method: 'sequential', candidates: `${bob.id},${carol.id}` }),
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('single: the candidate approves and the process ends approved; the listeners hear it', async () => {
    const id = await submitted('single');
    const [sign] = await todoOf(bob.as, id);
    expect((await todoOf(carol.as, id)).length).toBe(0);
    // Totals are kept between requests and dropped by every command, so they stay exact.
    const todoTotals = async () => [
      (await get(bob.as, '/workflow/task/count')).data.todo,
      (await get(bob.as, '/workflow/task/todo?pageSize=1')).total,
    ];
    const [count] = await todoTotals();
    expect(count).toBeGreaterThan(0);
    expect(await todoTotals()).toEqual([count, count]);
    // So are pages: the one that showed the task loses it once the task is done.
    const firstPage = async () =>
      (await get(bob.as, '/workflow/task/todo?pageSize=100')).rows.map((r: { taskId: number }) => r.taskId);
    expect(await firstPage()).toContain(sign!.taskId);
    expect(await firstPage()).toContain(sign!.taskId);
    expect((await approve(bob, sign!.taskId, { comment: '同意' })).code).toBe(200);
    expect(await todoTotals()).toEqual([count - 1, count - 1]);
    expect(await firstPage()).not.toContain(sign!.taskId);
    await submitted('single');
    expect(await todoTotals()).toEqual([count, count]);
    const shown = await detail(alice.as, id);
    expect(shown.instance.status).toBe('approved');
    expect(shown.timeline.map((h: { action: string }) => h.action)).toEqual(['start', 'approve', 'approve']);
    expect(shown.markers).toMatchObject({ apply: 'finished', sign: 'finished', finish: 'finished' });
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'ended', status: 'approved', instanceId: id }),
    );
    const done = await get(bob.as, '/workflow/task/done');
    expect(done.rows.some((r: { instanceId: number }) => r.instanceId === id)).toBe(true);
  });

  it('a FEEL condition skips the approval for short leaves', async () => {
    const id = await submitted('single', { days: 1 });
    expect(await statusOf(id)).toBe('approved');
  });

  it('refuses: no such task, not your task, already handled — and nothing changes', async () => {
    const id = await submitted('single');
    const [sign] = await todoOf(bob.as, id);
    const before = await snapshot(t, id);
    expect((await approve(carol, 999_999_999)).msg).toBe('任务不存在');
    const notYours = await approve(carol, sign!.taskId);
    expect([notYours.code, notYours.msg]).toEqual([500, '这不是您的任务']);
    const english = await person(t, 'wferin', undefined, 'en_US');
    expect((await approve(english, sign!.taskId)).msg).toBe('This is not your task');
    expect(await snapshot(t, id)).toBe(before);
    expect((await approve(bob, sign!.taskId)).code).toBe(200);
    const after = await snapshot(t, id);
    expect((await approve(bob, sign!.taskId)).msg).toBe('任务已办理');
    expect(await snapshot(t, id)).toBe(after);
  });

  it('会签 waits for all three approvers; 驳回 by one ends the process rejected', async () => {
    const id = await submitted('all');
    for (const who of [bob, carol]) {
      const [task] = await todoOf(who.as, id);
      expect((await approve(who, task!.taskId)).code).toBe(200);
      expect(await statusOf(id)).toBe('running');
    }
    const [last] = await todoOf(dave.as, id);
    expect((await approve(dave, last!.taskId)).code).toBe(200);
    expect(await statusOf(id)).toBe('approved');

    const rejected = await submitted('all');
    const [task] = await todoOf(carol.as, rejected);
    expect((await post(carol.as, '/workflow/task/reject', { taskId: task!.taskId })).code).toBe(400);
    expect(
      (await post(carol.as, '/workflow/task/reject', { taskId: task!.taskId, comment: '材料不全' })).code,
    ).toBe(200);
    const shown = await detail(alice.as, rejected);
    expect(shown.instance.status).toBe('rejected');
    expect(shown.markers.sign).toBe('rejected');
    expect(shown.openTasks).toEqual([]);
    expect(events).toContainEqual(expect.objectContaining({ status: 'rejected', instanceId: rejected }));
  });

  it('或签 completes at the first approval and closes the others', async () => {
    const id = await submitted('any');
    const [task] = await todoOf(carol.as, id);
    expect((await approve(carol, task!.taskId)).code).toBe(200);
    expect(await statusOf(id)).toBe('approved');
    expect(await todoOf(bob.as, id)).toEqual([]);
  });

  it('票签 60%: passes at two of three; fails once the ratio cannot be reached', async () => {
    const id = await submitted('ratio');
    for (const who of [bob, carol]) {
      const [task] = await todoOf(who.as, id);
      expect((await approve(who, task!.taskId)).code).toBe(200);
    }
    expect(await statusOf(id)).toBe('approved');

    const failing = await submitted('ratio');
    const [first] = await todoOf(bob.as, failing);
    expect((await post(bob.as, '/workflow/task/reject', { taskId: first!.taskId, comment: '否' })).code).toBe(
      200,
    );
    expect(await statusOf(failing)).toBe('running');
    const [second] = await todoOf(carol.as, failing);
    expect(
      (await post(carol.as, '/workflow/task/reject', { taskId: second!.taskId, comment: '否' })).code,
    ).toBe(200);
    expect(await statusOf(failing)).toBe('rejected');
  });

  it('依次 hands the task to one approver after the other', async () => {
    const id = await submitted('seq');
    expect(await todoOf(carol.as, id)).toEqual([]);
    const [first] = await todoOf(bob.as, id);
    expect((await approve(bob, first!.taskId)).code).toBe(200);
    const [second] = await todoOf(carol.as, id);
    expect(second).toBeDefined();
    expect((await approve(carol, second!.taskId)).code).toBe(200);
    expect(await statusOf(id)).toBe('approved');
  });

  it('退回 to the apply task; an illegal target is refused; the resubmission routes again', async () => {
    const id = await submitted('single');
    const [sign] = await todoOf(bob.as, id);
    expect((await get(bob.as, `/workflow/task/returnTargets/${sign!.taskId}`)).data).toEqual([
      { elementId: 'apply', name: '申请' },
    ]);
    const before = await snapshot(t, id);
    const illegal = await post(bob.as, '/workflow/task/return', {
      taskId: sign!.taskId,
      targetElementId: 'finish',
      comment: '退回',
    });
    expect(illegal.msg).toBe('不能退回到“结束”：只能退回到主路径上之前的用户任务');
    expect(await snapshot(t, id)).toBe(before);
    const back = await post(bob.as, '/workflow/task/return', {
      taskId: sign!.taskId,
      targetElementId: 'apply',
      comment: '请补充说明',
    });
    expect(back.code, back.msg).toBe(200);
    expect(events).toContainEqual(expect.objectContaining({ type: 'returnedToInitiator', instanceId: id }));
    const [apply] = await todoOf(alice.as, id);
    expect(apply?.elementId).toBe('apply');
    expect((await approve(alice, apply!.taskId, { variables: { days: 2 } })).code).toBe(200);
    expect(await statusOf(id)).toBe('approved');
  });

  it('tells the people a new or handed-over task waits for, on their consoles, after the commit', async () => {
    const pushes = vi.spyOn(t.container.sse, 'publish');
    const told = () => pushes.mock.calls.map(([push]) => [push.userIds, push.text]);
    try {
      await start(alice.as, 'single', { days: 5 });
      // The initiator's own first step is theirs at once.
      expect(told()).toEqual([[[alice.id], expect.stringContaining('您有新的待办：')]]);
      pushes.mockClear();
      const id = await submitted('single');
      expect(told()).toContainEqual([
        [bob.id],
        expect.stringMatching(/您有新的待办：.+ \/ A new task for you: /),
      ]);
      pushes.mockClear();
      const [sign] = await todoOf(bob.as, id);
      await post(bob.as, '/workflow/task/transfer', { taskId: sign!.taskId, userId: dave.id });
      expect(told()).toEqual([[[dave.id], expect.stringContaining('您有新的待办：')]]);
      pushes.mockClear();
      expect(
        (await post(carol.as, '/workflow/task/transfer', { taskId: sign!.taskId, userId: carol.id })).code,
      ).toBe(500); // refused: nobody hears of anything
      expect(told()).toEqual([]);
    } finally {
      pushes.mockRestore();
    }
  });

  it('委派 goes back to the owner; 转办 hands the task over for good', async () => {
    const id = await submitted('single');
    const [sign] = await todoOf(bob.as, id);
    expect(
      (await post(bob.as, '/workflow/task/delegate', { taskId: sign!.taskId, userId: carol.id })).code,
    ).toBe(200);
    expect(await todoOf(bob.as, id)).toEqual([]);
    expect((await approve(carol, sign!.taskId, { comment: '已核' })).code).toBe(200);
    expect(await statusOf(id)).toBe('running');
    expect((await todoOf(bob.as, id)).map((r) => r.taskId)).toEqual([sign!.taskId]);
    expect(
      (await post(bob.as, '/workflow/task/transfer', { taskId: sign!.taskId, userId: dave.id })).code,
    ).toBe(200);
    expect((await approve(bob, sign!.taskId)).msg).toBe('这不是您的任务');
    expect((await approve(dave, sign!.taskId)).code).toBe(200);
    expect(await statusOf(id)).toBe('approved');
  });

  it('加签 waits for the added signers; 减签 removes one; 抄送 shows in 抄送我的', async () => {
    const id = await submitted('single');
    const [sign] = await todoOf(bob.as, id);
    const add = await post(bob.as, '/workflow/task/addSign', {
      taskId: sign!.taskId,
      userIds: [carol.id, dave.id],
    });
    expect(add.code, add.msg).toBe(200);
    expect((await approve(bob, sign!.taskId)).msg).toBe('加签人尚未全部办理');
    const [carolTask] = await todoOf(carol.as, id);
    const [daveTask] = await todoOf(dave.as, id);
    const reduce = await post(bob.as, '/workflow/task/reduceSign', {
      taskId: sign!.taskId,
      childTaskIds: [daveTask!.taskId],
    });
    expect(reduce.code, reduce.msg).toBe(200);
    expect(await todoOf(dave.as, id)).toEqual([]);
    expect((await approve(carol, carolTask!.taskId)).code).toBe(200);
    expect((await post(bob.as, '/workflow/task/cc', { taskId: sign!.taskId, userIds: [dave.id] })).code).toBe(
      200,
    );
    expect(
      (await get(dave.as, '/workflow/task/cc')).rows.map((r: { instanceId: number }) => r.instanceId),
    ).toContain(id);
    expect((await detail(dave.as, id)).instance.instanceId).toBe(id);
    expect((await approve(bob, sign!.taskId)).code).toBe(200);
    expect(await statusOf(id)).toBe('approved');
  });

  it('撤回 by the initiator while nobody acted; refused afterwards and to others', async () => {
    const id = await submitted('single');
    expect((await put(bob.as, `/workflow/instance/withdraw/${id}`)).msg).toBe('只有发起人可以撤回');
    expect((await put(alice.as, `/workflow/instance/withdraw/${id}`, { comment: '填错了' })).code).toBe(200);
    expect(await statusOf(id)).toBe('cancelled');
    expect(await todoOf(bob.as, id)).toEqual([]);

    const acted = await submitted('single');
    const [sign] = await todoOf(bob.as, acted);
    await post(bob.as, '/workflow/task/cc', { taskId: sign!.taskId, userIds: [dave.id] });
    await post(bob.as, '/workflow/task/addSign', { taskId: sign!.taskId, userIds: [carol.id] });
    const before = await snapshot(t, acted);
    expect((await put(alice.as, `/workflow/instance/withdraw/${acted}`)).msg).toBe(
      '已有人办理了后续任务，不能撤回',
    );
    expect(await snapshot(t, acted)).toBe(before);
  });

  it('挂起 refuses actions until 激活; 终止 ends the process', async () => {
    const id = await submitted('single');
    const [sign] = await todoOf(bob.as, id);
    expect((await put(bob.as, `/workflow/instance/suspend/${id}`)).code).toBe(403);
    expect((await put(boss, `/workflow/instance/suspend/${id}`)).code).toBe(200);
    const before = await snapshot(t, id);
    expect((await approve(bob, sign!.taskId)).msg).toBe('流程已挂起，激活后才能办理');
    expect(await snapshot(t, id)).toBe(before);
    expect((await put(boss, `/workflow/instance/activate/${id}`)).code).toBe(200);
    expect((await put(carol.as, `/workflow/instance/terminate/${id}`)).msg).toBe('无权终止该流程');
    expect((await put(bob.as, `/workflow/instance/terminate/${id}`, { comment: '不再需要' })).code).toBe(200);
    expect(await statusOf(id)).toBe('terminated');
    expect((await approve(bob, sign!.taskId)).msg).toBe('任务已办理');
  });

  it('我发起的 lists the initiator’s processes; the detail is closed to outsiders', async () => {
    const own = await get(alice.as, '/workflow/instance/list?pageSize=100');
    expect(own.code).toBe(200);
    expect(own.total).toBeGreaterThan(5);
    const outsider = await person(t, 'wfoutsider');
    const id = own.rows[0].instanceId;
    expect((await get(outsider.as, `/workflow/instance/detail/${id}`)).msg).toBe('无权查看该流程');
    expect((await get(outsider.as, '/workflow/instance/list')).total).toBe(0);
  });
});
