import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CLIENT_ID } from '@zcps/contracts';
import { createQueryClient } from '../../../lib/query-client';
import { useUserStore } from '../../../stores/user-store';
import { i18n } from '../../../i18n';
import { clearDictCache } from '../../../lib/dict';
import { bindFeedback } from '../../../lib/feedback';
import { service } from '../../../lib/request';
import { fakeAdapter, fakeFeedback } from '../../../test/fake-adapter';
import { Page } from './index';

const originalAdapter = service.defaults.adapter;
const client = (id: number, clientId: string, clientKey: string, status: string) => ({
  id,
  clientId,
  clientKey,
  clientSecret: '******',
  grantType: 'password,sms',
  grantTypeList: ['password', 'sms'],
  deviceType: 'pc',
  activeTimeout: 1800,
  timeout: 604800,
  status,
  createTime: '2026-01-01 10:00:00',
});
const DICTS: Record<string, { dictValue: string; dictLabel: string }[]> = {
  sys_grant_type: [
    { dictValue: 'password', dictLabel: '密码认证' },
    { dictValue: 'sms', dictLabel: '短信认证' },
  ],
  sys_device_type: [{ dictValue: 'pc', dictLabel: 'PC' }],
  sys_normal_disable: [
    { dictValue: '0', dictLabel: '正常' },
    { dictValue: '1', dictLabel: '停用' },
  ],
};

/** The console's answers; with `pending` the dictionaries never arrive (a slow network). */
function serve(pending = false) {
  return fakeAdapter((config) => {
    const dict = /\/system\/dict\/data\/type\/(\w+)/.exec(config.url ?? '');
    if (dict && pending) return new Promise<never>(() => {});
    if (dict) return { data: { code: 200, msg: 'ok', data: DICTS[dict[1]!] ?? [] } };
    if (config.url === '/system/client/list')
      return {
        data: {
          code: 200,
          msg: '查询成功',
          total: 2,
          rows: [client(1, DEFAULT_CLIENT_ID, 'pc', '0'), client(2, 'a1b2', 'app', '0')],
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
  clearDictCache();
  fb = fakeFeedback();
  fb.feedback.modal.confirm.mockImplementation((opts: { onOk: () => void }) => opts.onOk());
  bindFeedback(fb.asFeedback);
  void i18n.changeLanguage('zh_CN');
});
afterEach(() => {
  service.defaults.adapter = originalAdapter;
  useUserStore.setState({ permissions: [] });
});

describe('client page', () => {
  it('shows grant types as labels and keeps the default client from being disabled or deleted', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({
      permissions: ['system:client:list', 'system:client:edit', 'system:client:remove'],
    });
    renderPage();
    expect(await screen.findByText('app')).toBeTruthy();
    const body = document.querySelector<HTMLElement>('.ant-table-tbody')!;
    await waitFor(() => expect(within(body).getAllByText('短信认证').length).toBe(2));
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();

    const pcSwitch = screen.getByRole('switch', { name: '状态 pc' });
    expect((pcSwitch as HTMLButtonElement).disabled).toBe(true);
    const pcRow = screen.getByText(DEFAULT_CLIENT_ID).closest('tr')!;
    expect((within(pcRow).getByRole('button', { name: /删\s*除/ }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('switch', { name: '状态 app' }));
    await waitFor(() => {
      const call = fake.calls.find((c) => c.url === '/system/client/changeStatus');
      expect(JSON.parse(String(call?.data))).toMatchObject({ id: 2, status: '1' });
    });
  }, 30_000);

  it('shows no raw dictionary value while the dictionaries load: not in the list, not in the form', async () => {
    service.defaults.adapter = serve(true).adapter;
    useUserStore.setState({ permissions: ['system:client:list', 'system:client:add'] });
    renderPage();
    expect(await screen.findByText('a1b2')).toBeTruthy();
    const body = document.querySelector<HTMLElement>('.ant-table-tbody')!;
    for (const code of ['password', 'sms']) expect(within(body).queryByText(code)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const dialog = await screen.findByRole('dialog');
    const device = (await within(dialog).findByText('设备类型')).closest<HTMLElement>('.ant-form-item')!;
    // The new client's default device type is pc: its label shows once the dictionary is in, never the code.
    expect(device.textContent).toBe('设备类型');
  }, 30_000);
});
