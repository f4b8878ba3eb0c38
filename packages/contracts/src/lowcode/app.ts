import { z } from 'zod';
import { ALL_PERMISSION } from '../common/constants.js';

/**
 * The low-code designer (/design/catalogue, /design/application, /design/object) and its runtime
 * (`/lc/{app}/{object}`). Designer routes need `*:*:*` (spec: HiddenRoutePermission.DESIGN); runtime routes need
 * `lc:{app}:{object}:{op}`, written to the menu on publish.
 */
export const LowcodePermission = {
  DESIGN: ALL_PERMISSION,
} as const;

export const LC_OPERATIONS = ['list', 'query', 'add', 'edit', 'remove', 'export', 'import'] as const;
export type LcOperation = (typeof LC_OPERATIONS)[number];

/** The runtime permission of one operation on one object: `lc:edu:hours:add`. */
export function lcPermission(appKey: string, objectKey: string, op: LcOperation): string {
  return `lc:${appKey}:${objectKey}:${op}`;
}

/** App and object keys: lower snake case identifiers; they name tables (`lc_<app>_<object>`) and permissions. */
export const LC_KEY_PATTERN = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;
export const LC_APP_KEY_MAX = 20;
export const LC_OBJECT_KEY_MAX = 30;

/** The real table of an object. App keys are unique across tenants, so table names are too. */
export function lcTableName(appKey: string, objectKey: string): string {
  return `lc_${appKey}_${objectKey}`;
}

/** The console page every published object opens (`apps/web/src/features/lowcode/runtime/index.tsx`). */
export const LC_RUNTIME_COMPONENT = 'lowcode/runtime/index';

/** The menu's `query` of a published object: the runtime page reads `app` and `object` from the route query. */
export interface LcRouteQuery {
  app: string;
  object: string;
}

export const LcAppStatus = { NORMAL: '0', DISABLED: '1' } as const;

const noHtml = (s: string) => !/<[^>]*>/.test(s);
const label = (max: number) => z.string().trim().min(1).max(max).refine(noHtml);

export const lcAppKeySchema = z.string().trim().min(1).max(LC_APP_KEY_MAX).regex(LC_KEY_PATTERN);
export const lcObjectKeySchema = z.string().trim().min(1).max(LC_OBJECT_KEY_MAX).regex(LC_KEY_PATTERN);

export const lcAppVoSchema = z.object({
  appId: z.number().int(),
  appKey: z.string(),
  name: z.string(),
  icon: z.string().nullable(),
  /** Catalogue group (free text, e.g. 继续教育). */
  appGroup: z.string().nullable(),
  status: z.enum([LcAppStatus.NORMAL, LcAppStatus.DISABLED]),
  /** Menu under which the app's directory is published (0 = top level). */
  parentMenuId: z.number().int(),
  remark: z.string().nullable(),
  /** Bumped by every designer change of the app's objects, fields and pages. */
  rev: z.number().int(),
  /** `rev` at the last publish; null while never published or after unpublish. */
  publishedRev: z.number().int().nullable(),
  /** The app's directory menu once published. */
  menuId: z.number().int().nullable(),
  objectCount: z.number().int(),
  createTime: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type LcAppVo = z.infer<typeof lcAppVoSchema>;

export const lcAppFilterSchema = z.object({
  name: z.string().trim().max(50).optional(),
  appKey: z.string().trim().max(LC_APP_KEY_MAX).optional(),
  appGroup: z.string().trim().max(50).optional(),
  status: z.enum([LcAppStatus.NORMAL, LcAppStatus.DISABLED, '']).optional(),
});
export type LcAppFilter = z.infer<typeof lcAppFilterSchema>;

export const lcAppCreateSchema = z.object({
  appKey: lcAppKeySchema,
  name: label(50),
  icon: z.string().trim().max(100).nullish(),
  appGroup: z.string().trim().max(50).refine(noHtml).nullish(),
  status: z.enum([LcAppStatus.NORMAL, LcAppStatus.DISABLED]).default(LcAppStatus.NORMAL),
  parentMenuId: z.number().int().min(0).default(0),
  remark: z.string().trim().max(500).nullish(),
});
export type LcAppCreate = z.infer<typeof lcAppCreateSchema>;

/** The key is fixed once created (it names tables and permissions); copy the app to get another key. */
export const lcAppUpdateSchema = lcAppCreateSchema.omit({ appKey: true }).extend({
  appId: z.number().int().positive(),
});
export type LcAppUpdate = z.infer<typeof lcAppUpdateSchema>;

/** `POST /lowcode/app/{appId}/copy`: a new app with the same objects, fields and pages and empty tables. */
export const lcAppCopySchema = z.object({ appKey: lcAppKeySchema, name: label(50) });
export type LcAppCopy = z.infer<typeof lcAppCopySchema>;

export const LcPublishAction = { PUBLISH: 'publish', UNPUBLISH: 'unpublish' } as const;

export const lcPublishLogVoSchema = z.object({
  logId: z.number().int(),
  appId: z.number().int(),
  action: z.enum([LcPublishAction.PUBLISH, LcPublishAction.UNPUBLISH]),
  rev: z.number().int(),
  /** Object keys published with their revs. */
  objects: z.array(z.object({ objectKey: z.string(), rev: z.number().int() })),
  createBy: z.number().int().nullable(),
  createByName: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type LcPublishLogVo = z.infer<typeof lcPublishLogVoSchema>;
