import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StorageKeys } from '@zcps/contracts';
import { AppProviders } from '../../../test/app-providers';
import { useUserStore } from '../../../stores/user-store';
import { i18n } from '../../../i18n';
import { service } from '../../../lib/request';
import { fakeAdapter, type Reply } from '../../../test/fake-adapter';
import { SocialCallbackPage } from './SocialCallbackPage';

const originalAdapter = service.defaults.adapter;
const state = btoa(JSON.stringify({ source: 'maxkey', tenantId: '100001', domain: 'x', state: 's', exp: 1 }));

function renderAt(url: string, reply: Reply) {
  const fake = fakeAdapter(() => reply);
  service.defaults.adapter = fake.adapter;
  render(
    <AppProviders queryClient={new QueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/social-callback" element={<SocialCallbackPage />} />
          <Route path="/index" element={<div>home page</div>} />
          <Route path="/user/profile" element={<div>profile page</div>} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  return fake;
}

beforeEach(async () => {
  localStorage.clear();
  useUserStore.setState({ token: null });
  await i18n.changeLanguage('zh_CN');
});
afterEach(() => {
  service.defaults.adapter = originalAdapter;
});

describe('/social-callback', () => {
  it('signs in with the code, in the tenant and source the state names, and goes home', async () => {
    const fake = renderAt(
      `/social-callback?code=c1&state=${encodeURIComponent(state)}&iss=https%3A%2F%2Fidp`,
      {
        data: { code: 200, msg: 'ok', data: { access_token: 'social-token', expire_in: 1, client_id: 'c' } },
      },
    );
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(localStorage.getItem(StorageKeys.TOKEN)).toBe('social-token');
    const body = JSON.parse(String(fake.calls[0]?.data));
    expect(fake.calls[0]?.url).toBe('/auth/social/callback');
    expect(body).toMatchObject({
      source: 'maxkey',
      socialCode: 'c1',
      socialState: state,
      iss: 'https://idp',
      tenantId: '100001',
      grantType: 'social',
    });
  });

  it('completes a binding when signed in, and shows the server’s refusal otherwise', async () => {
    localStorage.setItem(StorageKeys.TOKEN, 'mine');
    const fake = renderAt(`/social-callback?code=c2&state=${encodeURIComponent(state)}`, {
      data: { code: 200, msg: '绑定成功', data: null },
    });
    expect(await screen.findByText('profile page')).toBeTruthy();
    expect(fake.calls[0]?.url).toBe('/auth/social/bind');
  });

  it('says why when the provider refused', async () => {
    renderAt('/social-callback?error=access_denied', { data: null });
    expect((await screen.findByTestId('social-callback-error')).textContent).toContain('access_denied');
  });

  it('shows the server message of a refused sign-in', async () => {
    renderAt(`/social-callback?code=c3&state=${encodeURIComponent(state)}`, {
      data: { code: 500, msg: '你还没有绑定第三方账号，绑定后才可以登录！' },
    });
    await waitFor(() =>
      expect(screen.getByTestId('social-callback-error').textContent).toContain('你还没有绑定第三方账号'),
    );
    expect(localStorage.getItem(StorageKeys.TOKEN)).toBeNull();
  });
});
