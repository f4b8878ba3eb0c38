import { describe, expect, it } from 'vitest';
import { buildRouters, innerLinkReplaceEach, type RouterMenu } from './router-builder.js';

const menu = (m: Partial<RouterMenu> & Pick<RouterMenu, 'menuId' | 'menuName' | 'path'>): RouterMenu => ({
  parentId: 0,
  menuNameEn: null,
  component: null,
  queryParam: null,
  isFrame: 1,
  isCache: 0,
  menuType: 'C',
  visible: '0',
  icon: '#',
  ...m,
});

const system = menu({
  menuId: 1,
  menuName: '系统管理',
  menuNameEn: 'System',
  path: 'system',
  menuType: 'M',
  icon: 'system',
});
const user = menu({
  menuId: 100,
  parentId: 1,
  menuName: '用户管理',
  path: 'user',
  component: 'system/user/index',
  icon: 'user',
});
const log = menu({ menuId: 108, parentId: 1, menuName: '日志管理', path: 'log', menuType: 'M', icon: 'log' });
const operlog = menu({
  menuId: 500,
  parentId: 108,
  menuName: '操作日志',
  path: 'operlog',
  component: 'monitor/operlog/index',
  isCache: 1,
});

describe('buildRouters', () => {
  it('builds a directory with alwaysShow, noRedirect, Layout and a capitalised name + id', () => {
    const [root] = buildRouters([system, user], 'zh_CN');
    expect(root).toEqual({
      name: 'System1',
      path: '/system',
      hidden: false,
      component: 'Layout',
      alwaysShow: true,
      redirect: 'noRedirect',
      meta: { title: '系统管理', icon: 'system', noCache: false, link: null },
      children: [
        {
          name: 'User100',
          path: 'user',
          hidden: false,
          component: 'system/user/index',
          meta: { title: '用户管理', icon: 'user', noCache: false, link: null },
        },
      ],
    });
  });

  it('marks nested directories ParentView and maps is_cache 1 to noCache', () => {
    const [root] = buildRouters([system, log, operlog], 'zh_CN');
    const logVo = root?.children?.[0];
    expect(logVo).toMatchObject({ name: 'Log108', path: 'log', component: 'ParentView', alwaysShow: true });
    expect(logVo?.children?.[0]).toMatchObject({ name: 'Operlog500', meta: { noCache: true } });
  });

  it('localises titles and falls back to Chinese when no English name exists', () => {
    const [root] = buildRouters([system, user], 'en_US');
    expect(root?.meta?.title).toBe('System');
    expect(root?.children?.[0]?.meta?.title).toBe('用户管理');
  });

  it('wraps a top-level page in a Layout frame whose child keeps the component', () => {
    const page = menu({
      menuId: 123,
      menuName: '工作台',
      path: 'workplace',
      component: 'dashboard/workplace/index',
      queryParam: '{"a":1}',
    });
    const [frame] = buildRouters([page], 'zh_CN');
    expect(frame).toEqual({
      name: '123',
      path: '/',
      hidden: false,
      component: 'Layout',
      children: [
        {
          name: 'Workplace123',
          path: 'workplace',
          hidden: false,
          component: 'dashboard/workplace/index',
          query: '{"a":1}',
          meta: { title: '工作台', icon: '#', noCache: false, link: null },
        },
      ],
    });
  });

  it('turns inner links into InnerLink routes and keeps external links as paths with meta.link', () => {
    const docs = menu({ menuId: 7, parentId: 1, menuName: '文档', path: 'https://www.example.com/docs' });
    const ext = menu({ menuId: 4, menuName: '官网', path: 'https://example.org', menuType: 'M', isFrame: 0 });
    const [sys, site] = buildRouters([system, ext, docs], 'zh_CN');
    expect(sys?.children?.[0]).toMatchObject({
      path: 'example/com/docs',
      component: 'InnerLink',
      meta: { link: 'https://www.example.com/docs' },
    });
    expect(site).toMatchObject({
      path: 'https://example.org',
      component: 'Layout',
      meta: { link: 'https://example.org' },
    });
  });

  it('builds a top-level inner link as a frame with an InnerLink child', () => {
    const link = menu({ menuId: 9, menuName: '手册', path: 'https://docs.example.com', menuType: 'M' });
    const [frame] = buildRouters([link], 'zh_CN');
    expect(frame).toMatchObject({ path: '/', meta: { link: null } });
    expect(frame?.children?.[0]).toMatchObject({
      path: 'docs/example/com',
      component: 'InnerLink',
      name: 'Docs/example/com9',
    });
  });

  it('hides invisible menus and drops rows whose parent is missing', () => {
    const hidden = menu({
      menuId: 101,
      parentId: 1,
      menuName: '分配角色',
      path: 'user-auth/role/:userId',
      component: 'system/user/authRole',
      visible: '1',
    });
    const orphan = menu({
      menuId: 999,
      parentId: 55,
      menuName: '孤儿',
      path: 'orphan',
      component: 'x/index',
    });
    const routers = buildRouters([system, hidden, orphan], 'zh_CN');
    expect(routers).toHaveLength(1);
    expect(routers[0]?.children?.[0]).toMatchObject({ hidden: true, name: 'User-auth/role/:userId101' });
  });

  it('replaces scheme, www, dots and colons in inner link paths', () => {
    expect(innerLinkReplaceEach('https://www.baidu.com')).toBe('baidu/com');
    expect(innerLinkReplaceEach('http://127.0.0.1:8080/a')).toBe('127/0/0/1/8080/a');
  });
});
