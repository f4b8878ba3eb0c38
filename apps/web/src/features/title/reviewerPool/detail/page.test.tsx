import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PoolMemberVo, PoolStats } from '@zcps/contracts';
import { createQueryClient } from '../../../../lib/query-client';
import { useUserStore } from '../../../../stores/user-store';
import { i18n } from '../../../../i18n';
import { clearDictCache } from '../../../../lib/dict';
import { bindFeedback } from '../../../../lib/feedback';
import { service } from '../../../../lib/request';
import { fakeAdapter, fakeFeedback } from '../../../../test/fake-adapter';
import { pool } from '../pool-fixtures';
import { Page } from './index';

const originalAdapter = service.defaults.adapter;
const member = (
  reviewerId: number,
  reviewerName: string,
  status: string,
  available: boolean,
): PoolMemberVo => ({
  poolId: 7,
  reviewerId,
  reviewerName,
  sex: '0',
  unitName: '华信建设集团',
  professionId: 1,
  professionName: '机械工程',
  titleLevel: '2',
  titleName: '高级工程师',
  reviewerType: '2',
  status,
  joinDate: '2025-01-01',
  termEnd: '2027-12-31',
  available,
});
const stats: PoolStats = {
  rows: [
    {
      professionId: 1,
      professionName: '机械工程',
      titleLevel: '2',
      available: 1,
      expired: 0,
      suspended: 0,
      blacklisted: 1,
      total: 2,
    },
    {
      professionId: null,
      professionName: null,
      titleLevel: '1',
      available: 3,
      expired: 1,
      suspended: 0,
      blacklisted: 0,
      total: 4,
    },
  ],
  totals: { available: 4, expired: 1, suspended: 0, blacklisted: 1, total: 6 },
};

function serve() {
  return fakeAdapter((config) => {
    if (config.method !== 'get') return { data: { code: 200, msg: '操作成功', data: null } };
    if (config.url === '/title/reviewer-pool/7')
      return { data: { code: 200, msg: 'ok', data: pool(7, '高级库') } };
    if (config.url === '/title/reviewer-pool/7/stats') return { data: { code: 200, msg: 'ok', data: stats } };
    if (config.url === '/title/reviewer-pool/7/members')
      return {
        data: {
          code: 200,
          msg: 'ok',
          total: 2,
          rows: [member(1, '张建国', '0', true), member(2, '李四', '2', false)],
        },
      };
    return { data: { code: 200, msg: 'ok', data: [] } };
  });
}

function renderPage() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/title/reviewer-pool/detail/7']}>
        <Routes>
          <Route path="/title/reviewer-pool/detail/:poolId" element={<Page />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
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

describe('reviewer pool detail page', () => {
  it('shows the pool, the draw statistics with totals and the members with their availability', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: ['title:reviewer-pool:query', 'title:reviewer-pool:edit'] });
    renderPage();
    expect(await screen.findByText('张建国')).toBeTruthy();
    expect(await screen.findByText('高级库')).toBeTruthy();
    const table = await screen.findByTestId('pool-stats');
    await within(table).findByText(i18n.t('reviewerPool.noProfession'));
    const totals = within(table)
      .getByText(i18n.t('reviewerPool.total'), { selector: 'strong' })
      .closest('tr')!;
    expect([...totals.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      i18n.t('reviewerPool.total'),
      '4',
      '1',
      '0',
      '1',
      '6',
    ]);
    expect(
      within(screen.getByText('李四').closest('tr')!).getByText(i18n.t('reviewerPool.availableNo')),
    ).toBeTruthy();

    fireEvent.click(within(screen.getByText('张建国').closest('tr')!).getByRole('checkbox'));
    fireEvent.click(within(screen.getByText('李四').closest('tr')!).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: /移\s*出/ }));
    await waitFor(() => expect(fb.feedback.modal.confirm).toHaveBeenCalledTimes(1));
    const ask = fb.feedback.modal.confirm.mock.calls[0]![0] as { content: string; onOk: () => void };
    expect(ask.content).toBe(i18n.t('reviewerPool.confirmRemoveMembers'));
    ask.onOk();
    await waitFor(() =>
      expect(
        fake.calls.some((c) => c.method === 'delete' && c.url === '/title/reviewer-pool/7/members/1,2'),
      ).toBe(true),
    );
    const statsCalls = () => fake.calls.filter((c) => c.url === '/title/reviewer-pool/7/stats').length;
    await waitFor(() => expect(statsCalls()).toBeGreaterThan(1));
  }, 60_000);

  it('offers no member changes without the edit permission', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: ['title:reviewer-pool:query'] });
    renderPage();
    expect(await screen.findByText('张建国')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /添加成员/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /移\s*出/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
  }, 60_000);

  it('exports the members with the search filters after asking, with title:pool-member:export', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: ['title:reviewer-pool:query', 'title:pool-member:export'] });
    renderPage();
    expect(await screen.findByText('张建国')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(i18n.t('reviewerPool.reviewerName')), { target: { value: '张' } });
    fireEvent.click(screen.getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() =>
      expect(fake.calls.some((c) => (c.params as { reviewerName?: string })?.reviewerName === '张')).toBe(
        true,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: /导\s*出/ }));
    await waitFor(() => expect(fb.feedback.modal.confirm).toHaveBeenCalledTimes(1));
    expect(fake.calls.some((c) => c.url?.endsWith('/export'))).toBe(false);
    (fb.feedback.modal.confirm.mock.calls[0]![0] as { onOk: () => void }).onOk();
    await waitFor(() =>
      expect(
        fake.calls.some((c) => c.method === 'post' && c.url === '/title/reviewer-pool/7/members/export'),
      ).toBe(true),
    );
    const sent = fake.calls.find((c) => c.url === '/title/reviewer-pool/7/members/export')!;
    expect(String(sent.data)).toContain(`reviewerName=${encodeURIComponent('张')}`);
  }, 60_000);
});
