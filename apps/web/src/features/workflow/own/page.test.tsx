import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WorkflowPermission as P } from '@zcps/contracts';
import { Page as CcPage } from '../cc/index';
import { Page as FinishedPage } from '../finished/index';
import {
  callsTo,
  confirmLast,
  grant,
  location,
  page,
  pickOption,
  renderPage,
  rowOf,
  serveWorkflow,
  setupPageTests,
} from '../wf-test-kit';
import { Page } from './index';

const instance = (instanceId: number, status: string, currentTasks: string[]) => ({
  instanceId,
  definitionId: 3,
  definitionKey: 'pre_review',
  definitionName: `预审${instanceId}`,
  version: 2,
  categoryName: null,
  businessKey: `D-${instanceId}`,
  initiator: 1,
  initiatorName: '张三',
  status,
  currentTasks,
  startTime: '2026-11-27 10:00:00',
  endTime: null,
});

const state = setupPageTests();

describe('我发起的 page', () => {
  it('withdraws a running instance after asking; ended ones offer no withdraw', async () => {
    const fake = serveWorkflow((config) =>
      config.url === '/workflow/instance/list'
        ? page([instance(1, 'running', ['单位推荐', '主管部门审核']), instance(2, 'approved', [])])
        : undefined,
    );
    grant(P.OWN_LIST, P.OWN_CANCEL, P.PROCESS_QUERY, P.PROCESS_START);
    renderPage(Page, '/workflow/own');
    expect(await screen.findByText('单位推荐、主管部门审核')).toBeTruthy();
    expect(within(rowOf('预审2')).getByText('已通过')).toBeTruthy();
    expect(within(rowOf('预审2')).queryByRole('button', { name: /撤\s*回/ })).toBeNull();

    fireEvent.click(within(rowOf('预审1')).getByRole('button', { name: /撤\s*回/ }));
    expect(await confirmLast(state.fb)).toBe('确认撤回流程“预审1”吗？');
    await waitFor(() => expect(callsTo(fake, 'put', '/workflow/instance/withdraw/1')).toHaveLength(1));

    await pickOption(document.body, '流程状态', '进行中');
    fireEvent.click(screen.getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() =>
      expect(callsTo(fake, 'get', '/workflow/instance/list').at(-1)!.params).toMatchObject({
        status: 'running',
      }),
    );

    fireEvent.click(screen.getByRole('button', { name: /发起流程/ }));
    await waitFor(() => expect(location()).toBe('/workflow/process/start'));
  });

  it('without the permissions neither withdraw nor start shows', async () => {
    serveWorkflow((config) =>
      config.url === '/workflow/instance/list' ? page([instance(1, 'running', ['单位推荐'])]) : undefined,
    );
    grant(P.OWN_LIST);
    renderPage(Page, '/workflow/own');
    await screen.findByText('预审1');
    expect(screen.queryByRole('button', { name: /撤\s*回|发起流程|查\s*看/ })).toBeNull();
  });
});

describe('我的已办 and 抄送我的 pages', () => {
  it('已办 shows the action, comment and process state, and opens the detail without a task', async () => {
    serveWorkflow((config) =>
      config.url === '/workflow/task/done'
        ? page([
            {
              logId: 9,
              taskId: 3,
              instanceId: 41,
              definitionName: '职称申报预审',
              taskName: '单位推荐',
              businessKey: 'D-1',
              initiatorName: '张三',
              action: 'return',
              comment: '材料不全',
              instanceStatus: 'running',
              createTime: '2026-11-27 11:00:00',
            },
          ])
        : undefined,
    );
    grant(P.FINISHED_LIST, P.PROCESS_QUERY);
    renderPage(FinishedPage, '/workflow/finished');
    const row = await screen.findByText('材料不全').then(() => rowOf('材料不全'));
    expect(within(row).getByText('退回')).toBeTruthy();
    expect(within(row).getByText('进行中')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: /查\s*看/ }));
    await waitFor(() => expect(location()).toBe('/workflow/process/detail?instanceId=41'));
  });

  it('抄送我的 lists who copied the caller', async () => {
    serveWorkflow((config) =>
      config.url === '/workflow/task/cc'
        ? page([
            {
              ccId: 1,
              instanceId: 41,
              definitionName: '单位注册审核',
              taskName: '评审办受理',
              businessKey: null,
              initiatorName: '张三',
              fromName: '评审办',
              instanceStatus: 'approved',
              createTime: '2026-11-27 11:00:00',
            },
          ])
        : undefined,
    );
    grant(P.TODO_LIST, P.PROCESS_QUERY);
    renderPage(CcPage, '/workflow/cc');
    const row = await screen.findByText('单位注册审核').then(() => rowOf('单位注册审核'));
    expect(within(row).getByText('评审办')).toBeTruthy();
    expect(within(row).getByText('已通过')).toBeTruthy();
  });
});
