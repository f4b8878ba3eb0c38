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
const role = (roleId: number, roleKey: string, roleName: string, dataScope: string) => ({
  roleId,
  tenantId: '000000',
  roleName,
  roleKey,
  roleSort: roleId,
  dataScope,
  menuCheckStrictly: true,
  deptCheckStrictly: true,
  status: '0',
  remark: null,
  createTime: '2026-01-01 10:00:00',
  superAdmin: roleKey === 'superadmin',
  flag: false,
});
const dicts: Record<string, { dictValue: string; dictLabel: string }[]> = {
  sys_normal_disable: [
    { dictValue: '0', dictLabel: '正常' },
    { dictValue: '1', dictLabel: '停用' },
  ],
  sys_data_scope: [
    { dictValue: '1', dictLabel: '全部数据权限' },
    { dictValue: '2', dictLabel: '自定数据权限' },
    { dictValue: '5', dictLabel: '仅本人数据权限' },
  ],
};
const deptTree = {
  checkedKeys: [],
  depts: [
    {
      id: 100,
      parentId: 0,
      label: '服务中心',
      weight: 0,
      children: [
        { id: 101, parentId: 100, label: '评审办公室', weight: 1 },
        { id: 102, parentId: 100, label: '专家委员会', weight: 2 },
      ],
    },
  ],
};

function serve() {
  return fakeAdapter((config) => {
    const url = config.url ?? '';
    if (url.startsWith('/system/dict/data/type/'))
      return { data: { code: 200, msg: 'ok', data: dicts[url.split('/').pop()!] ?? [] } };
    if (url === '/system/role/deptTree/6') return { data: { code: 200, msg: 'ok', data: deptTree } };
    if (url === '/system/role/dataScope') return { data: { code: 200, msg: 'ok', data: null } };
    return {
      data: {
        code: 200,
        msg: '查询成功',
        total: 2,
        rows: [role(1, 'superadmin', '超级管理员', '1'), role(6, 'staff', '申报人', '5')],
      },
    };
  });
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

describe('role page', () => {
  it('gates buttons, protects the super admin row and shows the dept tree only for custom scope', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: ['system:role:list', 'system:role:edit'] });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <Page />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('申报人')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
    const switches = screen.getAllByRole('switch');
    expect(switches[0]!.hasAttribute('disabled')).toBe(true);
    expect(switches[1]!.hasAttribute('disabled')).toBe(false);
    // Only the staff row carries actions; the super admin row has none.
    const more = screen.getAllByRole('button', { name: /更\s*多/ });
    expect(more).toHaveLength(1);

    fireEvent.click(more[0]!);
    fireEvent.click(await screen.findByText('数据权限'));
    const dialog = await screen.findByTestId('data-scope-form');
    await waitFor(() => expect(within(dialog).getByText('仅本人数据权限')).toBeTruthy());
    expect(screen.queryByTestId('role-dept-tree')).toBeNull();

    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByText('自定数据权限'));
    const tree = await screen.findByTestId('role-dept-tree');
    await waitFor(() => expect(within(tree).getByText('服务中心')).toBeTruthy());
    fireEvent.click(tree.querySelector('.ant-tree-checkbox')!);
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(fake.calls.some((c) => c.url === '/system/role/dataScope')).toBe(true));
    const put = fake.calls.find((c) => c.url === '/system/role/dataScope')!;
    expect(JSON.parse(String(put.data))).toMatchObject({
      roleId: 6,
      dataScope: '2',
      deptIds: expect.arrayContaining([100, 101, 102]),
    });
  }, 90_000);
});
