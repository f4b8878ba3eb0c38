import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessType, FORM_SCHEMA_VERSION, formRowSchema, type FormSchema } from '@zcps/contracts';
import { adminToken, createTestApp, login, routeEngines, type TestApp } from '../../../test/test-app.js';
import { caller, createUser, operLogs, tokenOf } from '../../../test/kits/monitor.js';
import { secondTenant } from '../../../test/kits/resource.js';
import { NO_WORKFLOW_ROLE_ID, OFFICE_ROLE_ID } from '../../../test/kits/workflow.js';
import { FormRepo } from './form.repo.js';
import { FormService } from './form.service.js';

type Caller = ReturnType<typeof caller>;

const leaveForm: FormSchema = {
  version: FORM_SCHEMA_VERSION,
  layout: { cols: 2, labelWidth: 100 },
  items: [
    { field: 'days', label: '请假天数', widget: 'number', required: true },
    { field: 'reason', label: '事由', widget: 'textarea' },
    { label: '说明', widget: 'divider' },
  ],
};

describe.each(routeEngines)('/tool/form on %s', (engine) => {
  let t: TestApp;
  let admin: Caller;
  let office: Caller;
  let staff: Caller;
  let other: Caller;

  const add = (who: Caller, payload: object) =>
    who.send({ method: 'POST', url: '/zcps/tool/form', payload }).then((r) => r.body);
  const edit = (who: Caller, payload: object) =>
    who.send({ method: 'PUT', url: '/zcps/tool/form', payload }).then((r) => r.body);

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = caller(t, await adminToken(t));
    await createUser(t, 'formoffice', 'secret123', OFFICE_ROLE_ID);
    office = caller(t, await tokenOf(t, 'formoffice', 'secret123'));
    await createUser(t, 'formstaff', 'secret123', NO_WORKFLOW_ROLE_ID);
    staff = caller(t, await tokenOf(t, 'formstaff', 'secret123'));
    await secondTenant(t, {
      tenantId: '200003',
      userName: 'formboss',
      password: 'secret123',
      perms: 'tool:build:%',
    });
    const token = (await login(t, { tenantId: '200003', username: 'formboss', password: 'secret123' })).data;
    other = caller(t, token.access_token);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stores a form, lists it without its schema, opens it by id and answers its schema by key', async () => {
    const created = await add(admin, {
      formKey: 'leave',
      formName: '请假单',
      schema: leaveForm,
      remark: ' ',
    });
    expect(created.code).toBe(200);
    const formId = created.data as number;
    const list = await admin.get('/zcps/tool/form/list?formName=' + encodeURIComponent('请假'));
    expect(list).toMatchObject({ code: 200, total: 1 });
    expect(formRowSchema.strict().parse(list.rows[0])).toMatchObject({
      formId,
      formKey: 'leave',
      fieldCount: 2,
      remark: null,
    });
    expect((await admin.get(`/zcps/tool/form/${formId}`)).data).toMatchObject({
      formKey: 'leave',
      schema: leaveForm,
    });
    expect((await admin.get('/zcps/tool/form/key/leave')).data).toEqual(leaveForm);
    expect((await admin.get('/zcps/tool/form/key/nothing')).msg).toBe("表单'nothing'不存在或已停用");
  });

  it('refuses bad input naming the field, and a key taken in the tenant', async () => {
    const bad = await add(admin, { formKey: '1leave', formName: '请假单', schema: leaveForm });
    expect(bad.code).toBe(400);
    expect(bad.msg).toContain('表单标识');
    const dup = {
      ...leaveForm,
      items: [leaveForm.items[0], { field: 'days', label: '再一次', widget: 'textarea' }],
    };
    const twice = await add(admin, { formKey: 'dup', formName: '重复', schema: dup });
    expect(twice.code).toBe(400);
    expect(twice.msg).toContain('字段名 days 重复');
    const noSchema = await add(admin, { formKey: 'x', formName: 'x', schema: { version: 9, items: [] } });
    expect(noSchema.code).toBe(400);
    const taken = await add(admin, { formKey: 'leave', formName: '另一个', schema: leaveForm });
    expect(taken).toMatchObject({ code: 500, msg: "保存表单'leave'失败，表单标识已存在" });
    const en = caller(t, await adminToken(t), 'en_US');
    expect((await add(en, { formKey: 'leave', formName: 'x', schema: leaveForm })).msg).toBe(
      "Cannot save form 'leave': the form key already exists",
    );
  });

  it('edits, disables (then not served by key), deletes logically and frees the key', async () => {
    const formId = (await add(admin, { formKey: 'trip', formName: '出差单', schema: leaveForm }))
      .data as number;
    const other2 = (await add(admin, { formKey: 'trip2', formName: '出差单2', schema: leaveForm }))
      .data as number;
    expect(
      (await edit(admin, { formId: other2, formKey: 'trip', formName: 'x', schema: leaveForm })).code,
    ).toBe(500);
    const renamed = { formId, formKey: 'trip', formName: '出差申请', schema: { ...leaveForm, items: [] } };
    expect((await edit(admin, renamed)).code).toBe(200);
    expect((await admin.get('/zcps/tool/form/key/trip')).data.items).toEqual([]);
    expect((await edit(admin, { ...renamed, status: '1' })).code).toBe(200);
    expect((await office.get('/zcps/tool/form/key/trip')).code).toBe(500);
    const forms = new FormService(new FormRepo(t.database.db));
    expect(await forms.schemaOf('000000', 'trip')).toBeNull();
    expect(await forms.schemaOf('000000', 'leave')).toEqual(leaveForm);
    expect(await forms.schemaOf('200003', 'leave')).toBeNull();
    expect((await admin.del(`/zcps/tool/form/${formId},999999`)).code).not.toBe(200);
    expect((await admin.del(`/zcps/tool/form/${formId}`)).code).toBe(200);
    expect((await admin.get(`/zcps/tool/form/${formId}`)).msg).toBe('表单不存在');
    expect((await add(admin, { formKey: 'trip', formName: '新出差单', schema: leaveForm })).code).toBe(200);
  });

  it('gates each route per role: the office reads forms by key only, a role without workflow pages nothing, anonymous 401', async () => {
    expect((await caller(t, null).get('/zcps/tool/form/key/leave')).code).toBe(401);
    expect((await office.get('/zcps/tool/form/key/leave')).data).toEqual(leaveForm);
    for (const url of ['list', '100000']) expect((await office.get(`/zcps/tool/form/${url}`)).code).toBe(403);
    expect((await add(office, { formKey: 'o', formName: 'o', schema: leaveForm })).code).toBe(403);
    expect((await office.del('/zcps/tool/form/100000')).code).toBe(403);
    expect((await staff.get('/zcps/tool/form/key/leave')).code).toBe(403);
    expect((await edit(staff, { formId: 100000, formKey: 'o', formName: 'o', schema: leaveForm })).code).toBe(
      403,
    );
  });

  it('keeps tenants apart: the same key in another tenant, no sight of the first tenant’s forms', async () => {
    expect((await other.get('/zcps/tool/form/list')).total).toBe(0);
    expect((await other.get('/zcps/tool/form/key/leave')).code).toBe(500);
    const leave = (await admin.get('/zcps/tool/form/list?formKey=leave')).rows[0];
    expect((await other.get(`/zcps/tool/form/${leave.formId}`)).msg).toBe('表单不存在');
    expect(
      (await edit(other, { formId: leave.formId, formKey: 'leave', formName: 'x', schema: leaveForm })).code,
    ).toBe(500);
    expect((await other.del(`/zcps/tool/form/${leave.formId}`)).code).not.toBe(200);
    expect((await add(other, { formKey: 'leave', formName: '他的请假单', schema: leaveForm })).code).toBe(
      200,
    );
    expect((await other.get('/zcps/tool/form/key/leave')).code).toBe(200);
    expect((await admin.get(`/zcps/tool/form/${leave.formId}`)).data.formName).toBe('请假单');
  });

  it('writes the operation log for every write', async () => {
    const logs = (await operLogs(t)).filter((l) => l.title === '表单构建');
    const types = new Set(logs.map((l) => l.businessType));
    expect(types).toEqual(new Set([BusinessType.INSERT, BusinessType.UPDATE, BusinessType.DELETE]));
    expect(logs.some((l) => l.operUrl === '/zcps/tool/form' && l.requestMethod === 'POST')).toBe(true);
  });
});
