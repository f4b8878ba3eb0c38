import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WorkflowPermission as P } from '@zcps/contracts';
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
import { Page, parseValue } from './index';

const definition = (definitionId: number, definitionKey: string, definitionName: string) => ({
  definitionId,
  definitionKey,
  definitionName,
  version: 1,
  categoryId: null,
  categoryName: null,
  formKey: null,
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

  it('says so when nothing can be started', async () => {
    serveWorkflow((config) => (config.url === '/workflow/process/startable' ? ok([]) : undefined));
    grant(P.PROCESS_QUERY, P.PROCESS_START);
    renderPage(Page, '/workflow/process/start');
    expect(await screen.findByText('没有可以发起的流程')).toBeTruthy();
  });

  it('reads numbers, booleans and lists as JSON and anything else as text', () => {
    expect(parseValue('5')).toBe(5);
    expect(parseValue('true')).toBe(true);
    expect(parseValue('[1,2]')).toEqual([1, 2]);
    expect(parseValue('家中有事')).toBe('家中有事');
  });
});
