/**
 * The store key counting a user name's failed sign-ins within a tenant: the password and code logins count
 * into it, the login log's unlock clears it.
 */
export function passwordLockKey(tenantId: string, userName: string): string {
  return `pwd_err_cnt:${tenantId}:${userName}`;
}
