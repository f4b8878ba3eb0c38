import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { useUserStore } from '../../../stores/user-store';
import { i18n } from '../../../i18n';
import { bindFeedback } from '../../../lib/feedback';
import { service } from '../../../lib/request';
import { fakeAdapter, fakeFeedback } from '../../../test/fake-adapter';
import { Page } from './index';

const originalAdapter = service.defaults.adapter;
const token = (id: number, over: Record<string, unknown>) => ({
  id,
  applicationId: 1,
  clientId: 'client1',
  appName: '评审助手',
  userId: 1,
  userName: 'admin',
  grantType: 'authorization_code',
  scopes: ['openid'],
  accessTokenExpiresAt: '2026-01-01 11:00:00',
  refreshTokenExpiresAt: '2026-01-15 10:00:00',
  revoked: false,
  active: true,
  createTime: '2026-01-01 10:00:00',
  ...over,
});

function serve() {
  return fakeAdapter((config) => {
    if (config.url === '/oauth/token/list')
      return {
        data: {
          code: 200,
          msg: '查询成功',
          total: 3,
          rows: [
            token(1, {}),
            token(2, {
              userId: null,
              userName: null,
              grantType: 'client_credentials',
              refreshTokenExpiresAt: null,
            }),
            token(3, { revoked: true, active: false, userName: 'office01' }),
          ],
        },
      };
    return { data: { code: 200, msg: '操作成功', data: null } };
  });
}

function renderPage() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <Page />
    </QueryClientProvider>,
  );
}

let fb: ReturnType<typeof fakeFeedback>;
beforeEach(() => {
  fb = fakeFeedback();
  fb.feedback.modal.confirm.mockImplementation((opts: { onOk: () => void }) => opts.onOk());
  bindFeedback(fb.asFeedback);
  void i18n.changeLanguage('zh_CN');
});
afterEach(() => {
  service.defaults.adapter = originalAdapter;
  useUserStore.setState({ permissions: [] });
});

describe('OAuth token page', () => {
  it('shows whom each token serves and its state, and revokes a live one', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: ['oauth:token:list', 'oauth:token:revoke'] });
    renderPage();
    expect(await screen.findByText('office01')).toBeTruthy();
    const body = document.querySelector<HTMLElement>('.ant-table-tbody')!;
    expect(within(body).getByText('客户端自身')).toBeTruthy();
    expect(within(body).getByText('客户端凭证')).toBeTruthy();
    expect(within(body).getByText('已撤销')).toBeTruthy();
    expect(within(body).getAllByText('有效').length).toBe(2);

    const revokedRow = within(body).getByText('office01').closest('tr')!;
    expect(within(revokedRow).queryByRole('button', { name: /撤\s*销/ })).toBeNull();
    const liveRow = within(body).getByText('admin').closest('tr')!;
    fireEvent.click(within(liveRow).getByRole('button', { name: /撤\s*销/ }));
    await waitFor(() => {
      const call = fake.calls.find((c) => c.url === '/oauth/token/revoke');
      expect(JSON.parse(String(call?.data))).toEqual({ ids: [1] });
    });
    expect(fb.feedback.message.success).toHaveBeenCalledWith('撤销成功');
  }, 30_000);

  it('offers no revoking without the permission', async () => {
    service.defaults.adapter = serve().adapter;
    useUserStore.setState({ permissions: ['oauth:token:list'] });
    renderPage();
    await screen.findByText('office01');
    expect(screen.queryByRole('button', { name: /撤\s*销/ })).toBeNull();
    expect(document.querySelector('.ant-table-selection-column')).toBeNull();
  }, 30_000);
});
