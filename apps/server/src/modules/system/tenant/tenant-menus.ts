/**
 * 系统管理 › 租户管理 and 租户套餐 (menu ids of the seed): only the platform tenant manages tenants, so a tenant
 * package never hands these pages to a tenant.
 */
export const TENANT_PAGE = 121;
export const TENANT_PACKAGE_PAGE = 122;
