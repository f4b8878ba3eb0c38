import { z } from 'zod';
import { MOBILE_PATTERN } from '../common/patterns.js';
import { newPasswordSchema, passwordLengthVoSchema } from './profile.js';

export const roleVoSchema = z.object({
  roleId: z.number().int(),
  roleName: z.string(),
  roleKey: z.string(),
  roleSort: z.number().int(),
  dataScope: z.string(),
  status: z.string(),
  superAdmin: z.boolean(),
  flag: z.boolean(),
});
export type RoleVo = z.infer<typeof roleVoSchema>;

export const userVoSchema = z.object({
  userId: z.number().int(),
  tenantId: z.string(),
  deptId: z.number().int().nullable(),
  userName: z.string(),
  nickName: z.string(),
  userType: z.string(),
  email: z.string(),
  phonenumber: z.string(),
  sex: z.string(),
  avatar: z.string().nullable(),
  status: z.string(),
  loginIp: z.string(),
  loginDate: z.string().nullable(),
  remark: z.string().nullable(),
  createTime: z.string().nullable(),
  deptName: z.string().nullable(),
  roles: z.array(roleVoSchema),
});
export type UserVo = z.infer<typeof userVoSchema>;

export const userInfoVoSchema = z.object({
  user: userVoSchema,
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
  /** sys.account.initPasswordModify: the password was given by someone else and must be changed first. */
  passwordChangeRequired: z.boolean().optional(),
  /** The tenant's configured password lengths, for the console's password forms. */
  passwordLength: passwordLengthVoSchema,
});
export type UserInfoVo = z.infer<typeof userInfoVoSchema>;

/** Permission codes of the user screens (seeded buttons of menu 100; the console gates on the same codes). */
export const UserPermission = {
  LIST: 'system:user:list',
  QUERY: 'system:user:query',
  ADD: 'system:user:add',
  EDIT: 'system:user:edit',
  REMOVE: 'system:user:remove',
  EXPORT: 'system:user:export',
  IMPORT: 'system:user:import',
  RESET_PWD: 'system:user:resetPwd',
} as const;

const noMarkup = (s: string) => !/<[^>]*>/.test(s);
const optionalText = (max: number) => z.string().trim().max(max).optional();

/** Filters of the user list and export (paging and date range are added by the server). */
export const userFilterSchema = z.object({
  userId: z.coerce.number().int().positive().optional(),
  deptId: z.coerce.number().int().positive().optional(),
  userName: optionalText(30),
  nickName: optionalText(30),
  phonenumber: optionalText(11),
  status: z.enum(['0', '1', '']).optional(),
});
export type UserFilter = z.infer<typeof userFilterSchema>;

/** A row of `GET /system/user/list`; email and phone come masked to callers without system:user:edit. */
export const userListVoSchema = z.object({
  userId: z.number().int(),
  tenantId: z.string(),
  deptId: z.number().int().nullable(),
  deptName: z.string().nullable(),
  userName: z.string(),
  nickName: z.string(),
  userType: z.string(),
  email: z.string(),
  phonenumber: z.string(),
  sex: z.string(),
  status: z.string(),
  loginIp: z.string(),
  loginDate: z.string().nullable(),
  remark: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type UserListVo = z.infer<typeof userListVoSchema>;

export const userPasswordSchema = newPasswordSchema;

const userFields = {
  deptId: z.number().int().positive().nullable().optional(),
  userName: z.string().trim().min(2).max(30).refine(noMarkup),
  nickName: z.string().trim().min(1).max(30).refine(noMarkup),
  email: z.union([z.literal(''), z.string().trim().max(50).pipe(z.email())]).optional(),
  phonenumber: z.union([z.literal(''), z.string().trim().regex(MOBILE_PATTERN)]).optional(),
  sex: z.enum(['0', '1', '2']).optional(),
  status: z.enum(['0', '1']).optional(),
  remark: z.string().trim().max(500).nullable().optional(),
  roleIds: z.array(z.number().int().positive()).max(100).optional(),
  postIds: z.array(z.number().int().positive()).max(100).optional(),
};

/** `POST /system/user`: a new user needs a password. */
export const userCreateSchema = z.object({ ...userFields, password: userPasswordSchema });
export type UserCreateBody = z.infer<typeof userCreateSchema>;

/** `PUT /system/user`: the password is changed only through resetPwd. */
export const userUpdateSchema = z.object({ ...userFields, userId: z.number().int().positive() });
export type UserUpdateBody = z.infer<typeof userUpdateSchema>;

/** `PUT /system/user/resetPwd` (encrypted body). */
export const resetPasswordSchema = z.object({
  userId: z.number().int().positive(),
  password: userPasswordSchema,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordSchema>;

export const userStatusSchema = z.object({ userId: z.number().int().positive(), status: z.enum(['0', '1']) });
export type UserStatusBody = z.infer<typeof userStatusSchema>;

export const roleOptionSchema = roleVoSchema.extend({ remark: z.string().nullable() });
export type RoleOption = z.infer<typeof roleOptionSchema>;

export const postOptionSchema = z.object({
  postId: z.number().int(),
  postCode: z.string(),
  postName: z.string(),
  postSort: z.number().int(),
  status: z.string(),
});
export type PostOption = z.infer<typeof postOptionSchema>;

/** `GET /system/user/` and `/{userId}`: the form's data and what may be chosen (user absent when new). */
export const userFormVoSchema = z.object({
  user: userListVoSchema.optional(),
  roleIds: z.array(z.number().int()),
  postIds: z.array(z.number().int()),
  roles: z.array(roleOptionSchema),
  posts: z.array(postOptionSchema),
});
export type UserFormVo = z.infer<typeof userFormVoSchema>;

/** `GET /system/user/authRole/{userId}`: every assignable role, `flag` on the ones held. */
export const userAuthRoleVoSchema = z.object({ user: userListVoSchema, roles: z.array(roleOptionSchema) });
export type UserAuthRoleVo = z.infer<typeof userAuthRoleVoSchema>;

/** One row of an import's report: its sheet row number, what happened and why. */
export const importRowSchema = z.object({
  row: z.number().int(),
  userName: z.string(),
  outcome: z.enum(['created', 'updated', 'failed']),
  reason: z.string().optional(),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importReportSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  failed: z.number().int(),
  rows: z.array(importRowSchema),
});
export type ImportReport = z.infer<typeof importReportSchema>;
