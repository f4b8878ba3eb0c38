import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '../../../lib/query-client';
import { afterEach, describe, expect, it } from 'vitest';
import { ReviewApprovalPermission as P, type DefenseStateVo } from '@zcps/contracts';
import { confirmLast, renderPage, serve, setup, teardown } from '../defense/test-kit';
import { Page as BeginPage } from '../defenseBegin/index';
import { Page } from './index';

const state = (over: Partial<DefenseStateVo> = {}): DefenseStateVo => ({
  activityId: 7,
  activityName: '2026 年度工程系列高级职称评审',
  activityStatus: '1',
  defenseRequired: true,
  assignmentStatus: '2',
  defenseStatus: '1',
  dropExtremesFrom: 0,
  total: 12,
  arranged: 12,
  present: 10,
  absent: 2,
  unchecked: 0,
  unscored: 0,
  sessions: 2,
  ...over,
});

afterEach(teardown);

describe('finish defense page', () => {
  it('says what finishing will do, and finishes after asking', async () => {
    const fb = setup([P.DEFENSE_FINISH, P.FINISH_DEFENSE]);
    const fake = serve({
      'get /title/review-approval/defense/state': () => state(),
      'post /title/review-approval/defense/finish': () => ({ passed: 10, absent: 2 }),
    });
    renderPage(<Page />);
    expect(await screen.findByText(/出席且已评分的 10 人以平均分进入学科组评议，缺席的 2 人/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '结束答辩' }));
    await waitFor(() => expect(fb.feedback.modal.confirm).toHaveBeenCalledTimes(1));
    confirmLast(fb);
    await waitFor(() =>
      expect(
        fake.calls.some((c) => c.method === 'post' && c.url === '/title/review-approval/defense/finish'),
      ).toBe(true),
    );
    await waitFor(() => expect(fb.feedback.message.success).toHaveBeenCalled());
  }, 60_000);

  it('cannot finish while someone is unscored, and hides the button without the permission', async () => {
    setup([P.DEFENSE_FINISH, P.FINISH_DEFENSE]);
    serve({ 'get /title/review-approval/defense/state': () => state({ unscored: 3 }) });
    const view = renderPage(<Page />);
    const button = await screen.findByRole('button', { name: '结束答辩' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/仍有 3 人未签到或未评分时不能结束/)).toBeTruthy();
    view.unmount();
    setup([P.DEFENSE_FINISH]);
    serve({ 'get /title/review-approval/defense/state': () => state() });
    renderPage(<Page />);
    await screen.findByText(/出席且已评分的 10 人/);
    expect(screen.queryByRole('button', { name: '结束答辩' })).toBeNull();
  }, 60_000);

  it('begins a defense only when the assignment is done', async () => {
    setup([P.DEFENSE_BEGIN, P.BEGIN_DEFENSE]);
    serve({
      'get /title/review-approval/defense/state': () => state({ defenseStatus: '0', assignmentStatus: '1' }),
    });
    renderPage(<BeginPage />);
    const button = await screen.findByRole('button', { name: '开始答辩' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  }, 60_000);

  it('shows the counts as they are now when opened after the begin page read them', async () => {
    setup([P.DEFENSE_BEGIN, P.DEFENSE_FINISH]);
    let now = state({ defenseStatus: '0', present: 0, sessions: 0, unchecked: 12 });
    serve({ 'get /title/review-approval/defense/state': () => now });
    // One console: both phase pages share the query cache, as the tabs do.
    const client = createQueryClient();
    const inConsole = (page: React.ReactNode) => (
      <QueryClientProvider client={client}>
        <MemoryRouter>{page}</MemoryRouter>
      </QueryClientProvider>
    );
    const view = render(inConsole(<BeginPage />));
    await screen.findByText('答辩场次');
    view.unmount();
    // Sessions held, the applicants checked in and scored elsewhere, then 结束答辩 is opened.
    now = state();
    render(inConsole(<Page />));
    expect(await screen.findByText(/出席且已评分的 10 人以平均分进入学科组评议/)).toBeTruthy();
  }, 60_000);
});
