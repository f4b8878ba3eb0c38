import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DashboardWorkplace } from '@zcps/contracts';
import { createQueryClient } from '../../../lib/query-client';
import { i18n } from '../../../i18n';
import { clearDictCache } from '../../../lib/dict';
import { bindFeedback } from '../../../lib/feedback';
import { service } from '../../../lib/request';
import { fakeAdapter, fakeFeedback, type Reply } from '../../../test/fake-adapter';
import { Page } from './index';

const originalAdapter = service.defaults.adapter;

const workplace: DashboardWorkplace = {
  todos: [
    { key: 'prepareCheck', count: 7, path: '/titleReviewApproval/prepare' },
    { key: 'objections', count: 0, path: '/titleReviewApproval/final-approval' },
  ],
  shortcuts: [
    { title: '职称申报', path: '/title/review-declare', icon: 'form' },
    { title: '用户管理', path: '/system/user', icon: 'user' },
  ],
  notices: [
    {
      noticeId: 2,
      noticeTitle: '关于开展2026年度职称评审的通知',
      noticeType: '1',
      createByName: 'admin',
      createTime: '2026-11-20 09:00:00',
      read: false,
    },
    {
      noticeId: 1,
      noticeTitle: '系统维护公告',
      noticeType: '2',
      createByName: null,
      createTime: '2026-11-01 18:30:00',
      read: true,
    },
  ],
};

function serve(answer: (url: string) => Reply | undefined = () => undefined) {
  return fakeAdapter((config) => {
    const special = answer(config.url ?? '');
    if (special) return special;
    if (config.url === '/system/dict/data/type/sys_notice_type')
      return {
        data: {
          code: 200,
          msg: 'ok',
          data: [
            { dictValue: '1', dictLabel: '通知', listClass: 'warning' },
            { dictValue: '2', dictLabel: '公告', listClass: 'success' },
          ],
        },
      };
    if (config.url === '/dashboard/workplace') return { data: { code: 200, msg: 'ok', data: workplace } };
    return { data: { code: 200, msg: 'ok', data: [] } };
  });
}

function renderPage() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/dashboard/workplace']}>
        <Routes>
          <Route path="/dashboard/workplace" element={<Page />} />
          <Route path="/titleReviewApproval/prepare" element={<p>prepare page</p>} />
          <Route path="/title/review-declare" element={<p>declare page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  clearDictCache();
  bindFeedback(fakeFeedback().asFeedback);
  void i18n.changeLanguage('zh_CN');
});
afterEach(() => {
  service.defaults.adapter = originalAdapter;
});

describe('workplace page', () => {
  it('shows each to-do with its count and opens its page', async () => {
    service.defaults.adapter = serve().adapter;
    renderPage();
    const todo = await screen.findByTestId('todo-prepareCheck');
    expect(within(todo).getByText('待资格审查')).toBeTruthy();
    expect(screen.getByTestId('todo-count-prepareCheck').textContent).toBe('7');
    expect(screen.getByTestId('todo-count-objections').textContent).toBe('0');
    fireEvent.click(todo);
    expect(await screen.findByText('prepare page')).toBeTruthy();
  });

  it('lists the shortcuts and the latest notices with type and unread mark', async () => {
    service.defaults.adapter = serve().adapter;
    renderPage();
    const notices = await screen.findByTestId('workplace-notices');
    const first = within(notices).getByText('关于开展2026年度职称评审的通知').closest('li')!;
    expect(first.getAttribute('data-read')).toBe('false');
    expect(await within(first).findByText('通知')).toBeTruthy();
    expect(first.textContent).toContain('admin · 2026-11-20');
    const second = within(notices).getByText('系统维护公告').closest('li')!;
    expect(second.getAttribute('data-read')).toBe('true');
    fireEvent.click(within(screen.getByTestId('workplace-shortcuts')).getByText('职称申报'));
    expect(await screen.findByText('declare page')).toBeTruthy();
  });

  it('says so when there is nothing to do, in English too', async () => {
    const empty = { todos: [], shortcuts: [], notices: [] };
    service.defaults.adapter = serve((url) =>
      url === '/dashboard/workplace' ? { data: { code: 200, msg: 'ok', data: empty } } : undefined,
    ).adapter;
    await i18n.changeLanguage('en_US');
    renderPage();
    expect(await screen.findByText('Nothing to do')).toBeTruthy();
    expect(screen.getByText('No pages available')).toBeTruthy();
    expect(screen.getByText('No notices')).toBeTruthy();
  });
});
