import { ReviewApprovalPermission } from '@zcps/contracts';
import type { MenuSeed } from '../types.js';
import { menuSeeds } from './menus.js';
import { ATTACHMENT_TYPE_PAGE, EMPLOYEE_DIR, EMPLOYEE_INFO_PAGE } from './menus-materials.js';
import { DashboardPage } from './menus-misc.js';
import { ReviewPage, REVIEW_DIR } from './menus-review.js';
import { TENANT_PACKAGE_PAGE, TENANT_PAGE } from '../../modules/system/tenant/tenant-menus.js';
import { CLIENT_PAGE, REVIEW_DECLARE_PAGE, REVIEWER_PAGE, TITLE_DIR } from './menus-title.js';
import { WORKFLOW_DESIGN_PAGES, WORKFLOW_TASK_PAGES } from './menus-workflow.js';

/**
 * Which menus each seeded role gets (domain.md "Who uses it"). The super admin needs no grants (it sees all).
 *
 * Rules:
 * - admin: everything except tenant management and tenant packages (those are the platform's) and the design
 *   pages, whose perms are '*:*:*' — a role holding a menu holds its perms, so granting them would grant all.
 * - office: title master data and activities (full), review approval (full), materials read + check
 *   (attachment types full), workflow (tasks, and the models and deployments of its 预审 processes), dashboard.
 * - reviewer: workplace, manual, their own reviewer profile (self scope: contact fields only), and review tasks
 *   only — defense scoring, group opinions, team and committee ballots, rating, review detail (query); never
 *   tallies, exports or office actions.
 * - company: its employees' materials (all but check), declarations incl. recommend, its unit profile, results,
 *   workflow tasks (the 预审 chain's 单位推荐).
 * - staff: own record and sub-forms (no import/export/check), own declarations, results, workflow tasks.
 * - competent (主管部门): workflow tasks only (the 预审 chain's 主管部门审核).
 * Every grant is closed over parents, so each page's directory chain is included.
 */
export type SeededRoleKey = 'admin' | 'office' | 'reviewer' | 'company' | 'staff' | 'competent';

/** Page id → the button actions (last perms segment) granted with it; 'all' = every button. */
type Grant = Record<number, readonly string[] | 'all'>;

const byId = new Map(menuSeeds.map((m) => [m.menuId, m]));

function lastSegment(perms: string | null): string {
  return perms?.split(':').at(-1) ?? '';
}

function childrenOf(id: number): MenuSeed[] {
  return menuSeeds.filter((m) => m.parentId === id);
}

/** All pages (C) below a directory, at any depth. */
function pagesUnder(dirId: number): number[] {
  return childrenOf(dirId).flatMap((m) =>
    m.menuType === 'M' ? pagesUnder(m.menuId) : m.menuType === 'C' ? [m.menuId] : [],
  );
}

function closeOverParents(ids: Iterable<number>): number[] {
  const out = new Set<number>();
  for (const id of ids) {
    let cur = byId.get(id);
    while (cur && !out.has(cur.menuId)) {
      out.add(cur.menuId);
      cur = cur.parentId === 0 ? undefined : byId.get(cur.parentId);
    }
  }
  return [...out].sort((a, b) => a - b);
}

function expand(grant: Grant): number[] {
  const ids: number[] = [];
  for (const [key, actions] of Object.entries(grant)) {
    const pageId = Number(key);
    const pageSeed = byId.get(pageId);
    if (!pageSeed || pageSeed.menuType !== 'C') throw new Error(`role grant names a non-page menu ${pageId}`);
    ids.push(pageId);
    for (const button of childrenOf(pageId)) {
      if (button.menuType !== 'F') continue;
      if (actions === 'all' || actions.includes(lastSegment(button.perms))) ids.push(button.menuId);
    }
  }
  return closeOverParents(ids);
}

function allOf(pageIds: number[], actions: readonly string[] | 'all' = 'all'): Grant {
  return Object.fromEntries(pageIds.map((id) => [id, actions]));
}

const EMPLOYEE_SUB_FORMS = pagesUnder(EMPLOYEE_DIR).filter((id) => id !== ATTACHMENT_TYPE_PAGE);
const WORKPLACE: Grant = { [DashboardPage.WORKPLACE]: 'all', [DashboardPage.MANUAL]: ['download'] };
const RESULTS: Grant = {
  [ReviewPage.REVIEW_RESULT]: ['query'],
  [ReviewPage.REVIEW_DETAIL]: ['query'],
  [ReviewPage.INDEX]: 'all',
};

const excludedFromAdmin = new Set(
  menuSeeds
    .filter(
      (m) =>
        m.perms === '*:*:*' ||
        m.menuId === TENANT_PAGE ||
        m.menuId === TENANT_PACKAGE_PAGE ||
        m.parentId === TENANT_PAGE ||
        m.parentId === TENANT_PACKAGE_PAGE,
    )
    .map((m) => m.menuId),
);

const adminIds = closeOverParents(
  menuSeeds.filter((m) => m.menuType !== 'M' && !excludedFromAdmin.has(m.menuId)).map((m) => m.menuId),
);

/** Actions only an expert takes (the services check the expert too): the office never holds them. */
const EXPERT_ONLY = new Set<string>([ReviewApprovalPermission.VOTE]);

const officeIds = expand({
  [DashboardPage.ANALYSIS]: 'all',
  [DashboardPage.PROJECT_DOC]: 'all',
  ...WORKPLACE,
  ...allOf(pagesUnder(TITLE_DIR)),
  ...allOf(pagesUnder(REVIEW_DIR)),
  ...allOf(EMPLOYEE_SUB_FORMS, ['query', 'export', 'download', 'check']),
  [ATTACHMENT_TYPE_PAGE]: 'all',
  ...allOf(WORKFLOW_TASK_PAGES),
  ...allOf(WORKFLOW_DESIGN_PAGES),
}).filter((id) => !EXPERT_ONLY.has(byId.get(id)?.perms ?? ''));

const reviewerIds = expand({
  ...WORKPLACE,
  [REVIEWER_PAGE]: ['query', 'edit'],
  [ReviewPage.DEFENSE]: ['query', 'score'],
  [ReviewPage.GROUP_REVIEW]: ['query', 'opinion'],
  [ReviewPage.TEAM_VOTE]: ['query', 'vote'],
  [ReviewPage.COMMITTEE_VOTE]: ['query', 'vote'],
  [ReviewPage.REVIEW_RATING]: ['query', 'rate'],
  [ReviewPage.REVIEW_DETAIL]: ['query'],
  [ReviewPage.INDEX]: 'all',
});

const companyIds = expand({
  ...WORKPLACE,
  ...allOf(EMPLOYEE_SUB_FORMS, [
    'query',
    'add',
    'edit',
    'remove',
    'export',
    'import',
    'submit',
    'upload',
    'download',
  ]),
  [REVIEW_DECLARE_PAGE]: ['query', 'add', 'edit', 'remove', 'export', 'submit', 'withdraw', 'recommend'],
  [CLIENT_PAGE]: ['query', 'edit'],
  ...RESULTS,
  [ReviewPage.REVIEW_RESULT]: ['query', 'export'],
  ...allOf(WORKFLOW_TASK_PAGES),
});

const staffIds = expand({
  ...WORKPLACE,
  ...allOf(EMPLOYEE_SUB_FORMS, ['query', 'add', 'edit', 'remove', 'submit', 'upload', 'download']),
  [EMPLOYEE_INFO_PAGE]: ['query', 'add', 'edit', 'submit'],
  [REVIEW_DECLARE_PAGE]: ['query', 'add', 'edit', 'remove', 'submit', 'withdraw'],
  ...RESULTS,
  ...allOf(WORKFLOW_TASK_PAGES),
});

const competentIds = expand({ ...WORKPLACE, ...allOf(WORKFLOW_TASK_PAGES) });

/** Explicit menu id lists per seeded role (sorted, parents included). */
export const roleMenuIds: Record<SeededRoleKey, number[]> = {
  admin: adminIds,
  office: officeIds,
  reviewer: reviewerIds,
  company: companyIds,
  staff: staffIds,
  competent: competentIds,
};

function membership(ids: number[]): (menu: MenuSeed) => boolean {
  const set = new Set(ids);
  return (menu) => set.has(menu.menuId);
}

/** The same grants as predicates over menu seeds. */
export const roleMenuKeys: Record<SeededRoleKey, (menu: MenuSeed) => boolean> = {
  admin: membership(adminIds),
  office: membership(officeIds),
  reviewer: membership(reviewerIds),
  company: membership(companyIds),
  staff: membership(staffIds),
  competent: membership(competentIds),
};
