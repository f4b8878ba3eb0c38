import type { Language } from '@zcps/contracts';

/** Server messages of system administration: roles. Spread into `messages` (../messages.ts). */
export const systemRoleMessages = {
  'role.notFound': { zh_CN: '角色不存在', en_US: 'The role does not exist' },
  'role.nameExists': {
    zh_CN: "保存角色'{roleName}'失败，角色名称已存在",
    en_US: "Cannot save role '{roleName}': the role name already exists",
  },
  'role.keyExists': {
    zh_CN: "保存角色'{roleName}'失败，角色权限已存在",
    en_US: "Cannot save role '{roleName}': the role key already exists",
  },
  'role.builtinKeyReserved': {
    zh_CN: '不允许使用系统内置管理员角色标识符!',
    en_US: 'The built-in administrator role keys cannot be used!',
  },
  'role.builtinKeyChange': {
    zh_CN: '不允许修改系统内置管理员角色标识符!',
    en_US: 'The key of a built-in administrator role cannot be changed!',
  },
  'role.superAdmin': {
    zh_CN: '不允许操作超级管理员角色',
    en_US: 'The super administrator role cannot be changed',
  },
  'role.assignedNoDisable': {
    zh_CN: '角色已分配，不能禁用!',
    en_US: 'The role is assigned to users and cannot be disabled!',
  },
  'role.assignedNoDelete': {
    zh_CN: '{roleName}已分配，不能删除!',
    en_US: '{roleName} is assigned to users and cannot be deleted!',
  },
  'role.outOfScope': { zh_CN: '没有权限访问角色数据！', en_US: 'No permission to access this role!' },
  'role.userOutOfScope': {
    zh_CN: '没有权限访问用户数据！',
    en_US: 'No permission to access these users!',
  },
  'role.menuNotFound': { zh_CN: '菜单不存在：{ids}', en_US: 'No such menu: {ids}' },
  'role.menuOutsidePackage': {
    zh_CN: '菜单不在本租户的套餐内：{ids}',
    en_US: "These menus are outside this tenant's package: {ids}",
  },
  'role.deptNotFound': { zh_CN: '部门不存在：{ids}', en_US: 'No such department: {ids}' },
} as const satisfies Record<string, Record<Language, string>>;
