import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ReviewActivityVo } from '@zcps/contracts';
import { createQueryClient } from '../../../lib/query-client';
import { useUserStore } from '../../../stores/user-store';
import { i18n } from '../../../i18n';
import { clearDictCache } from '../../../lib/dict';
import { bindFeedback } from '../../../lib/feedback';
import { service } from '../../../lib/request';
import { fakeAdapter, fakeFeedback } from '../../../test/fake-adapter';
import { Page } from './index';

const originalAdapter = service.defaults.adapter;
const activity = (activityId: number, activityName: string, status: string): Partial<ReviewActivityVo> => ({
  activityId,
  activityName,
  status,
  reviewYear: 2026,
  seriesName: '工程系列',
  titleLevels: ['2'],
  professionIds: [],
  professionNames: [],
  declareStart: '2026-03-01 00:00:00',
  declareEnd: '2026-04-30 23:59:59',
  committeePassNum: 2,
  committeePassDen: 3,
  assignmentStatus: '0',
  defenseStatus: '0',
  declarationCount: 3,
  liveCount: 1,
});

function serve() {
  return fakeAdapter((config) => {
    if (config.method !== 'get') return { data: { code: 200, msg: 'ok', data: null } };
    if (config.url === '/title/review-activity/list')
      return {
        data: {
          code: 200,
          msg: 'ok',
          total: 2,
          rows: [activity(1, '未开始的评审', '0'), activity(2, '进行中的评审', '1')],
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

const P = 'title:review-activity:';
const renderPage = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <Page />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('review activity page', () => {
  it('offers start on a not-started activity and end on one in progress, each after asking', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: ['list', 'start', 'end'].map((a) => P + a) });
    renderPage();
    const waiting = (await screen.findByText('未开始的评审')).closest('tr')!;
    const running = screen.getByText('进行中的评审').closest('tr')!;
    expect(within(waiting).queryByRole('button', { name: /结\s*束/ })).toBeNull();
    expect(within(running).queryByRole('button', { name: /开\s*始/ })).toBeNull();
    fireEvent.click(within(running).getByRole('button', { name: /结\s*束/ }));
    await waitFor(() => expect(fb.feedback.modal.confirm).toHaveBeenCalledTimes(1));
    expect(fake.calls.some((c) => c.method === 'put')).toBe(false);
    (fb.feedback.modal.confirm.mock.calls[0]![0] as { onOk: () => void }).onOk();
    await waitFor(() =>
      expect(fake.calls.some((c) => c.method === 'put' && c.url === '/title/review-activity/end/2')).toBe(
        true,
      ),
    );
    fireEvent.click(within(waiting).getByRole('button', { name: /开\s*始/ }));
    await waitFor(() => expect(fb.feedback.modal.confirm).toHaveBeenCalledTimes(2));
    (fb.feedback.modal.confirm.mock.calls[1]![0] as { onOk: () => void }).onOk();
    await waitFor(() =>
      expect(fake.calls.some((c) => c.method === 'put' && c.url === '/title/review-activity/start/1')).toBe(
        true,
      ),
    );
  }, 60_000);

  it('shows neither start nor end without their permissions', async () => {
    service.defaults.adapter = serve().adapter;
    useUserStore.setState({ permissions: [P + 'list'] });
    renderPage();
    const running = (await screen.findByText('进行中的评审')).closest('tr')!;
    expect(within(running).queryByRole('button', { name: /结\s*束/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /开\s*始/ })).toBeNull();
  }, 60_000);
});
