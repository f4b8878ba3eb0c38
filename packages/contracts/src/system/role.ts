import { z } from 'zod';
import { DataScope } from '../common/constants.js';

/** Permission codes of the role screens (seeded buttons of menu 101; the console gates on the same codes). */
export const RolePermission = {
  LIST: 'system:role:list',
  QUERY: 'system:role:query',
  ADD: 'system:role:add',
  EDIT: 'system:role:edit',
  REMOVE: 'system:role:remove',
  EXPORT: 'system:role:export',
} as const;

const optionalText = (max: number) => z.string().trim().max(max).optional();
const id = z.number().int().positive();
const dataScopeValues = Object.values(DataScope) as [DataScope, ...DataScope[]];

/** Filters of the role list and export (paging and date range are added by the server). */
export const roleListFilterSchema = z.object({
  roleId: z.coerce.number().int().positive().optional(),
  roleName: optionalText(30),
  roleKey: optionalText(100),
  status: z.enum(['0', '1', '']).optional(),
});
export type RoleListFilter = z.infer<typeof roleListFilterSchema>;

const roleFields = {
  roleName: z.string().trim().min(1).max(30),
  roleKey: z.string().trim().min(1).max(100),
  roleSort: z.number().int().min(0).max(999_999),
  dataScope: z.enum(dataScopeValues).optional(),
  menuCheckStrictly: z.boolean().optional(),
  deptCheckStrictly: z.boolean().optional(),
  status: z.enum(['0', '1']).optional(),
  remark: z.string().trim().max(500).nullable().optional(),
  menuIds: z.array(id).max(5000).optional(),
};

/** `POST /system/role`: the role and the menus it grants. */
export const roleCreateSchema = z.object(roleFields);
export type RoleCreateBody = z.infer<typeof roleCreateSchema>;

/** `PUT /system/role`: replaces the role's fields and its menus. */
export const roleUpdateSchema = z.object({ ...roleFields, roleId: id });
export type RoleUpdateBody = z.infer<typeof roleUpdateSchema>;

export const roleStatusSchema = z.object({ roleId: id, status: z.enum(['0', '1']) });
export type RoleStatusBody = z.infer<typeof roleStatusSchema>;

/** `PUT /system/role/dataScope`: the scope kind and, for custom scope, its depts. */
export const roleDataScopeSchema = z.object({
  roleId: id,
  dataScope: z.enum(dataScopeValues),
  deptIds: z.array(id).max(5000).optional(),
  deptCheckStrictly: z.boolean().optional(),
});
export type RoleDataScopeBody = z.infer<typeof roleDataScopeSchema>;

/** A row of `GET /system/role/list`, the role of `GET /system/role/{roleId}` and of optionselect. */
export const sysRoleVoSchema = z.object({
  roleId: z.number().int(),
  tenantId: z.string(),
  roleName: z.string(),
  roleKey: z.string(),
  roleSort: z.number().int(),
  dataScope: z.string(),
  menuCheckStrictly: z.boolean(),
  deptCheckStrictly: z.boolean(),
  status: z.string(),
  remark: z.string().nullable(),
  createTime: z.string().nullable(),
  superAdmin: z.boolean(),
  flag: z.boolean(),
});
export type SysRoleVo = z.infer<typeof sysRoleVoSchema>;

export const roleDetailVoSchema = sysRoleVoSchema.extend({ menuIds: z.array(z.number().int()) });
export type RoleDetailVo = z.infer<typeof roleDetailVoSchema>;

/** A node of the checkable trees of the role dialogs (depts here, menus from /system/menu). */
export interface RoleTreeNode {
  id: number;
  parentId: number;
  label: string;
  weight: number;
  disabled?: boolean;
  children?: RoleTreeNode[];
}
export const roleTreeNodeSchema: z.ZodType<RoleTreeNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    parentId: z.number().int(),
    label: z.string(),
    weight: z.number().int(),
    disabled: z.boolean().optional(),
    children: z.array(roleTreeNodeSchema).optional(),
  }),
);

/** `GET /system/role/deptTree/{roleId}`: the tenant's depts and those the role's custom scope holds. */
export const roleDeptTreeVoSchema = z.object({
  checkedKeys: z.array(z.number().int()),
  depts: z.array(roleTreeNodeSchema),
});
export type RoleDeptTreeVo = z.infer<typeof roleDeptTreeVoSchema>;

/** `GET /system/role/roleMenuTreeselect/{roleId}` shape (served by the menu module). */
export interface RoleMenuTreeVo {
  checkedKeys: number[];
  menus: RoleTreeNode[];
}

/** Filters of the allocated / unallocated user lists of a role. */
export const authUserFilterSchema = z.object({
  roleId: z.coerce.number().int().positive(),
  userName: optionalText(30),
  phonenumber: optionalText(11),
  status: z.enum(['0', '1', '']).optional(),
});
export type AuthUserFilter = z.infer<typeof authUserFilterSchema>;

/** A user in the role's allocated / unallocated lists; email and phone masked without system:user:edit. */
export const authUserVoSchema = z.object({
  userId: z.number().int(),
  deptId: z.number().int().nullable(),
  deptName: z.string().nullable(),
  userName: z.string(),
  nickName: z.string(),
  email: z.string(),
  phonenumber: z.string(),
  status: z.string(),
  createTime: z.string().nullable(),
});
export type AuthUserVo = z.infer<typeof authUserVoSchema>;

/** `PUT /system/role/authUser/cancel`. */
export const authUserCancelSchema = z.object({ userId: id, roleId: id });
export type AuthUserCancelBody = z.infer<typeof authUserCancelSchema>;

/** `?roleId=&userIds=1,2` of authUser/cancelAll and authUser/selectAll. */
export const authUserBatchSchema = z.object({
  roleId: z.coerce.number().int().positive(),
  userIds: z
    .string()
    .regex(/^\d{1,19}(,\d{1,19})*$/)
    .max(4000)
    .transform((s) => [...new Set(s.split(',').map(Number))]),
});
export type AuthUserBatchQuery = z.infer<typeof authUserBatchSchema>;
