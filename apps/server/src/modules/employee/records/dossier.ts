import { and, eq, sql, type SQL } from 'drizzle-orm';
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
import { zcAttachmentType, zcEmpAttachment, zcEmployee } from '../../../db/schema/index.js';
import { masksIdentity, toEmployeeVo, type EmployeeService } from '../info/employee.service.js';
import { toRecordVo } from './record.service.js';
import { utcDate, type RecordRepo } from './record.repo.js';
import type { RecordDef } from './record-defs.js';

const A = zcEmpAttachment;
const T = zcAttachmentType;

/** What the dossier shows of an attachment, in the order of its JSON tuple. */
const ATTACHMENT_COLUMNS = {
  recordId: A.recordId,
  employeeId: A.employeeId,
  typeId: A.typeId,
  typeCode: T.typeCode,
  typeName: T.typeName,
  ossId: A.ossId,
  fileName: A.fileName,
  fileSize: A.fileSize,
  mimeType: A.mimeType,
  refTable: A.refTable,
  refId: A.refId,
  checkStatus: A.checkStatus,
  checkRemark: A.checkRemark,
  checkTime: A.checkTime,
  createTime: A.createTime,
};

/**
 * The dossier page's data in one answer: the employee (scope checked) and, beside it, one prepared statement
 * carrying every kind's records and the attachments as JSON columns. Each round trip to the database costs
 * more than the SQL it carries here (a statement per kind spent most of the page's time sending and planning).
 */
export class DossierService {
  private readonly contents;

  constructor(
    db: Db,
    private readonly employees: EmployeeService,
    private readonly kinds: readonly { def: RecordDef; repo: RecordRepo }[],
  ) {
    const tuple = sql.join(Object.values(ATTACHMENT_COLUMNS), sql`, `);
    const attachments = sql`(SELECT json_agg(json_build_array(${tuple}) ORDER BY ${A.recordId} DESC)::text
      FROM ${A} LEFT JOIN ${T} ON ${T.typeId} = ${A.typeId} AND ${T.tenantId} = ${A.tenantId}
      WHERE ${A.tenantId} = ${sql.placeholder('tenantId')} AND ${A.employeeId} = ${sql.placeholder('employeeId')})`;
    // Nested, so drizzle keeps the columns qualified: a select from one table renders its top-level columns bare.
    const columns: Record<string, SQL.Aliased<string | null>> = {
      attachments: sql<string | null>`${attachments}`.as('attachments'),
    };
    for (const { def, repo } of kinds)
      columns[def.spec.kind] = sql<string | null>`${repo.dossierColumn()}`.as(def.spec.kind);
    this.contents = db
      .select(columns)
      .from(zcEmployee)
      .where(
        and(
          eq(zcEmployee.tenantId, sql.placeholder('tenantId')),
          eq(zcEmployee.employeeId, sql.placeholder('employeeId')),
        ),
      )
      .prepare('zcps_dossier_contents');
  }

  async dossier(caller: LoginUser, employeeId: number): Promise<DossierVo> {
    const { tenantId } = caller;
    // The contents are read alongside the scope check and thrown away when the employee is not the caller's.
    const [row, [contents]] = await Promise.all([
      this.employees.visible(caller, employeeId),
      this.contents.execute({ tenantId, employeeId }),
    ]);
    const name = row.employeeName;
    const records = Object.fromEntries(
      this.kinds.map(({ def, repo }) => [
        def.spec.kind,
        repo.dossierRows(contents?.[def.spec.kind] ?? null).map((r) => toRecordVo(def, r, name)),
      ]),
    ) as Record<RecordKind, RecordVo[]>;
    return {
      employee: toEmployeeVo(row, masksIdentity(caller)),
      records,
      attachments: attachmentRows(contents?.attachments ?? null).map((a) => toAttachment(a, name)),
    };
  }
}

type AttachmentRow = {
  [K in keyof typeof ATTACHMENT_COLUMNS]: (typeof ATTACHMENT_COLUMNS)[K]['_']['data'] | null;
};

function attachmentRows(text: string | null): AttachmentRow[] {
  if (!text) return [];
  const keys = Object.keys(ATTACHMENT_COLUMNS);
  return (JSON.parse(text) as unknown[][]).map((tuple) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) row[keys[i]!] = tuple[i];
    row.checkTime = utcDate(row.checkTime);
    row.createTime = utcDate(row.createTime);
    return row as AttachmentRow;
  });
}

function toAttachment(a: AttachmentRow, employeeName: string): AttachmentVo {
  return {
    recordId: a.recordId!,
    employeeId: a.employeeId!,
    employeeName,
    typeId: a.typeId!,
    typeCode: a.typeCode,
    typeName: a.typeName,
    ossId: String(a.ossId),
    fileName: a.fileName!,
    fileSize: a.fileSize!,
    mimeType: a.mimeType!,
    previewable: ATTACHMENT_PREVIEW_EXTENSIONS.includes(extensionOf(a.fileName!)),
    refTable: a.refTable,
    refId: a.refId,
    checkStatus: a.checkStatus!,
    checkRemark: a.checkRemark,
    checkTime: formatDateTime(a.checkTime),
    createTime: formatDateTime(a.createTime),
  };
}
