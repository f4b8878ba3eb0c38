import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { decideGuard } from '../../../lib/guard';
import { useUserStore } from '../../../stores/user-store';
import { i18n } from '../../../i18n';
import { bindFeedback } from '../../../lib/feedback';
import { service } from '../../../lib/request';
import { fakeAdapter, fakeFeedback, type Reply } from '../../../test/fake-adapter';
import { browser } from './api';
import { ConsentPage } from './ConsentPage';

const originalAdapter = service.defaults.adapter;
const QUERY =
  '?response_type=code&client_id=abc&redirect_uri=https%3A%2F%2Fapp.example.com%2Fcb&scope=openid%20profile%20api.read' +
  '&state=s1&code_challenge=' +
  'c'.repeat(43) +
  '&code_challenge_method=S256&utm=ignored';

function serve(shown: Reply) {
  return fakeAdapter((config) => {
    if (config.url === '/oauth2/consent' && config.method === 'get') return shown;
    if (config.url === '/oauth2/consent')
      return {
        data: { code: 200, msg: 'ok', data: { redirectUrl: 'https://app.example.com/cb?code=C1&state=s1' } },
      };
    return { status: 404, data: '' };
  });
}

function renderAt(search: string) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[`/oauth/consent${search}`]}>
        <ConsentPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const shownOk: Reply = {
  data: {
    code: 200,
    msg: 'ok',
    data: {
      clientId: 'abc',
      appName: '评审助手',
      scopes: ['openid', 'profile', 'api.read'],
      redirectUri: 'https://app.example.com/cb',
    },
  },
};

beforeEach(() => {
  bindFeedback(fakeFeedback().asFeedback);
  useUserStore.setState({ nickName: '管理员', userName: 'admin' });
  void i18n.changeLanguage('zh_CN');
});
afterEach(() => {
  service.defaults.adapter = originalAdapter;
  vi.restoreAllMocks();
});

describe('OAuth consent page', () => {
  it('shows what the application asks for and sends the decision with the request', async () => {
    const fake = serve(shownOk);
    service.defaults.adapter = fake.adapter;
    const go = vi.spyOn(browser, 'go').mockImplementation(() => undefined);
    renderAt(QUERY);
    expect(await screen.findByText('“评审助手”请求访问您的账号', { exact: false })).toBeTruthy();
    expect(screen.getByText('当前登录账号：管理员')).toBeTruthy();
    expect(screen.getByText('读取您的用户名和昵称')).toBeTruthy();
    expect(screen.getByText('访问“api.read”')).toBeTruthy();
    const shownCall = fake.calls.find((c) => c.method === 'get');
    expect(shownCall?.params).not.toHaveProperty('utm');

    fireEvent.click(screen.getByRole('button', { name: /同意授权/ }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://app.example.com/cb?code=C1&state=s1'));
    const sent = JSON.parse(String(fake.calls.find((c) => c.method === 'post')!.data));
    expect(sent).toEqual({
      response_type: 'code',
      client_id: 'abc',
      redirect_uri: 'https://app.example.com/cb',
      scope: 'openid profile api.read',
      state: 's1',
      code_challenge: 'c'.repeat(43),
      code_challenge_method: 'S256',
      approved: true,
    });
    expect(await screen.findByText('正在返回应用…')).toBeTruthy();
  }, 30_000);

  it('sends a refusal as approved false', async () => {
    const fake = serve(shownOk);
    service.defaults.adapter = fake.adapter;
    vi.spyOn(browser, 'go').mockImplementation(() => undefined);
    renderAt(QUERY);
    fireEvent.click(await screen.findByRole('button', { name: /拒\s*绝/ }));
    await waitFor(() => expect(fake.calls.some((c) => c.method === 'post')).toBe(true));
    expect(JSON.parse(String(fake.calls.find((c) => c.method === 'post')!.data)).approved).toBe(false);
  }, 30_000);

  it('explains an invalid request instead of asking', async () => {
    service.defaults.adapter = serve({
      data: { code: 400, msg: '回调地址(redirect_uri)未在应用中登记', data: null },
    }).adapter;
    renderAt('?response_type=code&client_id=abc&redirect_uri=https%3A%2F%2Fevil.example.com');
    expect(await screen.findByText('授权请求无效')).toBeTruthy();
    expect(screen.getByText('回调地址(redirect_uri)未在应用中登记')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /同意授权/ })).toBeNull();
  }, 30_000);

  it('is only for signed-in users: others log in first and come back to the same request', () => {
    expect(
      decideGuard({
        pathname: '/oauth/consent',
        rest: '?client_id=abc',
        signedIn: false,
        sessionReady: false,
      }),
    ).toEqual({
      type: 'redirect',
      to: `/login?redirect=${encodeURIComponent('/oauth/consent?client_id=abc')}`,
    });
  });
});
