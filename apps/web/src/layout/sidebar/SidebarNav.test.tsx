import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { MenuNode } from '../../lib/build-routes';
import { ancestorKeys, uniqueOpenKeys } from '../menu-items';
import { SidebarNav } from './SidebarNav';

const menu: MenuNode[] = [
  {
    key: '/system',
    title: '系统管理',
    icon: 'system',
    children: [
      { key: '/system/user', title: '用户管理', path: '/system/user', icon: 'user' },
      {
        key: '/system/log',
        title: '日志管理',
        children: [
          { key: '/system/log/operlog', title: '操作日志', path: '/system/log/operlog' },
          {
            key: '/system/log/logininfor',
            title: '登录日志',
            path: '/system/log/logininfor',
            query: { type: '1' },
          },
        ],
      },
    ],
  },
  {
    key: '/monitor',
    title: '系统监控',
    children: [{ key: '/monitor/online', title: '在线用户', path: '/monitor/online' }],
  },
  { key: 'https://example.org', title: '官网', externalLink: 'https://example.org' },
];

/** The nav as SidebarMenu drives it: open groups follow the page, toggles are unique-opened. */
function Harness({ start, onOpen }: { start: string; onOpen: (node: MenuNode) => void }) {
  const [path, setPath] = useState(start);
  const [openKeys, setOpenKeys] = useState(() => ancestorKeys(menu, start));
  const toggle = (key: string) =>
    setOpenKeys((open) =>
      open.includes(key) ? open.filter((k) => k !== key) : uniqueOpenKeys(open, [...open, key]),
    );
  return (
    <>
      <button onClick={() => setPath('/monitor/online')}>go-online</button>
      <SidebarNav
        nodes={menu}
        selectedPath={path}
        activeKeys={ancestorKeys(menu, path)}
        openKeys={openKeys}
        collapsed={false}
        theme="dark"
        onToggle={toggle}
        onOpen={(node) => {
          onOpen(node);
          if (node.path) setPath(node.path);
        }}
      />
    </>
  );
}

describe('SidebarNav', () => {
  it('opens the groups around the current page and marks it as current', () => {
    render(<Harness start="/system/log/operlog" onOpen={() => {}} />);
    const current = screen.getByRole('link', { name: '操作日志' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.getAttribute('href')).toBe('/system/log/operlog');
    expect(screen.getByRole('button', { name: '系统管理' }).getAttribute('aria-expanded')).toBe('true');
    // Closed groups render no entries at all.
    expect(screen.queryByText('在线用户')).toBeNull();
  });

  it('keeps one group open per level and navigates on a plain click only', () => {
    const onOpen = vi.fn();
    render(<Harness start="/system/user" onOpen={onOpen} />);
    fireEvent.click(screen.getByRole('button', { name: '系统监控' }));
    expect(screen.getByText('在线用户')).toBeTruthy();
    expect(screen.queryByText('用户管理')).toBeNull();
    expect(screen.getByRole('button', { name: '系统管理' }).getAttribute('aria-expanded')).toBe('false');

    // A ctrl-click is the browser's (new tab): the console does not navigate.
    fireEvent.click(screen.getByRole('link', { name: '在线用户' }), { ctrlKey: true });
    expect(onOpen).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('link', { name: '在线用户' }));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ path: '/monitor/online' }));
    expect(screen.getByRole('link', { name: '在线用户' }).getAttribute('aria-current')).toBe('page');

    // Clicking an open group closes it.
    fireEvent.click(screen.getByRole('button', { name: '系统监控' }));
    expect(screen.queryByText('在线用户')).toBeNull();
  });

  it('carries the query in the address and opens external links in a new tab', () => {
    render(<Harness start="/system/log/logininfor" onOpen={() => {}} />);
    expect(screen.getByRole('link', { name: '登录日志' }).getAttribute('href')).toBe(
      '/system/log/logininfor?type=1',
    );
    const external = screen.getByRole('link', { name: '官网' });
    expect(external.getAttribute('href')).toBe('https://example.org');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('moves the current mark when the page changes elsewhere (a tab switch)', () => {
    render(<Harness start="/system/user" onOpen={() => {}} />);
    act(() => fireEvent.click(screen.getByText('go-online')));
    const tree = screen.getByRole('tree');
    expect(
      within(tree)
        .queryAllByRole('link')
        .filter((a) => a.getAttribute('aria-current')),
    ).toHaveLength(0);
    expect(screen.getByRole('button', { name: '系统监控' }).className).toContain('zcps-nav-active');
    expect(screen.getByRole('button', { name: '系统管理' }).className).not.toContain('zcps-nav-active');
  });

  it('shows only top-level icons when collapsed, with the title as a label', () => {
    render(
      <SidebarNav
        nodes={menu}
        selectedPath="/system/user"
        activeKeys={['/system']}
        openKeys={['/system']}
        collapsed
        theme="light"
        onToggle={() => {}}
        onOpen={() => {}}
      />,
    );
    expect(screen.queryByText('用户管理')).toBeNull();
    expect(screen.getByRole('button', { name: '系统管理' }).getAttribute('aria-expanded')).toBeNull();
    expect(screen.getByRole('tree').className).toContain('zcps-nav-collapsed');
  });
});
