import type { RouterVo } from '@zcps/contracts';

const meta = (title: string, icon: string | null = null, link: string | null = null) => ({
  title,
  icon,
  noCache: false,
  link,
});

/** Shaped like getRouters output for the seeded menus (ruoyi-contract §3.2 worked example). */
export const sample: RouterVo[] = [
  {
    name: 'System1',
    path: '/system',
    hidden: false,
    redirect: 'noRedirect',
    component: 'Layout',
    alwaysShow: true,
    meta: meta('系统管理', 'system'),
    children: [
      {
        name: 'User100',
        path: 'user',
        hidden: false,
        component: 'system/user/index',
        meta: meta('用户管理', 'user'),
      },
      {
        // Seeded as a hidden menu too (spec §2 table): the menu route must keep the digits-only rule.
        name: 'User-auth/role/:userId102',
        path: 'user-auth/role/:userId',
        hidden: true,
        component: 'system/user/auth-role/index',
        meta: meta('分配角色', null, null),
      },
      {
        name: 'Secret101',
        path: 'secret',
        hidden: true,
        component: 'system/secret/index',
        meta: meta('隐藏页', 'lock'),
      },
      {
        name: 'Log108',
        path: 'log',
        hidden: false,
        redirect: 'noRedirect',
        component: 'ParentView',
        alwaysShow: true,
        meta: meta('日志管理', 'log'),
        children: [
          {
            name: 'Operlog500',
            path: 'operlog',
            hidden: false,
            component: 'monitor/operlog/index',
            meta: meta('操作日志', 'form'),
          },
          {
            name: 'Logininfor501',
            path: 'logininfor',
            hidden: false,
            component: 'monitor/logininfor/index',
            query: '{"type":"1"}',
            meta: meta('登录日志', 'logininfor'),
          },
        ],
      },
      {
        name: 'Baidu/com102',
        path: 'baidu/com',
        hidden: false,
        component: 'InnerLink',
        meta: meta('百度', 'link', 'https://www.baidu.com'),
      },
      {
        name: 'Http://example.com103',
        path: 'http://example.com/docs',
        hidden: false,
        component: 'Layout',
        meta: meta('外部文档', 'guide', 'http://example.com/docs'),
      },
    ],
  },
  {
    name: 'Https://gitee.com/dromara/RuoYi-Vue-Plus4',
    path: 'https://gitee.com/dromara/RuoYi-Vue-Plus',
    hidden: false,
    component: 'Layout',
    meta: meta('PLUS官网', 'guide', 'https://gitee.com/dromara/RuoYi-Vue-Plus'),
  },
  {
    path: '/',
    hidden: false,
    component: 'Layout',
    children: [
      {
        name: 'Dashboard200',
        path: 'dashboard',
        hidden: false,
        component: 'title/dashboard/index',
        meta: meta('工作台', 'dashboard'),
      },
    ],
  },
];
