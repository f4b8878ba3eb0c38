import { fireEvent, render, screen, waitFor } from '@testing-library/react';
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
const row = (infoId: number, userName: string, status: string) => ({
  infoId,
  tenantId: '000000',
  userName,
  clientKey: 'pc',
  deviceType: 'pc',
  status,
  ipaddr: '127.0.0.1',
  loginLocation: '内网IP',
  browser: 'Chrome 120',
  os: 'Linux',
  msg: status === '0' ? '登录成功' : '用户不存在/密码错误',
  loginTime: '2026-01-01 10:00:00',
});

function serve() {
  return fakeAdapter((config) => {
    if (config.url?.startsWith('/system/dict/data/type/'))
      return {
        data: {
          code: 200,
          msg: 'ok',
          data: [
            { dictValue: '0', dictLabel: '成功', listClass: 'primary' },
            { dictValue: '1', dictLabel: '失败', listClass: 'danger' },
          ],
        },
      };
    return {
      data: { code: 200, msg: '查询成功', total: 2, rows: [row(2, 'admin', '0'), row(1, 'ghost', '1')] },
    };
  });
}

function renderPage() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <Page />
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
  useUserStore.setState({ permissions: [] });
});

describe('login log page', () => {
  it('lists rows with status tags, pages from 1 × 20 and searches by user name', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: ['monitor:logininfor:list', 'monitor:logininfor:unlock'] });
    renderPage();
    expect(await screen.findByText('ghost')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('失败').className).toMatch(/ant-tag/));
    expect(screen.getByText('共 2 条')).toBeTruthy();
    const list = fake.calls.find((c) => c.url === '/monitor/logininfor/list')!;
    expect(list.params).toMatchObject({ pageNum: 1, pageSize: 20 });
    // Gated by permission: unlock shown, delete/clear/export not.
    expect(screen.getByRole('button', { name: /解\s*锁/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /删\s*除/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();

    fireEvent.change(screen.getByPlaceholderText('请输入用户名称'), { target: { value: ' gho ' } });
    fireEvent.click(screen.getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() =>
      expect(fake.calls.some((c) => (c.params as { userName?: string })?.userName === 'gho')).toBe(true),
    );
  }, 30_000);
});
