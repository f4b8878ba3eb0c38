import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DeclarationFilter } from '@zcps/contracts';
import type { Db, Executor } from '../../../platform/db/database.js';
import { orderKeyOf, orderOf, pageOf } from '../../../platform/db/paging.js';
import { inTenant, live } from '../../../platform/db/scope.js';
import { isUniqueViolation } from '../../../platform/db/unique-violation.js';
import {
  sysDept,
  zcClient,
  zcEmpEducation,
  zcEmployee,
  zcEmpYearlyAssessment,
  zcReviewDeclaration,
  zcReviewer,
  zcReviewEvaluation,
  zcTitle,
} from '../../../db/schema/index.js';
import {
  declarationListSelect,
  declarationPageSelect,
  type CountWith,
  type DeclarationQuery,
} from './declaration-list.sql.js';
import { ListParams, PreparedPages } from '../../../platform/db/prepared-pages.js';

export type DeclarationRow = typeof zcReviewDeclaration.$inferSelect;
export type DeclarationInsert = Omit<typeof zcReviewDeclaration.$inferInsert, 'declarationId'>;
export type DeclarationListRow = DeclarationRow & {
  activityName: string | null;
  titleName: string | null;
  professionName: string | null;
  exceptionName: string | null;
};

const d = zcReviewDeclaration;
const SORTABLE = {
  declarationId: d.declarationId,
  applicantName: d.applicantName,
  unitName: d.unitName,
  stage: d.stage,
  approvalStatus: d.approvalStatus,
  submitTime: d.submitTime,
  returnCount: d.returnCount,
  createTime: d.createTime,
};
const DEFAULT_ORDER = [desc(d.declarationId)];

/** The employee a declaration copies its owner, unit and scope columns from. */
export interface DeclaringEmployee {
  employeeId: number;
  employeeName: string;
  userId: number | null;
  deptId: number | null;
  clientId: number | null;
  professionId: number | null;
  unitName: string | null;
}

export class DeclarationRepo {
  private readonly pages = new PreparedPages('declaration');

  constructor(private readonly db: Db) {}

  /** Declarations assigned to the caller as an evaluation reviewer (a reviewer sees only those). */
  assignedTo(tenantId: string, userId: number): SQL {
    return sql`${d.declarationId} IN (SELECT ${zcReviewEvaluation.declarationId} FROM ${zcReviewEvaluation}
      JOIN ${zcReviewer} ON ${zcReviewer.reviewerId} = ${zcReviewEvaluation.reviewerId}
      WHERE ${zcReviewEvaluation.tenantId} = ${tenantId} AND ${zcReviewer.userId} = ${userId})`;
  }

  private where(tenantId: string, q: Partial<DeclarationFilter>, scope: SQL | undefined, ...more: SQL[]) {
    return this.filtered(tenantId, q, new ListParams(true), scope, ...more);
  }

  /** The list's filters, their values bound in `params` (literal, or placeholders for a prepared page). */
  private filtered(
    tenantId: string,
    q: Partial<DeclarationFilter>,
    params: ListParams,
    scope: SQL | undefined,
    ...more: SQL[]
  ) {
    return inTenant(
      d,
      params.bind('tenantId', tenantId),
      live(d),
      scope,
      params.eq(d.activityId, 'activityId', q.activityId || undefined),
      params.contains(d.applicantName, 'applicantName', q.applicantName),
      params.contains(d.unitName, 'unitName', q.unitName),
      params.eq(d.professionId, 'professionId', q.professionId || undefined),
      params.eq(d.titleLevel, 'titleLevel', q.titleLevel),
      params.eq(d.stage, 'stage', q.stage),
      params.eq(d.approvalStatus, 'approvalStatus', q.approvalStatus),
      ...more,
    );
  }

  private listSelect() {
    return declarationListSelect(this.db);
  }

  /** `countWith` may answer the total without running the count (CountCache). */
  async page(
    tenantId: string,
    q: DeclarationQuery,
    scope: SQL | undefined,
    more: SQL[] = [],
    countWith: CountWith = (compute) => compute(),
  ) {
    const params = new ListParams();
    const where = this.filtered(tenantId, q, params, scope, ...more);
    const order = orderOf(q, SORTABLE, DEFAULT_ORDER);
    return this.pages.run(
      params,
      orderKeyOf(q),
      (limit, offset) => ({
        page: declarationPageSelect(this.db)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
        count: this.db.select({ total: count() }).from(d).where(where),
      }),
      countWith,
      // A data scope or a stage's extra conditions carry values of their own: such pages are built per call.
      { ...pageOf(q), named: scope === undefined && more.length === 0 },
    );
  }

  async all(
    tenantId: string,
    q: Partial<DeclarationFilter>,
    scope: SQL | undefined,
    max: number,
    ...more: SQL[]
  ) {
    const rows = await this.listSelect()
      .where(this.where(tenantId, q, scope, ...more))
      .orderBy(...DEFAULT_ORDER)
      .limit(max);
    return rows.map(flatten);
  }

  async find(tenantId: string, declarationId: number, scope: SQL | undefined) {
    const [row] = await this.listSelect()
      .where(this.where(tenantId, {}, scope, eq(d.declarationId, declarationId)))
      .limit(1);
    return row ? flatten(row) : undefined;
  }

  async findMany(tenantId: string, declarationIds: number[], scope: SQL | undefined) {
    const rows = await this.listSelect().where(
      this.where(tenantId, {}, scope, inArray(d.declarationId, declarationIds)),
    );
    return rows.map(flatten);
  }

  /** The employee within `scope` (by id, or the caller's own record), with the unit's name. */
  async employee(tenantId: string, scope: SQL, match: SQL): Promise<DeclaringEmployee | undefined> {
    const [row] = await this.db
      .select({
        employeeId: zcEmployee.employeeId,
        employeeName: zcEmployee.employeeName,
        userId: zcEmployee.userId,
        deptId: zcEmployee.deptId,
        clientId: zcEmployee.clientId,
        professionId: zcEmployee.professionId,
        unitName: sql<string | null>`coalesce(${zcClient.clientName}, ${sysDept.deptName})`,
      })
      .from(zcEmployee)
      .leftJoin(
        zcClient,
        and(eq(zcClient.clientId, zcEmployee.clientId), eq(zcClient.tenantId, zcEmployee.tenantId)),
      )
      .leftJoin(
        sysDept,
        and(eq(sysDept.deptId, zcEmployee.deptId), eq(sysDept.tenantId, zcEmployee.tenantId)),
      )
      .where(inTenant(zcEmployee, tenantId, scope, match))
      .limit(1);
    return row;
  }

  async title(tenantId: string, titleId: number) {
    const [row] = await this.db
      .select({ titleId: zcTitle.titleId, seriesId: zcTitle.seriesId, titleLevel: zcTitle.titleLevel })
      .from(zcTitle)
      .where(inTenant(zcTitle, tenantId, eq(zcTitle.titleId, titleId)))
      .limit(1);
    return row;
  }

  /**
   * Declarations of the same person as `employeeId`: every employee record with the same identity number, so a
   * record deleted and entered again (a new employee id) still counts as the same applicant.
   */
  private samePerson(tenantId: string, employeeId: number): SQL {
    return sql`${d.employeeId} IN (SELECT other.employee_id FROM ${zcEmployee} other
      WHERE other.tenant_id = ${tenantId} AND other.id_card = (SELECT own.id_card FROM ${zcEmployee} own
        WHERE own.tenant_id = ${tenantId} AND own.employee_id = ${employeeId}))`;
  }

  /** A live declaration of the same person in the activity other than `exceptId`. */
  async liveOf(tenantId: string, activityId: number, employeeId: number, exceptId = 0) {
    const [row] = await this.db
      .select({ id: d.declarationId })
      .from(d)
      .where(
        inTenant(
          d,
          tenantId,
          live(d),
          eq(d.activityId, activityId),
          this.samePerson(tenantId, employeeId),
          sql`${d.approvalStatus} <> '5'`,
          sql`${d.declarationId} <> ${exceptId}`,
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /** The latest day the person is barred to (a revoked result), if today or later. */
  async barredUntil(tenantId: string, employeeId: number, today: string): Promise<string | null> {
    const [row] = await this.db
      .select({ until: sql<string | null>`max(${d.barUntil})::text` })
      .from(d)
      .where(
        inTenant(
          d,
          tenantId,
          this.samePerson(tenantId, employeeId),
          eq(d.approvalStatus, '5'),
          sql`${d.barUntil} >= ${today}`,
        ),
      );
    return row?.until ?? null;
  }

  /** Per required kind: approved records, and records awaiting a check (1) or returned (2). */
  async recordStates(tenantId: string, employeeId: number) {
    const tally = (table: typeof zcEmpEducation | typeof zcEmpYearlyAssessment) =>
      this.db
        .select({
          approved: sql<number>`count(*) FILTER (WHERE ${table.checkStatus} = '4')::int`,
          unchecked: sql<number>`count(*) FILTER (WHERE ${table.checkStatus} IN ('1', '2'))::int`,
        })
        .from(table)
        .where(inTenant(table, tenantId, eq(table.employeeId, employeeId)));
    const [[education], [assessment]] = await Promise.all([
      tally(zcEmpEducation),
      tally(zcEmpYearlyAssessment),
    ]);
    return { education: education!, 'yearly-assessment': assessment! };
  }

  /** Inserts the draft; answers undefined when the live-declaration unique index refused it. */
  async insert(values: DeclarationInsert, db: Executor = this.db): Promise<number | undefined> {
    try {
      const [row] = await db.insert(d).values(values).returning({ id: d.declarationId });
      return row!.id;
    } catch (error) {
      if (isUniqueViolation(error)) return undefined;
      throw error;
    }
  }

  /** Saves the fields of a draft or returned declaration still at `version`; answers whether it saved. */
  async update(tenantId: string, declarationId: number, version: number, values: Partial<DeclarationInsert>) {
    const rows = await this.db
      .update(d)
      .set({ ...values, version: sql`${d.version} + 1` })
      .where(inTenant(d, tenantId, eq(d.declarationId, declarationId), eq(d.version, version)))
      .returning({ id: d.declarationId });
    return rows.length > 0;
  }

  /** Marks never-submitted drafts deleted (a submitted declaration keeps its trail). */
  async softDeleteDrafts(tenantId: string, declarationIds: number[], by: number) {
    await this.db
      .update(d)
      .set({ delFlag: '2', updateBy: by, updateTime: new Date() })
      .where(inTenant(d, tenantId, inArray(d.declarationId, declarationIds), eq(d.stage, 'draft')));
  }
}

function flatten(row: {
  declaration: DeclarationRow;
  activityName: string | null;
  titleName: string | null;
  professionName: string | null;
  exceptionName: string | null;
}): DeclarationListRow {
  const { declaration, ...rest } = row;
  return { ...declaration, ...rest };
}
