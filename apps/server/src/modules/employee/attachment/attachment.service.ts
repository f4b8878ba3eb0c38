import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  ATTACHMENT_PREVIEW_EXTENSIONS,
  ATTACHMENT_RECORD_CHECK_DICT,
  extensionOf,
  isRecordRemovable,
  nextCheckStatus,
  RecordCheckStatus,
  type AttachmentFilter,
  type AttachmentUploadFields,
  type AttachmentVo,
  type Language,
  type RecordCheckAction,
  type RecordCheckBody,
} from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import { dataScopeOf } from '../../../platform/db/data-scope.js';
import { formatDateTime } from '../../../platform/http/dates.js';
import { refuseMissing, ServiceError } from '../../../platform/http/errors.js';
import { buildXlsx, EXPORT_MAX_ROWS, type XlsxColumn } from '../../../platform/http/xlsx.js';
import { ObjectNotFoundError } from '../../../platform/oss/object-store.js';
import { zcEmployee } from '../../../db/schema/index.js';
import { dictLabels } from '../../system/dict/dict-labels.js';
import type { UploadedFile } from '../../resource/oss/multipart.js';
import type { OssService } from '../../resource/oss/oss.service.js';
import type { DictService } from '../../system/dict/dict.service.js';
import {
  toAttachmentTypeVo,
  type AttachmentTypeService,
} from '../attachment-type/attachment-type.service.js';
import { checkAttachmentFile } from './attachment-upload.js';
import type { AttachmentListRow, AttachmentQuery, AttachmentRepo } from './attachment.repo.js';
import { formatMessage, message } from '../../../platform/i18n/format.js';

export function toAttachmentVo(row: AttachmentListRow): AttachmentVo {
  return {
    recordId: row.recordId,
    employeeId: row.employeeId,
    employeeName: row.employeeName,
    typeId: row.typeId,
    typeCode: row.typeCode,
    typeName: row.typeName,
    ossId: String(row.ossId),
    fileName: row.fileName,
    fileSize: row.fileSize,
    mimeType: row.mimeType,
    previewable: ATTACHMENT_PREVIEW_EXTENSIONS.includes(extensionOf(row.fileName)),
    refTable: row.refTable,
    refId: row.refId,
    checkStatus: row.checkStatus,
    checkRemark: row.checkRemark,
    checkTime: formatDateTime(row.checkTime),
    createTime: formatDateTime(row.createTime),
  };
}

const MB = 1024 * 1024;
const pad = (n: number) => String(n).padStart(2, '0');

/** Attachments live under their own key prefix, which the generic file download does not open to everyone. */
function objectKey(ext: string): string {
  const d = new Date();
  const day = `${d.getFullYear()}/${pad(d.getMonth() + 1)}/${pad(d.getDate())}`;
  return `attachment/${day}/${crypto.randomUUID().replace(/-/g, '')}.${ext}`;
}

export interface AttachmentFile {
  stream: Readable;
  fileName: string;
  mimeType: string;
}

/**
 * Dossier attachments (附件材料). An attachment is visible and writable iff its employee is in the caller's data
 * scope (company: its unit's employees, staff: their own record, office: all); permissions say what they may do.
 */
export class AttachmentService {
  constructor(
    private readonly repo: AttachmentRepo,
    private readonly types: AttachmentTypeService,
    private readonly oss: OssService,
    private readonly dicts: DictService,
  ) {}

  private scope(caller: LoginUser) {
    return dataScopeOf(caller, { dept: zcEmployee.deptId, user: zcEmployee.userId });
  }

  async list(caller: LoginUser, query: AttachmentQuery) {
    const { rows, total } = await this.repo.page(caller.tenantId, query, this.scope(caller));
    return { rows: rows.map(toAttachmentVo), total };
  }

  async export(caller: LoginUser, filter: Partial<AttachmentFilter>, lang: Language): Promise<Buffer> {
    const rows = await this.repo.all(caller.tenantId, filter, this.scope(caller), EXPORT_MAX_ROWS);
    const status = await dictLabels(this.dicts, caller.tenantId, ATTACHMENT_RECORD_CHECK_DICT, lang);
    const columns: XlsxColumn<AttachmentVo>[] = [
      { header: message('attachment.column.recordId'), value: (r) => r.recordId, width: 12 },
      { header: message('attachment.column.employeeName'), value: (r) => r.employeeName },
      { header: message('attachment.column.typeName'), value: (r) => r.typeName, width: 24 },
      { header: message('attachment.column.fileName'), value: (r) => r.fileName, width: 36 },
      { header: message('attachment.column.fileSize'), value: (r) => r.fileSize, width: 14 },
      { header: message('attachment.column.mimeType'), value: (r) => r.mimeType, width: 24 },
      { header: message('attachment.column.checkStatus'), value: (r) => status(r.checkStatus), width: 12 },
      { header: message('attachment.column.checkRemark'), value: (r) => r.checkRemark, width: 30 },
      { header: message('attachment.column.checkTime'), value: (r) => r.checkTime, width: 20 },
      { header: message('attachment.column.createTime'), value: (r) => r.createTime, width: 20 },
    ];
    const title = formatMessage(lang, 'attachment.sheet');
    return buildXlsx(lang, title, columns, rows.map(toAttachmentVo));
  }

  private async one(caller: LoginUser, recordId: number): Promise<AttachmentListRow> {
    const [row] = await this.repo.findInScope(caller.tenantId, [recordId], this.scope(caller));
    if (!row) throw new ServiceError('attachment.notFound');
    return row;
  }

  async get(caller: LoginUser, recordId: number): Promise<AttachmentVo> {
    return toAttachmentVo(await this.one(caller, recordId));
  }

  private async employee(caller: LoginUser, employeeId: number) {
    const found = await this.repo.employeeInScope(caller.tenantId, employeeId, this.scope(caller));
    if (!found) throw new ServiceError('attachment.employeeNotFound');
    return found;
  }

  /** Required attachment types the employee still lacks (the dossier shows them as a warning). */
  async missing(caller: LoginUser, employeeId: number) {
    await this.employee(caller, employeeId);
    return (await this.repo.missingRequired(caller.tenantId, employeeId)).map(toAttachmentTypeVo);
  }

  async upload(caller: LoginUser, fields: AttachmentUploadFields, file: UploadedFile): Promise<AttachmentVo> {
    const { tenantId } = caller;
    await this.employee(caller, fields.employeeId);
    const type = await this.types.row(tenantId, fields.typeId);
    if (type.status !== '0') throw new ServiceError('attachmentType.disabled', { typeName: type.typeName });
    if (
      fields.refTable &&
      fields.refId &&
      !(await this.repo.refExists(tenantId, fields.refTable, fields.refId, fields.employeeId))
    )
      throw new ServiceError('attachment.refNotFound', { refTable: fields.refTable, refId: fields.refId });
    if (file.content.length > type.maxSizeMb * MB)
      throw new ServiceError('attachment.tooLarge', { typeName: type.typeName, maxSizeMb: type.maxSizeMb });
    const { ext, mimeType } = await checkAttachmentFile(file, type);
    const stored = await this.oss.store(caller, 'upload', file.fileName, ext, file.content, objectKey(ext));
    try {
      const recordId = await this.repo.insert({
        tenantId,
        employeeId: fields.employeeId,
        typeId: type.typeId,
        ossId: stored.ossId,
        fileName: file.fileName,
        fileSize: file.content.length,
        mimeType,
        refTable: fields.refTable ?? null,
        refId: fields.refId ?? null,
        checkStatus: RecordCheckStatus.DRAFT,
        createDept: caller.deptId,
        createBy: caller.userId,
        updateBy: caller.userId,
      });
      return this.get(caller, recordId);
    } catch (error) {
      await this.oss.remove(tenantId, [stored.ossId]);
      throw error;
    }
  }

  /** The stored bytes; `preview` serves only images and PDF. */
  async open(caller: LoginUser, recordId: number, preview: boolean): Promise<AttachmentFile> {
    const row = await this.repo.objectInScope(caller.tenantId, recordId, this.scope(caller));
    if (!row) throw new ServiceError('attachment.notFound');
    if (preview && !ATTACHMENT_PREVIEW_EXTENSIONS.includes(extensionOf(row.fileName)))
      throw new ServiceError('attachment.noPreview');
    if (!row.key || !row.service) throw new ServiceError('attachment.notFound');
    try {
      const store = await this.oss.storeOf(row.service);
      return { stream: await store.get(row.key), fileName: row.fileName, mimeType: row.mimeType };
    } catch (error) {
      if (error instanceof ObjectNotFoundError) throw new ServiceError('attachment.notFound');
      throw error;
    }
  }

  /** Deletes the caller's attachments among `ids` and their stored files; none while any is pending or approved. */
  async remove(caller: LoginUser, ids: number[]): Promise<void> {
    const rows = await this.repo.findInScope(caller.tenantId, ids, this.scope(caller));
    refuseMissing(
      ids,
      rows.map((r) => r.recordId),
    );
    const locked = rows.find((r) => !isRecordRemovable(r.checkStatus));
    if (locked) throw new ServiceError('attachment.notRemovable', { fileName: locked.fileName });
    const ossIds = await this.repo.deleteByIds(
      caller.tenantId,
      rows.map((r) => r.recordId),
    );
    await this.oss.remove(caller.tenantId, ossIds);
  }

  /** Moves all of `ids` by `action`, or none: every one must be the caller's and allow the action. */
  private async transition(
    caller: LoginUser,
    ids: number[],
    action: RecordCheckAction,
    extra: { checkRemark?: string | null; checkBy?: number; checkTime?: Date } = {},
  ): Promise<void> {
    const failure = action === 'submit' ? 'attachment.cannotSubmit' : 'attachment.cannotCheck';
    const unique = [...new Set(ids)];
    const rows = await this.repo.findInScope(caller.tenantId, unique, this.scope(caller));
    if (rows.length !== unique.length) throw new ServiceError('attachment.notFound');
    const blocked = rows.find((r) => nextCheckStatus(r.checkStatus, action) === null);
    if (blocked) throw new ServiceError(failure, { fileName: blocked.fileName });
    // Each action has one target state whatever the state it leaves.
    const to = nextCheckStatus(rows[0]!.checkStatus, action)!;
    const from = [...new Set(rows.map((r) => r.checkStatus))];
    const moved = await this.repo.transition(caller.tenantId, unique, from, {
      checkStatus: to,
      updateBy: caller.userId,
      ...extra,
    });
    if (!moved) throw new ServiceError(failure, { fileName: rows[0]!.fileName });
  }

  async submit(caller: LoginUser, ids: number[]): Promise<void> {
    await this.transition(caller, ids, 'submit');
  }

  async check(caller: LoginUser, body: RecordCheckBody): Promise<void> {
    await this.transition(caller, body.recordIds, body.action, {
      checkRemark: body.checkRemark || null,
      checkBy: caller.userId,
      checkTime: new Date(),
    });
  }
}
