import { and, desc, eq, sql } from 'drizzle-orm';
import {
  ATTACHMENT_PREVIEW_EXTENSIONS,
  extensionOf,
  type AttachmentVo,
  type DossierVo,
  type RecordKind,
  type RecordVo,
} from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import type { Db } from '../../../platform/db/database.js';
import { formatDateTime } from '../../../platform/http/dates.js';
import { zcAttachmentType, zcEmpAttachment } from '../../../db/schema/index.js';
import { masksIdentity, toEmployeeVo, type EmployeeService } from '../info/employee.service.js';
import { toRecordVo } from './record.service.js';
import type { RecordRepo } from './record.repo.js';
import type { RecordDef } from './record-defs.js';

const A = zcEmpAttachment;
const T = zcAttachmentType;

/**
 * The dossier page's data in one answer: the employee (scope checked once), one statement for the records of
 * every kind and one for the attachments, all at once.
 */
export class DossierService {
  private readonly attachmentsOf;

  constructor(
    private readonly db: Db,
    private readonly employees: EmployeeService,
    private readonly kinds: readonly { def: RecordDef; repo: RecordRepo }[],
  ) {
    this.attachmentsOf = db
      .select({ a: A, typeCode: T.typeCode, typeName: T.typeName })
      .from(A)
      .leftJoin(T, and(eq(T.typeId, A.typeId), eq(T.tenantId, A.tenantId)))
      .where(
        and(eq(A.tenantId, sql.placeholder('tenantId')), eq(A.employeeId, sql.placeholder('employeeId'))),
      )
      .orderBy(desc(A.recordId))
      .prepare('zcps_dossier_attachments');
  }

  async dossier(caller: LoginUser, employeeId: number): Promise<DossierVo> {
    const { tenantId } = caller;
    // The records are read alongside the scope check and thrown away when the employee is not the caller's.
    const columns = this.kinds.map(
      ({ def, repo }) => sql`${repo.dossierColumn(tenantId, employeeId)} AS ${sql.identifier(def.spec.kind)}`,
    );
    const [row, lists, attachments] = await Promise.all([
      this.employees.visible(caller, employeeId),
      this.db.execute(sql`SELECT ${sql.join(columns, sql`, `)}`) as unknown as Promise<{
        rows: Record<string, string | null>[];
      }>,
      this.attachmentsOf.execute({ tenantId, employeeId }),
    ]);
    const name = row.employeeName;
    const texts = lists.rows[0] ?? {};
    const records = Object.fromEntries(
      this.kinds.map(({ def, repo }) => [
        def.spec.kind,
        repo.dossierRows(texts[def.spec.kind] ?? null).map((r) => toRecordVo(def, r, name)),
      ]),
    ) as Record<RecordKind, RecordVo[]>;
    return {
      employee: toEmployeeVo(row, masksIdentity(caller)),
      records,
      attachments: attachments.map((a) => toAttachment(a, name)),
    };
  }
}

type AttachmentRow = { a: typeof A.$inferSelect; typeCode: string | null; typeName: string | null };

function toAttachment({ a, typeCode, typeName }: AttachmentRow, employeeName: string): AttachmentVo {
  return {
    recordId: a.recordId,
    employeeId: a.employeeId,
    employeeName,
    typeId: a.typeId,
    typeCode,
    typeName,
    ossId: String(a.ossId),
    fileName: a.fileName,
    fileSize: a.fileSize,
    mimeType: a.mimeType,
    previewable: ATTACHMENT_PREVIEW_EXTENSIONS.includes(extensionOf(a.fileName)),
    refTable: a.refTable,
    refId: a.refId,
    checkStatus: a.checkStatus,
    checkRemark: a.checkRemark,
    checkTime: formatDateTime(a.checkTime),
    createTime: formatDateTime(a.createTime),
  };
}
