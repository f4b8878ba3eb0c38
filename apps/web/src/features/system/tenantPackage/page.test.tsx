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
const PACKAGE = {
  packageId: 5,
  packageName: '标准版',
  menuIds: '1, 100, 2001',
  remark: null,
  menuCheckStrictly: true,
  status: '0',
  createTime: '2026-01-01 10:00:00',
};
const MENUS = [
  {
    id: 1,
    parentId: 0,
    label: '系统管理',
    weight: 1,
    children: [
      {
        id: 100,
        parentId: 1,
        label: '用户管理',
        weight: 1,
        children: [
          { id: 2001, parentId: 100, label: '用户查询', weight: 1 },
          { id: 2002, parentId: 100, label: '用户新增', weight: 2 },
        ],
      },
      { id: 101, parentId: 1, label: '角色管理', weight: 2 },
    ],
  },
];

function serve() {
  return fakeAdapter((config) => {
    const url = config.url ?? '';
    const ok = (data: unknown) => ({ data: { code: 200, msg: '操作成功', data } });
    if (url.startsWith('/system/dict/data/type/'))
      return ok([
        { dictValue: '0', dictLabel: '正常' },
        { dictValue: '1', dictLabel: '停用' },
      ]);
    if (url === '/system/tenant/package/list')
      return { data: { code: 200, msg: '查询成功', total: 1, rows: [PACKAGE] } };
    if (url === '/system/tenant/package/5') return ok(PACKAGE);
    if (url.startsWith('/system/menu/tenantPackageMenuTreeselect/'))
      return ok({ checkedKeys: url.endsWith('/5') ? [2001] : [], menus: MENUS });
    if (url === '/system/tenant/package' && config.method === 'post') return ok(9);
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

const bodyOf = (fake: ReturnType<typeof serve>, method: string) =>
  JSON.parse(String(fake.calls.find((c) => c.url === '/system/tenant/package' && c.method === method)!.data));

beforeEach(() => {
  clearDictCache();
  const fb = fakeFeedback();
  fb.feedback.modal.confirm.mockImplementation((opts: { onOk: () => void }) => opts.onOk());
  bindFeedback(fb.asFeedback);
  void i18n.changeLanguage('zh_CN');
});
afterEach(() => {
  service.defaults.adapter = originalAdapter;
  useUserStore.setState({ permissions: [] });
});

describe('tenant package page', () => {
  it('adds a package from the menu tree: expand, select all', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: ['system:tenantPackage:list', 'system:tenantPackage:add'] });
    renderPage();
    expect(await screen.findByText('标准版')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /删\s*除/ })).toBeNull();
    expect((screen.getByRole('switch', { name: '状态 标准版' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const tree = await screen.findByTestId('package-menu-tree');
    await waitFor(() => expect(within(tree).getByText('系统管理')).toBeTruthy());
    expect(fake.calls.some((c) => c.url === '/system/menu/tenantPackageMenuTreeselect/0')).toBe(true);
    expect(within(tree).queryByText('用户查询')).toBeNull();
    fireEvent.click(within(tree).getByText('展开/折叠'));
    expect(await within(tree).findByText('用户查询')).toBeTruthy();
    fireEvent.click(within(tree).getByText('全选/全不选'));
    fireEvent.change(within(screen.getByTestId('package-form')).getByPlaceholderText('请输入套餐名称'), {
      target: { value: '专业版' },
    });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));

    await waitFor(() =>
      expect(fake.calls.some((c) => c.url === '/system/tenant/package' && c.method === 'post')).toBe(true),
    );
    const body = bodyOf(fake, 'post');
    expect(body).toMatchObject({ packageName: '专业版', menuCheckStrictly: true });
    expect([...body.menuIds].sort((a: number, b: number) => a - b)).toEqual([1, 100, 101, 2001, 2002]);
  }, 90_000);

  it('edits a package: its stored menus come checked and the linkage switch is kept', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: ['system:tenantPackage:list', 'system:tenantPackage:edit'] });
    renderPage();
    const row = (await screen.findByText('标准版')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /修\s*改/ }));
    const tree = await screen.findByTestId('package-menu-tree');
    await waitFor(() =>
      expect(
        (
          within(screen.getByTestId('package-form')).getByPlaceholderText(
            '请输入套餐名称',
          ) as HTMLInputElement
        ).value,
      ).toBe('标准版'),
    );
    fireEvent.click(within(tree).getByText('父子联动'));
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() =>
      expect(fake.calls.some((c) => c.url === '/system/tenant/package' && c.method === 'put')).toBe(true),
    );
    const body = bodyOf(fake, 'put');
    expect(body).toMatchObject({ packageId: 5, packageName: '标准版', menuCheckStrictly: false });
    expect([...body.menuIds].sort((a: number, b: number) => a - b)).toEqual([1, 100, 2001]);

    fireEvent.click(screen.getByRole('switch', { name: '状态 标准版' }));
    await waitFor(() => {
      const call = fake.calls.find((c) => c.url === '/system/tenant/package/changeStatus');
      expect(JSON.parse(String(call?.data))).toEqual({ packageId: 5, status: '1' });
    });
  }, 90_000);
});
