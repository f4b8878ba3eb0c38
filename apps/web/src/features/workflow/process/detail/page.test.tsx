import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WorkflowPermission as P } from '@zcps/contracts';
import {
  bodyOf,
  callsTo,
  confirmLast,
  grant,
  ok,
  okButton,
  pickOption,
  renderPage,
  serveWorkflow,
  setupPageTests,
} from '../../wf-test-kit';
import { useUserStore } from '../../../../stores/user-store';
import { Page } from './index';

const XML = '<bpmn:definitions id="d" />';
const detail = {
  instance: {
    instanceId: 41,
    definitionId: 3,
    definitionKey: 'pre_review',
    definitionName: '职称申报预审',
    version: 2,
    categoryName: null,
    businessKey: 'D-1',
    initiator: 1,
    initiatorName: '张三',
    status: 'running',
    currentTasks: ['主管部门审核'],
    startTime: '2026-11-27 10:00:00',
    endTime: null,
  },
  xml: XML,
  formKey: 'leave_form',
  variables: { days: 5, reason: '家中有事', secret: 'x', approvers: [7, 8] },
  fieldLabels: [
    { field: 'reason', label: '事由' },
    { field: 'days', label: '天数' },
    { field: 'secret', label: '备注' },
  ],
  timeline: [
    {
      logId: 1,
      instanceId: 41,
      taskId: null,
      elementId: 'start',
      taskName: '申报人提交',
      action: 'start',
      comment: null,
      attachments: [],
      userId: 1,
      userName: '张三',
      targets: [],
      createTime: '2026-11-27 10:00:00',
    },
    {
      logId: 2,
      instanceId: 41,
      taskId: 7,
      elementId: 'unit',
      taskName: '单位推荐',
      action: 'approve',
      comment: '同意推荐',
      attachments: [],
      userId: 2,
      userName: '李四',
      targets: [],
      createTime: '2026-11-27 11:00:00',
    },
  ],
  markers: { start: 'finished', unit: 'finished', dept: 'current' },
  openTasks: [
    { taskId: 8, elementId: 'dept', taskName: '主管部门审核', assigneeName: '王五', candidateNames: [] },
    { taskId: 9, elementId: 'dept', taskName: '主管部门审核', assigneeName: '赵六', candidateNames: [] },
  ],
};
const task = {
  taskId: 8,
  instanceId: 41,
  definitionKey: 'pre_review',
  definitionName: '职称申报预审',
  version: 2,
  elementId: 'dept',
  taskName: '主管部门审核',
  businessKey: 'D-1',
  initiatorName: '张三',
  assignee: 5,
  assigneeName: '王五',
  ownerName: null,
  parentTaskId: null,
  status: 'open',
  buttons: ['approve', 'reject', 'return', 'delegate', 'cc'],
  formKey: null,
  fieldPermissions: '{"secret":"hidden","days":"read"}',
  dueTime: null,
  createTime: '2026-11-27 11:00:00',
};

function serve(taskOverride: object = {}) {
  return serveWorkflow((config) => {
    if (config.url === '/workflow/instance/detail/41') return ok(detail);
    if (config.url === '/workflow/task/8') return ok({ ...task, ...taskOverride });
    if (config.url === '/workflow/task/returnTargets/8')
      return ok([
        { elementId: 'submit', name: '申报人提交' },
        { elementId: 'unit', name: '单位推荐' },
      ]);
    return undefined;
  });
}

const TASK_PERMS = [P.PROCESS_QUERY, P.TODO_APPROVE, P.TODO_REJECT, P.TODO_TRANSFER];
const state = setupPageTests();

describe('流程详情 page', () => {
  it('shows the instance, its form data without hidden fields, the open tasks and the history', async () => {
    serve();
    grant(...TASK_PERMS);
    renderPage(Page, '/workflow/process/detail?instanceId=41&taskId=8');
    expect(await screen.findByText('我的任务：主管部门审核')).toBeTruthy();
    const data = await screen.findByTestId('wf-form-data');
    expect(within(data).getByText('家中有事')).toBeTruthy();
    // By the form's labels, in its order; the hidden field and bookkeeping outside the form stay out.
    expect(
      within(data)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['事由', '天数']);
    expect(within(data).queryByText('备注')).toBeNull();
    expect(within(data).queryByText('approvers')).toBeNull();
    expect(within(screen.getByTestId('wf-timeline')).getByText('同意推荐')).toBeTruthy();
    expect(screen.getByText('赵六')).toBeTruthy();
    const actions = screen.getByTestId('wf-actions');
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent?.replace(/\s/g, '')),
    ).toEqual(['通过', '驳回', '退回', '委派', '抄送']);
  });

  it('退回 asks for a target and a comment, then sends the contract body', async () => {
    const fake = serve();
    grant(...TASK_PERMS);
    renderPage(Page, '/workflow/process/detail?instanceId=41&taskId=8');
    fireEvent.click(
      await within(await screen.findByTestId('wf-actions')).findByRole('button', { name: /退\s*回/ }),
    );
    const dialog = await screen.findByTestId('wf-action-form');
    fireEvent.click(okButton());
    await waitFor(() => expect(dialog.querySelectorAll('.ant-form-item-explain-error').length).toBe(2));
    expect(callsTo(fake, 'post', '/workflow/task/return')).toHaveLength(0);

    await pickOption(dialog, '退回到', '单位推荐');
    fireEvent.change(within(dialog).getByLabelText('审批意见'), { target: { value: '材料不全' } });
    fireEvent.click(okButton());
    await waitFor(() => expect(callsTo(fake, 'post', '/workflow/task/return')).toHaveLength(1));
    expect(bodyOf(fake, 'post', '/workflow/task/return')).toEqual({
      taskId: 8,
      targetElementId: 'unit',
      comment: '材料不全',
      ossIds: [],
      variables: {},
    });
    await waitFor(() =>
      expect(callsTo(fake, 'get', '/workflow/instance/detail/41').length).toBeGreaterThan(1),
    );
  });

  it('通过 needs no comment; buttons follow the permissions; a handled task offers nothing', async () => {
    const fake = serve();
    grant(P.PROCESS_QUERY, P.TODO_APPROVE);
    const first = renderPage(Page, '/workflow/process/detail?instanceId=41&taskId=8');
    const actions = await screen.findByTestId('wf-actions');
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent?.replace(/\s/g, '')),
    ).toEqual(['通过', '抄送']);
    fireEvent.click(within(actions).getByRole('button', { name: /通\s*过/ }));
    await screen.findByTestId('wf-action-form');
    fireEvent.click(okButton());
    await waitFor(() => expect(callsTo(fake, 'post', '/workflow/task/approve')).toHaveLength(1));
    expect(bodyOf(fake, 'post', '/workflow/task/approve')).toEqual({
      taskId: 8,
      comment: null,
      ossIds: [],
      variables: {},
    });
    first.unmount();

    serve({ status: 'done' });
    renderPage(Page, '/workflow/process/detail?instanceId=41&taskId=8');
    await screen.findByTestId('wf-timeline');
    expect(screen.queryByTestId('wf-actions')).toBeNull();
  });

  it('the initiator may withdraw; a process administrator may suspend; others see neither', async () => {
    const fake = serve();
    grant(P.PROCESS_QUERY, P.OWN_CANCEL, P.DEPLOY_SUSPEND);
    useUserStore.setState({ userId: 1 });
    const first = renderPage(Page, '/workflow/process/detail?instanceId=41');
    const bar = await screen.findByTestId('wf-instance-actions');
    fireEvent.click(within(bar).getByRole('button', { name: /挂\s*起/ }));
    expect(await confirmLast(state.fb)).toContain('职称申报预审');
    await waitFor(() => expect(callsTo(fake, 'put', '/workflow/instance/suspend/41')).toHaveLength(1));
    fireEvent.click(within(bar).getByRole('button', { name: /撤\s*回/ }));
    await confirmLast(state.fb);
    await waitFor(() => expect(callsTo(fake, 'put', '/workflow/instance/withdraw/41')).toHaveLength(1));
    first.unmount();

    serve();
    grant(P.PROCESS_QUERY, P.OWN_CANCEL);
    useUserStore.setState({ userId: 2 });
    renderPage(Page, '/workflow/process/detail?instanceId=41');
    const other = await screen.findByTestId('wf-instance-actions');
    expect(within(other).queryAllByRole('button')).toHaveLength(0);
  });
});
