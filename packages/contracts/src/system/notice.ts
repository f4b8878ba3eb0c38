import { z } from 'zod';
import { pageQuerySchema } from '../common/envelope.js';

/** A published notice as the current user sees it, with that user's read flag. */
export const myNoticeVoSchema = z.object({
  noticeId: z.number().int(),
  noticeTitle: z.string(),
  /** 1 notice, 2 announcement (dict sys_notice_type). */
  noticeType: z.string(),
  noticeContent: z.string().nullable(),
  createBy: z.number().int().nullable(),
  createByName: z.string().nullable(),
  createTime: z.string().nullable(),
  read: z.boolean(),
  readTime: z.string().nullable(),
});
export type MyNoticeVo = z.infer<typeof myNoticeVoSchema>;

const booleanParam = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

export const myNoticeQuerySchema = pageQuerySchema.extend({ unreadOnly: booleanParam });
export type MyNoticeQuery = z.infer<typeof myNoticeQuerySchema>;

/** Permission codes of the notice screen (seeded in menus-system.ts). */
export const NoticePermission = {
  LIST: 'system:notice:list',
  QUERY: 'system:notice:query',
  ADD: 'system:notice:add',
  EDIT: 'system:notice:edit',
  REMOVE: 'system:notice:remove',
} as const;

const noticeFlag = z.enum(['0', '1']);
const NO_HTML = /<[a-zA-Z/!][^>]*>/;

/** A notice as the notice screen lists it. */
export const noticeVoSchema = z.object({
  noticeId: z.number().int(),
  noticeTitle: z.string(),
  noticeType: z.string(),
  noticeContent: z.string().nullable(),
  /** '0' published (normal), '1' closed. */
  status: z.string(),
  createBy: z.number().int().nullable(),
  createByName: z.string().nullable(),
  createTime: z.string().nullable(),
  remark: z.string().nullable(),
});
export type NoticeVo = z.infer<typeof noticeVoSchema>;

export const noticeQuerySchema = pageQuerySchema.extend({
  noticeTitle: z.string().trim().max(50).optional(),
  noticeType: z.enum(['1', '2', '']).optional(),
  createByName: z.string().trim().max(50).optional(),
  'params[beginTime]': z.string().max(30).optional(),
  'params[endTime]': z.string().max(30).optional(),
});
export type NoticeQuery = z.infer<typeof noticeQuerySchema>;

/** Add/edit body. The title is plain text; the content is HTML, sanitised by the server before it is stored. */
export const noticeBodySchema = z.object({
  noticeId: z.coerce.number().int().positive().optional(),
  noticeTitle: z
    .string()
    .trim()
    .min(1)
    .max(50)
    .refine((v) => !NO_HTML.test(v)),
  noticeType: z.enum(['1', '2']),
  noticeContent: z
    .string()
    .max(200_000)
    .nullish()
    .transform((v) => v ?? null),
  status: noticeFlag.default('0'),
  remark: z
    .string()
    .trim()
    .max(255)
    .nullish()
    .transform((v) => v || null),
});
export type NoticeBody = z.input<typeof noticeBodySchema>;
export type NoticeInput = z.output<typeof noticeBodySchema>;

/** Name of the server-sent event that carries notices and other pushed messages. */
export const SSE_MESSAGE_EVENT = 'message';
/** The SSE event of a long task's progress, pushed only to the user who started it (JSON of taskProgressSchema). */
export const SSE_PROGRESS_EVENT = 'progress';

export const taskProgressSchema = z.object({
  /** Which task, e.g. `user-import`. */
  task: z.string(),
  processed: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type TaskProgress = z.infer<typeof taskProgressSchema>;
export const USER_IMPORT_TASK = 'user-import';
