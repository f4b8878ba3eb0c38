import { afterEach, beforeEach, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { createQueryClient } from '../../lib/query-client';
import { i18n } from '../../i18n';
import { bindFeedback } from '../../lib/feedback';
import { service } from '../../lib/request';
import { fakeAdapter, fakeFeedback } from '../../test/fake-adapter';
import { MessageBell } from './MessageBell';

const originalAdapter = service.defaults.adapter;
const ok = (data: unknown) => ({ data: { code: 200, msg: '查询成功', data } });
const table = (rows: unknown[]) => ({ data: { code: 200, msg: '查询成功', rows, total: rows.length } });

function Where() {
  const location = useLocation();
  return <div data-testid="where">{location.pathname + location.search}</div>;
}

beforeEach(async () => {
  await i18n.changeLanguage('zh_CN');
  bindFeedback(fakeFeedback().asFeedback);
});
afterEach(() => {
  service.defaults.adapter = originalAdapter;
});

it('badges notices and review messages together; a review message opens in the dialog by URL, read, and 进度 goes to its progress', async () => {
  let reviewRead = false;
  const fake = fakeAdapter((config) => {
    if (config.url === '/system/notice/my/unread-count') return ok(1);
    if (config.url === '/system/notice/my/list') return table([]);
    if (config.url === '/title/review-message/unread-count') return ok(reviewRead ? 0 : 2);
    if (config.url === '/title/review-message/list')
      return table([
        {
          messageId: 7,
          declarationId: 42,
          action: 'return',
          actionText: '退回修改',
          content: '请补充业绩证明',
          read: reviewRead,
          createTime: '2026-11-24 08:00:00',
        },
      ]);
    if (config.url === '/title/review-message/7/dialog')
      return ok({
        title: '退回修改',
        layout: 'default',
        data: '<p>请补充业绩证明</p><p>见“职称申报 › 进度”</p>',
      });
    if (config.url === '/title/review-message/read' && config.method === 'put') {
      reviewRead = true;
      return ok(1);
    }
    return { status: 404, data: '' };
  });
  service.defaults.adapter = fake.adapter;
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/index']}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <MessageBell />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await waitFor(() => expect(screen.getByTestId('message-bell').textContent).toContain('3'));
  fireEvent.click(screen.getByTestId('message-bell'));
  fireEvent.click(await screen.findByRole('tab', { name: /评审消息/ }));
  fireEvent.click(await screen.findByText('退回修改：请补充业绩证明'));
  expect(await screen.findByText('见“职称申报 › 进度”')).toBeTruthy();
  expect(screen.getByTestId('where').textContent).toBe('/index');
  const read = fake.calls.find((c) => c.url === '/title/review-message/read');
  expect(JSON.parse(String(read?.data))).toEqual({ messageIds: [7] });
  await waitFor(() => expect(screen.getByTestId('message-bell').textContent).toContain('1'));
  fireEvent.click(screen.getByTestId('message-bell'));
  fireEvent.click(await screen.findByRole('button', { name: /^进\s*度$/ }));
  await waitFor(() =>
    expect(screen.getByTestId('where').textContent).toBe('/titleReviewApproval/index?declarationId=42'),
  );
});
