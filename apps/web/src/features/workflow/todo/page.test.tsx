import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StorageKeys, WorkflowPermission as P } from '@zcps/contracts';
import { FakeEventSource } from '../../../test/fake-event-source';
import { TodoBadge } from '../shared/TodoBadge';
import {
  callsTo,
  grant,
  location,
  ok,
  page,
  renderPage,
  rowOf,
  serveWorkflow,
  setupPageTests,
} from '../wf-test-kit';
import { Page } from './index';

const todo = (taskId: number, taskName: string, extra: object = {}) => ({
  taskId,
  instanceId: 40 + taskId,
  definitionKey: 'pre_review',
  definitionName: '职称申报预审',
  version: 1,
  elementId: `task${taskId}`,
  taskName,
  businessKey: `D-${taskId}`,
  initiatorName: '张三',
  assignee: 5,
  assigneeName: '李四',
  ownerName: null,
  parentTaskId: null,
  status: 'open',
  buttons: ['approve', 'reject', 'return'],
  formKey: null,
  fieldPermissions: null,
  dueTime: null,
  createTime: '2026-11-27 10:00:00',
  ...extra,
});

setupPageTests();

describe('我的待办 page', () => {
  it('lists the tasks, filters by the contract fields, and 办理 opens the detail with the task', async () => {
    const fake = serveWorkflow((config) =>
      config.url === '/workflow/task/todo'
        ? page([
            todo(1, '单位推荐'),
            todo(2, '主管部门审核', { status: 'waiting', ownerName: '王五', assigneeName: '赵六' }),
          ])
        : undefined,
    );
    grant(P.TODO_LIST, P.PROCESS_QUERY);
    renderPage(Page, '/workflow/todo');
    expect(await screen.findByText('单位推荐')).toBeTruthy();
    expect(within(rowOf('主管部门审核')).getByText('等待加签完成')).toBeTruthy();
    expect(within(rowOf('主管部门审核')).getByText('赵六（委派人：王五）')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('任务名称'), { target: { value: '推荐' } });
    fireEvent.change(screen.getByLabelText('业务标识'), { target: { value: 'D-1' } });
    fireEvent.click(screen.getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() =>
      expect(callsTo(fake, 'get', '/workflow/task/todo').at(-1)!.params).toMatchObject({
        taskName: '推荐',
        businessKey: 'D-1',
        pageNum: 1,
      }),
    );

    fireEvent.click(within(rowOf('单位推荐')).getByRole('button', { name: /办\s*理/ }));
    await waitFor(() => expect(location()).toBe('/workflow/process/detail?instanceId=41&taskId=1'));
  });

  it('without workflow:process:query there is no 办理', async () => {
    serveWorkflow((config) =>
      config.url === '/workflow/task/todo' ? page([todo(1, '单位推荐')]) : undefined,
    );
    grant(P.TODO_LIST);
    renderPage(Page, '/workflow/todo');
    await screen.findByText('单位推荐');
    expect(screen.queryByRole('button', { name: /办\s*理/ })).toBeNull();
  });

  it('the navbar badge shows the open count for holders of workflow:todo:list and opens the list', async () => {
    serveWorkflow((config) => (config.url === '/workflow/task/count' ? ok({ todo: 7, cc: 2 }) : undefined));
    grant(P.TODO_LIST);
    renderPage(TodoBadge, '/index');
    const badge = await screen.findByTestId('todo-badge');
    await waitFor(() => expect(badge.getAttribute('aria-label')).toBe('待办 7'));
    fireEvent.click(badge);
    await waitFor(() => expect(location()).toBe('/workflow/todo'));
  });

  it('the badge counts again when the server pushes a message (a new task), not at the next poll', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    localStorage.setItem(StorageKeys.TOKEN, 'tok');
    let open = 7;
    serveWorkflow((config) =>
      config.url === '/workflow/task/count' ? ok({ todo: open, cc: 0 }) : undefined,
    );
    grant(P.TODO_LIST);
    renderPage(TodoBadge, '/index');
    const badge = await screen.findByTestId('todo-badge');
    await waitFor(() => expect(badge.getAttribute('aria-label')).toBe('待办 7'));
    open = 8;
    act(() =>
      FakeEventSource.last!.emit('message', '[工作流 / Workflow] 您有新的待办：单位推荐（职称申报预审）'),
    );
    await waitFor(() => expect(badge.getAttribute('aria-label')).toBe('待办 8'));
    vi.unstubAllGlobals();
  });

  it('no badge and no count request without the permission', async () => {
    const fake = serveWorkflow(() => undefined);
    grant('system:user:list');
    renderPage(TodoBadge, '/index');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('todo-badge')).toBeNull();
    expect(callsTo(fake, 'get', '/workflow/task/count')).toHaveLength(0);
  });
});
