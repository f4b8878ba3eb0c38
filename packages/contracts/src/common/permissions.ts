import { ALL_PERMISSION, SUPER_ADMIN_ROLE_KEY, TENANT_ADMIN_ROLE_KEY } from './constants.js';

/** Permissions of the hidden routes of spec §2; the console and the server gate on the same codes. */
export const HiddenRoutePermission = {
  DESIGN: ALL_PERMISSION,
  USER_AUTH_ROLE: 'system:user:edit',
  ROLE_AUTH_USER: 'system:role:edit',
  DICT_DATA: 'system:dict:list',
  OSS_CONFIG: 'system:ossConfig:list',
  CODEGEN_EDIT: 'system:codegen:query',
  WORKFLOW_PROCESS: 'workflow:process:query',
  TITLE_REVIEW_APPROVAL: 'title:review-approval:query',
} as const;

/** Permission strings: three segments; the last may carry dashes (title:review-approval:query). */
export const PERMISSION_PATTERN = /^(|[a-zA-Z0-9_-]+:[a-zA-Z0-9_-]+:[a-zA-Z0-9_-]+)$/;

/** `*:*:*` or the exact code passes (spec §5); segments may also be wildcards (`system:*:*`). */
export function hasPermission(held: readonly string[], required: string): boolean {
  if (held.includes(ALL_PERMISSION) || held.includes(required)) return true;
  const want = required.split(':');
  return held.some((perm) => {
    if (!perm.includes('*')) return false;
    const have = perm.split(':');
    return have.length === want.length && have.every((seg, i) => seg === '*' || seg === want[i]);
  });
}

export function hasAnyPermission(held: readonly string[], required: readonly string[]): boolean {
  return required.some((perm) => hasPermission(held, perm));
}

export function hasAllPermissions(held: readonly string[], required: readonly string[]): boolean {
  return required.every((perm) => hasPermission(held, perm));
}

/** superadmin (and the tenant admin, the spec's "other reading") pass every role check. */
export function hasRole(held: readonly string[], required: string): boolean {
  return (
    held.includes(SUPER_ADMIN_ROLE_KEY) || held.includes(TENANT_ADMIN_ROLE_KEY) || held.includes(required)
  );
}

export function hasAnyRole(held: readonly string[], required: readonly string[]): boolean {
  return required.some((role) => hasRole(held, role));
}
