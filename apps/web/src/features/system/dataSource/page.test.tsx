import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
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
const source = (dataSourceId: number, name: string, status = '0') => ({
  dataSourceId,
  name,
  dbType: 'postgresql',
  url: `postgres://reader:******@db.example.org:5432/${name}`,
  username: 'reader',
  password: '******',
  status,
  remark: null,
  createTime: '2026-01-01 10:00:00',
});

function serve() {
  return fakeAdapter((config) => {
    if (config.url === '/system/dataSource/test')
      return { data: { code: 200, msg: '连接成功：PostgreSQL 15.20', data: null } };
    if (config.method === 'put' || config.method === 'delete')
      return { data: { code: 200, msg: '操作成功', data: null } };
    if (config.url?.startsWith('/system/dict/data/type/'))
      return {
        data: {
          code: 200,
          msg: 'ok',
          data: [
            { dictValue: '0', dictLabel: '正常', listClass: 'primary' },
            { dictValue: '1', dictLabel: '停用', listClass: 'danger' },
          ],
        },
      };
    return {
      data: {
        code: 200,
        msg: '查询成功',
        total: 2,
        rows: [source(1, 'archive'), source(2, 'training', '1')],
      },
    };
  });
}

function renderPage() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/system/dataSource']}>
        <Page />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const all = [
  'system:dataSource:list',
  'system:dataSource:query',
  'system:dataSource:add',
  'system:dataSource:edit',
  'system:dataSource:remove',
];
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

describe('data source page', () => {
  it('shows masked connection strings, tests a saved source and switches one off after asking', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: all });
    renderPage();
    expect(await screen.findByText('archive')).toBeTruthy();
    expect(screen.getByText('postgres://reader:******@db.example.org:5432/archive')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/s3cret/);

    const row = screen.getByText('archive').closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /测试连接/ }));
    await waitFor(() =>
      expect(fb.feedback.message.success).toHaveBeenCalledWith('连接成功：PostgreSQL 15.20'),
    );
    const tested = fake.calls.find((c) => c.url === '/system/dataSource/test')!;
    expect(JSON.parse(String(tested.data))).toEqual({ dataSourceId: 1 });

    fireEvent.click(screen.getByRole('switch', { name: '状态 archive' }));
    await waitFor(() => expect(fb.feedback.modal.confirm).toHaveBeenCalledTimes(1));
    (fb.feedback.modal.confirm.mock.calls[0]![0] as { onOk: () => void }).onOk();
    await waitFor(() => {
      const call = fake.calls.find((c) => c.url === '/system/dataSource/changeStatus');
      expect(JSON.parse(String(call?.data))).toEqual({ dataSourceId: 1, status: '1' });
    });
  }, 60_000);

  it('tests the dialog fields against the saved source and saves with the mask kept', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: all });
    renderPage();
    const row = (await screen.findByText('training')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /修\s*改/ }));
    const dialog = await screen.findByTestId('data-source-form');
    await waitFor(() =>
      expect((within(dialog).getByLabelText('连接地址') as HTMLInputElement).value).toBe(
        'postgres://reader:******@db.example.org:5432/training',
      ),
    );
    const modal = screen.getByRole('dialog');
    fireEvent.click(within(modal).getByRole('button', { name: /测试连接/ }));
    await waitFor(() => expect(fake.calls.some((c) => c.url === '/system/dataSource/test')).toBe(true));
    const tested = JSON.parse(String(fake.calls.find((c) => c.url === '/system/dataSource/test')!.data));
    expect(tested).toMatchObject({ dataSourceId: 2, password: '******', username: 'reader' });

    fireEvent.click(within(modal).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() =>
      expect(fake.calls.some((c) => c.method === 'put' && c.url === '/system/dataSource')).toBe(true),
    );
    const saved = JSON.parse(
      String(fake.calls.find((c) => c.method === 'put' && c.url === '/system/dataSource')!.data),
    );
    expect(saved).toMatchObject({ dataSourceId: 2, name: 'training', password: '******', status: '1' });
  }, 60_000);

  it('offers no buttons without the permissions', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: ['system:dataSource:list'] });
    renderPage();
    expect(await screen.findByText('archive')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /测试连接/ })).toBeNull();
    expect((screen.getByRole('switch', { name: '状态 archive' }) as HTMLButtonElement).disabled).toBe(true);
  }, 60_000);
});
