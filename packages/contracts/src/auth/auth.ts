import { z } from 'zod';

/** Fields every grant type shares; checked before the grant type is dispatched. */
export const loginBaseSchema = z.object({
  clientId: z.string().trim().min(1).max(64),
  grantType: z.string().trim().min(1).max(32),
  tenantId: z.string().trim().max(20).optional(),
  code: z.string().max(64).optional(),
  uuid: z.string().max(64).optional(),
  rememberMe: z.boolean().optional(),
});
export type LoginBase = z.infer<typeof loginBaseSchema>;

export const passwordLoginSchema = loginBaseSchema.extend({
  username: z.string().trim().min(2).max(20),
  password: z.string().min(5).max(20),
});
export type PasswordLoginBody = z.infer<typeof passwordLoginSchema>;

/** `POST /auth/unlock` (encrypted): the signed-in user's password, to leave the lock screen. */
export const unlockSchema = z.object({ password: z.string().min(1).max(100) });
export type UnlockBody = z.infer<typeof unlockSchema>;

export const loginVoSchema = z.object({
  access_token: z.string(),
  expire_in: z.number().int(),
  client_id: z.string(),
  refresh_token: z.string().nullable().optional(),
  refresh_expire_in: z.number().int().nullable().optional(),
  scope: z.string().nullable().optional(),
  openid: z.string().nullable().optional(),
});
export type LoginVo = z.infer<typeof loginVoSchema>;

export const captchaVoSchema = z.object({
  captchaEnabled: z.boolean(),
  uuid: z.string().nullable().optional(),
  img: z.string().nullable().optional(),
  type: z.enum(['slide', 'click', 'math']).nullable().optional(),
  /** Slide: the piece (PNG Base64) and its top edge; the answer is its x offset in `img`. */
  piece: z.string().optional(),
  pieceY: z.number().int().optional(),
  /** Click: the characters to click in `img`, in order. */
  words: z.array(z.string()).optional(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
});
export type CaptchaVo = z.infer<typeof captchaVoSchema>;

export const tenantListVoSchema = z.object({
  tenantEnabled: z.boolean(),
  voList: z
    .array(z.object({ tenantId: z.string(), companyName: z.string(), domain: z.string().nullable() }))
    .nullable(),
});
export type TenantListVo = z.infer<typeof tenantListVoSchema>;

export const rsaPublicKeyVoSchema = z.object({ publicKey: z.string() });
export type RsaPublicKeyVo = z.infer<typeof rsaPublicKeyVoSchema>;
