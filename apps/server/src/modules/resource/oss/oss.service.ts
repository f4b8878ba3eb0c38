import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import { API_BASE, hasPermission, OssPermission, type OssUploadVo, type OssVo } from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import type { SessionVersions } from '../../../platform/auth/session-versions.js';
import { formatDateTime } from '../../../platform/http/dates.js';
import { forbidden, refuseMissing, ServiceError } from '../../../platform/http/errors.js';
import { ObjectNotFoundError, type ObjectStore } from '../../../platform/oss/object-store.js';
import type { ObjectStores } from '../oss-config/object-stores.js';
import { SHARED_PREFIX, type OssQuery, type OssRepo, type OssRow } from './oss.repo.js';

/** Key prefixes: what a file is for decides who may read it. */
export type OssPurpose = 'upload' | 'avatar' | 'manual';

export const ossDownloadUrl = (ossId: number | string) => `${API_BASE}/resource/oss/download/${ossId}`;

export function toOssVo(row: OssRow): OssVo {
  return {
    ossId: String(row.ossId),
    fileName: row.fileName,
    originalName: row.originalName,
    fileSuffix: row.fileSuffix,
    url: row.url,
    createTime: formatDateTime(row.createTime),
    createBy: row.createBy,
    createByName: row.createByName,
    service: row.service,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

function datedKey(purpose: OssPurpose, ext: string): string {
  const d = new Date();
  const day = `${d.getFullYear()}/${pad(d.getMonth() + 1)}/${pad(d.getDate())}`;
  return `${purpose}/${day}/${crypto.randomUUID().replace(/-/g, '')}.${ext}`;
}

export interface StoredFile {
  ossId: number;
  url: string;
  originalName: string;
}

export class OssService {
  constructor(
    private readonly repo: OssRepo,
    private readonly stores: ObjectStores,
    private readonly versions?: SessionVersions,
  ) {}

  /** The store a recorded file lives in (its `service`), which may no longer be the default one. */
  storeOf(service: string): Promise<ObjectStore> {
    return this.stores.of(service);
  }

  /** Stores checked content in the default configuration's store and records it for the user's tenant. */
  async store(
    user: Pick<LoginUser, 'tenantId' | 'userId' | 'deptId'>,
    purpose: OssPurpose,
    originalName: string,
    ext: string,
    content: Buffer,
    key = datedKey(purpose, ext),
  ): Promise<StoredFile> {
    const target = await this.stores.active();
    await target.put(key, content);
    try {
      const row = await this.repo.insert(
        {
          tenantId: user.tenantId,
          fileName: key,
          originalName,
          fileSuffix: `.${ext}`.slice(0, 10),
          service: target.kind,
          createBy: user.userId,
          createDept: user.deptId,
        },
        ossDownloadUrl,
      );
      return { ossId: row.ossId, url: row.url, originalName };
    } catch (error) {
      await target.delete(key);
      throw error;
    }
  }

  async upload(user: LoginUser, originalName: string, ext: string, content: Buffer): Promise<OssUploadVo> {
    const stored = await this.store(user, 'upload', originalName, ext, content);
    return { url: stored.url, fileName: originalName, ossId: String(stored.ossId) };
  }

  /**
   * Manuals (any signed-in user of any tenant) and avatars (any user of the tenant) are readable by all;
   * every other file needs system:oss:download.
   */
  async open(user: LoginUser, ossId: number): Promise<{ stream: Readable; originalName: string }> {
    const row = await this.repo.findVisible(user.tenantId, ossId);
    if (!row) throw new ServiceError('oss.notFound', { id: ossId });
    const open = row.fileName.startsWith(SHARED_PREFIX) || row.fileName.startsWith('avatar/');
    if (!open && !hasPermission(user.permissions, OssPermission.DOWNLOAD)) throw forbidden();
    try {
      const store = await this.stores.of(row.service);
      return { stream: await store.get(row.fileName), originalName: row.originalName };
    } catch (error) {
      if (error instanceof ObjectNotFoundError) throw new ServiceError('oss.notFound', { id: ossId });
      throw error;
    }
  }

  async list(tenantId: string, q: OssQuery) {
    const { rows, total } = await this.repo.page(tenantId, q);
    return { rows: rows.map(toOssVo), total };
  }

  async listByIds(tenantId: string, ids: number[]): Promise<OssVo[]> {
    const byId = new Map((await this.repo.findByIds(tenantId, ids)).map((r) => [r.ossId, r]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toOssVo(row)] : [];
    });
  }

  /**
   * Removes anonymous uploads (registration licences) that no registration claimed before `before`: each can
   * be named by a registration for a day at most, so older ones are litter. Answers how many went.
   */
  async sweepUnclaimedUploads(before: Date, signal?: AbortSignal): Promise<number> {
    let removed = 0;
    for (;;) {
      const batch = await this.repo.unclaimedAnonymous(before, 200);
      if (!batch.length || signal?.aborted) return removed;
      for (const tenantId of new Set(batch.map((row) => row.tenantId)))
        await this.remove(
          tenantId,
          batch.filter((row) => row.tenantId === tenantId).map((row) => row.ossId),
        );
      removed += batch.length;
    }
  }

  async remove(tenantId: string, ids: number[]): Promise<void> {
    refuseMissing(
      ids,
      (await this.repo.findByIds(tenantId, ids)).map((r) => r.ossId),
    );
    const { files, avatarsCleared } = await this.repo.deleteByIds(tenantId, ids);
    // getInfo shows the avatar's URL.
    if (avatarsCleared.length) await this.versions?.userChanged(...avatarsCleared);
    for (const { key, service } of files) await (await this.stores.of(service)).delete(key);
  }
}
