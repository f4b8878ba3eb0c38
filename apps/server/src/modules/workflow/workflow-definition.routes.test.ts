import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, routeEngines, type TestApp } from '../../test/test-app.js';
import { caller } from '../../test/kits/monitor.js';
import {
  NO_WORKFLOW_ROLE_ID,
  admin,
  deploy,
  detail,
  get,
  person,
  post,
  put,
  start,
  todoOf,
  type Caller,
  type Person,
} from '../../test/kits/workflow.js';
import { leaveProcess, timerProcess } from './test-fixtures/bpmn.js';

const scriptTask = leaveProcess({ key: 'scripted' }).replace(
  '<bpmn:userTask id="sign"',
  '<bpmn:scriptTask id="calc" name="计算" scriptFormat="js"><bpmn:script>1</bpmn:script></bpmn:scriptTask><bpmn:userTask id="sign"',
);

describe.each(routeEngines)('workflow models and deployments on %s', (engine) => {
  let t: TestApp;
  let boss: Caller;
  let bossEn: Caller;
  let office: Person;
  let staff: Person;

  beforeAll(async () => {
    t = await createTestApp(engine);
    boss = await admin(t);
    bossEn = await admin(t, 'en_US');
    office = await person(t, 'wfoffice');
    staff = await person(t, 'wfstaff', NO_WORKFLOW_ROLE_ID);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 401 without a token and 403 to roles without the codes', async () => {
    expect((await get(caller(t, null), '/workflow/model/list')).code).toBe(401);
    for (const url of [
      '/workflow/model/list',
      '/workflow/definition/list',
      '/workflow/task/todo',
      '/workflow/instance/list',
    ])
      expect((await get(staff.as, url)).code).toBe(403);
    expect((await post(staff.as, '/workflow/process/start', { definitionKey: 'x' })).code).toBe(403);
    expect((await post(office.as, '/workflow/model', { modelKey: 'x', modelName: 'x' })).code).toBe(403);
    expect((await get(office.as, '/workflow/task/todo')).code).toBe(200);
  });

  it('categories: a tree with unique codes; a used or parent category stays', async () => {
    const root = await post(boss, '/workflow/category', { categoryName: '人事', categoryCode: 'hr' });
    expect(root.code).toBe(200);
    const child = await post(boss, '/workflow/category', {
      parentId: root.data,
      categoryName: '请假',
      categoryCode: 'leave',
    });
    expect(child.code).toBe(200);
    expect((await post(boss, '/workflow/category', { categoryName: '重复', categoryCode: 'hr' })).msg).toBe(
      "分类编码'hr'已存在",
    );
    expect(
      (
        await put(boss, '/workflow/category', {
          categoryId: root.data,
          parentId: child.data,
          categoryName: '人事',
          categoryCode: 'hr',
        })
      ).msg,
    ).toBe('上级分类不能是自己或自己的下级');
    expect((await boss.del(`/zcps/workflow/category/${root.data}`)).msg).toBe('分类下还有子分类，不能删除');
    const list = await get(boss, '/workflow/category/list');
    expect(list.data.map((c: { categoryCode: string }) => c.categoryCode)).toEqual(
      expect.arrayContaining(['hr', 'leave']),
    );
  });

  it('refuses invalid models naming the element, in both languages', async () => {
    const created = await post(boss, '/workflow/model', {
      modelKey: 'scripted',
      modelName: '脚本',
      xml: scriptTask,
    });
    expect(created.code).toBe(200);
    expect((await post(boss, `/workflow/model/deploy/${created.data}`)).msg).toContain(
      '不支持元素“计算 (calc)”',
    );
    expect((await post(bossEn, `/workflow/model/deploy/${created.data}`)).msg).toContain(
      'the element "计算 (calc)" (bpmn:ScriptTask) is not supported',
    );
    const scriptCondition = leaveProcess({ key: 'cond' }).replace('=days &gt; 3', '${days > 3}');
    const condModel = await post(boss, '/workflow/model', {
      modelKey: 'cond',
      modelName: '条件',
      xml: scriptCondition,
    });
    expect((await post(boss, `/workflow/model/deploy/${condModel.data}`)).msg).toBe(
      '流程模型无效：连线“多于3天 (f3)”的条件须为 FEEL 表达式（以 = 开头），不允许脚本条件',
    );
    const noCandidates = leaveProcess({ key: 'nobody', candidates: '' });
    const nobody = await post(boss, '/workflow/model', {
      modelKey: 'nobody',
      modelName: '无人',
      xml: noCandidates,
    });
    expect((await post(boss, `/workflow/model/deploy/${nobody.data}`)).msg).toBe(
      '流程模型无效：用户任务“审批 (sign)”未设置审批人',
    );
    const broken = await post(boss, '/workflow/model', {
      modelKey: 'broken',
      modelName: '坏',
      xml: '<not-bpmn',
    });
    expect((await post(boss, `/workflow/model/deploy/${broken.data}`)).msg).toMatch(
      /^流程模型无效：BPMN 文件无法解析/,
    );
    expect((await get(boss, '/workflow/definition/list?definitionKey=scripted')).total).toBe(0);
  });

  it('deploys a diagram as the designer saves it: a bare multi-instance marker beside zcps:approveMethod', async () => {
    // The designer draws the marker so 会签/依次 show on the canvas; the approvers and the completion come from
    // the zcps attributes when the server compiles the model.
    const xml = leaveProcess({ key: 'drawn', method: 'all', candidates: `${office.id},1` }).replace(
      /(<bpmn:userTask id="sign"[^>]*>)/,
      '$1<bpmn:multiInstanceLoopCharacteristics />',
    );
    const drawn = await deploy(boss, 'drawn', xml);
    expect(drawn.version).toBe(1);
    const sequential = leaveProcess({
      key: 'drawnSeq',
      method: 'sequential',
      candidates: `${office.id},1`,
    }).replace(
      /(<bpmn:userTask id="sign"[^>]*>)/,
      '$1<bpmn:multiInstanceLoopCharacteristics isSequential="true" />',
    );
    expect((await deploy(boss, 'drawnSeq', sequential)).version).toBe(1);
    // A marker that says something else than the 审批方式 is refused, naming the task.
    const markers = [
      '<bpmn:multiInstanceLoopCharacteristics isSequential="true" />',
      '<bpmn:multiInstanceLoopCharacteristics><bpmn:loopCardinality>3</bpmn:loopCardinality></bpmn:multiInstanceLoopCharacteristics>',
      '<bpmn:standardLoopCharacteristics />',
    ];
    for (const [index, marker] of markers.entries()) {
      const key = `drawnBad${index}`;
      const bad = leaveProcess({ key, method: 'all', candidates: `${office.id},1` }).replace(
        /(<bpmn:userTask id="sign"[^>]*>)/,
        `$1${marker}`,
      );
      const model = await post(boss, '/workflow/model', { modelKey: key, modelName: key, xml: bad });
      expect(model.code, model.msg).toBe(200);
      const refused = await post(boss, `/workflow/model/deploy/${model.data}`);
      expect(refused.msg).toBe('流程模型无效：用户任务“审批 (sign)”自带多实例设置，请改用“审批方式”');
    }
    const running = await start(office.as, 'drawn', { days: 5 });
    const [apply] = await todoOf(office.as, running.instanceId);
    expect((await post(office.as, '/workflow/task/approve', { taskId: apply!.taskId })).code).toBe(200);
    // 会签 over two approvers: one task each.
    expect((await todoOf(office.as, running.instanceId)).map((r) => r.elementId)).toEqual(['sign']);
    expect((await todoOf(boss, running.instanceId)).map((r) => r.elementId)).toEqual(['sign']);
  });

  it('deploy makes a new version; running instances stay on theirs; export, copy and suspend', async () => {
    const first = await deploy(
      boss,
      'versioned',
      leaveProcess({ key: 'versioned', candidates: String(office.id) }),
    );
    expect(first.version).toBe(1);
    const running = await start(office.as, 'versioned', { days: 5 });
    const second = await deploy(
      boss,
      'versioned',
      leaveProcess({ key: 'versioned', candidates: String(office.id) }),
    );
    expect(second.version).toBe(2);
    const versions = await get(boss, '/workflow/definition/versions/versioned');
    expect(versions.data.map((v: { version: number; latest: boolean }) => [v.version, v.latest])).toEqual([
      [2, true],
      [1, false],
    ]);
    expect((await detail(office.as, running.instanceId)).instance.version).toBe(1);
    const [apply] = await todoOf(office.as, running.instanceId);
    expect((await post(office.as, '/workflow/task/approve', { taskId: apply!.taskId })).code).toBe(200);

    const models = await get(boss, '/workflow/model/list?modelKey=versioned');
    const modelId = models.rows[0].modelId;
    expect(models.rows[0].latestVersion).toBe(2);
    const exported = await boss.send({ method: 'GET', url: `/zcps/workflow/model/export/${modelId}` });
    expect(exported.res.body).toContain('<bpmn:process id="versioned"');
    const copy = await post(boss, '/workflow/model/copy', {
      modelId,
      modelKey: 'versioned_copy',
      modelName: '副本',
    });
    expect(copy.code).toBe(200);
    const copied = await get(boss, `/workflow/model/${copy.data}`);
    expect(copied.data.xml).toContain('<bpmn:process id="versioned_copy"');
    expect((await post(boss, `/workflow/model/deploy/${copy.data}`)).code).toBe(200);

    expect((await put(boss, `/workflow/definition/suspend/${second.definitionId}`)).code).toBe(200);
    expect((await post(office.as, '/workflow/process/start', { definitionKey: 'versioned' })).msg).toBe(
      "流程'versioned'没有已部署且未挂起的版本",
    );
    expect((await boss.del(`/zcps/workflow/definition/${first.definitionId}`)).msg).toBe(
      '该版本已有流程实例，不能删除',
    );
  });

  it('a boundary timer and a task timeout fire once from the stored timers', async () => {
    await deploy(
      boss,
      'timed',
      timerProcess.replaceAll('zcps:candidates="1"', `zcps:candidates="${office.id}"`),
    );
    const timed = await start(office.as, 'timed');
    expect((await todoOf(office.as, timed.instanceId)).map((r) => r.elementId)).toEqual(['review']);
    const later = new Date(Date.now() + 2 * 3_600_000);
    const timers = t.container.workflow.timers;
    expect(await timers.fireDue(later)).toBeGreaterThanOrEqual(1);
    expect((await todoOf(office.as, timed.instanceId)).map((r) => r.elementId)).toEqual(['chief']);
    expect(await timers.fireDue(later)).toBe(0);

    await deploy(
      boss,
      'autopass',
      leaveProcess({
        key: 'autopass',
        candidates: String(office.id),
        timeoutHours: 1,
        timeoutAction: 'approve',
      }),
    );
    const auto = await start(office.as, 'autopass', { days: 5 });
    const [apply] = await todoOf(office.as, auto.instanceId);
    await post(office.as, '/workflow/task/approve', { taskId: apply!.taskId });
    expect(await timers.fireDue(later)).toBe(1);
    const shown = await detail(office.as, auto.instanceId);
    expect(shown.instance.status).toBe('approved');
    expect(shown.timeline.map((h: { action: string }) => h.action)).toContain('timeout');
  });
});
