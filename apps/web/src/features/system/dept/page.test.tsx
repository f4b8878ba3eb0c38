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
const dept = (deptId: number, parentId: number, deptName: string) => ({
  deptId,
  parentId,
  parentName: null,
  ancestors: parentId === 0 ? '0' : `0,${parentId}`,
  deptName,
  deptCategory: null,
  orderNum: 1,
  leader: null,
  leaderName: null,
  phone: null,
  email: null,
  status: '0',
  createTime: '2026-01-01 10:00:00',
});

function serve() {
  return fakeAdapter((config) => {
    if (config.url?.startsWith('/system/dict/data/type/'))
      return {
        data: { code: 200, msg: 'ok', data: [{ dictValue: '0', dictLabel: '正常', listClass: 'primary' }] },
      };
    if (config.method === 'delete') return { data: { code: 200, msg: '操作成功', data: null } };
    return {
      data: { code: 200, msg: '操作成功', data: [dept(100, 0, '总部'), dept(101, 100, '办公室')] },
    };
  });
}

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

describe('dept page', () => {
  it('shows the flat list as an expanded tree; the top dept cannot be deleted; delete asks first', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: ['system:dept:list', 'system:dept:remove'] });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Page />
      </QueryClientProvider>,
    );
    const child = await screen.findByText('办公室');
    const top = screen.getByText('总部').closest('tr')!;
    expect(within(top).queryByRole('button', { name: /删\s*除/ })).toBeNull();
    // Gated: no add or edit without those permissions.
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /修\s*改/ })).toBeNull();

    fb.feedback.modal.confirm.mockImplementation((opts: { content: string; onOk: () => void }) =>
      opts.onOk(),
    );
    fireEvent.click(within(child.closest('tr')!).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(fake.calls.some((c) => c.method === 'delete')).toBe(true));
    expect(fake.calls.find((c) => c.method === 'delete')!.url).toBe('/system/dept/101');
    expect(fb.feedback.modal.confirm.mock.calls[0]![0].content).toContain('办公室');

    fireEvent.click(screen.getByRole('button', { name: /展开\/折叠/ }));
    await waitFor(() => expect(screen.queryByText('办公室')).toBeNull());
  }, 30_000);
});
