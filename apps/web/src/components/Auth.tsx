import { useMemo, type ReactNode } from 'react';
import { hasAllPermissions, hasAnyPermission, hasAnyRole, hasPermission, hasRole } from '@zcps/contracts';
import { useUserStore } from '../stores/user-store';

/** A list means "any of", like the permission directive; an empty list never passes. */
export interface AuthHelpers {
  hasPermi: (permission: string | readonly string[]) => boolean;
  hasPermiOr: (permissions: readonly string[]) => boolean;
  hasPermiAnd: (permissions: readonly string[]) => boolean;
  hasRole: (role: string | readonly string[]) => boolean;
  hasRoleOr: (roles: readonly string[]) => boolean;
  hasRoleAnd: (roles: readonly string[]) => boolean;
}

export function createAuthHelpers(permissions: readonly string[], roles: readonly string[]): AuthHelpers {
  return {
    hasPermi: (required) =>
      typeof required === 'string'
        ? hasPermission(permissions, required)
        : hasAnyPermission(permissions, required),
    hasPermiOr: (required) => hasAnyPermission(permissions, required),
    hasPermiAnd: (required) => required.length > 0 && hasAllPermissions(permissions, required),
    hasRole: (required) =>
      typeof required === 'string' ? hasRole(roles, required) : hasAnyRole(roles, required),
    hasRoleOr: (required) => hasAnyRole(roles, required),
    hasRoleAnd: (required) => required.length > 0 && required.every((role) => hasRole(roles, role)),
  };
}

/** Permission and role checks of the signed-in user (spec §5). */
export function useAuth(): AuthHelpers {
  const permissions = useUserStore((s) => s.permissions);
  const roles = useUserStore((s) => s.roles);
  return useMemo(() => createAuthHelpers(permissions, roles), [permissions, roles]);
}

type AuthProps = {
  children: ReactNode;
  fallback?: ReactNode;
  /** `any` (default) needs one of the listed codes, `all` needs every one. */
  match?: 'any' | 'all';
} & ({ perm: string | readonly string[]; role?: never } | { role: string | readonly string[]; perm?: never });

function toList(value: string | readonly string[] | undefined): readonly string[] {
  if (value === undefined) return [];
  return typeof value === 'string' ? [value] : value;
}

/** Renders its children only when the user holds the permissions (or roles); otherwise the fallback or nothing. */
export function Auth(props: AuthProps) {
  const auth = useAuth();
  const byPermission = props.perm !== undefined;
  const required = toList(byPermission ? props.perm : props.role).filter((v) => v.trim() !== '');
  if (required.length === 0) {
    throw new Error(
      `<Auth> needs a non-empty ${byPermission ? 'perm' : 'role'}, e.g. perm="system:user:add"`,
    );
  }
  const all = props.match === 'all';
  const allowed = byPermission
    ? all
      ? auth.hasPermiAnd(required)
      : auth.hasPermiOr(required)
    : all
      ? auth.hasRoleAnd(required)
      : auth.hasRoleOr(required);
  return <>{allowed ? props.children : (props.fallback ?? null)}</>;
}
