import { StorageKeys } from '@zcps/contracts';

export function getToken(): string | null {
  return localStorage.getItem(StorageKeys.TOKEN);
}

export function setToken(token: string): void {
  localStorage.setItem(StorageKeys.TOKEN, token);
}

export function removeToken(): void {
  localStorage.removeItem(StorageKeys.TOKEN);
}
