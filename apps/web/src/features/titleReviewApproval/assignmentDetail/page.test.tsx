import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AssignmentRow, AssignmentSummary } from '@zcps/contracts';
import { createQueryClient } from '../../../lib/query-client';
import { useUserStore } from '../../../stores/user-store';
import { i18n } from '../../../i18n';
import { clearDictCache } from '../../../lib/dict';
import { bindFeedback } from '../../../lib/feedback';
import { service } from '../../../lib/request';
import { fakeAdapter, fakeFeedback } from '../../../test/fake-adapter';
import { Page } from './index';

const originalAdapter = service.defaults.adapter;
const activity = { activityId: 9, activityName: '2026 工程系列高级评审', seriesId: 5, professionIds: [11] };
const summary: AssignmentSummary = {
  activityId: 9,
  activityName: activity.activityName,
  status: '1',
  assignmentStatus: '1',
  version: 2,
  evaluatorCount: 3,
  passed: 3,
  assigned: 2,
  unassigned: 1,
  lackingEvaluators: 2,
  teams: 1,
  counts: [
    {
      teamId: 1,
      teamName: '机械一组',
      professionId: 11,
      professionName: '机械工程',
      declarations: 2,
      lackingEvaluators: 2,
    },
  ],
};
const row = (declarationId: number, applicantName: string, teamName: string | null): AssignmentRow => ({
  declarationId,
  applicantName,
  unitName: '华信建设集团',
  professionId: 11,
  professionName: '机械工程',
  titleLevel: '2',
  stage: 'group_review',
  approvalStatus: '4',
  teamId: teamName ? 1 : null,
  teamName,
  evaluators: teamName ? [{ evaluationId: 1, reviewerId: 7, reviewerName: '王评审', rated: false }] : [],
});

function serve() {
  return fakeAdapter((config) => {
    const url = config.url ?? '';
    if (url === '/title/review-activity/optionselect')
      return { data: { code: 200, msg: 'ok', data: [activity] } };
    if (url.startsWith('/title/assignment/summary/9'))
      return { data: { code: 200, msg: 'ok', data: summary } };
    if (url === '/title/assignment/list')
      return {
        data: { code: 200, msg: 'ok', total: 2, rows: [row(1, '张三', null), row(2, '李四', '机械一组')] },
      };
    if (url === '/title/review-team/list') return { data: { code: 200, msg: 'ok', total: 0, rows: [] } };
    if (url === '/title/assignment/auto')
      return {
        data: {
          code: 200,
          msg: 'ok',
          data: {
            considered: 1,
            assigned: 0,
            unplaced: [
              { declarationId: 1, applicantName: '张三', reason: 'allConflicted', detail: '机械一组/王评审' },
            ],
          },
        },
      };
    return { data: { code: 200, msg: 'ok', data: [] } };
  });
}

let fb: ReturnType<typeof fakeFeedback>;
beforeEach(() => {
  clearDictCache();
  fb = fakeFeedback();
  bindFeedback(fb.asFeedback);
  void i18n.changeLanguage('zh_CN');
});
afterEach(() => {
  service.defaults.adapter = originalAdapter;
  useUserStore.setState({ permissions: [] });
});

describe('assignment detail page', () => {
  it('shows counts and placements, and after an automatic run says why a declaration was not placed', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({
      permissions: ['title:review-approval:assignment', 'title:review-approval:assign'],
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <Page />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('王评审')).toBeTruthy();
    expect(screen.getAllByText('未分配').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: '自动分配' }));
    await waitFor(() => expect(fb.feedback.modal.confirm).toHaveBeenCalledTimes(1));
    (fb.feedback.modal.confirm.mock.calls[0]![0] as { onOk: () => void }).onOk();
    expect(await screen.findByText('张三：所有学科组均有须回避的专家（机械一组/王评审）')).toBeTruthy();
    expect(JSON.parse(fake.calls.find((c) => c.url === '/title/assignment/auto')!.data as string)).toEqual({
      activityId: 9,
      rerun: false,
    });
  }, 60_000);

  it('offers no assignment buttons without the assign code', async () => {
    service.defaults.adapter = serve().adapter;
    useUserStore.setState({ permissions: ['title:review-approval:assignment'] });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <Page />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findByText('王评审');
    expect(screen.queryByRole('button', { name: '自动分配' })).toBeNull();
    expect(screen.queryByRole('button', { name: '调整评审组' })).toBeNull();
  }, 60_000);
});
