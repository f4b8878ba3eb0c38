import { z } from 'zod';
import { PASSWORD_LENGTH_LIMIT } from '../common/password-policy.js';
import { MOBILE_PATTERN } from '../common/patterns.js';

/**
 * A password a person sets: only the outer bound here. The configured length and strength are checked by the
 * server's password policy, which reads the tenant's config.
 */
export const newPasswordSchema = z.string().min(PASSWORD_LENGTH_LIMIT.min).max(PASSWORD_LENGTH_LIMIT.max);

/** The configured password lengths, for the console to check a new password as the server will. */
export const passwordLengthVoSchema = z.object({ min: z.number().int(), max: z.number().int() });

const noHtml = (s: string) => !/<[^>]*>/.test(s);

export const profileUserVoSchema = z.object({
  userId: z.number().int(),
  tenantId: z.string(),
  deptId: z.number().int().nullable(),
  userName: z.string(),
  nickName: z.string(),
  email: z.string(),
  phonenumber: z.string(),
  sex: z.string(),
  /** Download URL of the avatar (`/zcps/resource/oss/download/{ossId}`), null when unset. */
  avatar: z.string().nullable(),
  loginIp: z.string(),
  loginDate: z.string().nullable(),
  createTime: z.string().nullable(),
  deptName: z.string().nullable(),
});
export type ProfileUserVo = z.infer<typeof profileUserVoSchema>;

/** `GET /system/user/profile`: role and post names comma-joined. */
export const profileVoSchema = z.object({
  user: profileUserVoSchema,
  roleGroup: z.string(),
  postGroup: z.string(),
});
export type ProfileVo = z.infer<typeof profileVoSchema>;

/** `PUT /system/user/profile`; email and phone may be left empty. */
export const profileUpdateSchema = z.object({
  nickName: z.string().trim().min(1).max(30).refine(noHtml),
  email: z.union([z.literal(''), z.string().trim().max(50).pipe(z.email())]).optional(),
  phonenumber: z.union([z.literal(''), z.string().trim().regex(MOBILE_PATTERN)]).optional(),
  sex: z.enum(['0', '1', '2']).optional(),
});
export type ProfileUpdateBody = z.infer<typeof profileUpdateSchema>;

/** `PUT /system/user/profile/updatePwd` (encrypted body). */
export const updatePasswordSchema = z.object({
  oldPassword: z.string().min(1).max(100),
  newPassword: newPasswordSchema,
});
export type UpdatePasswordBody = z.infer<typeof updatePasswordSchema>;

export const avatarVoSchema = z.object({ imgUrl: z.string() });
export type AvatarVo = z.infer<typeof avatarVoSchema>;
