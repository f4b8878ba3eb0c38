import {
  hasAllPermissions,
  hasAnyPermission,
  hasRole,
  SUPER_ADMIN_ROLE_KEY,
  SUPER_ADMIN_USER_ID,
} from '@zcps/contracts';
import type { LoginUser } from './login-user.js';

/**
 * Every API route declares one: `public` (no token), `login` (any signed-in user), or the permission(s) or
 * role(s) it needs. A route without a declaration is refused at start-up and at run time (fail closed).
 */
export type Access =
  | 'public'
  | 'login'
  | {
      permission: string | string[];
      mode?: 'and' | 'or';
      /** Platform-level routes (tenants, packages): the permission and the super admin himself. */
      superAdmin?: true;
    }
  | { role: string | string[] }
  | {
      /**
       * A permission built from the route's params (the low-code runtime's `lc:{app}:{object}:list`), or several
       * of which any one suffices; null (params that cannot name a permission) refuses. `describe` shows the
       * pattern in the access table.
       */
      permissionOf: (params: Readonly<Record<string, string | undefined>>) => string | string[] | null;
      describe: string;
    };

/** Only the platform's super admin (user 1 holding `superadmin`) — a tenant's `admin` role is not enough here. */
export function isSuperAdmin(user: LoginUser): boolean {
  return user.userId === SUPER_ADMIN_USER_ID && user.roleKeys.includes(SUPER_ADMIN_ROLE_KEY);
}

export function describeAccess(access: Access): string {
  if (typeof access === 'string') return access;
  if ('permissionOf' in access) return access.describe;
  if ('permission' in access) {
    const perms = [access.permission].flat().join(access.mode === 'and' ? ' & ' : ' | ');
    return access.superAdmin ? `${perms} & super admin` : perms;
  }
  return `role:${[access.role].flat().join('|')}`;
}

/**
 * True when the user satisfies the declaration. `*:*:*` passes permission checks and the tenant admin passes
 * role checks (the family's reading), except a check for `superadmin` itself, which only the super admin passes.
 */
export function isAllowed(
  access: Access,
  user: LoginUser | null,
  params: Readonly<Record<string, string | undefined>> = {},
): boolean {
  if (access === 'public') return true;
  if (!user) return false;
  if (access === 'login') return true;
  if ('permissionOf' in access) {
    const code = access.permissionOf(params);
    return code !== null && hasAnyPermission(user.permissions, [code].flat());
  }
  if ('permission' in access) {
    if (access.superAdmin && !isSuperAdmin(user)) return false;
    const required = [access.permission].flat();
    return access.mode === 'and'
      ? hasAllPermissions(user.permissions, required)
      : hasAnyPermission(user.permissions, required);
  }
  return [access.role]
    .flat()
    .some((role) => (role === SUPER_ADMIN_ROLE_KEY ? isSuperAdmin(user) : hasRole(user.roleKeys, role)));
}

/** Whether only the super admin can ever pass (for the message of the refusal). */
export function needsSuperAdmin(access: Access): boolean {
  if (typeof access === 'string' || 'permissionOf' in access) return false;
  if ('permission' in access) return access.superAdmin === true;
  return [access.role].flat().every((role) => role === SUPER_ADMIN_ROLE_KEY);
}
