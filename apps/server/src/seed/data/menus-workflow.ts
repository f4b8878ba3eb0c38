import type { MenuSeed } from '../types.js';
import { dir, hiddenPage, page } from './menu-builders.js';

/** 工作流 (pages 150..169) and the hidden OAuth directory (170..). */
export const WORKFLOW_DIR = 30;
export const OAUTH_DIR = 31;

const PROCESS_QUERY = 'workflow:process:query';

/** Task pages every workflow participant needs (todo, own, finished, cc, start, detail). */
export const WORKFLOW_TASK_PAGES = [153, 154, 155, 158, 156, 157];
/** Where the office shapes its processes (categories, models and the designer, deployments). */
export const WORKFLOW_DESIGN_PAGES = [150, 151, 152];

export const workflowMenus: MenuSeed[] = [
  dir(WORKFLOW_DIR, 0, 13, 'workflow', '工作流', 'Workflow', 'guide'),
  ...page({
    menuId: 150,
    parentId: WORKFLOW_DIR,
    orderNum: 1,
    path: 'category',
    component: 'workflow/category/index',
    prefix: 'workflow:category',
    zh: '流程分类',
    en: 'Categories',
    resZh: '分类',
    resEn: 'Category',
    icon: 'tree',
    buttons: ['query', 'add', 'edit', 'remove', 'export'],
  }),
  ...page({
    menuId: 151,
    parentId: WORKFLOW_DIR,
    orderNum: 2,
    path: 'model',
    component: 'workflow/model/index',
    prefix: 'workflow:model',
    zh: '模型管理',
    en: 'Models',
    resZh: '模型',
    resEn: 'Model',
    icon: 'component',
    buttons: ['query', 'add', 'edit', 'remove', 'design', 'deploy', 'export'],
  }),
  ...page({
    menuId: 152,
    parentId: WORKFLOW_DIR,
    orderNum: 3,
    path: 'deploy',
    component: 'workflow/deploy/index',
    prefix: 'workflow:deploy',
    zh: '流程部署',
    en: 'Deployments',
    resZh: '流程定义',
    resEn: 'Definition',
    icon: 'nested',
    buttons: ['query', 'deploy', 'suspend', 'remove'],
  }),
  ...page({
    menuId: 153,
    parentId: WORKFLOW_DIR,
    orderNum: 4,
    path: 'todo',
    component: 'workflow/todo/index',
    prefix: 'workflow:todo',
    zh: '我的待办',
    en: 'To do',
    resZh: '待办',
    resEn: 'Task',
    icon: 'clipboard',
    buttons: ['query', 'approve', 'reject', 'transfer'],
  }),
  ...page({
    menuId: 154,
    parentId: WORKFLOW_DIR,
    orderNum: 5,
    path: 'own',
    component: 'workflow/own/index',
    prefix: 'workflow:own',
    zh: '我发起的',
    en: 'My processes',
    resZh: '我的流程',
    resEn: 'My process',
    icon: 'documentation',
    buttons: [
      'query',
      'cancel',
      'remove',
      { perms: PROCESS_QUERY, zh: '流程查看', en: 'Process: Query' },
      { perms: 'workflow:process:start', zh: '发起流程', en: 'Process: Start' },
    ],
  }),
  ...page({
    menuId: 155,
    parentId: WORKFLOW_DIR,
    orderNum: 6,
    path: 'finished',
    component: 'workflow/finished/index',
    prefix: 'workflow:finished',
    zh: '我的已办',
    en: 'Done',
    resZh: '已办',
    resEn: 'Done task',
    icon: 'checkbox',
    buttons: ['query'],
  }),
  ...page({
    menuId: 158,
    parentId: WORKFLOW_DIR,
    orderNum: 7,
    path: 'cc',
    component: 'workflow/cc/index',
    prefix: 'workflow:todo',
    // The list answers to the to-do permission: whoever has tasks may be copied on a process.
    perms: 'workflow:todo:list',
    zh: '抄送我的',
    en: 'Copied to me',
    icon: 'message',
  }),
  hiddenPage(
    156,
    WORKFLOW_DIR,
    90,
    'process/start',
    'workflow/process/start/index',
    PROCESS_QUERY,
    '发起流程',
    'Start process',
  ),
  hiddenPage(
    157,
    WORKFLOW_DIR,
    91,
    'process/detail',
    'workflow/process/detail/index',
    PROCESS_QUERY,
    '流程详情',
    'Process detail',
  ),
];

/**
 * OAuth2 applications and tokens: hidden routes of spec §2 (the spec gates the pages on workflow:process:query);
 * each action of their screens has its own button permission so it can be granted separately.
 */
export const oauthMenus: MenuSeed[] = [
  dir(OAUTH_DIR, 0, 90, 'OAuth', 'OAuth2.0', 'OAuth 2.0', 'lock', { visible: '1' }),
  ...page({
    menuId: 170,
    parentId: OAUTH_DIR,
    orderNum: 1,
    path: 'application',
    component: 'oauth/application/index',
    prefix: 'oauth:application',
    perms: PROCESS_QUERY,
    zh: '应用管理',
    en: 'Applications',
    resZh: '应用',
    resEn: 'Application',
    icon: '#',
    visible: '1',
    buttons: [
      'list',
      'query',
      'add',
      'edit',
      'remove',
      { perms: 'oauth:application:resetSecret', zh: '应用重置秘钥', en: 'Application: Reset secret' },
    ],
  }),
  ...page({
    menuId: 171,
    parentId: OAUTH_DIR,
    orderNum: 2,
    path: 'token',
    component: 'oauth/token/index',
    prefix: 'oauth:token',
    perms: PROCESS_QUERY,
    zh: '令牌管理',
    en: 'Tokens',
    resZh: '令牌',
    resEn: 'Token',
    icon: '#',
    visible: '1',
    buttons: ['list', { perms: 'oauth:token:revoke', zh: '令牌撤销', en: 'Token: Revoke' }],
  }),
];
