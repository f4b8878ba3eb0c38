import { and, count, desc, eq, exists, getTableColumns, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ClientAuditStatus, RecordCheckStatus, type EmployeeFilter } from '@zcps/contracts';
import type { Db } from '../../../platform/db/database.js';
import { ListParams, PreparedPages } from '../../../platform/db/prepared-pages.js';
import {
  countEveryTime,
  orderKeyOf,
  orderOf,
  pageOf,
  type CountWith,
  type ListQuery,
} from '../../../platform/db/paging.js';
import { inTenant, live } from '../../../platform/db/scope.js';
import {
  zcClient,
  zcEmpAttachment,
  zcEmployee,
  zcProfession,
  zcTitle,
  zcTitleSeries,
} from '../../../db/schema/index.js';
import { RECORD_DEFS } from '../records/record-defs.js';

export type EmployeeRow = typeof zcEmployee.$inferSelect;
export type EmployeeInsert = Omit<typeof zcEmployee.$inferInsert, 'employeeId'>;
export interface EmployeeListRow extends EmployeeRow {
  clientName: string | null;
  seriesName: string | null;
  professionName: string | null;
  currentTitleName: string | null;
}
export type EmployeeQuery = ListQuery & EmployeeFilter;

const SORTABLE = {
  employeeId: zcEmployee.employeeId,
  employeeName: zcEmployee.employeeName,
  hiredDate: zcEmployee.hiredDate,
  currentTitleDate: zcEmployee.currentTitleDate,
  status: zcEmployee.status,
  createTime: zcEmployee.createTime,
};
const DEFAULT_ORDER = [desc(zcEmployee.employeeId)];
const sameTenant = (column: PgColumn) => eq(column, zcEmployee.tenantId);

export class EmployeeRepo {
  private readonly pages = new PreparedPages('employee');

  constructor(private readonly db: Db) {}

  /** The list's filters, their values bound in `params` (literal, or placeholders for a prepared page). */
  private where(tenantId: string, q: Partial<EmployeeFilter>, scope: SQL, params = new ListParams(true)) {
    const e = zcEmployee;
    return inTenant(
      e,
      params.bind('tenantId', tenantId),
      scope,
      params.contains(e.employeeName, 'employeeName', q.employeeName),
      params.contains(e.idCard, 'idCard', q.idCard),
      params.contains(zcClient.clientName, 'clientName', q.clientName),
      params.eq(e.clientId, 'clientId', q.clientId),
      params.eq(e.seriesId, 'seriesId', q.seriesId),
      params.eq(e.professionId, 'professionId', q.professionId),
      params.eq(e.status, 'status', q.status),
      params.when('pendingCheck', q.pendingCheck === '1', () => this.pendingCheck()),
    );
  }

  /** The employee has a sub-record of any kind awaiting the checker. */
  private pendingCheck() {
    return or(
      ...RECORD_DEFS.map(({ table }) =>
        exists(
          this.db
            .select({ one: sql`1` })
            .from(table)
            .where(
              and(
                sameTenant(table.tenantId),
                eq(table.employeeId, zcEmployee.employeeId),
                eq(table.checkStatus, RecordCheckStatus.PENDING),
              ),
            ),
        ),
      ),
    );
  }

  private select() {
    return (
      this.db
        // Flat rows: nesting the employee and spreading it back out per row cost a share of the list's CPU.
        .select({
          ...getTableColumns(zcEmployee),
          clientName: zcClient.clientName,
          seriesName: zcTitleSeries.seriesName,
          professionName: zcProfession.professionName,
          currentTitleName: zcTitle.titleName,
        })
        .from(zcEmployee)
        .leftJoin(zcClient, and(eq(zcClient.clientId, zcEmployee.clientId), sameTenant(zcClient.tenantId)))
        .leftJoin(
          zcTitleSeries,
          and(eq(zcTitleSeries.seriesId, zcEmployee.seriesId), sameTenant(zcTitleSeries.tenantId)),
        )
        .leftJoin(
          zcProfession,
          and(eq(zcProfession.professionId, zcEmployee.professionId), sameTenant(zcProfession.tenantId)),
        )
        .leftJoin(zcTitle, and(eq(zcTitle.titleId, zcEmployee.currentTitleId), sameTenant(zcTitle.tenantId)))
    );
  }

  /**
   * `countWith` may answer the total without running the count (CountCache). `unscoped`: the scope holds no
   * values of the caller's (they reach every employee), so the page may run as a statement kept for its shape.
   */
  async page(
    tenantId: string,
    q: EmployeeQuery,
    scope: SQL,
    countWith: CountWith = countEveryTime,
    unscoped = false,
  ) {
    const params = new ListParams();
    const where = this.where(tenantId, q, scope, params);
    const order = orderOf(q, SORTABLE, DEFAULT_ORDER);
    const { rows, total } = await this.pages.run(
      params,
      orderKeyOf(q),
      (limit, offset) => ({
        page: this.select()
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
        count: this.db
          .select({ total: count() })
          .from(zcEmployee)
          .leftJoin(zcClient, and(eq(zcClient.clientId, zcEmployee.clientId), sameTenant(zcClient.tenantId)))
          .where(where),
      }),
      countWith,
      { ...pageOf(q), named: unscoped },
    );
    return { rows: rows, total };
  }

  async all(tenantId: string, q: Partial<EmployeeFilter>, scope: SQL, max: number) {
    const rows = await this.select()
      .where(this.where(tenantId, q, scope))
      .orderBy(...DEFAULT_ORDER)
      .limit(max);
    return rows;
  }

  /** One employee the scope reaches. */
  async find(tenantId: string, scope: SQL, employeeId: number): Promise<EmployeeListRow | undefined> {
    const [row] = await this.select()
      .where(inTenant(zcEmployee, tenantId, scope, eq(zcEmployee.employeeId, employeeId)))
      .limit(1);
    return row;
  }

  async findMany(tenantId: string, scope: SQL, employeeIds: number[]): Promise<EmployeeRow[]> {
    return this.db
      .select()
      .from(zcEmployee)
      .where(inTenant(zcEmployee, tenantId, scope, inArray(zcEmployee.employeeId, employeeIds)));
  }

  /** The live employee of the tenant with this id card (any scope: the number is unique per tenant). */
  async findByIdCard(tenantId: string, idCard: string, exceptId?: number): Promise<EmployeeRow | undefined> {
    const [row] = await this.db
      .select()
      .from(zcEmployee)
      .where(
        inTenant(
          zcEmployee,
          tenantId,
          live(zcEmployee),
          eq(zcEmployee.idCard, idCard),
          exceptId !== undefined ? ne(zcEmployee.employeeId, exceptId) : undefined,
        ),
      )
      .limit(1);
    return row;
  }

  async findByUser(tenantId: string, userId: number): Promise<EmployeeRow | undefined> {
    const [row] = await this.db
      .select()
      .from(zcEmployee)
      .where(inTenant(zcEmployee, tenantId, live(zcEmployee), eq(zcEmployee.userId, userId)))
      .limit(1);
    return row;
  }

  /** An approved, enabled, live unit, by its id or by its dept. */
  async approvedUnit(tenantId: string, by: { clientId?: number; deptId?: number }) {
    const [row] = await this.db
      .select({ clientId: zcClient.clientId, deptId: zcClient.deptId })
      .from(zcClient)
      .where(
        inTenant(
          zcClient,
          tenantId,
          live(zcClient),
          eq(zcClient.status, '0'),
          eq(zcClient.auditStatus, ClientAuditStatus.APPROVED),
          by.clientId !== undefined ? eq(zcClient.clientId, by.clientId) : undefined,
          by.deptId !== undefined ? eq(zcClient.deptId, by.deptId) : undefined,
        ),
      )
      .limit(1);
    return row;
  }

  /** Approved units and enabled catalogue rows with their names (imports name them). */
  async namedRefs(tenantId: string) {
    const on = (status: PgColumn) => eq(status, '0');
    const [units, series, professions, titles] = await Promise.all([
      this.db
        .select({ id: zcClient.clientId, name: zcClient.clientName })
        .from(zcClient)
        .where(
          inTenant(
            zcClient,
            tenantId,
            live(zcClient),
            on(zcClient.status),
            eq(zcClient.auditStatus, ClientAuditStatus.APPROVED),
          ),
        ),
      this.db
        .select({ id: zcTitleSeries.seriesId, name: zcTitleSeries.seriesName })
        .from(zcTitleSeries)
        .where(inTenant(zcTitleSeries, tenantId, on(zcTitleSeries.status))),
      this.db
        .select({
          id: zcProfession.professionId,
          name: zcProfession.professionName,
          seriesId: zcProfession.seriesId,
        })
        .from(zcProfession)
        .where(inTenant(zcProfession, tenantId, on(zcProfession.status))),
      this.db
        .select({ id: zcTitle.titleId, name: zcTitle.titleName, seriesId: zcTitle.seriesId })
        .from(zcTitle)
        .where(inTenant(zcTitle, tenantId, on(zcTitle.status))),
    ]);
    return { units, series, professions, titles };
  }

  /** Enabled catalogue rows by id: the series, a profession and a title (with its level). */
  async catalog(tenantId: string, ids: { seriesId?: number; professionId?: number; titleId?: number }) {
    const none = Promise.resolve([]);
    const [series, professions, titles] = await Promise.all([
      ids.seriesId
        ? this.db
            .select({ seriesId: zcTitleSeries.seriesId })
            .from(zcTitleSeries)
            .where(
              inTenant(
                zcTitleSeries,
                tenantId,
                eq(zcTitleSeries.seriesId, ids.seriesId),
                eq(zcTitleSeries.status, '0'),
              ),
            )
        : none,
      ids.professionId
        ? this.db
            .select({ seriesId: zcProfession.seriesId })
            .from(zcProfession)
            .where(
              inTenant(
                zcProfession,
                tenantId,
                eq(zcProfession.professionId, ids.professionId),
                eq(zcProfession.status, '0'),
              ),
            )
        : none,
      ids.titleId
        ? this.db
            .select({ seriesId: zcTitle.seriesId, titleLevel: zcTitle.titleLevel })
            .from(zcTitle)
            .where(inTenant(zcTitle, tenantId, eq(zcTitle.titleId, ids.titleId), eq(zcTitle.status, '0')))
        : none,
    ]);
    return { series: series[0], profession: professions[0], title: titles[0] };
  }

  /** Ids among `employeeIds` with any pending or approved sub-record or attachment. */
  async withCheckedRecords(tenantId: string, employeeIds: number[]): Promise<Set<number>> {
    const checked = [RecordCheckStatus.PENDING, RecordCheckStatus.APPROVED];
    const tables = [...RECORD_DEFS.map((d) => d.table), zcEmpAttachment];
    const found = await Promise.all(
      tables.map((t) =>
        this.db
          .selectDistinct({ employeeId: t.employeeId })
          .from(t)
          .where(
            and(
              eq(t.tenantId, tenantId),
              inArray(t.employeeId, employeeIds),
              inArray(t.checkStatus, checked),
            ),
          ),
      ),
    );
    return new Set(found.flat().map((r) => r.employeeId));
  }

  async insert(values: EmployeeInsert): Promise<number> {
    const [row] = await this.db.insert(zcEmployee).values(values).returning({ id: zcEmployee.employeeId });
    return row!.id;
  }

  async update(tenantId: string, employeeId: number, values: Partial<EmployeeInsert>): Promise<void> {
    await this.db
      .update(zcEmployee)
      .set(values)
      .where(inTenant(zcEmployee, tenantId, eq(zcEmployee.employeeId, employeeId)));
  }

  async softDelete(tenantId: string, employeeIds: number[], by: number): Promise<void> {
    await this.db
      .update(zcEmployee)
      .set({ delFlag: '2', updateBy: by, updateTime: new Date() })
      .where(inTenant(zcEmployee, tenantId, inArray(zcEmployee.employeeId, employeeIds)));
  }
}
