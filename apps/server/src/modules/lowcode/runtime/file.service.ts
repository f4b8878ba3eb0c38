import type { Readable } from 'node:stream';
import { OSS_ALLOWED_EXTENSIONS, type LcFileVo, type OssUploadVo } from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import { ServiceError } from '../../../platform/http/errors.js';
import { ObjectNotFoundError } from '../../../platform/oss/object-store.js';
import { checkUpload } from '../../resource/oss/file-check.js';
import type { UploadedFile } from '../../resource/oss/multipart.js';
import type { OssService } from '../../resource/oss/oss.service.js';
import type { LcResolved } from '../registry.js';
import type { LcRuntimeService } from './runtime.service.js';

/**
 * Files of image and file fields, for whoever may add or edit the object's rows (uploading) or list them
 * (reading): a file is readable through the object only while a row the caller sees holds it, so the runtime
 * needs no system:oss:* right and opens nothing else.
 */
export class LcFileService {
  constructor(
    private readonly runtime: LcRuntimeService,
    private readonly oss: OssService,
  ) {}

  async upload(caller: LoginUser, file: UploadedFile): Promise<OssUploadVo> {
    const ext = await checkUpload(file.fileName, file.content, OSS_ALLOWED_EXTENSIONS);
    return this.oss.upload(caller, file.fileName, ext, file.content);
  }

  /** Of these ids, the files a row the caller sees holds, in the order asked. */
  async held(caller: LoginUser, r: LcResolved, ids: number[]): Promise<LcFileVo[]> {
    const columns = r.fields.filter((f) => f.type === 'file' || f.type === 'image').map((f) => f.name);
    const where = this.runtime.repo.where(r.table, caller.tenantId, this.runtime.scope(caller, r));
    const held = await this.runtime.repo.heldFiles(r.table, where, columns, ids);
    const names = new Map(
      (await this.runtime.repo.ossFiles(caller.tenantId, [...held])).map((f) => [f.ossId, f.name]),
    );
    return ids.filter((id) => names.has(id)).map((id) => ({ ossId: String(id), name: names.get(id)! }));
  }

  async open(caller: LoginUser, r: LcResolved, ossId: number): Promise<{ stream: Readable; name: string }> {
    if (!(await this.held(caller, r, [ossId])).length) throw new ServiceError('oss.notFound', { id: ossId });
    const [row] = await this.oss.listByIds(caller.tenantId, [ossId]);
    if (!row) throw new ServiceError('oss.notFound', { id: ossId });
    try {
      const store = await this.oss.storeOf(row.service);
      return { stream: await store.get(row.fileName), name: row.originalName };
    } catch (error) {
      if (error instanceof ObjectNotFoundError) throw new ServiceError('oss.notFound', { id: ossId });
      throw error;
    }
  }
}
