import type { MenuSeed } from '../types.js';
import { dir, hiddenPage, page } from './menu-builders.js';

/** 首页相关 (pages 140..149) and the hidden 应用设计 area (175..). */
export const DASHBOARD_DIR = 10;
export const DESIGN_DIR = 32;

export const DashboardPage = {
  ANALYSIS: 140,
  WORKPLACE: 141,
  PROJECT_DOC: 142,
  MANUAL: 143,
} as const;

export const dashboardMenus: MenuSeed[] = [
  dir(DASHBOARD_DIR, 0, 1, 'dashboard', '首页相关', 'Dashboard', 'dashboard'),
  ...page({
    menuId: DashboardPage.ANALYSIS,
    parentId: DASHBOARD_DIR,
    orderNum: 1,
    path: 'analysis',
    component: 'dashboard/analysis/index',
    prefix: 'dashboard:analysis',
    zh: '分析页',
    en: 'Analysis',
    icon: 'chart',
  }),
  ...page({
    menuId: DashboardPage.WORKPLACE,
    parentId: DASHBOARD_DIR,
    orderNum: 2,
    path: 'workplace',
    component: 'dashboard/workplace/index',
    prefix: 'dashboard:workplace',
    zh: '工作台',
    en: 'Workplace',
    icon: 'dashboard',
  }),
  ...page({
    menuId: DashboardPage.PROJECT_DOC,
    parentId: DASHBOARD_DIR,
    orderNum: 3,
    // The project's own documentation page, served by the console (no outside host is reachable offline).
    path: 'document',
    component: 'dashboard/document/index',
    prefix: '',
    perms: null,
    zh: '项目文档',
    en: 'Project document',
    icon: 'documentation',
  }),
  ...page({
    menuId: DashboardPage.MANUAL,
    parentId: DASHBOARD_DIR,
    orderNum: 4,
    path: 'manual',
    component: 'dashboard/manual/index',
    prefix: 'dashboard:manual',
    zh: '操作手册',
    en: 'Operation manual',
    resZh: '手册',
    resEn: 'Manual',
    icon: 'guide',
    buttons: ['download', 'upload'],
  }),
];

/**
 * The low-code designer: hidden routes gated by '*:*:*' (spec §2), so only the super admin reaches them.
 * Never grant these to a role: a role holding a menu holds its perms, and '*:*:*' would grant everything.
 */
export const designMenus: MenuSeed[] = [
  dir(DESIGN_DIR, 0, 91, 'design', '应用设计', 'Application design', 'component', { visible: '1' }),
  hiddenPage(
    175,
    DESIGN_DIR,
    1,
    'catalogue',
    'design/catalogue/index',
    '*:*:*',
    '应用目录',
    'Application catalogue',
  ),
  hiddenPage(
    176,
    DESIGN_DIR,
    2,
    'application',
    'design/application/index',
    '*:*:*',
    '应用设计',
    'Application design',
  ),
  hiddenPage(177, DESIGN_DIR, 3, 'object', 'design/object/index', '*:*:*', '应用设计面板', 'Design panel'),
];
