import { ResponseCode } from '@zcps/contracts';
import { i18n } from '../i18n';
import { feedback } from './feedback';
import { serializeParams } from './params';
import { http, service } from './request';
import { resolveMessage } from './response-handler';

/** The name the server gave the file (`download-filename`, URL-encoded), else the fallback. */
export function fileNameOf(headers: Record<string, unknown>, fallback: string): string {
  const raw = headers['download-filename'];
  if (typeof raw !== 'string' || !raw) return fallback;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A JSON answer where a file was expected is a failure envelope: its message is shown. */
async function errorOf(blob: Blob): Promise<string | null> {
  if (!blob.type.includes('json')) return null;
  try {
    const body = JSON.parse(await blob.text()) as { code?: number; msg?: string };
    if (body.code === undefined || Number(body.code) === ResponseCode.SUCCESS) return null;
    return resolveMessage(Number(body.code), body.msg);
  } catch {
    return i18n.t('download.failed');
  }
}

/** 1536 → `1.5 KB`: how much of a download has arrived. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

let downloads = 0;

/**
 * POSTs filters as form fields (the family's export convention) and saves the answered file, with a loading
 * message meanwhile that counts the bytes received (large exports stream, so their size is not known ahead).
 * Resolves true when a file was saved.
 */
export async function download(url: string, params: Record<string, unknown>, fallbackName: string) {
  const { message } = feedback();
  const key = `download-${(downloads += 1)}`;
  const close = message.loading({ key, content: i18n.t('download.loading'), duration: 0 });
  try {
    const response = await service.post<Blob>(url, serializeParams(params), {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      responseType: 'blob',
      repeatSubmit: false,
      onDownloadProgress: (e) =>
        message.loading({
          key,
          content: i18n.t('download.progress', { size: formatBytes(e.loaded) }),
          duration: 0,
        }),
      // One message for any failure: the download's own, not the interceptor's as well.
      silent: true,
    });
    const blob = response.data;
    const error = await errorOf(blob);
    if (error) {
      message.error(error);
      return false;
    }
    saveBlob(blob, fileNameOf(response.headers as Record<string, unknown>, fallbackName));
    return true;
  } catch {
    message.error(i18n.t('download.failed'));
    return false;
  } finally {
    if (typeof close === 'function') close();
  }
}

/** GETs a file (a generated zip, a stored object) and saves it under its `download-filename`. */
export async function downloadGet(url: string, params: Record<string, unknown>, fallbackName: string) {
  const { message } = feedback();
  const close = message.loading({ content: i18n.t('download.loading'), duration: 0 });
  try {
    const response = await http.download(url, { params, silent: true });
    const error = await errorOf(response.data);
    if (error) {
      message.error(error);
      return false;
    }
    saveBlob(response.data, fileNameOf(response.headers as Record<string, unknown>, fallbackName));
    return true;
  } catch {
    message.error(i18n.t('download.failed'));
    return false;
  } finally {
    if (typeof close === 'function') close();
  }
}

/** GETs a stored object (`/resource/oss/download/{id}`) and saves it under its `download-filename`. */
export function downloadOss(ossId: string | number, fallbackName: string) {
  return downloadGet(`/resource/oss/download/${ossId}`, {}, fallbackName);
}
