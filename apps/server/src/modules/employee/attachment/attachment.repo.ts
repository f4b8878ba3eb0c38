import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  ne,
  notExists,
  TransactionRollbackError,
  type SQL,
} from 'drizzle-orm';
import {
  RecordCheckStatus,
  type AttachmentFilter,
  type AttachmentRefTable,
  type RecordCheckStatusValue,
} from '@zcps/contracts';
import type { Db } from '../../../platform/db/database.js';
import { contains } from '../../../platform/db/like.js';
import { orderOf, countedPage, pageOf, type ListQuery } from '../../../platform/db/paging.js';
import { inTenant, live } from '../../../platform/db/scope.js';
import {
  sysOss,
  zcAttachmentType,
  zcEmpAcademicWork,
  zcEmpAttachment,
  zcEmpDutyAchievement,
  zcEmpEducation,
  zcEmpOfficePost,
  zcEmpPartyInfo,
  zcEmpPunishment,
  zcEmpReward,
  zcEmpTraining,
  zcEmployee,
  zcEmpYearlyAssessment,
  zcJobQualification,
  zcWageLevel,
} from '../../../db/schema/index.js';

const A = zcEmpAttachment;
const E = zcEmployee;
const T = zcAttachmentType;

export type AttachmentRow = typeof A.$inferSelect;
export type AttachmentInsert = Omit<typeof A.$inferInsert, 'recordId'>;
export type AttachmentListRow = AttachmentRow & {
  employeeName: string | null;
  typeCode: string | null;
  typeName: string | null;
};
export type AttachmentQuery = ListQuery & AttachmentFilter;
/** Where the bytes of one attachment are. */
export type AttachmentObject = AttachmentRow & { key: string | null; service: string | null };

const REF_TABLES = {
  zc_emp_education: zcEmpEducation,
  zc_emp_office_post: zcEmpOfficePost,
  zc_emp_duty_achievement: zcEmpDutyAchievement,
  zc_emp_yearly_assessment: zcEmpYearlyAssessment,
  zc_emp_academic_work: zcEmpAcademicWork,
  zc_emp_reward: zcEmpReward,
  zc_emp_punishment: zcEmpPunishment,
  zc_emp_training: zcEmpTraining,
  zc_emp_party_info: zcEmpPartyInfo,
  zc_wage_level: zcWageLevel,
  zc_job_qualification: zcJobQualification,
} satisfies Record<AttachmentRefTable, unknown>;

const SORTABLE = {
  recordId: A.recordId,
  employeeName: E.employeeName,
  fileName: A.fileName,
  fileSize: A.fileSize,
  checkStatus: A.checkStatus,
  checkTime: A.checkTime,
  createTime: A.createTime,
};
const DEFAULT_ORDER = [desc(A.recordId)];

/** The employee join every read goes through: the attachment is in scope iff its live employee is. */
const employeeJoin = and(eq(E.employeeId, A.employeeId), eq(E.tenantId, A.tenantId), live(E));

export class AttachmentRepo {
  constructor(private readonly db: Db) {}

  private where(tenantId: string, q: Partial<AttachmentFilter>, scope: SQL | undefined) {
    return inTenant(
      A,
      tenantId,
      q.employeeId !== undefined ? eq(A.employeeId, q.employeeId) : undefined,
      contains(E.employeeName, q.employeeName),
      q.typeId !== undefined ? eq(A.typeId, q.typeId) : undefined,
      q.checkStatus ? eq(A.checkStatus, q.checkStatus) : undefined,
      contains(A.fileName, q.fileName),
      scope,
    );
  }

  private select() {
    return this.db
      .select({ a: A, employeeName: E.employeeName, typeCode: T.typeCode, typeName: T.typeName })
      .from(A)
      .innerJoin(E, employeeJoin)
      .leftJoin(T, and(eq(T.typeId, A.typeId), eq(T.tenantId, A.tenantId)));
  }

  async page(tenantId: string, q: AttachmentQuery, scope: SQL | undefined) {
    const where = this.where(tenantId, q, scope);
    const { limit, offset } = pageOf(q);
    return countedPage(
      this.select()
        .where(where)
        .orderBy(...orderOf(q, SORTABLE, DEFAULT_ORDER))
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(A).innerJoin(E, employeeJoin).where(where),
      flatten,
    );
  }

  async all(tenantId: string, q: Partial<AttachmentFilter>, scope: SQL | undefined, max: number) {
    const rows = await this.select()
      .where(this.where(tenantId, q, scope))
      .orderBy(...DEFAULT_ORDER)
      .limit(max);
    return rows.map(flatten);
  }

  /** The caller's attachments among `ids` (others' and other tenants' are simply absent). */
  async findInScope(tenantId: string, ids: number[], scope: SQL | undefined): Promise<AttachmentListRow[]> {
    const rows = await this.select().where(inTenant(A, tenantId, inArray(A.recordId, ids), scope));
    return rows.map(flatten);
  }

  async objectInScope(
    tenantId: string,
    id: number,
    scope: SQL | undefined,
  ): Promise<AttachmentObject | undefined> {
    const [row] = await this.db
      .select({ a: A, key: sysOss.fileName, service: sysOss.service })
      .from(A)
      .innerJoin(E, employeeJoin)
      .leftJoin(sysOss, and(eq(sysOss.ossId, A.ossId), eq(sysOss.tenantId, A.tenantId)))
      .where(inTenant(A, tenantId, eq(A.recordId, id), scope))
      .limit(1);
    return row ? { ...row.a, key: row.key, service: row.service } : undefined;
  }

  async employeeInScope(tenantId: string, employeeId: number, scope: SQL | undefined) {
    const [row] = await this.db
      .select({ employeeId: E.employeeId, employeeName: E.employeeName })
      .from(E)
      .where(inTenant(E, tenantId, eq(E.employeeId, employeeId), live(E), scope))
      .limit(1);
    return row;
  }

  /** True when the sub-record exists and belongs to the employee. */
  async refExists(tenantId: string, table: AttachmentRefTable, refId: number, employeeId: number) {
    const ref = REF_TABLES[table];
    const [row] = await this.db
      .select({ id: ref.recordId })
      .from(ref)
      .where(inTenant(ref, tenantId, eq(ref.recordId, refId), eq(ref.employeeId, employeeId)))
      .limit(1);
    return row !== undefined;
  }

  /** Enabled required types the employee has no attachment of (rejected ones do not count). */
  async missingRequired(tenantId: string, employeeId: number) {
    const held = this.db
      .select({ one: A.recordId })
      .from(A)
      .where(
        inTenant(
          A,
          tenantId,
          eq(A.employeeId, employeeId),
          eq(A.typeId, T.typeId),
          ne(A.checkStatus, RecordCheckStatus.REJECTED),
        ),
      );
    return this.db
      .select()
      .from(T)
      .where(inTenant(T, tenantId, eq(T.status, '0'), eq(T.required, true), notExists(held)))
      .orderBy(asc(T.orderNum), asc(T.typeId));
  }

  async insert(values: AttachmentInsert): Promise<number> {
    const [row] = await this.db.insert(A).values(values).returning({ id: A.recordId });
    return row!.id;
  }

  /** Deletes the rows; answers their stored objects' ids. */
  async deleteByIds(tenantId: string, ids: number[]): Promise<number[]> {
    const rows = await this.db
      .delete(A)
      .where(inTenant(A, tenantId, inArray(A.recordId, ids)))
      .returning({ ossId: A.ossId });
    return rows.map((r) => r.ossId);
  }

  /**
   * Moves every row among `ids` whose status is one of `from` to the new state, all or none: answers false
   * (and changes nothing) when some row was no longer in one of those states.
   */
  async transition(
    tenantId: string,
    ids: number[],
    from: readonly string[],
    set: {
      checkStatus: RecordCheckStatusValue;
      updateBy: number;
      checkRemark?: string | null;
      checkBy?: number;
      checkTime?: Date;
    },
  ): Promise<boolean> {
    try {
      await this.db.transaction(async (tx) => {
        const changed = await tx
          .update(A)
          .set({ ...set, updateTime: new Date() })
          .where(inTenant(A, tenantId, inArray(A.recordId, ids), inArray(A.checkStatus, [...from])))
          .returning({ id: A.recordId });
        if (changed.length !== ids.length) tx.rollback();
      });
      return true;
    } catch (error) {
      if (error instanceof TransactionRollbackError) return false;
      throw error;
    }
  }
}

function flatten(row: {
  a: AttachmentRow;
  employeeName: string | null;
  typeCode: string | null;
  typeName: string | null;
}): AttachmentListRow {
  return { ...row.a, employeeName: row.employeeName, typeCode: row.typeCode, typeName: row.typeName };
}
