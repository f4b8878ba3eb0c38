import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { useUserStore } from '../../../stores/user-store';
import { i18n } from '../../../i18n';
import { clearDictCache } from '../../../lib/dict';
import { bindFeedback } from '../../../lib/feedback';
import { service } from '../../../lib/request';
import { fakeAdapter, fakeFeedback } from '../../../test/fake-adapter';
import { Page } from './index';
import { pool } from './pool-fixtures';

const originalAdapter = service.defaults.adapter;

function serve() {
  return fakeAdapter((config) => {
    if (config.method !== 'get') return { data: { code: 200, msg: '操作成功', data: null } };
    if (config.url === '/title/reviewer-pool/list')
      return { data: { code: 200, msg: '查询成功', total: 2, rows: [pool(7, '高级库'), pool(8, '中级库')] } };
    return { data: { code: 200, msg: 'ok', data: [] } };
  });
}

function renderPage() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/title/reviewer-pool']}>
        <Routes>
          <Route path="/title/reviewer-pool" element={<Page />} />
          <Route path="/title/reviewer-pool/detail/:poolId" element={<p>detail page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const P = 'title:reviewer-pool:';
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

describe('reviewer pool page', () => {
  it('lists pools with member counts, deletes after asking and opens the detail page', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({
      permissions: ['list', 'query', 'add', 'edit', 'remove', 'export'].map((a) => P + a),
    });
    renderPage();
    const row = (await screen.findByText('高级库')).closest('tr')!;
    expect(within(row).getByText('12')).toBeTruthy();
    expect(within(row).getByText('10')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(fb.feedback.modal.confirm).toHaveBeenCalledTimes(1));
    (fb.feedback.modal.confirm.mock.calls[0]![0] as { onOk: () => void }).onOk();
    await waitFor(() =>
      expect(fake.calls.some((c) => c.method === 'delete' && c.url === '/title/reviewer-pool/7')).toBe(true),
    );
    fireEvent.click(
      within(screen.getByText('中级库').closest('tr')!).getByRole('button', { name: /详\s*情/ }),
    );
    expect(await screen.findByText('detail page')).toBeTruthy();
  }, 60_000);

  it('keeps the form from sending a term longer than three years', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: [P + 'list', P + 'add'] });
    renderPage();
    await screen.findByText('高级库');
    expect(screen.queryByRole('button', { name: /详\s*情/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const form = await screen.findByTestId('pool-form');
    fireEvent.change(within(form).getByLabelText(i18n.t('reviewerPool.poolName')), {
      target: { value: '新库' },
    });
    const [start, end] = within(form).getAllByPlaceholderText(/任期/) as HTMLInputElement[];
    fireEvent.mouseDown(start!);
    fireEvent.change(start!, { target: { value: '2025-01-01' } });
    fireEvent.keyDown(start!, { key: 'Enter' });
    fireEvent.change(end!, { target: { value: '2028-06-30' } });
    fireEvent.keyDown(end!, { key: 'Enter' });
    fireEvent.click(within(form.closest('.ant-modal') as HTMLElement).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText(i18n.t('reviewerPool.termRule', { years: 3 }))).toBeTruthy();
    expect(fake.calls.some((c) => c.method === 'post')).toBe(false);
  }, 60_000);
});
