import { describe, expect, it } from 'vitest';
import { ALL_PERMISSION, SUPER_ADMIN_ROLE_KEY, TENANT_ADMIN_ROLE_KEY } from '@zcps/contracts';
import { describeAccess, isAllowed, needsSuperAdmin, type Access } from './access.js';
import type { LoginUser } from './login-user.js';

const user = (userId: number, roleKeys: string[], permissions: string[]): LoginUser => ({
  tokenId: 't',
  tenantId: '000000',
  userId,
  userName: `u${userId}`,
  nickName: 'n',
  userType: 'sys_user',
  deptId: 103,
  deptName: null,
  roles: [],
  roleKeys,
  permissions,
  clientId: 'c',
  clientKey: 'pc',
  deviceType: 'pc',
  ipaddr: '127.0.0.1',
  loginLocation: '',
  browser: '',
  os: '',
  loginTime: 0,
  expireTime: 0,
  activeTimeout: 0,
});

const superAdmin = user(1, [SUPER_ADMIN_ROLE_KEY], [ALL_PERMISSION]);
const tenantAdmin = user(7, [TENANT_ADMIN_ROLE_KEY], [ALL_PERMISSION]);
// A tenant user who somehow holds a role named superadmin is still not the platform's super admin.
const impostor = user(8, [SUPER_ADMIN_ROLE_KEY], [ALL_PERMISSION]);
const clerk = user(9, ['office'], ['system:user:list']);

describe('access declarations', () => {
  it('lets the tenant admin pass ordinary role checks but never a superadmin check', () => {
    const office: Access = { role: 'office' };
    const platform: Access = { role: SUPER_ADMIN_ROLE_KEY };
    expect(isAllowed(office, tenantAdmin)).toBe(true);
    expect(isAllowed(office, clerk)).toBe(true);
    expect(isAllowed(platform, superAdmin)).toBe(true);
    expect(isAllowed(platform, tenantAdmin)).toBe(false);
    expect(isAllowed(platform, impostor)).toBe(false);
    expect(isAllowed({ role: [SUPER_ADMIN_ROLE_KEY, 'office'] }, clerk)).toBe(true);
  });

  it('requires both the permission and the super admin on platform routes', () => {
    const tenants: Access = { permission: 'system:tenant:list', superAdmin: true };
    expect(isAllowed(tenants, superAdmin)).toBe(true);
    expect(isAllowed(tenants, tenantAdmin)).toBe(false);
    expect(isAllowed(tenants, user(1, [SUPER_ADMIN_ROLE_KEY], []))).toBe(false);
    expect(needsSuperAdmin(tenants)).toBe(true);
    expect(needsSuperAdmin({ permission: 'system:user:list' })).toBe(false);
    expect(describeAccess(tenants)).toBe('system:tenant:list & super admin');
  });

  it('fails closed without a user and checks permission modes', () => {
    expect(isAllowed('login', null)).toBe(false);
    expect(isAllowed({ permission: 'system:user:list' }, null)).toBe(false);
    expect(isAllowed('public', null)).toBe(true);
    const both: Access = { permission: ['system:user:list', 'system:user:edit'], mode: 'and' };
    expect(isAllowed(both, clerk)).toBe(false);
    expect(isAllowed({ ...both, mode: 'or' }, clerk)).toBe(true);
  });
});
