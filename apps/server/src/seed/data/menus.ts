import type { MenuSeed } from '../types.js';
import { dashboardMenus, designMenus } from './menus-misc.js';
import { materialsMenus } from './menus-materials.js';
import { monitorMenus, toolMenus } from './menus-monitor-tool.js';
import { reviewMenus } from './menus-review.js';
import { systemMenus } from './menus-system.js';
import { titleMenus } from './menus-title.js';
import { oauthMenus, workflowMenus } from './menus-workflow.js';

/**
 * The whole menu tree (sys_menu is shared by every tenant).
 *
 * Id ranges, kept stable so role grants and tenant packages can name them:
 * - directories 1..99: 1 system, 2 monitor, 3 tool, 10 dashboard, 11 system/log, 20 title, 21 titleReviewApproval,
 *   22 employee, 23 title/catalog, 24 title/wage, 30 workflow, 31 OAuth (hidden), 32 design (hidden),
 *   33 codegen (hidden);
 * - pages 100..899: 100–133 system (reference ids; 127 social sign-in), 109–116 monitor/tool, 140–143 dashboard, 150–157 workflow,
 *   170–171 OAuth, 175–177 design, 200–218 title, 250–266 review approval, 300–311 employee, 500–501 logs;
 * - buttons `1000 + pageId * 10 + i` (2000..9999).
 */
export const menuSeeds: MenuSeed[] = [
  ...dashboardMenus,
  ...titleMenus,
  ...reviewMenus,
  ...materialsMenus,
  ...systemMenus,
  ...monitorMenus,
  ...toolMenus,
  ...workflowMenus,
  ...oauthMenus,
  ...designMenus,
];
