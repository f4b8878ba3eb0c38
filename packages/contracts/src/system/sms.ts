import { z } from 'zod';

/** Permission codes of 短信消息 (seeded buttons; the console gates on the same codes). */
export const SmsPermission = {
  QUERY: 'system:sms:query',
  SEND: 'system:sms:send',
  REMOVE: 'system:sms:remove',
  EXPORT: 'system:sms:export',
  /** Templates and the provider configuration. */
  EDIT: 'system:sms:edit',
} as const;

/** What a message is for: each has one template per channel and its own named parameters. */
export const NotifyPurpose = {
  LOGIN: 'login',
  RESET: 'reset',
  REVIEW: 'review',
  DEFENSE: 'defense',
} as const;
export type NotifyPurposeKind = (typeof NotifyPurpose)[keyof typeof NotifyPurpose];
export const NOTIFY_PURPOSES = ['login', 'reset', 'review', 'defense'] as const;
/** The log also holds 测试发送 messages, which have no template. */
export const NOTIFY_LOG_PURPOSES = [...NOTIFY_PURPOSES, 'test'] as const;
export type NotifyLogPurpose = (typeof NOTIFY_LOG_PURPOSES)[number];
export const NOTIFY_CHANNELS = ['sms', 'email'] as const;

/** The parameters a purpose's template may name as `{name}`. */
export const NOTIFY_PURPOSE_PARAMS: Record<NotifyPurposeKind, readonly string[]> = {
  login: ['code', 'minutes'],
  reset: ['code', 'minutes'],
  review: ['name', 'action', 'opinion'],
  defense: ['name', 'time', 'place', 'order'],
};

/** Purposes whose messages carry a sign-in or reset code: stored masked, never sent again. */
export const isCodePurpose = (purpose: string) => purpose === 'login' || purpose === 'reset';

/** The `{name}` parameters a template text uses, in order of first use. */
export function templateParams(text: string): string[] {
  return [...new Set([...text.matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g)].map((m) => m[1]!))];
}

/** The template text with each `{name}` replaced by its value (an unknown name stays as written). */
export function renderTemplate(text: string, params: Record<string, string>): string {
  return text.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? params[name]! : whole,
  );
}

/** 待发送, 已发送, 失败 (dictionary sys_sms_status). */
export const SmsStatus = { PENDING: '0', SENT: '1', FAILED: '2' } as const;
export const SMS_STATUSES = ['0', '1', '2'] as const;

export const NOTIFY_PROVIDERS = ['log', 'smtp', 'http'] as const;
export type NotifyProviderKind = (typeof NOTIFY_PROVIDERS)[number];

const noHtml = (s: string) => !/<[^>]*>/.test(s);

export const smsTemplateVoSchema = z.object({
  templateId: z.number().int(),
  purpose: z.enum(NOTIFY_PURPOSES),
  channel: z.enum(NOTIFY_CHANNELS),
  templateCode: z.string(),
  subject: z.string(),
  templateText: z.string(),
  /** '0' enabled, '1' disabled. */
  status: z.string(),
  updateTime: z.string().nullable(),
});
export type SmsTemplateVo = z.infer<typeof smsTemplateVoSchema>;

/** Names the first parameter of `text` its purpose does not offer. */
function paramsCheck(field: 'templateText' | 'subject') {
  return (
    body: { purpose: NotifyPurposeKind; templateText: string; subject: string },
    ctx: z.RefinementCtx,
  ) => {
    const allowed = NOTIFY_PURPOSE_PARAMS[body.purpose];
    const unknown = templateParams(body[field]).find((p) => !allowed.includes(p));
    if (unknown !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message: '',
        params: {
          message: 'validation.templateParam',
          args: { param: `{${unknown}}`, allowed: allowed.map((p) => `{${p}}`).join(' ') },
        },
      });
  };
}

export const smsTemplateUpdateSchema = z
  .object({
    templateId: z.number().int().positive(),
    purpose: z.enum(NOTIFY_PURPOSES),
    templateCode: z.string().trim().max(100).default(''),
    subject: z.string().trim().max(200).refine(noHtml).default(''),
    templateText: z.string().trim().min(1).max(1000).refine(noHtml),
    status: z.enum(['0', '1']),
  })
  .superRefine(paramsCheck('templateText'))
  .superRefine(paramsCheck('subject'));
export type SmsTemplateUpdate = z.infer<typeof smsTemplateUpdateSchema>;

export const smsProviderVoSchema = z.object({
  channel: z.enum(NOTIFY_CHANNELS),
  provider: z.enum(NOTIFY_PROVIDERS).nullable(),
  /** row: configured here; env: the server's environment default (ZCPS_SMTP_*, the log provider). */
  source: z.enum(['row', 'env']),
  host: z.string(),
  port: z.number().int().nullable(),
  secure: z.boolean(),
  username: z.string(),
  /** SECRET_MASK when one is stored, '' otherwise. */
  password: z.string(),
  fromAddr: z.string(),
  url: z.string(),
  secretHeader: z.string(),
  secret: z.string(),
  updateTime: z.string().nullable(),
});
export type SmsProviderVo = z.infer<typeof smsProviderVoSchema>;

const optionalText = (max: number) => z.string().trim().max(max).default('');

export const smsProviderSaveSchema = z
  .object({
    channel: z.enum(NOTIFY_CHANNELS),
    provider: z.enum(NOTIFY_PROVIDERS),
    host: optionalText(255),
    port: z.number().int().min(1).max(65535).nullish(),
    secure: z.boolean().default(false),
    username: optionalText(255),
    /** Blank or SECRET_MASK keeps the stored one. */
    password: z.string().max(255).optional(),
    fromAddr: optionalText(255),
    url: optionalText(500),
    secretHeader: z
      .string()
      .trim()
      .max(100)
      .regex(/^[A-Za-z0-9-]*$/)
      .default(''),
    secret: z.string().max(500).optional(),
  })
  .superRefine((b, ctx) => {
    const need = (field: 'host' | 'fromAddr' | 'url', ok: boolean) => {
      if (!ok)
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: '',
          params: { message: 'validation.required' },
        });
    };
    if (b.provider === 'smtp') {
      if (b.channel !== 'email')
        ctx.addIssue({
          code: 'custom',
          path: ['provider'],
          message: '',
          params: { message: 'validation.smtpEmailOnly' },
        });
      need('host', b.host !== '');
      need('fromAddr', /^[^\s@]+@[^\s@]+$/.test(b.fromAddr));
    }
    if (b.provider === 'http') need('url', /^https?:\/\/[^\s]+$/.test(b.url));
  });
export type SmsProviderSave = z.infer<typeof smsProviderSaveSchema>;

export const smsTestSendSchema = z.object({
  channel: z.enum(NOTIFY_CHANNELS),
  to: z.string().trim().min(3).max(255),
});
export type SmsTestSend = z.infer<typeof smsTestSendSchema>;

export const smsLogVoSchema = z.object({
  logId: z.number().int(),
  channel: z.string(),
  purpose: z.string(),
  /** Masked: 138****1234, a***@example.com. */
  recipient: z.string(),
  templateCode: z.string(),
  subject: z.string(),
  content: z.string(),
  status: z.string(),
  error: z.string().nullable(),
  attempts: z.number().int(),
  provider: z.string(),
  createTime: z.string().nullable(),
  sendTime: z.string().nullable(),
});
export type SmsLogVo = z.infer<typeof smsLogVoSchema>;

export const smsLogFilterSchema = z.object({
  channel: z.enum([...NOTIFY_CHANNELS, '']).optional(),
  purpose: z.enum([...NOTIFY_LOG_PURPOSES, '']).optional(),
  status: z.enum([...SMS_STATUSES, '']).optional(),
});
export type SmsLogFilter = z.infer<typeof smsLogFilterSchema>;
