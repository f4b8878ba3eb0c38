import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FORM_SCHEMA_VERSION, WorkflowPermission as P, type FormSchema } from '@zcps/contracts';
import {
  bodyOf,
  callsTo,
  grant,
  location,
  ok,
  renderPage,
  serveWorkflow,
  setupPageTests,
} from '../../wf-test-kit';
import { Page, parseValue, startFormVariables } from './index';

const leaveForm: FormSchema = {
  version: FORM_SCHEMA_VERSION,
  layout: { cols: 1 },
  items: [
    { field: 'days', label: '请假天数', widget: 'number' },
    {
      field: 'reason',
      label: '请假事由',
      widget: 'text',
      required: true,
      rules: [{ type: 'length', max: 4 }],
    },
  ],
};

const definition = (
  definitionId: number,
  definitionKey: string,
  definitionName: string,
  formKey: string | null = null,
) => ({
  definitionId,
  definitionKey,
  definitionName,
  version: 1,
  categoryId: null,
  categoryName: null,
  formKey,
  suspended: false,
  latest: true,
  modelId: null,
  deployTime: null,
});

setupPageTests();

describe('发起流程 page', () => {
  it('starts the chosen process with typed variables, then opens its detail', async () => {
    const fake = serveWorkflow((config) => {
      if (config.url === '/workflow/process/startable')
        return ok([definition(3, 'leave', '请假'), definition(4, 'expense', '报销')]);
      if (config.url === '/workflow/process/start') return ok({ instanceId: 77 });
      return undefined;
    });
    grant(P.PROCESS_QUERY, P.PROCESS_START);
    renderPage(Page, '/workflow/process/start');
    fireEvent.click(await screen.findByText('请假'));
    const form = await screen.findByTestId('wf-start-form');
    fireEvent.change(within(form).getByLabelText('业务标识'), { target: { value: 'L-1' } });
    fireEvent.click(within(form).getByRole('button', { name: /添加变量/ }));
    fireEvent.click(within(form).getByRole('button', { name: /添加变量/ }));
    const names = within(form).getAllByPlaceholderText('变量名');
    const values = within(form).getAllByPlaceholderText('值');
    fireEvent.change(names[0]!, { target: { value: '9days' } });
    fireEvent.click(within(form).getByRole('button', { name: /提\s*交/ }));
    expect(await within(form).findByText('以字母或下划线开头，只含字母、数字和 _')).toBeTruthy();
    expect(callsTo(fake, 'post', '/workflow/process/start')).toHaveLength(0);

    fireEvent.change(names[0]!, { target: { value: 'days' } });
    fireEvent.change(values[0]!, { target: { value: '5' } });
    fireEvent.change(names[1]!, { target: { value: 'reason' } });
    fireEvent.change(values[1]!, { target: { value: '家中有事' } });
    fireEvent.click(within(form).getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(callsTo(fake, 'post', '/workflow/process/start')).toHaveLength(1));
    expect(bodyOf(fake, 'post', '/workflow/process/start')).toEqual({
      definitionKey: 'leave',
      businessKey: 'L-1',
      variables: { days: 5, reason: '家中有事' },
    });
    await waitFor(() => expect(location()).toBe('/workflow/process/detail?instanceId=77'));
  });

  it('renders the start form the start event names, checks it and starts with its values', async () => {
    const fake = serveWorkflow((config) => {
      if (config.url === '/workflow/process/startable')
        return ok([definition(3, 'leave', '请假', 'leaveForm')]);
      if (config.url === '/tool/form/key/leaveForm') return ok(leaveForm);
      if (config.url === '/workflow/process/start') return ok({ instanceId: 78 });
      return undefined;
    });
    grant(P.PROCESS_QUERY, P.PROCESS_START);
    renderPage(Page, '/workflow/process/start');
    fireEvent.click(await screen.findByText('请假'));
    await screen.findByTestId('wf-start-values');
    const values = () => screen.getByTestId('wf-start-values');
    expect(
      within(screen.getByTestId('wf-start-form')).queryByRole('button', { name: /添加变量/ }),
    ).toBeNull();
    const submit = () => fireEvent.click(within(values()).getByRole('button', { name: /提\s*交/ }));
    submit();
    expect(await within(values()).findByText('请输入请假事由')).toBeTruthy();
    const reason = within(values()).getByPlaceholderText('请输入请假事由');
    fireEvent.change(reason, { target: { value: '家中有急事' } });
    submit();
    expect(await within(values()).findByText('请假事由最多 4 个字符')).toBeTruthy();
    expect(callsTo(fake, 'post', '/workflow/process/start')).toHaveLength(0);

    fireEvent.change(reason, { target: { value: '探亲' } });
    submit();
    await waitFor(() => expect(callsTo(fake, 'post', '/workflow/process/start')).toHaveLength(1));
    expect(bodyOf(fake, 'post', '/workflow/process/start')).toEqual({
      definitionKey: 'leave',
      businessKey: null,
      variables: { reason: '探亲' },
    });
    await waitFor(() => expect(location()).toBe('/workflow/process/detail?instanceId=78'));
  });

  it('says so when the start form is missing or disabled, and offers no submit', async () => {
    const fake = serveWorkflow((config) => {
      if (config.url === '/workflow/process/startable') return ok([definition(3, 'leave', '请假', 'gone')]);
      if (config.url === '/tool/form/key/gone') return { code: 500, msg: "表单'gone'不存在或已停用" };
      return undefined;
    });
    grant(P.PROCESS_QUERY, P.PROCESS_START);
    renderPage(Page, '/workflow/process/start');
    fireEvent.click(await screen.findByText('请假'));
    expect(await screen.findByText('流程的发起表单“gone”不存在或已停用，请联系流程管理员')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /提\s*交/ })).toBeNull();
    expect(callsTo(fake, 'post', '/workflow/process/start')).toHaveLength(0);
  });

  it('checks start form values with the form schema: drops unknown keys, names the field', () => {
    expect(startFormVariables(leaveForm, { days: 2, reason: '探亲', extra: 'x' })).toEqual({
      ok: true,
      variables: { days: 2, reason: '探亲' },
    });
    const refused = startFormVariables(leaveForm, { days: 'many', reason: '探亲' });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.fields.map((f) => f.name)).toEqual(['days']);
  });

  it('says so when nothing can be started', async () => {
    serveWorkflow((config) => (config.url === '/workflow/process/startable' ? ok([]) : undefined));
    grant(P.PROCESS_QUERY, P.PROCESS_START);
    renderPage(Page, '/workflow/process/start');
    expect(await screen.findByText('没有可以发起的流程')).toBeTruthy();
    // Only someone who may open 模型管理 is pointed there.
    expect(screen.queryByRole('button', { name: '去模型管理设计并部署流程' })).toBeNull();
  });

  it('points whoever manages models to 模型管理 when nothing can be started', async () => {
    serveWorkflow((config) => (config.url === '/workflow/process/startable' ? ok([]) : undefined));
    grant(P.PROCESS_QUERY, P.PROCESS_START, P.MODEL_LIST);
    renderPage(Page, '/workflow/process/start');
    expect(await screen.findByRole('button', { name: '去模型管理设计并部署流程' })).toBeTruthy();
  });

  it('reads numbers, booleans and lists as JSON and anything else as text', () => {
    expect(parseValue('5')).toBe(5);
    expect(parseValue('true')).toBe(true);
    expect(parseValue('[1,2]')).toEqual([1, 2]);
    expect(parseValue('家中有事')).toBe('家中有事');
  });
});
