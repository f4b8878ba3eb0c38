import { z } from 'zod';

/** Permission codes of the dashboard pages (seeded in menus-misc.ts: a page gets `<prefix>:list`). */
export const DashboardPermission = {
  ANALYSIS: 'dashboard:analysis:list',
  WORKPLACE: 'dashboard:workplace:list',
} as const;

const count = z.number().int().nonnegative();

/** Submitted declarations of one calendar month (`yyyy-MM`, server time), split by approval status code. */
export const declarationMonthSchema = z.object({
  month: z.string(),
  total: count,
  /** title_review_approval_status code → count; codes without declarations are absent. */
  byStatus: z.record(z.string(), count),
});
export type DeclarationMonth = z.infer<typeof declarationMonthSchema>;

/** Successful sign-ins of one client key or device type. */
export const signInShareSchema = z.object({ name: z.string(), count });
export type SignInShare = z.infer<typeof signInShareSchema>;

/** Distinct users with a successful sign-in in one ISO week (`yyyy-Www`, starting Monday `weekStart`). */
export const weeklyActiveSchema = z.object({ week: z.string(), weekStart: z.string(), users: count });
export type WeeklyActive = z.infer<typeof weeklyActiveSchema>;

export const dashboardHeadlineSchema = z.object({
  /** Declarations submitted in the current calendar year. */
  declarationsThisYear: count,
  /** Submitted declarations still moving: approval status pending, passed a stage or in review (0, 1, 4). */
  inReview: count,
  /** Declarations through final approval (approval status 6). */
  passed: count,
  /** Users of the tenant (not deleted). */
  users: count,
});
export type DashboardHeadline = z.infer<typeof dashboardHeadlineSchema>;

/** `GET /dashboard/analysis`: the caller's tenant only. Series are oldest first and include empty periods. */
export const dashboardAnalysisSchema = z.object({
  headline: dashboardHeadlineSchema,
  /** The last 12 months, the current one last. */
  declarationsByMonth: z.array(declarationMonthSchema),
  /** Successful sign-ins of the last 30 days; most first. */
  signIns: z.object({
    days: z.number().int(),
    total: count,
    byClient: z.array(signInShareSchema),
    byDevice: z.array(signInShareSchema),
  }),
  /** The last 8 ISO weeks, the current one last. */
  weeklyActiveUsers: z.array(weeklyActiveSchema),
});
export type DashboardAnalysis = z.infer<typeof dashboardAnalysisSchema>;

/** What a to-do counts (labels come from the console's i18n). */
export const WorkplaceTodoKeys = [
  'prepareCheck',
  'objections',
  'evaluations',
  'teamMeetings',
  'committeeMeetings',
  'returned',
  'drafts',
  'messages',
] as const;
export type WorkplaceTodoKey = (typeof WorkplaceTodoKeys)[number];

export const workplaceTodoSchema = z.object({
  key: z.enum(WorkplaceTodoKeys),
  count,
  /** The console route where the work is done. */
  path: z.string(),
});
export type WorkplaceTodo = z.infer<typeof workplaceTodoSchema>;

export const workplaceShortcutSchema = z.object({ title: z.string(), path: z.string(), icon: z.string() });
export type WorkplaceShortcut = z.infer<typeof workplaceShortcutSchema>;

export const workplaceNoticeSchema = z.object({
  noticeId: z.number().int(),
  noticeTitle: z.string(),
  /** 1 notice, 2 announcement (dict sys_notice_type). */
  noticeType: z.string(),
  createByName: z.string().nullable(),
  createTime: z.string().nullable(),
  read: z.boolean(),
});
export type WorkplaceNotice = z.infer<typeof workplaceNoticeSchema>;

/** `GET /dashboard/workplace`: the caller's own to-dos, the pages they can open, the latest notices. */
export const dashboardWorkplaceSchema = z.object({
  todos: z.array(workplaceTodoSchema),
  shortcuts: z.array(workplaceShortcutSchema),
  notices: z.array(workplaceNoticeSchema),
});
export type DashboardWorkplace = z.infer<typeof dashboardWorkplaceSchema>;
