import {
  hasPermission,
  RouteComponent,
  type DashboardWorkplace,
  type Language,
  type RouterVo,
  type WorkplaceShortcut,
  type WorkplaceTodo,
  type WorkplaceTodoKey,
} from '@zcps/contracts';
import type { LoginUser } from '../../platform/auth/login-user.js';
import { eq } from 'drizzle-orm';
import { zcReviewDeclaration } from '../../db/schema/index.js';
import { declarationScope } from '../review/declaration/declaration.service.js';
import { formatDateTime } from '../../platform/http/dates.js';
import type { MenuService } from '../system/menu/menu.service.js';
import type { MyNoticeRepo } from '../system/notice/my-notice.repo.js';
import type { WorkplaceRepo } from './workplace.repo.js';

interface TodoSpec {
  key: WorkplaceTodoKey;
  /** The page the work is done on: the to-do shows only to those who can open it. */
  perm: string;
  path: string;
  /** Only for users who are reviewers (a zc_reviewer row names their account). */
  reviewer?: true;
}

const REVIEW = '/titleReviewApproval';
const DECLARE = '/title/review-declare';

const TODOS: readonly TodoSpec[] = [
  { key: 'prepareCheck', perm: 'title:review-approval:prepare', path: `${REVIEW}/prepare` },
  { key: 'objections', perm: 'title:review-approval:final-approval', path: `${REVIEW}/final-approval` },
  {
    key: 'evaluations',
    perm: 'title:review-approval:group-review',
    path: `${REVIEW}/group-review`,
    reviewer: true,
  },
  {
    key: 'teamMeetings',
    perm: 'title:review-approval:team-vote',
    path: `${REVIEW}/team-vote`,
    reviewer: true,
  },
  {
    key: 'committeeMeetings',
    perm: 'title:review-approval:committee-vote',
    path: `${REVIEW}/committee-vote`,
    reviewer: true,
  },
  { key: 'returned', perm: 'title:review-declare:list', path: DECLARE },
  { key: 'drafts', perm: 'title:review-declare:list', path: DECLARE },
  { key: 'messages', perm: 'title:review-declare:list', path: DECLARE },
];

/** Pages offered first when the user's menu has them; the rest of the menu fills up to MAX_SHORTCUTS. */
const PREFERRED = [
  'title/reviewDeclare/index',
  'titleReviewApproval/prepare/index',
  'titleReviewApproval/groupReview/index',
  'titleReviewApproval/teamVote/index',
  'titleReviewApproval/committeeVote/index',
  'titleReviewApproval/reviewResult/index',
  'employee/info/index',
  'title/reviewActivity/index',
  'title/reviewer/index',
  'system/notice/index',
  'system/user/index',
];
const MAX_SHORTCUTS = 8;
const NOTICES = 5;
const SPECIAL = new Set<string>(Object.values(RouteComponent));

function joinPath(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/+$/, '')}/${path}`;
}

/** Visible pages of a router tree with their full paths, in menu order (links and the workplace skipped). */
export function menuPages(
  routers: readonly RouterVo[],
  parent = '',
): (WorkplaceShortcut & { key: string })[] {
  return routers.flatMap((r) => {
    if (r.hidden) return [];
    const path = joinPath(parent, r.path);
    if (r.children?.length) return menuPages(r.children, path);
    const key = r.component ?? '';
    if (!key || SPECIAL.has(key) || r.meta?.link || key.startsWith('dashboard/workplace')) return [];
    return [{ key, path, title: r.meta?.title ?? path, icon: r.meta?.icon ?? '' }];
  });
}

export function pickShortcuts(routers: readonly RouterVo[]): WorkplaceShortcut[] {
  const pages = menuPages(routers);
  const rank = (key: string) => {
    const i = PREFERRED.indexOf(key);
    return i < 0 ? PREFERRED.length : i;
  };
  return pages
    .map((page, order) => ({ page, order }))
    .sort((a, b) => rank(a.page.key) - rank(b.page.key) || a.order - b.order)
    .slice(0, MAX_SHORTCUTS)
    .map(({ page: { title, path, icon } }) => ({ title, path, icon }));
}

/** The workplace of the signed-in user: their to-dos, the pages they can open, the tenant's latest notices. */
export class WorkplaceService {
  constructor(
    private readonly repo: WorkplaceRepo,
    private readonly notices: MyNoticeRepo,
    private readonly menus: MenuService,
  ) {}

  async workplace(user: LoginUser, lang: Language): Promise<DashboardWorkplace> {
    const [counts, routers, notices] = await Promise.all([
      // A unit's drafts and returns wait on its HR as much as on the applicant; the office's only on itself.
      this.repo.todoCounts(
        user.tenantId,
        user.userId,
        declarationScope(user) ?? eq(zcReviewDeclaration.userId, user.userId),
      ),
      this.menus.routersFor(user, lang),
      this.notices.page(user.tenantId, user.userId, { pageNum: 1, pageSize: NOTICES, unreadOnly: false }),
    ]);
    const todos: WorkplaceTodo[] = TODOS.filter(
      (spec) => hasPermission(user.permissions, spec.perm) && (!spec.reviewer || counts.isReviewer),
    ).map(({ key, path }) => ({ key, path, count: counts[key] }));
    return {
      todos,
      shortcuts: pickShortcuts(routers),
      notices: notices.rows.map((n) => ({
        noticeId: n.noticeId,
        noticeTitle: n.noticeTitle,
        noticeType: n.noticeType,
        createByName: n.createByName,
        createTime: formatDateTime(n.createTime),
        read: n.readTime !== null,
      })),
    };
  }
}
