import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_SCHEMA_VERSION } from '@zcps/contracts';
import { createTestApp, routeEngines, type TestApp } from '../../test/test-app.js';
import { admin, deploy, get, person, post, type Caller, type Person } from '../../test/kits/workflow.js';
import { leaveProcess } from './test-fixtures/bpmn.js';

const leaveForm = {
  version: FORM_SCHEMA_VERSION,
  layout: { cols: 1 },
  items: [
    {
      field: 'days',
      label: '请假天数',
      widget: 'number',
      required: true,
      rules: [
        { type: 'min', value: 1 },
        { type: 'max', value: 30 },
      ],
    },
    { field: 'reason', label: '事由', widget: 'text', required: true },
  ],
};

describe.each(routeEngines)('workflow start forms checked on the server on %s', (engine) => {
  let t: TestApp;
  let boss: Caller;
  let bossEn: Caller;
  let office: Person;

  beforeAll(async () => {
    t = await createTestApp(engine);
    boss = await admin(t);
    bossEn = await admin(t, 'en_US');
    office = await person(t, 'wfformer');
    const form = await post(boss, '/tool/form', {
      formKey: 'leaveForm',
      formName: '请假单',
      schema: leaveForm,
    });
    expect(form.code, form.msg).toBe(200);
    const xml = leaveProcess({ key: 'formed', candidates: String(office.id) }).replace(
      '<bpmn:startEvent id="start" name="开始">',
      '<bpmn:startEvent id="start" name="开始" zcps:formKey="leaveForm">',
    );
    await deploy(boss, 'formed', xml);
  });
  afterAll(async () => {
    await t?.close();
  });

  const started = async () => (await get(boss, '/workflow/instance/list?pageSize=100')).total as number;

  it('refuses values the start form refuses, naming the field by its label, and starts nothing', async () => {
    const before = await started();
    expect(before).toBeTypeOf('number');
    const missing = await post(boss, '/workflow/process/start', {
      definitionKey: 'formed',
      variables: { days: 40 },
    });
    expect(missing.code).toBe(400);
    expect(missing.msg).toContain('请假天数');
    expect(missing.msg).toContain('事由');
    const english = await post(bossEn, '/workflow/process/start', {
      definitionKey: 'formed',
      variables: { days: 'many', reason: '探亲' },
    });
    expect(english.code).toBe(400);
    expect(english.msg).toContain('请假天数');
    expect(english.msg).not.toMatch(/[^\x20-\x7E请假天数]/);
    expect(await started()).toBe(before);
  });

  it('starts with the form’s values only', async () => {
    const ok = await post(boss, '/workflow/process/start', {
      definitionKey: 'formed',
      variables: { days: 5, reason: '探亲', injected: 'x' },
    });
    expect(ok.code, ok.msg).toBe(200);
    const detail = await get(boss, `/workflow/instance/detail/${ok.data.instanceId}`);
    expect(detail.data.formKey).toBe('leaveForm');
    expect(detail.data.variables).toMatchObject({ days: 5, reason: '探亲' });
    expect(detail.data.variables).not.toHaveProperty('injected');
  });
});
