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
const post = (postId: number, postName: string) => ({
  postId,
  deptId: 103,
  deptName: '研发部门',
  postCode: `p${postId}`,
  postCategory: null,
  postName,
  postSort: postId,
  status: '0',
  remark: null,
  createTime: '2026-01-01 10:00:00',
});

function serve() {
  return fakeAdapter((config) => {
    if (config.method === 'delete') return { data: { code: 200, msg: '操作成功', data: null } };
    if (config.url?.startsWith('/system/dict/data/type/'))
      return { data: { code: 200, msg: 'ok', data: [] } };
    return {
      data: { code: 200, msg: '查询成功', total: 2, rows: [post(1, '董事长'), post(2, '项目经理')] },
    };
  });
}

function renderPage() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/system/post']}>
        <Page />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const all = ['system:post:list', 'system:post:add', 'system:post:edit', 'system:post:remove'];
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

const toolbarButton = (name: RegExp) => screen.getAllByRole('button', { name })[0] as HTMLButtonElement;

describe('post page (the CRUD page kit)', () => {
  it('edits one selected row, deletes the selection after asking, then reloads the list', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: all });
    renderPage();
    expect(await screen.findByText('董事长')).toBeTruthy();
    const listCalls = () => fake.calls.filter((c) => c.url === '/system/post/list').length;
    const before = listCalls();

    expect(toolbarButton(/修\s*改/).disabled).toBe(true);
    expect(toolbarButton(/删\s*除/).disabled).toBe(true);
    fireEvent.click(within(screen.getByText('董事长').closest('tr')!).getByRole('checkbox'));
    await waitFor(() => expect(toolbarButton(/修\s*改/).disabled).toBe(false));
    fireEvent.click(within(screen.getByText('项目经理').closest('tr')!).getByRole('checkbox'));
    await waitFor(() => expect(toolbarButton(/修\s*改/).disabled).toBe(true));

    fireEvent.click(toolbarButton(/删\s*除/));
    await waitFor(() => expect(fb.feedback.modal.confirm).toHaveBeenCalledTimes(1));
    const ask = fb.feedback.modal.confirm.mock.calls[0]![0] as { content: string; onOk: () => void };
    expect(ask.content).toBe(i18n.t('crud.confirmDelete'));
    expect(fake.calls.some((c) => c.method === 'delete')).toBe(false);
    ask.onOk();
    await waitFor(() => expect(fake.calls.some((c) => c.method === 'delete')).toBe(true));
    expect(fake.calls.find((c) => c.method === 'delete')!.url).toBe('/system/post/1,2');
    await waitFor(() => expect(listCalls()).toBeGreaterThan(before));
    expect(fb.feedback.message.success).toHaveBeenCalledWith(i18n.t('crud.deleteOk'));
  }, 60_000);

  it('cancelling the question deletes nothing; without permissions the buttons are absent', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: ['system:post:list', 'system:post:remove'] });
    renderPage();
    expect(await screen.findByText('董事长')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /修\s*改/ })).toBeNull();
    const rowDelete = within(screen.getByText('项目经理').closest('tr')!).getByRole('button', {
      name: /删\s*除/,
    });
    fireEvent.click(rowDelete);
    await waitFor(() => expect(fb.feedback.modal.confirm).toHaveBeenCalledTimes(1));
    (fb.feedback.modal.confirm.mock.calls[0]![0] as { onCancel: () => void }).onCancel();
    await new Promise((r) => setTimeout(r, 50));
    expect(fake.calls.some((c) => c.method === 'delete')).toBe(false);
  }, 60_000);
});
