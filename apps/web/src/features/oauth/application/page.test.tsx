import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { useUserStore } from '../../../stores/user-store';
import { i18n } from '../../../i18n';
import { clearDictCache } from '../../../lib/dict';
import { bindFeedback } from '../../../lib/feedback';
import { service } from '../../../lib/request';
import { fakeAdapter, fakeFeedback } from '../../../test/fake-adapter';
import { Page } from './index';

const originalAdapter = service.defaults.adapter;
const app = (id: number, appName: string, clientType: string) => ({
  id,
  clientId: `client${id}`,
  appName,
  clientType,
  redirectUris: ['https://app.example.com/cb'],
  scopes: ['openid', 'profile'],
  grantTypes: ['authorization_code', 'refresh_token'],
  accessTokenLifetime: 3600,
  refreshTokenLifetime: 1209600,
  status: '0',
  remark: null,
  createTime: '2026-01-01 10:00:00',
});
const STATUS = [
  { dictValue: '0', dictLabel: '正常' },
  { dictValue: '1', dictLabel: '停用' },
];

function serve() {
  return fakeAdapter((config) => {
    if (/\/system\/dict\/data\/type\//.test(config.url ?? ''))
      return { data: { code: 200, msg: 'ok', data: STATUS } };
    if (config.url === '/oauth/application/list')
      return {
        data: {
          code: 200,
          msg: '查询成功',
          total: 2,
          rows: [app(1, '评审助手', 'confidential'), app(2, '移动端', 'public')],
        },
      };
    if (config.url === '/oauth/application/resetSecret')
      return {
        data: {
          code: 200,
          msg: '操作成功',
          data: { id: 1, clientId: 'client1', clientSecret: 'NEW-SECRET-1' },
        },
      };
    if (config.url === '/oauth/application' && config.method === 'post')
      return {
        data: {
          code: 200,
          msg: '操作成功',
          data: { id: 3, clientId: 'client3', clientSecret: 'FIRST-SECRET-3' },
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
const writeText = vi.fn(async () => undefined);
beforeEach(() => {
  clearDictCache();
  fb = fakeFeedback();
  fb.feedback.modal.confirm.mockImplementation((opts: { onOk: () => void }) => opts.onOk());
  bindFeedback(fb.asFeedback);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  writeText.mockClear();
  void i18n.changeLanguage('zh_CN');
});
afterEach(() => {
  service.defaults.adapter = originalAdapter;
  useUserStore.setState({ permissions: [] });
});

describe('OAuth application page', () => {
  it('labels grants and client types, and shows a reset secret once with a copy button', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: ['oauth:application:list', 'oauth:application:resetSecret'] });
    renderPage();
    expect(await screen.findByText('评审助手')).toBeTruthy();
    const body = document.querySelector<HTMLElement>('.ant-table-tbody')!;
    expect(within(body).getAllByText('授权码').length).toBe(2);
    expect(within(body).getByText('公开客户端')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();

    // Public clients have no secret to reset.
    const publicRow = within(body).getByText('移动端').closest('tr')!;
    expect(within(publicRow).queryByRole('button', { name: /重置秘钥/ })).toBeNull();
    const row = within(body).getByText('评审助手').closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /重置秘钥/ }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('NEW-SECRET-1')).toBeTruthy();
    expect(within(dialog).getByText(/秘钥只显示这一次/)).toBeTruthy();
    expect(fake.calls.find((c) => c.url === '/oauth/application/resetSecret')?.data).toBe('{"id":1}');
    fireEvent.click(within(dialog).getByRole('button', { name: '复制 客户端秘钥' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('NEW-SECRET-1'));
    expect(fb.feedback.message.success).toHaveBeenCalledWith('已复制');
  }, 30_000);

  it('adds an application with one redirect URI per line and shows its new secret', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: ['oauth:application:list', 'oauth:application:add'] });
    renderPage();
    await screen.findByText('评审助手');
    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const form = await screen.findByRole('dialog');
    fireEvent.change(within(form).getByLabelText('应用名称'), { target: { value: '新应用' } });
    fireEvent.change(within(form).getByLabelText('回调地址'), {
      target: { value: 'https://a.example.com/cb\n\nhttps://b.example.com/cb ' },
    });
    fireEvent.click(within(form).getByRole('button', { name: /确\s*定|OK/ }));

    await waitFor(() => expect(fake.calls.some((c) => c.method === 'post')).toBe(true));
    const sent = JSON.parse(String(fake.calls.find((c) => c.method === 'post')!.data));
    expect(sent).toMatchObject({
      appName: '新应用',
      clientType: 'confidential',
      redirectUris: ['https://a.example.com/cb', 'https://b.example.com/cb'],
      grantTypes: ['authorization_code', 'refresh_token'],
      scopes: ['openid', 'profile'],
    });
    expect(await screen.findByText('FIRST-SECRET-3')).toBeTruthy();
  }, 30_000);
});
