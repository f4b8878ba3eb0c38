import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MenuVo } from '@zcps/contracts';
import { createQueryClient } from '../../../lib/query-client';
import { useUserStore } from '../../../stores/user-store';
import { i18n } from '../../../i18n';
import { clearDictCache } from '../../../lib/dict';
import { bindFeedback } from '../../../lib/feedback';
import { service } from '../../../lib/request';
import { fakeAdapter, fakeFeedback } from '../../../test/fake-adapter';
import { Page } from './index';
import { fieldsOf, parentOptions, toMenuTree } from './menu-tree';

const originalAdapter = service.defaults.adapter;
const menu = (menuId: number, parentId: number, menuName: string, menuType: 'M' | 'C' | 'F'): MenuVo => ({
  menuId,
  menuName,
  menuNameEn: null,
  parentId,
  orderNum: menuId,
  path: menuType === 'F' ? '' : `p${menuId}`,
  component: menuType === 'C' ? `system/p${menuId}/index` : null,
  queryParam: null,
  isFrame: '1',
  isCache: '0',
  menuType,
  visible: '0',
  status: '0',
  perms: menuType === 'M' ? null : `system:p${menuId}:list`,
  icon: menuType === 'F' ? '#' : 'system',
  createTime: '2026-01-01 10:00:00',
  remark: '',
});
const rows = [menu(1, 0, '系统管理', 'M'), menu(102, 1, '菜单管理', 'C'), menu(1020, 102, '菜单新增', 'F')];

function serve() {
  return fakeAdapter((config) => {
    if (config.url?.startsWith('/system/dict/data/type/'))
      return {
        data: { code: 200, msg: 'ok', data: [{ dictValue: '0', dictLabel: '正常', listClass: 'primary' }] },
      };
    if (config.url === '/system/menu/list') return { data: { code: 200, msg: 'ok', data: rows } };
    return { data: { code: 200, msg: '操作成功', data: 5000 } };
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

describe('menu tree helpers', () => {
  it('nests rows, offers no button or own subtree as a parent, and shows fields per type', () => {
    const tree = toMenuTree(rows);
    expect(tree).toHaveLength(1);
    expect(tree[0]!.children![0]!.children![0]!.menuId).toBe(1020);
    const [root] = parentOptions(tree, '主类目');
    expect(root!.value).toBe(0);
    expect(root!.children![0]!.children![0]).toEqual({ value: 102, title: '菜单管理' });
    expect(parentOptions(tree, '主类目', 1)[0]!.children).toEqual([]);
    expect([...fieldsOf('F')]).toEqual(['perms']);
    expect(fieldsOf('M').has('component')).toBe(false);
    expect(fieldsOf('C').has('component')).toBe(true);
  });
});

describe('menu page', () => {
  it('shows the tree and a form whose fields follow the menu type', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: ['system:menu:list', 'system:menu:add'] });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Page />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('系统管理')).toBeTruthy();
    expect(screen.queryByText(/^修\s*改$/)).toBeNull();
    fireEvent.click(screen.getByText('展开/折叠'));
    expect(await screen.findByText('菜单新增')).toBeTruthy();

    fireEvent.click(screen.getAllByText(/^新\s*增$/)[0]!);
    const dialog = await screen.findByTestId('menu-form');
    expect(within(dialog).getByTestId('menu-path')).toBeTruthy();
    expect(within(dialog).queryByTestId('menu-component')).toBeNull();

    fireEvent.click(within(dialog).getByLabelText('按钮'));
    await waitFor(() => expect(within(dialog).queryByTestId('menu-path')).toBeNull());
    expect(within(dialog).getByTestId('menu-perms')).toBeTruthy();

    fireEvent.click(within(dialog).getByLabelText('菜单'));
    expect(await within(dialog).findByTestId('menu-component')).toBeTruthy();
    fireEvent.change(within(dialog).getByTestId('menu-name'), { target: { value: '新页面' } });
    fireEvent.change(within(dialog).getByTestId('menu-path'), { target: { value: 'fresh' } });
    fireEvent.click(screen.getByText(/^(确\s*定|OK)$/));
    // A page that is not a link needs its component: nothing is sent until it is given.
    await waitFor(() => expect(dialog.querySelector('.ant-form-item-has-error')).toBeTruthy());
    expect(fake.calls.some((c) => c.method === 'post')).toBe(false);

    fireEvent.change(within(dialog).getByTestId('menu-component'), {
      target: { value: 'system/fresh/index' },
    });
    fireEvent.click(screen.getByText(/^(确\s*定|OK)$/));
    await waitFor(() => expect(fake.calls.some((c) => c.method === 'post')).toBe(true));
    const body = JSON.parse(String(fake.calls.find((c) => c.method === 'post')!.data));
    expect(body).toMatchObject({
      menuName: '新页面',
      menuType: 'C',
      path: 'fresh',
      component: 'system/fresh/index',
      parentId: 0,
    });
  }, 60_000);
});
