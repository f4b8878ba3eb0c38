import { REPEAT_SUBMIT_INTERVAL_MS, StorageKeys } from '@zcps/contracts';

interface LastRequest {
  url: string;
  data: string;
  time: number;
}

// sessionStorage holds ~5 MB; a bigger body cannot be remembered, so it is not guarded.
const MAX_REMEMBERED_CHARS = 5 * 1024 * 1024;

function readLast(storage: Storage): LastRequest | null {
  const raw = storage.getItem(StorageKeys.LAST_REQUEST);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as LastRequest;
  } catch {
    return null;
  }
}

/**
 * Returns true when the same url and body were sent less than the guard interval ago.
 * Otherwise remembers this request as the last one.
 */
export function isRepeatSubmit(
  storage: Storage,
  url: string,
  body: unknown,
  now: number = Date.now(),
  interval: number = REPEAT_SUBMIT_INTERVAL_MS,
): boolean {
  if (typeof FormData !== 'undefined' && body instanceof FormData) return false;
  const data = typeof body === 'string' ? body : JSON.stringify(body ?? null);
  const current: LastRequest = { url, data, time: now };
  if (url.length + data.length >= MAX_REMEMBERED_CHARS) return false;
  const last = readLast(storage);
  if (last && last.url === url && last.data === data && now - last.time < interval) return true;
  storage.setItem(StorageKeys.LAST_REQUEST, JSON.stringify(current));
  return false;
}
