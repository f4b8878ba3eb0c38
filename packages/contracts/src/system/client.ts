import { z } from 'zod';

/** Permission codes of the client screen (seeded buttons of menu 123; the console gates on the same). */
export const ClientPermission = {
  LIST: 'system:client:list',
  QUERY: 'system:client:query',
  ADD: 'system:client:add',
  EDIT: 'system:client:edit',
  REMOVE: 'system:client:remove',
  EXPORT: 'system:client:export',
} as const;

/** '0' normal, '1' disabled (dictionary sys_normal_disable). */
export const CLIENT_STATUSES = ['0', '1'] as const;

/** Most seconds a token may live: one year, so a typo cannot issue near-eternal tokens. */
export const CLIENT_MAX_TIMEOUT = 365 * 24 * 3600;

/** What the API shows instead of a stored secret. */
export const SECRET_MASK = '******';

export const clientVoSchema = z.object({
  id: z.number().int(),
  clientId: z.string(),
  clientKey: z.string(),
  clientSecret: z.string(),
  grantType: z.string(),
  grantTypeList: z.array(z.string()),
  deviceType: z.string().nullable(),
  activeTimeout: z.number().int(),
  timeout: z.number().int(),
  status: z.string(),
  createTime: z.string().nullable(),
});
export type ClientVo = z.infer<typeof clientVoSchema>;

const seconds = z.coerce.number().int().min(1).max(CLIENT_MAX_TIMEOUT);

export const clientBodySchema = z
  .object({
    clientKey: z
      .string()
      .trim()
      .min(1)
      .max(32)
      .regex(/^[A-Za-z0-9_-]+$/),
    clientSecret: z.string().trim().min(1).max(255),
    grantTypeList: z.array(z.string().trim().min(1).max(32)).min(1).max(20),
    deviceType: z.string().trim().min(1).max(32),
    activeTimeout: seconds.default(1800),
    timeout: seconds.default(604800),
    status: z.enum(CLIENT_STATUSES).default('0'),
  })
  .strict();
export type ClientBody = z.input<typeof clientBodySchema>;

/** On edit a blank or omitted secret keeps the stored one (the console never receives it). */
export const clientUpdateSchema = clientBodySchema
  .extend({
    id: z.coerce.number().int().positive(),
    clientId: z.string().max(64).optional(),
    clientSecret: z.string().trim().max(255).optional(),
  })
  .strict();
export type ClientUpdate = z.input<typeof clientUpdateSchema>;

export const clientStatusSchema = z.object({
  id: z.coerce.number().int().positive(),
  clientId: z.string().max(64).optional(),
  status: z.enum(CLIENT_STATUSES),
});
export type ClientStatusBody = z.input<typeof clientStatusSchema>;

/** No filter on the secret: matching on it would let a caller guess secrets one query at a time. */
export const clientFilterSchema = z.object({
  clientId: z.string().trim().max(64).optional(),
  clientKey: z.string().trim().max(32).optional(),
  status: z.enum(['', ...CLIENT_STATUSES]).optional(),
});
export type ClientFilter = z.infer<typeof clientFilterSchema>;
