import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OrganizationPermission as P } from '@zcps/contracts';
import { createQueryClient } from '../../../lib/query-client';
import { useUserStore } from '../../../stores/user-store';
import { i18n } from '../../../i18n';
import { clearDictCache } from '../../../lib/dict';
import { bindFeedback } from '../../../lib/feedback';
import { service } from '../../../lib/request';
import { fakeAdapter, fakeFeedback } from '../../../test/fake-adapter';
import { Page } from './index';

const originalAdapter = service.defaults.adapter;
const org = (orgId: number, parentId: number, orgName: string) => ({
  orgId,
  parentId,
  parentName: null,
  ancestors: parentId === 0 ? '0' : `0,${parentId}`,
  orgName,
  orgCode: null,
  orgType: '2',
  contactName: null,
  contactPhone: null,
  address: null,
  orderNum: 1,
  status: '0',
  remark: null,
  createTime: '2026-01-01 10:00:00',
});

function serve() {
  return fakeAdapter((config) => {
    if (config.url === '/system/dict/data/type/organization_type')
      return { data: { code: 200, msg: 'ok', data: [{ dictValue: '2', dictLabel: '职改办' }] } };
    if (config.url?.startsWith('/system/dict/data/type/'))
      return { data: { code: 200, msg: 'ok', data: [{ dictValue: '0', dictLabel: '正常' }] } };
    if (config.method !== 'get') return { data: { code: 200, msg: '操作成功', data: null } };
    return { data: { code: 200, msg: '操作成功', data: [org(1, 0, '省职改办'), org(2, 1, '工程评委会')] } };
  });
}

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Page />
    </QueryClientProvider>,
  );
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

describe('organization page', () => {
  it('shows the flat list as an expanded tree; delete asks with the name first; gated buttons', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: [P.LIST, P.REMOVE] });
    renderPage();
    const child = await screen.findByText('工程评委会');
    expect(within(screen.getByText('省职改办').closest('tr')!).getByText('职改办')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /修\s*改/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();

    fb.feedback.modal.confirm.mockImplementation((opts: { content: string; onOk: () => void }) =>
      opts.onOk(),
    );
    fireEvent.click(within(child.closest('tr')!).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(fake.calls.some((c) => c.method === 'delete')).toBe(true));
    expect(fake.calls.find((c) => c.method === 'delete')!.url).toBe('/title/organization/2');
    expect(fb.feedback.modal.confirm.mock.calls[0]![0].content).toContain('工程评委会');

    fireEvent.click(screen.getByRole('button', { name: /展开\/折叠/ }));
    await waitFor(() => expect(screen.queryByText('工程评委会')).toBeNull());
  }, 30_000);

  it('adds a child: a wrong credit code is refused in the form, a right one is sent', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: [P.LIST, P.ADD] });
    renderPage();
    const top = (await screen.findByText('省职改办')).closest('tr')!;
    fireEvent.click(within(top).getByRole('button', { name: /新增下级/ }));
    const dialog = await screen.findByTestId('org-form');
    fireEvent.change(within(dialog).getByLabelText('组织名称'), { target: { value: '学科组' } });
    fireEvent.change(within(dialog).getByLabelText('统一社会信用代码'), {
      target: { value: '91350100M000100Y44' },
    });
    fireEvent.mouseDown(within(dialog).getByLabelText('组织类型'));
    fireEvent.click(await screen.findByTitle('职改办'));
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    expect(await screen.findByText('请输入正确的18位统一社会信用代码')).toBeTruthy();
    expect(fake.calls.some((c) => c.method === 'post')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('统一社会信用代码'), {
      target: { value: '91350100M000100Y43' },
    });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(fake.calls.some((c) => c.method === 'post')).toBe(true));
    const sent = JSON.parse(fake.calls.find((c) => c.method === 'post')!.data as string);
    expect(sent).toMatchObject({
      parentId: 1,
      orgName: '学科组',
      orgCode: '91350100M000100Y43',
      orgType: '2',
    });
    await waitFor(() => expect(fb.feedback.message.success).toHaveBeenCalledWith('新增成功'));
  }, 30_000);
});
