import type { Language } from '@zcps/contracts';

/** Server messages of tenants and tenant packages. Spread into `messages` (../messages.ts). */
export const systemTenantMessages = {
  'auth.superAdminOnly': {
    zh_CN: '仅平台超级管理员可以执行此操作',
    en_US: 'Only the platform super administrator may do this',
  },
  'tenant.notFound': { zh_CN: '租户不存在：{id}', en_US: 'No such tenant: {id}' },
  'tenant.protected': { zh_CN: '不允许操作管理租户', en_US: 'The managing tenant cannot be changed' },
  'tenant.deleteDefault': { zh_CN: '超管租户不能删除', en_US: 'The managing tenant cannot be deleted' },
  'tenant.companyExists': {
    zh_CN: "保存租户'{companyName}'失败，企业名称已存在",
    en_US: "Cannot save tenant '{companyName}': the company name already exists",
  },
  'tenant.idExhausted': {
    zh_CN: '未能生成未被使用的租户编号，请重试',
    en_US: 'No unused tenant id could be generated; please try again',
  },
  'tenantPackage.notFound': { zh_CN: '套餐不存在', en_US: 'The tenant package does not exist' },
  'tenantPackage.disabled': {
    zh_CN: "套餐'{packageName}'已停用，不能使用",
    en_US: "Tenant package '{packageName}' is disabled and cannot be used",
  },
  'tenantPackage.nameExists': {
    zh_CN: "保存套餐'{packageName}'失败，套餐名称已存在",
    en_US: "Cannot save package '{packageName}': the package name already exists",
  },
  'tenantPackage.inUse': {
    zh_CN: "租户套餐已被使用：套餐'{packageName}'仍有租户在用，不能删除",
    en_US: "The tenant package is in use: tenants still use package '{packageName}', so it cannot be deleted",
  },
  'tenantPackage.menuNotFound': {
    zh_CN: '菜单权限(menuIds)包含不存在的菜单：{ids}',
    en_US: 'Menu permissions (menuIds) contain menus that do not exist: {ids}',
  },
  'tenantPackage.menuNotAllowed': {
    zh_CN: '菜单权限(menuIds)不能包含租户管理菜单：{ids}',
    en_US: 'Menu permissions (menuIds) cannot contain the tenant management menus: {ids}',
  },
  'tenantPackage.tooManyMenus': {
    zh_CN: '菜单权限(menuIds)过多，超出套餐可保存的长度',
    en_US: 'Menu permissions (menuIds) hold more menus than a package can store',
  },
} as const satisfies Record<string, Record<Language, string>>;
