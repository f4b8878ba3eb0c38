import {
  API_BASE,
  type OssConfigBody,
  type OssConfigStatusBody,
  type OssConfigUpdate,
  type OssConfigVo,
  type OssUploadVo,
  type Result,
} from '@zcps/contracts';
import { http } from '../../../lib/request';

export const OSS_BASE = '/resource/oss';
export const OSS_CONFIG_BASE = '/resource/oss/config';
/** The hidden route of the storage configuration page (menu seed: system/oss/config/index). */
export const OSS_CONFIG_ROUTE = '/system/oss-config/index';

export const ossApi = {
  upload: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return http.post<Result<OssUploadVo>>(`${OSS_BASE}/upload`, form);
  },
  remove: (ids: readonly (number | string)[]) => http.delete<Result<null>>(`${OSS_BASE}/${ids.join(',')}`),
  /** The stored object as a blob (the bearer token cannot ride on an <img src>). */
  blob: (url: string) =>
    http.download(url.startsWith(API_BASE) ? url.slice(API_BASE.length) : url, { silent: true }),
};

export const ossConfigApi = {
  get: (id: number) => http.get<Result<OssConfigVo>>(`${OSS_CONFIG_BASE}/${id}`),
  add: (body: OssConfigBody) => http.post<Result<null>>(OSS_CONFIG_BASE, body),
  update: (body: OssConfigUpdate) => http.put<Result<null>>(OSS_CONFIG_BASE, body),
  changeStatus: (body: OssConfigStatusBody) =>
    http.put<Result<null>>(`${OSS_CONFIG_BASE}/changeStatus`, body),
  remove: (ids: readonly (number | string)[]) =>
    http.delete<Result<null>>(`${OSS_CONFIG_BASE}/${ids.join(',')}`),
};

const IMAGE_SUFFIXES = ['.png', '.jpg', '.jpeg', '.gif', '.bmp', '.webp'];

/** What the console can show inline: images and PDF; anything else is downloaded. */
export function previewKindOf(fileSuffix: string): 'image' | 'pdf' | null {
  const suffix = fileSuffix.toLowerCase();
  if (IMAGE_SUFFIXES.includes(suffix)) return 'image';
  return suffix === '.pdf' ? 'pdf' : null;
}
