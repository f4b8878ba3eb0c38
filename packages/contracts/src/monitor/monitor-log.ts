import { z } from 'zod';

/** `sys_oper_log.business_type`: ordinals of the family's BusinessType, matching dict sys_oper_type. */
export const BusinessType = {
  OTHER: 0,
  INSERT: 1,
  UPDATE: 2,
  DELETE: 3,
  GRANT: 4,
  EXPORT: 5,
  IMPORT: 6,
  FORCE: 7,
  GENCODE: 8,
  CLEAN: 9,
} as const;
export type BusinessType = (typeof BusinessType)[keyof typeof BusinessType];

/** `operator_type`: 0 other, 1 manage (back office), 2 mobile. */
export const OperatorType = { OTHER: 0, MANAGE: 1, MOBILE: 2 } as const;

/** Permission codes of the monitor log screens (seeded buttons; the web gates on the same codes). */
export const MonitorPermission = {
  LOGININFOR_LIST: 'monitor:logininfor:list',
  LOGININFOR_EXPORT: 'monitor:logininfor:export',
  LOGININFOR_REMOVE: 'monitor:logininfor:remove',
  LOGININFOR_UNLOCK: 'monitor:logininfor:unlock',
  OPERLOG_LIST: 'monitor:operlog:list',
  OPERLOG_QUERY: 'monitor:operlog:query',
  OPERLOG_EXPORT: 'monitor:operlog:export',
  OPERLOG_REMOVE: 'monitor:operlog:remove',
  ONLINE_LIST: 'monitor:online:list',
  ONLINE_FORCE_LOGOUT: 'monitor:online:forceLogout',
  ONLINE_BATCH_LOGOUT: 'monitor:online:batchLogout',
} as const;

const text = (max: number) => z.string().trim().max(max).optional();

/** Filters of the login log list and export (paging and date range are added by the server). */
export const loginLogFilterSchema = z.object({
  ipaddr: text(128),
  userName: text(50),
  status: z.enum(['0', '1', '']).optional(),
});
export type LoginLogFilter = z.infer<typeof loginLogFilterSchema>;

export const operLogFilterSchema = z.object({
  operIp: text(128),
  title: text(50),
  operName: text(50),
  businessType: z.union([z.coerce.number().int().min(0).max(9), z.literal('')]).optional(),
  status: z.union([z.coerce.number().int().min(0).max(1), z.literal('')]).optional(),
});
export type OperLogFilter = z.infer<typeof operLogFilterSchema>;

export const onlineFilterSchema = z.object({ ipaddr: text(128), userName: text(50) });

/** `1,2,3` in a path: ids of rows to delete. */
export const idListParam = z
  .string()
  .regex(/^\d{1,19}(,\d{1,19})*$/)
  .max(4000)
  .transform((s) => [...new Set(s.split(',').map(Number))]);

/** A session's tokenId: the SHA-256 hex of its token. */
export const tokenIdParam = z.string().regex(/^[0-9a-f]{64}$/);
export const tokenIdListParam = z
  .string()
  .regex(/^[0-9a-f]{64}(,[0-9a-f]{64})*$/)
  .max(6600)
  .transform((s) => [...new Set(s.split(','))]);

export const loginLogVoSchema = z.object({
  infoId: z.number().int(),
  tenantId: z.string(),
  userName: z.string(),
  clientKey: z.string(),
  deviceType: z.string(),
  status: z.string(),
  ipaddr: z.string(),
  loginLocation: z.string(),
  browser: z.string(),
  os: z.string(),
  msg: z.string(),
  loginTime: z.string().nullable(),
});
export type LoginLogVo = z.infer<typeof loginLogVoSchema>;

export const operLogVoSchema = z.object({
  operId: z.number().int(),
  tenantId: z.string(),
  title: z.string(),
  businessType: z.number().int(),
  method: z.string(),
  requestMethod: z.string(),
  operatorType: z.number().int(),
  operName: z.string(),
  deptName: z.string(),
  operUrl: z.string(),
  operIp: z.string(),
  operLocation: z.string(),
  operParam: z.string(),
  jsonResult: z.string(),
  status: z.number().int(),
  errorMsg: z.string(),
  operTime: z.string().nullable(),
  costTime: z.number().int(),
});
export type OperLogVo = z.infer<typeof operLogVoSchema>;

export const onlineUserVoSchema = z.object({
  tokenId: z.string(),
  tenantId: z.string(),
  userName: z.string(),
  nickName: z.string(),
  deptName: z.string().nullable(),
  clientKey: z.string(),
  deviceType: z.string(),
  ipaddr: z.string(),
  loginLocation: z.string(),
  browser: z.string(),
  os: z.string(),
  /** epoch ms */
  loginTime: z.number(),
  /** epoch ms; refreshed at most once a minute. */
  lastActive: z.number(),
  /** True for the session making the request. */
  current: z.boolean(),
});
export type OnlineUserVo = z.infer<typeof onlineUserVoSchema>;
