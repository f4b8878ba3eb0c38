import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ReviewActivityPermission } from '@zcps/contracts';
import { createQueryClient } from '../../../lib/query-client';
import { usePermissionStore } from '../../../stores/permission-store';
import { ActivityGate } from './ActivityGate';
import { serve, setup, teardown } from './test-kit';

const ACTIVITY_ROUTE = {
  path: '/title/reviewActivity',
  title: '评审活动',
  componentKey: 'title/reviewActivity/index',
  kind: 'page' as const,
  noCache: false,
  hidden: false,
  breadcrumb: ['职称管理', '评审活动'],
};

function renderGate() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/titleReviewApproval/defense']}>
        <Routes>
          <Route
            path="/titleReviewApproval/defense"
            element={
              <ActivityGate>
                <p>答辩场次列表</p>
              </ActivityGate>
            }
          />
          <Route path="/title/reviewActivity" element={<p>评审活动页面</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  teardown();
  usePermissionStore.setState({ routes: [] });
});

describe('a stage page without any review activity', () => {
  it('tells the office what comes first and takes it to 评审活动', async () => {
    setup([ReviewActivityPermission.ADD]);
    usePermissionStore.setState({ routes: [ACTIVITY_ROUTE] });
    serve({ 'get /title/review-activity/optionselect': () => [] });
    renderGate();
    expect(await screen.findByText('暂无评审活动')).toBeTruthy();
    expect(screen.getByText(/请先新增评审活动并开始申报/)).toBeTruthy();
    expect(screen.queryByText('答辩场次列表')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '前往评审活动' }));
    expect(await screen.findByText('评审活动页面')).toBeTruthy();
  });

  it('offers no step to whoever cannot create an activity', async () => {
    setup([]);
    usePermissionStore.setState({ routes: [ACTIVITY_ROUTE] });
    serve({ 'get /title/review-activity/optionselect': () => [] });
    renderGate();
    expect(await screen.findByText(/评审办尚未开设评审活动/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '前往评审活动' })).toBeNull();
  });

  it('shows the page once an activity exists', async () => {
    setup([ReviewActivityPermission.ADD]);
    serve({});
    renderGate();
    expect(await screen.findByText('答辩场次列表')).toBeTruthy();
    expect(screen.queryByText('暂无评审活动')).toBeNull();
  });
});
