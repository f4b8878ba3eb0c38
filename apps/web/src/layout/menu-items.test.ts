import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../lib/build-routes';
import { ancestorKeys, uniqueOpenKeys } from './menu-items';

const menu: MenuNode[] = [
  {
    key: '/system',
    title: 'System',
    children: [
      { key: '/system/user', title: 'User', path: '/system/user' },
      {
        key: '/system/log',
        title: 'Log',
        children: [{ key: '/system/log/operlog', title: 'Op', path: '/system/log/operlog' }],
      },
    ],
  },
  {
    key: '/monitor',
    title: 'Monitor',
    children: [{ key: '/monitor/online', title: 'Online', path: '/monitor/online' }],
  },
];

describe('sidebar open keys', () => {
  it('finds the submenus around the current page', () => {
    expect(ancestorKeys(menu, '/system/log/operlog')).toEqual(['/system', '/system/log']);
    expect(ancestorKeys(menu, '/monitor/online')).toEqual(['/monitor']);
    expect(ancestorKeys(menu, '/nowhere')).toEqual([]);
  });

  it('keeps only one branch open at a time', () => {
    expect(uniqueOpenKeys(['/system'], ['/system', '/monitor'])).toEqual(['/monitor']);
    expect(uniqueOpenKeys(['/system'], ['/system', '/system/log'])).toEqual(['/system', '/system/log']);
    expect(uniqueOpenKeys(['/system', '/system/log'], ['/system'])).toEqual(['/system']);
  });
});
