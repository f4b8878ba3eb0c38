import { generateKeyPairSync } from 'node:crypto';
import { createDecipheriv } from 'node:crypto';
import forge from 'node-forge';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_TENANT_ID } from '@zcps/contracts';
import { createQueryClient } from '../../../lib/query-client';
import { useUserStore } from '../../../stores/user-store';
import { i18n } from '../../../i18n';
import { clearDictCache } from '../../../lib/dict';
import { bindFeedback } from '../../../lib/feedback';
import { resetPublicKey, service } from '../../../lib/request';
import { fakeAdapter, fakeFeedback } from '../../../test/fake-adapter';
import { Page } from './index';

const originalAdapter = service.defaults.adapter;
const tenant = (id: number, tenantId: string, companyName: string, packageId: number | null) => ({
  id,
  tenantId,
  contactUserName: '联系人',
  contactPhone: '13800000000',
  companyName,
  licenseNumber: null,
  address: null,
  intro: null,
  domain: null,
  remark: null,
  packageId,
  expireTime: null,
  accountCount: -1,
  status: '0',
  createTime: '2026-01-01 10:00:00',
});
const ROWS = [tenant(1, DEFAULT_TENANT_ID, '平台', null), tenant(2, '123456', '甲公司', 7)];
const PACKAGES = [
  { packageId: 7, packageName: '标准版', menuIds: '1', remark: null, menuCheckStrictly: true, status: '0' },
];

// The console encrypts the creation body with the server's key; the test plays the server with forge
// (Node 20 refuses PKCS#1 v1.5 private decryption).
const keys = generateKeyPairSync('rsa', { modulusLength: 1024 });
const publicKey = keys.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
const privateKey = forge.pki.privateKeyFromPem(
  keys.privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
);
function decryptBody(encryptKey: string, body: string): unknown {
  const base64Key = privateKey.decrypt(forge.util.decode64(encryptKey), 'RSAES-PKCS1-V1_5');
  const aesKey = Buffer.from(base64Key, 'base64');
  const decipher = createDecipheriv('aes-256-ecb', aesKey, null);
  const plain = Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]);
  return JSON.parse(plain.toString('utf8'));
}

function serve() {
  return fakeAdapter((config) => {
    const url = config.url ?? '';
    const ok = (data: unknown) => ({ data: { code: 200, msg: '操作成功', data } });
    if (url.startsWith('/system/dict/data/type/')) return ok([]);
    if (url === '/auth/rsa-public-key') return ok({ publicKey });
    if (url === '/system/tenant/package/selectList') return ok(PACKAGES);
    if (url === '/system/tenant/list')
      return { data: { code: 200, msg: '查询成功', total: ROWS.length, rows: ROWS } };
    if (url === '/system/tenant/2') return ok({ ...ROWS[1], expireTime: '2030-05-06 07:08:09' });
    if (url === '/system/tenant' && config.method === 'post') return ok('654321');
    return ok(null);
  });
}

function renderPage() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <Page />
    </QueryClientProvider>,
  );
}

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;
const button = (scope: HTMLElement, name: RegExp) => within(scope).getByRole('button', { name });

beforeEach(() => {
  clearDictCache();
  resetPublicKey();
  const fb = fakeFeedback();
  fb.feedback.modal.confirm.mockImplementation((opts: { onOk: () => void }) => opts.onOk());
  bindFeedback(fb.asFeedback);
  void i18n.changeLanguage('zh_CN');
});
afterEach(() => {
  service.defaults.adapter = originalAdapter;
  useUserStore.setState({ permissions: [] });
});

describe('tenant page', () => {
  it('locks the platform tenant, syncs a package and creates a tenant with an encrypted body', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({
      permissions: ['system:tenant:list', 'system:tenant:add', 'system:tenant:edit', 'system:tenant:remove'],
    });
    renderPage();
    expect(await screen.findByText('甲公司')).toBeTruthy();
    await waitFor(() => expect(within(rowOf('甲公司')).getByText('标准版')).toBeTruthy());
    expect(within(rowOf('甲公司')).getByText('不限制')).toBeTruthy();

    const platform = rowOf('平台');
    expect(
      (screen.getByRole('switch', { name: `租户状态 ${DEFAULT_TENANT_ID}` }) as HTMLButtonElement).disabled,
    ).toBe(true);
    for (const name of [/修\s*改/, /删\s*除/, /同步套餐/])
      expect((button(platform, name) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();

    fireEvent.click(button(rowOf('甲公司'), /同步套餐/));
    await waitFor(() => {
      const call = fake.calls.find((c) => c.url === '/system/tenant/syncTenantPackage');
      expect(call?.params).toEqual({ tenantId: '123456', packageId: 7 });
    });

    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const dialog = await screen.findByTestId('tenant-form');
    const fill = (placeholder: string, value: string) =>
      fireEvent.change(within(dialog).getByPlaceholderText(placeholder), { target: { value } });
    fill('请输入企业名称', '乙公司');
    fill('请输入联系人', '李四');
    fill('请输入联系电话', '13900000000');
    fill('请输入管理员账号', 'yiadmin');
    fill('请输入管理员密码', 'yipass123');
    fireEvent.change(within(dialog).getByLabelText('过期时间'), { target: { value: '2030-01-02T03:04' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '租户套餐' }));
    fireEvent.click(await screen.findByTitle('标准版'));
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));

    await waitFor(() =>
      expect(fake.calls.some((c) => c.url === '/system/tenant' && c.method === 'post')).toBe(true),
    );
    const post = fake.calls.find((c) => c.url === '/system/tenant' && c.method === 'post')!;
    const header = String(post.headers.get('encrypt-key'));
    expect(String(post.data)).not.toContain('yipass123');
    expect(decryptBody(header, String(post.data))).toMatchObject({
      companyName: '乙公司',
      contactUserName: '李四',
      contactPhone: '13900000000',
      username: 'yiadmin',
      password: 'yipass123',
      packageId: 7,
      accountCount: -1,
      expireTime: '2030-01-02 03:04:00',
    });
  }, 90_000);

  it('edits without admin credentials and hides what the caller may not do', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: ['system:tenant:list', 'system:tenant:edit'] });
    renderPage();
    expect(await screen.findByText('甲公司')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(within(rowOf('甲公司')).queryByRole('button', { name: /删\s*除/ })).toBeNull();

    fireEvent.click(button(rowOf('甲公司'), /修\s*改/));
    const dialog = await screen.findByTestId('tenant-form');
    await waitFor(() =>
      expect((within(dialog).getByLabelText('过期时间') as HTMLInputElement).value).toMatch(
        /^2030-05-06T07:08/,
      ),
    );
    expect(within(dialog).queryByPlaceholderText('请输入管理员密码')).toBeNull();
    fireEvent.change(within(dialog).getByPlaceholderText('请输入企业名称'), {
      target: { value: '甲公司二' },
    });
    fireEvent.change(within(dialog).getByLabelText('过期时间'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() =>
      expect(fake.calls.some((c) => c.url === '/system/tenant' && c.method === 'put')).toBe(true),
    );
    const put = JSON.parse(
      String(fake.calls.find((c) => c.url === '/system/tenant' && c.method === 'put')!.data),
    );
    expect(put).toMatchObject({ id: 2, tenantId: '123456', companyName: '甲公司二', expireTime: '' });
    expect(put).not.toHaveProperty('password');
    expect(put).not.toHaveProperty('packageId');
  }, 90_000);
});
