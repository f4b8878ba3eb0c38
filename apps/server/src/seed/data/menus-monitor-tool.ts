import type { MenuSeed } from '../types.js';
import { dir, hiddenPage, page } from './menu-builders.js';

/** 系统监控 and 系统工具: page ids follow the classic RuoYi seeds (109 online, 110 job, 112 server, 113 cache, 115 gen). */
export const MONITOR_DIR = 2;
export const TOOL_DIR = 3;
/** Top-level hidden directory for the spec's /codegen/edit route. */
export const CODEGEN_DIR = 33;

export const monitorMenus: MenuSeed[] = [
  dir(MONITOR_DIR, 0, 11, 'monitor', '系统监控', 'Monitoring', 'monitor'),
  ...page({
    menuId: 109,
    parentId: MONITOR_DIR,
    orderNum: 1,
    path: 'online',
    component: 'monitor/online/index',
    prefix: 'monitor:online',
    zh: '在线用户',
    en: 'Online users',
    icon: 'online',
    buttons: ['query', 'batchLogout', 'forceLogout'],
  }),
  ...page({
    menuId: 110,
    parentId: MONITOR_DIR,
    orderNum: 2,
    path: 'job',
    component: 'monitor/job/index',
    prefix: 'monitor:job',
    zh: '定时任务',
    en: 'Scheduled jobs',
    resZh: '任务',
    resEn: 'Job',
    icon: 'job',
    buttons: ['query', 'add', 'edit', 'remove', 'changeStatus', 'run', 'export'],
  }),
  hiddenPage(
    111,
    MONITOR_DIR,
    90,
    'job-log/index/:jobId',
    'monitor/job/log',
    'monitor:job:list',
    '调度日志',
    'Job log',
  ),
  ...page({
    menuId: 112,
    parentId: MONITOR_DIR,
    orderNum: 3,
    path: 'server',
    component: 'monitor/server/index',
    prefix: 'monitor:server',
    zh: '服务监控',
    en: 'Server',
    icon: 'server',
  }),
  ...page({
    menuId: 113,
    parentId: MONITOR_DIR,
    orderNum: 4,
    path: 'cache',
    component: 'monitor/cache/index',
    prefix: 'monitor:cache',
    zh: '缓存监控',
    en: 'Cache',
    icon: 'redis',
  }),
];

export const toolMenus: MenuSeed[] = [
  dir(TOOL_DIR, 0, 12, 'tool', '系统工具', 'Tools', 'tool'),
  ...page({
    menuId: 114,
    parentId: TOOL_DIR,
    orderNum: 1,
    path: 'build',
    component: 'tool/build/index',
    prefix: 'tool:build',
    zh: '表单构建',
    en: 'Form builder',
    icon: 'build',
  }),
  ...page({
    menuId: 115,
    parentId: TOOL_DIR,
    orderNum: 2,
    path: 'gen',
    component: 'tool/gen/index',
    prefix: 'tool:gen',
    zh: '代码生成',
    en: 'Code generator',
    resZh: '生成',
    resEn: 'Generator',
    icon: 'code',
    buttons: [
      'query',
      'edit',
      'remove',
      'import',
      'preview',
      'code',
      { perms: 'system:codegen:query', zh: '生成配置查询', en: 'Generator config: Query' },
    ],
  }),
  dir(CODEGEN_DIR, 0, 92, 'codegen', '代码生成配置', 'Code generation', 'code', { visible: '1' }),
  hiddenPage(
    116,
    CODEGEN_DIR,
    1,
    'edit',
    'tool/gen/edit/index',
    'system:codegen:query',
    '修改生成配置',
    'Edit generation',
  ),
];
