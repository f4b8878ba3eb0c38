import { hasAllPermissions, hasAnyPermission, hasAnyRole } from '@zcps/contracts';
import type { LoginUser } from './login-user.js';

/**
 * Every API route declares one: `public` (no token), `login` (any signed-in user), or the permission(s) or
 * role(s) it needs. A route without a declaration is refused at start-up and at run time (fail closed).
 */
export type Access =
  'public' | 'login' | { permission: string | string[]; mode?: 'and' | 'or' } | { role: string | string[] };

export function describeAccess(access: Access): string {
  if (typeof access === 'string') return access;
  if ('permission' in access) return [access.permission].flat().join(access.mode === 'and' ? ' & ' : ' | ');
  return `role:${[access.role].flat().join('|')}`;
}

/** True when the user satisfies the declaration. `*:*:*` and superadmin pass. */
export function isAllowed(access: Access, user: LoginUser | null): boolean {
  if (access === 'public') return true;
  if (!user) return false;
  if (access === 'login') return true;
  if ('permission' in access) {
    const required = [access.permission].flat();
    return access.mode === 'and'
      ? hasAllPermissions(user.permissions, required)
      : hasAnyPermission(user.permissions, required);
  }
  return hasAnyRole(user.roleKeys, [access.role].flat());
}
