import { z } from 'zod';

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
});
export type UserInfoVo = z.infer<typeof userInfoVoSchema>;
