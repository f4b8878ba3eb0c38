import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TitleClientPermission as P } from '@zcps/contracts';
import { createQueryClient } from '../../../lib/query-client';
import { useUserStore } from '../../../stores/user-store';
import { i18n } from '../../../i18n';
import { clearDictCache } from '../../../lib/dict';
import { bindFeedback } from '../../../lib/feedback';
import { service } from '../../../lib/request';
import { fakeAdapter, fakeFeedback } from '../../../test/fake-adapter';
import { Page } from './index';

const originalAdapter = service.defaults.adapter;
const unit = (clientId: number, clientName: string, auditStatus: string, extra: object = {}) => ({
  clientId,
  deptId: null,
  userId: null,
  userName: null,
  orgId: null,
  orgName: null,
  clientName,
  creditCode: '91350100M000100Y43',
  unitType: '4',
  contactName: '王经理',
  contactPhone: '13800138000',
  email: null,
  address: null,
  licenceOssId: null,
  licenceName: null,
  licenceUrl: null,
  auditStatus,
  auditReason: null,
  auditTime: null,
  status: '0',
  remark: null,
  createTime: '2026-01-01 10:00:00',
  ...extra,
});
const dicts: Record<string, { dictValue: string; dictLabel: string; listClass?: string }[]> = {
  client_audit_status: [
    { dictValue: '0', dictLabel: '待审核', listClass: 'warning' },
    { dictValue: '1', dictLabel: '已通过', listClass: 'success' },
    { dictValue: '2', dictLabel: '已驳回', listClass: 'danger' },
  ],
  client_type: [{ dictValue: '4', dictLabel: '民营企业' }],
};
const rows = [
  unit(1, '华信建设', '0', {
    licenceOssId: 9,
    licenceName: '执照.png',
    licenceUrl: '/zcps/title/client/1/licence',
  }),
  unit(2, '远航科技', '2', { auditReason: '执照模糊' }),
  unit(3, '蓝天医院', '1', { deptId: 120 }),
];

function serve() {
  return fakeAdapter((config) => {
    const url = config.url ?? '';
    if (url.startsWith('/system/dict/data/type/'))
      return { data: { code: 200, msg: 'ok', data: dicts[url.split('/').pop()!] ?? [] } };
    if (url === '/title/client/1/licence') return { data: new Blob(['png'], { type: 'image/png' }) };
    if (url === '/title/client/licence')
      return { data: { code: 200, msg: 'ok', data: { ossId: 77, fileName: '新执照.pdf' } } };
    if (url === '/title/organization/treeselect') return { data: { code: 200, msg: 'ok', data: [] } };
    if (config.method !== 'get') return { data: { code: 200, msg: '操作成功', data: null } };
    return { data: { code: 200, msg: '查询成功', total: rows.length, rows } };
  });
}

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/title/client']}>
        <Page />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const rowOf = (name: string) => screen.getByText(name).closest('tr')!;
const ok = () => screen.getByRole('button', { name: /确\s*定|OK/ });
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

describe('entrusted unit page', () => {
  it('audits a pending unit: a rejection needs its reason, then goes to the server', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: [P.LIST, P.EDIT, P.AUDIT] });
    renderPage();
    expect(await screen.findByText('华信建设')).toBeTruthy();
    expect(within(rowOf('华信建设')).getByText('待审核')).toBeTruthy();
    expect(within(rowOf('远航科技')).queryByRole('button', { name: /审\s*核/ })).toBeNull();
    expect(within(rowOf('蓝天医院')).queryByRole('button', { name: /审\s*核/ })).toBeNull();

    fireEvent.click(within(rowOf('华信建设')).getByRole('button', { name: /审\s*核/ }));
    const dialog = await screen.findByTestId('audit-form');
    // the hint follows the form's initial values, which arrive after the dialog opens
    expect(await within(dialog).findByText(/首次通过将在/)).toBeTruthy();
    fireEvent.click(within(dialog).getByLabelText('驳回'));
    await waitFor(() =>
      expect((within(dialog).getByLabelText('驳回') as HTMLInputElement).checked).toBe(true),
    );
    fireEvent.click(ok());
    expect(await screen.findByText('驳回时必须填写审核意见')).toBeTruthy();
    expect(fake.calls.some((c) => c.url === '/title/client/audit')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('审核意见'), { target: { value: '信用代码与执照不符' } });
    fireEvent.click(ok());
    await waitFor(() => expect(fake.calls.some((c) => c.url === '/title/client/audit')).toBe(true));
    const sent = fake.calls.find((c) => c.url === '/title/client/audit')!;
    expect(sent.method).toBe('put');
    expect(JSON.parse(sent.data as string)).toEqual({
      clientId: 1,
      action: 'reject',
      auditReason: '信用代码与执照不符',
    });
    await waitFor(() => expect(fb.feedback.message.success).toHaveBeenCalledWith('审核完成'));
  }, 60_000);

  it('approves with the default verdict', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: [P.LIST, P.AUDIT] });
    renderPage();
    fireEvent.click(
      within(await screen.findByText('华信建设').then((n) => n.closest('tr')!)).getByRole('button', {
        name: /审\s*核/,
      }),
    );
    await screen.findByTestId('audit-form');
    fireEvent.click(ok());
    await waitFor(() => expect(fake.calls.some((c) => c.url === '/title/client/audit')).toBe(true));
    const body = JSON.parse(fake.calls.find((c) => c.url === '/title/client/audit')!.data as string);
    expect(body).toMatchObject({ clientId: 1, action: 'approve' });
  }, 60_000);

  it('without the audit permission: no audit button; a rejected unit is resubmitted after asking', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: [P.LIST, P.EDIT] });
    renderPage();
    expect(await screen.findByText('华信建设')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /审\s*核/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    fb.feedback.modal.confirm.mockImplementation((opts: { onOk: () => void }) => opts.onOk());
    fireEvent.click(within(rowOf('远航科技')).getByRole('button', { name: /重新提交/ }));
    await waitFor(() => expect(fake.calls.some((c) => c.url === '/title/client/2/resubmit')).toBe(true));
    expect(fb.feedback.modal.confirm.mock.calls[0]![0].content).toContain('远航科技');
  }, 60_000);

  it('previews the licence through the unit licence URL', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: [P.LIST] });
    renderPage();
    expect(await screen.findByText('华信建设')).toBeTruthy();
    expect(within(rowOf('远航科技')).queryByRole('button', { name: /查看执照/ })).toBeNull();
    fireEvent.click(within(rowOf('华信建设')).getByRole('button', { name: /查看执照/ }));
    await waitFor(() => expect(fake.calls.some((c) => c.url === '/title/client/1/licence')).toBe(true));
    expect(await screen.findByText(/执照\.png/)).toBeTruthy();
  }, 60_000);

  it('a company edits its approved unit contact data only; the registration fields are locked', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: [P.LIST, P.EDIT] });
    renderPage();
    fireEvent.click(
      within(await screen.findByText('蓝天医院').then((n) => n.closest('tr')!)).getByRole('button', {
        name: /修\s*改/,
      }),
    );
    const dialog = await screen.findByTestId('client-form');
    expect(screen.getByText(/登记信息只能由评审办修改/)).toBeTruthy();
    expect((within(dialog).getByLabelText('统一社会信用代码') as HTMLInputElement).disabled).toBe(true);
    expect((within(dialog).getByLabelText('单位名称') as HTMLInputElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('联系人'), { target: { value: '钱主任' } });
    fireEvent.click(ok());
    await waitFor(() => expect(fake.calls.some((c) => c.method === 'put')).toBe(true));
    const body = JSON.parse(fake.calls.find((c) => c.method === 'put')!.data as string);
    expect(body).toMatchObject({ clientId: 3, clientName: '蓝天医院', contactName: '钱主任', unitType: '4' });
  }, 60_000);

  it('uploads a licence through the unit endpoint and saves its file id with the unit', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: [P.LIST, P.EDIT, P.AUDIT] });
    renderPage();
    fireEvent.click(
      within(await screen.findByText('远航科技').then((n) => n.closest('tr')!)).getByRole('button', {
        name: /修\s*改/,
      }),
    );
    const dialog = await screen.findByTestId('client-form');
    expect(within(dialog).queryByText(/登记信息只能由评审办修改/)).toBeNull();
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], '新执照.pdf', { type: 'application/pdf' })] },
    });
    await waitFor(() => expect(within(dialog).getByTestId('licence-name').textContent).toBe('新执照.pdf'));
    expect(fake.calls.find((c) => c.url === '/title/client/licence')!.data).toBeInstanceOf(FormData);
    fireEvent.click(ok());
    await waitFor(() => expect(fake.calls.some((c) => c.method === 'put')).toBe(true));
    const body = JSON.parse(fake.calls.find((c) => c.method === 'put')!.data as string);
    expect(body).toMatchObject({ clientId: 2, licenceOssId: 77 });
  }, 60_000);
});
