import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UserListVo } from '@zcps/contracts';
import { createQueryClient } from '../../../lib/query-client';
import { useUserStore } from '../../../stores/user-store';
import { i18n } from '../../../i18n';
import { clearDictCache } from '../../../lib/dict';
import { bindFeedback } from '../../../lib/feedback';
import { service } from '../../../lib/request';
import { fakeAdapter, fakeFeedback } from '../../../test/fake-adapter';
import type { DeptNode } from './api';
import { filterDepts } from './DeptTree';
import { Page } from './index';

const originalAdapter = service.defaults.adapter;
const depts: DeptNode[] = [
  {
    id: 100,
    parentId: 0,
    label: '服务中心',
    children: [
      {
        id: 101,
        parentId: 100,
        label: '评审办公室',
        children: [{ id: 106, parentId: 101, label: '资格审查科' }],
      },
      { id: 103, parentId: 100, label: '信息中心' },
    ],
  },
];
const user = (userId: number, userName: string, deptId: number): UserListVo => ({
  userId,
  tenantId: '000000',
  deptId,
  deptName: null,
  userName,
  nickName: `${userName} 昵称`,
  userType: 'sys_user',
  email: '',
  phonenumber: '158****0001',
  sex: '0',
  status: '0',
  loginIp: '',
  loginDate: null,
  remark: null,
  createTime: '2026-01-01 10:00:00',
});

beforeEach(() => {
  clearDictCache();
  bindFeedback(fakeFeedback().asFeedback);
  void i18n.changeLanguage('zh_CN');
});
afterEach(() => {
  service.defaults.adapter = originalAdapter;
  useUserStore.setState({ permissions: [] });
});

describe('dept tree filter', () => {
  it('keeps matching depts with the chain above them', () => {
    const [root] = filterDepts(depts, '审查');
    expect(root!.children!.map((d) => d.label)).toEqual(['评审办公室']);
    expect(root!.children![0]!.children![0]!.label).toBe('资格审查科');
    expect(filterDepts(depts, '不存在')).toEqual([]);
  });
});

describe('user page', () => {
  it('filters the list by the chosen dept and keeps the super admin out of reach', async () => {
    const fake = fakeAdapter((config) => {
      if (config.url?.startsWith('/system/dict/data/type/'))
        return { data: { code: 200, msg: 'ok', data: [{ dictValue: '0', dictLabel: '正常' }] } };
      if (config.url === '/system/user/deptTree') return { data: { code: 200, msg: 'ok', data: depts } };
      if (config.url === '/system/user/list') {
        const rows =
          config.params?.deptId === 101
            ? [user(2, 'office01', 106)]
            : [user(1, 'admin', 103), user(2, 'office01', 106)];
        return { data: { code: 200, msg: 'ok', total: rows.length, rows } };
      }
      return { data: { code: 200, msg: 'ok', data: null } };
    });
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: ['system:user:list', 'system:user:edit', 'system:user:remove'] });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <Page />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('admin')).toBeTruthy();
    expect(screen.getByRole('switch', { name: '状态 admin' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('switch', { name: '状态 office01' }).hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('button', { name: /删\s*除/ }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();

    fireEvent.click(await screen.findByText('评审办公室'));
    await waitFor(() => expect(screen.queryByText('admin')).toBeNull());
    const last = fake.calls.filter((c) => c.url === '/system/user/list').at(-1)!;
    expect(last.params).toMatchObject({ deptId: 101, pageNum: 1 });
  }, 60_000);
});
