import { describe, expect, it } from 'vitest';
import { sample } from '../test/router-fixture';
import { buildRoutes, flattenMenu, joinPath } from './build-routes';

const known = new Set(['system/user/index', 'monitor/operlog/index']);
const built = buildRoutes(sample, (key) => known.has(key));
const byPath = (path: string) => built.routes.find((r) => r.path === path);

describe('buildRoutes: router routes', () => {
  it('flattens Layout and ParentView levels into absolute paths', () => {
    expect(built.routes.map((r) => r.path)).toEqual([
      '/system/user',
      '/system/user-auth/role/:userId',
      '/system/secret',
      '/system/log/operlog',
      '/system/log/logininfor',
      '/system/baidu/com',
      '/dashboard',
    ]);
  });

  it('marks registered pages, inner links and unknown components', () => {
    expect(byPath('/system/user')).toMatchObject({
      kind: 'page',
      componentKey: 'system/user/index',
      name: 'User100',
    });
    expect(byPath('/system/log/logininfor')).toMatchObject({
      kind: 'placeholder',
      componentKey: 'monitor/logininfor/index',
      title: '登录日志',
    });
    expect(byPath('/system/baidu/com')).toMatchObject({ kind: 'innerLink', link: 'https://www.baidu.com' });
  });

  it('keeps hidden entries routable and records the breadcrumb trail', () => {
    expect(byPath('/system/secret')).toMatchObject({ hidden: true, breadcrumb: ['系统管理', '隐藏页'] });
    expect(byPath('/system/log/operlog')?.breadcrumb).toEqual(['系统管理', '日志管理', '操作日志']);
  });

  it('does not route http(s) paths', () => {
    expect(built.routes.some((r) => r.path.startsWith('http'))).toBe(false);
  });

  it('redirects a directory path to its first visible page', () => {
    expect(built.redirects).toEqual([
      { from: '/system/log', to: '/system/log/operlog' },
      { from: '/system', to: '/system/user' },
    ]);
  });
});

describe('buildRoutes: sidebar', () => {
  it('keeps alwaysShow directories as submenus and skips hidden entries', () => {
    const system = built.menu[0];
    expect(system).toMatchObject({ key: '/system', title: '系统管理', icon: 'system' });
    expect(system?.children?.map((c) => c.key)).toEqual([
      '/system/user',
      '/system/log',
      '/system/baidu/com',
      'http://example.com/docs',
    ]);
    expect(system?.children?.[1]?.children?.map((c) => c.path)).toEqual([
      '/system/log/operlog',
      '/system/log/logininfor',
    ]);
  });

  it('shows http paths as external links', () => {
    expect(built.menu[1]).toMatchObject({
      title: 'PLUS官网',
      externalLink: 'https://gitee.com/dromara/RuoYi-Vue-Plus',
    });
    expect(built.menu[1]?.path).toBeUndefined();
    expect(built.menu[0]?.children?.[3]).toMatchObject({ externalLink: 'http://example.com/docs' });
  });

  it('promotes the single child of a top-level frame and parses query JSON', () => {
    expect(built.menu[2]).toMatchObject({ key: '/dashboard', path: '/dashboard', title: '工作台' });
    const loginLog = flattenMenu(built.menu).find((m) => m.title === '登录日志');
    expect(loginLog?.query).toEqual({ type: '1' });
  });
});

describe('joinPath', () => {
  it('joins, collapses slashes and keeps absolute and external paths', () => {
    expect(joinPath('/', 'dashboard')).toBe('/dashboard');
    expect(joinPath('/system', 'user/')).toBe('/system/user');
    expect(joinPath('/system', '/other')).toBe('/other');
    expect(joinPath('/system', 'https://a.b')).toBe('https://a.b');
    expect(joinPath('/', '')).toBe('/');
  });
});
