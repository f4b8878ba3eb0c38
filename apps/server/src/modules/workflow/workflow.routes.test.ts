import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, routeEngines, type TestApp } from '../../test/test-app.js';
import { leaveProcess } from './test-fixtures/bpmn.js';
import {
  admin,
  deploy,
  detail,
  person,
  post,
  start,
  todoOf,
  type Caller,
  type Person,
} from '../../test/kits/workflow.js';

describe.each(routeEngines)('workflow on %s', (engine) => {
  let t: TestApp;
  let boss: Caller;
  let alice: Person;
  let bob: Person;

  beforeAll(async () => {
    t = await createTestApp(engine);
    boss = await admin(t);
    alice = await person(t, 'wfalice');
    bob = await person(t, 'wfbob');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('runs a single approval from start to approved', async () => {
    await deploy(boss, 'leave', leaveProcess({ candidates: String(bob.id) }));
    const instance = await start(alice.as, 'leave', { days: 5 });
    expect(instance.status).toBe('running');
    const [apply] = await todoOf(alice.as, instance.instanceId);
    expect(apply?.elementId).toBe('apply');
    expect((await post(alice.as, '/workflow/task/approve', { taskId: apply!.taskId })).code).toBe(200);
    const [sign] = await todoOf(bob.as, instance.instanceId);
    expect(sign?.elementId).toBe('sign');
    expect(
      (await post(bob.as, '/workflow/task/approve', { taskId: sign!.taskId, comment: '同意' })).code,
    ).toBe(200);
    const done = await detail(alice.as, instance.instanceId);
    expect(done.instance.status).toBe('approved');
    expect(done.timeline.map((h: { action: string }) => h.action)).toEqual(['start', 'approve', 'approve']);
    expect(done.markers).toMatchObject({ apply: 'finished', sign: 'finished', finish: 'finished' });
  });
});
