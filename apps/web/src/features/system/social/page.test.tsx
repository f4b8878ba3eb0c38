import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { useUserStore } from '../../../stores/user-store';
import { i18n } from '../../../i18n';
import { clearDictCache } from '../../../lib/dict';
import { bindFeedback } from '../../../lib/feedback';
import { service } from '../../../lib/request';
import { fakeAdapter, fakeFeedback } from '../../../test/fake-adapter';
import { Page } from './index';

const originalAdapter = service.defaults.adapter;
const provider = {
  id: 7,
  source: 'maxkey',
  name: 'MaxKey',
  clientId: 'zcps',
  clientSecret: '******',
  issuerUrl: 'https://sso.example.test',
  authorizationEndpoint: null,
  tokenEndpoint: null,
  userinfoEndpoint: null,
  jwksUri: null,
  scopes: 'openid profile email',
  sort: 0,
  status: '0',
  remark: null,
  createTime: '2026-01-01 10:00:00',
};

function serve() {
  return fakeAdapter((config) => {
    if (/\/system\/dict\/data\/type\//.test(config.url ?? ''))
      return { data: { code: 200, msg: 'ok', data: [{ dictValue: '0', dictLabel: '正常' }] } };
    if (config.url === '/system/social/provider/list')
      return { data: { code: 200, msg: '查询成功', total: 1, rows: [provider] } };
    if (config.url === '/system/social/provider/7') return { data: { code: 200, msg: 'ok', data: provider } };
    return { data: { code: 200, msg: '操作成功', data: null } };
  });
}

beforeEach(() => {
  clearDictCache();
  bindFeedback(fakeFeedback().asFeedback);
  void i18n.changeLanguage('zh_CN');
  useUserStore.setState({
    permissions: ['system:socialProvider:list', 'system:socialProvider:add', 'system:socialProvider:edit'],
  });
});
afterEach(() => {
  service.defaults.adapter = originalAdapter;
  useUserStore.setState({ permissions: [] });
});

describe('social provider page', () => {
  it('lists providers with the secret masked and adds one after checking its endpoints', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Page />
      </QueryClientProvider>,
    );
    const row = (await screen.findByText('maxkey')).closest('tr')!;
    expect(within(row).getByText('******')).toBeTruthy();
    expect(within(row).getByText('https://sso.example.test')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('/social-callback');
    const input = (label: string) => within(dialog).getByLabelText(label);
    fireEvent.change(input('平台标识'), { target: { value: 'gitea' } });
    fireEvent.change(input('平台名称'), { target: { value: 'Gitea' } });
    fireEvent.change(input('客户端ID'), { target: { value: 'console' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    expect(await within(dialog).findByText('请填写签发者地址，或同时填写授权地址与令牌地址')).toBeTruthy();
    expect(fake.calls.some((c) => c.method === 'post')).toBe(false);

    fireEvent.change(input('签发者地址(Issuer)'), { target: { value: 'https://gitea.example.test' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => {
      const call = fake.calls.find((c) => c.method === 'post' && c.url === '/system/social/provider');
      expect(JSON.parse(String(call?.data))).toMatchObject({
        source: 'gitea',
        clientId: 'console',
        issuerUrl: 'https://gitea.example.test',
        scopes: 'openid profile email',
      });
    });
  }, 30_000);
});
