import {
  parseAllowedExt,
  type AttachmentTypeCreate,
  type AttachmentTypeFilter,
  type AttachmentTypeUpdate,
  type AttachmentTypeVo,
  type Language,
} from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import { formatDateTime } from '../../../platform/http/dates.js';
import { refuseMissing, ServiceError } from '../../../platform/http/errors.js';
import { buildXlsx, EXPORT_MAX_ROWS, type XlsxColumn } from '../../../platform/http/xlsx.js';
import { dictLabels } from '../../system/dict/dict-labels.js';
import type { DictService } from '../../system/dict/dict.service.js';
import type { AttachmentTypeQuery, AttachmentTypeRepo, AttachmentTypeRow } from './attachment-type.repo.js';
import { formatMessage, message } from '../../../platform/i18n/format.js';

export function toAttachmentTypeVo(row: AttachmentTypeRow): AttachmentTypeVo {
  return {
    typeId: row.typeId,
    typeCode: row.typeCode,
    typeName: row.typeName,
    allowedExt: row.allowedExt,
    maxSizeMb: row.maxSizeMb,
    required: row.required,
    orderNum: row.orderNum,
    status: row.status,
    remark: row.remark,
    createTime: formatDateTime(row.createTime),
  };
}

/** 附件类型: master data of what a dossier attachment is and which files it accepts; tenant-wide, no data scope. */
export class AttachmentTypeService {
  constructor(
    private readonly repo: AttachmentTypeRepo,
    private readonly dicts: DictService,
  ) {}

  async list(caller: LoginUser, query: AttachmentTypeQuery) {
    const { rows, total } = await this.repo.page(caller.tenantId, query);
    return { rows: rows.map(toAttachmentTypeVo), total };
  }

  async export(caller: LoginUser, filter: Partial<AttachmentTypeFilter>, lang: Language): Promise<Buffer> {
    const rows = await this.repo.all(caller.tenantId, filter, EXPORT_MAX_ROWS);
    const status = await dictLabels(this.dicts, caller.tenantId, 'sys_normal_disable', lang);
    const yesNo = await dictLabels(this.dicts, caller.tenantId, 'sys_yes_no', lang);
    const columns: XlsxColumn<AttachmentTypeVo>[] = [
      { header: message('attachmentType.column.typeId'), value: (r) => r.typeId, width: 12 },
      { header: message('attachmentType.column.typeCode'), value: (r) => r.typeCode },
      { header: message('attachmentType.column.typeName'), value: (r) => r.typeName, width: 24 },
      { header: message('attachmentType.column.allowedExt'), value: (r) => r.allowedExt, width: 30 },
      { header: message('attachmentType.column.maxSizeMb'), value: (r) => r.maxSizeMb, width: 14 },
      {
        header: message('attachmentType.column.required'),
        value: (r) => yesNo(r.required ? 'Y' : 'N'),
        width: 10,
      },
      { header: message('attachmentType.column.orderNum'), value: (r) => r.orderNum, width: 10 },
      { header: message('attachmentType.column.status'), value: (r) => status(r.status), width: 10 },
      { header: message('attachmentType.column.remark'), value: (r) => r.remark, width: 30 },
      { header: message('attachmentType.column.createTime'), value: (r) => r.createTime, width: 20 },
    ];
    const title = formatMessage(lang, 'attachmentType.sheet');
    return buildXlsx(lang, title, columns, rows.map(toAttachmentTypeVo));
  }

  async get(caller: LoginUser, typeId: number): Promise<AttachmentTypeVo> {
    return toAttachmentTypeVo(await this.row(caller.tenantId, typeId));
  }

  /** The row itself (the attachment service reads limits from it). */
  async row(tenantId: string, typeId: number): Promise<AttachmentTypeRow> {
    const row = await this.repo.findById(tenantId, typeId);
    if (!row) throw new ServiceError('attachmentType.notFound');
    return row;
  }

  async optionselect(caller: LoginUser): Promise<AttachmentTypeVo[]> {
    return (await this.repo.enabled(caller.tenantId)).map(toAttachmentTypeVo);
  }

  private fields(body: AttachmentTypeCreate) {
    return {
      typeCode: body.typeCode,
      typeName: body.typeName,
      // One spelling per extension, so the upload check and the console compare plain lists.
      allowedExt: parseAllowedExt(body.allowedExt).join(','),
      maxSizeMb: body.maxSizeMb,
      required: body.required,
      orderNum: body.orderNum,
      status: body.status,
      remark: body.remark || null,
    };
  }

  async create(caller: LoginUser, body: AttachmentTypeCreate): Promise<void> {
    if (await this.repo.codeTaken(caller.tenantId, body.typeCode))
      throw new ServiceError('attachmentType.codeExists', { typeName: body.typeName });
    await this.repo.insert({
      ...this.fields(body),
      tenantId: caller.tenantId,
      createDept: caller.deptId,
      createBy: caller.userId,
      updateBy: caller.userId,
    });
  }

  async update(caller: LoginUser, body: AttachmentTypeUpdate): Promise<void> {
    const { tenantId } = caller;
    const row = await this.row(tenantId, body.typeId);
    if (await this.repo.codeTaken(tenantId, body.typeCode, row.typeId))
      throw new ServiceError('attachmentType.codeExists', { typeName: body.typeName });
    await this.repo.update(tenantId, row.typeId, {
      ...this.fields(body),
      updateBy: caller.userId,
      updateTime: new Date(),
    });
  }

  /** Deletes the tenant's types among `typeIds`; none is deleted while any of them has attachments. */
  async remove(caller: LoginUser, typeIds: number[]): Promise<void> {
    const { tenantId } = caller;
    const rows = await this.repo.findByIds(tenantId, typeIds);
    refuseMissing(
      typeIds,
      rows.map((r) => r.typeId),
    );
    const used = await this.repo.usedIds(
      tenantId,
      rows.map((r) => r.typeId),
    );
    const blocked = rows.find((r) => used.has(r.typeId));
    if (blocked) throw new ServiceError('attachmentType.inUse', { typeName: blocked.typeName });
    await this.repo.deleteByIds(
      tenantId,
      rows.map((r) => r.typeId),
    );
  }
}
