import { StorageKeys } from '@zcps/contracts';

/** What "remember me" keeps. The password is never stored. */
export interface RememberedLogin {
  username: string;
  tenantId?: string;
  rememberMe: true;
}

export function readRemembered(): RememberedLogin | null {
  try {
    const raw = localStorage.getItem(StorageKeys.REMEMBER);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<RememberedLogin>;
    if (typeof parsed.username !== 'string') return null;
    const remembered: RememberedLogin = { username: parsed.username, rememberMe: true };
    if (typeof parsed.tenantId === 'string') remembered.tenantId = parsed.tenantId;
    return remembered;
  } catch {
    return null;
  }
}

export function saveRemembered(values: { username: string; tenantId?: string; rememberMe: boolean }): void {
  if (!values.rememberMe) {
    localStorage.removeItem(StorageKeys.REMEMBER);
    return;
  }
  const remembered: RememberedLogin = { username: values.username, rememberMe: true };
  if (values.tenantId) remembered.tenantId = values.tenantId;
  localStorage.setItem(StorageKeys.REMEMBER, JSON.stringify(remembered));
}
