import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AssignmentSummary } from '@zcps/contracts';
import { createQueryClient } from '../../../lib/query-client';
import { useUserStore } from '../../../stores/user-store';
import { i18n } from '../../../i18n';
import { clearDictCache } from '../../../lib/dict';
import { bindFeedback } from '../../../lib/feedback';
import { service } from '../../../lib/request';
import { fakeAdapter, fakeFeedback } from '../../../test/fake-adapter';
import { Page as Begin } from '../assignmentBegin/index';
import { Page as Finish } from './index';

const originalAdapter = service.defaults.adapter;
const activity = { activityId: 9, activityName: '2026 工程系列高级评审', reviewYear: 2026, seriesId: 5 };
const summary = (assignmentStatus: string): AssignmentSummary => ({
  activityId: 9,
  activityName: activity.activityName,
  status: '1',
  assignmentStatus,
  version: 4,
  evaluatorCount: 3,
  passed: 30,
  assigned: 28,
  unassigned: 2,
  lackingEvaluators: 5,
  teams: 3,
  counts: [],
});

function serve(phase: string) {
  return fakeAdapter((config) => {
    if (config.url === '/title/review-activity/optionselect')
      return { data: { code: 200, msg: 'ok', data: [activity] } };
    if (config.url?.startsWith('/title/assignment/summary/9'))
      return { data: { code: 200, msg: 'ok', data: summary(phase) } };
    if (config.url?.startsWith('/system/dict')) return { data: { code: 200, msg: 'ok', data: [] } };
    return { data: { code: 200, msg: '操作成功', data: null } };
  });
}

const renderPage = (page: React.ReactNode) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>{page}</MemoryRouter>
    </QueryClientProvider>,
  );

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

describe('assignment phase pages', () => {
  it('finishes after asking, sending the version it showed and the evaluator count', async () => {
    const fake = serve('1');
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: ['title:review-approval:finish-assignment'] });
    renderPage(<Finish />);
    expect((await screen.findByTestId('phase')).textContent).toBe('分配中');
    expect(screen.getByText('28')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '完成分配' }));
    await waitFor(() => expect(fb.feedback.modal.confirm).toHaveBeenCalledTimes(1));
    const ask = fb.feedback.modal.confirm.mock.calls[0]![0] as { content: string; onOk: () => void };
    expect(ask.content).toContain('锁定');
    ask.onOk();
    await waitFor(() => expect(fake.calls.some((c) => c.method === 'put')).toBe(true));
    const put = fake.calls.find((c) => c.method === 'put')!;
    expect(put.url).toBe('/title/assignment/finish');
    expect(JSON.parse(put.data as string)).toEqual({ activityId: 9, version: 4, evaluatorCount: 3 });
  }, 60_000);

  it('offers begin only while the assignment has not started, and only to holders of the code', async () => {
    service.defaults.adapter = serve('1').adapter;
    useUserStore.setState({ permissions: ['title:review-approval:begin-assignment'] });
    const first = renderPage(<Begin />);
    await screen.findByTestId('phase');
    expect((screen.getByRole('button', { name: '开始分配' }) as HTMLButtonElement).disabled).toBe(true);
    first.unmount();
    service.defaults.adapter = serve('0').adapter;
    useUserStore.setState({ permissions: [] });
    renderPage(<Begin />);
    expect((await screen.findByTestId('phase')).textContent).toBe('未开始');
    expect(screen.queryByRole('button', { name: '开始分配' })).toBeNull();
  }, 60_000);
});
