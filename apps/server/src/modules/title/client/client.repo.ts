import { and, asc, count, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { ClientAuditStatus, type TitleClientFilter } from '@zcps/contracts';
import type { Db, Executor } from '../../../platform/db/database.js';
import { contains } from '../../../platform/db/like.js';
import { orderOf, countedPage, pageOf, type ListQuery } from '../../../platform/db/paging.js';
import { inTenant, live } from '../../../platform/db/scope.js';
import { sysDept, sysOss, sysUser, zcClient, zcEmployee, zcOrganization } from '../../../db/schema/index.js';

export type ClientRow = typeof zcClient.$inferSelect;
export type ClientInsert = Omit<typeof zcClient.$inferInsert, 'clientId'>;
export type ClientListRow = ClientRow & {
  orgName: string | null;
  userName: string | null;
  licenceName: string | null;
};
export type ClientQuery = ListQuery & TitleClientFilter;

/** The seeded dept 委托单位 under which every approved unit gets its own dept. */
export const UNIT_PARENT_DEPT_ID = 104;
const UNIT_PARENT_DEPT_NAME = '委托单位';

const SORTABLE = {
  clientId: zcClient.clientId,
  clientName: zcClient.clientName,
  creditCode: zcClient.creditCode,
  unitType: zcClient.unitType,
  auditStatus: zcClient.auditStatus,
  auditTime: zcClient.auditTime,
  status: zcClient.status,
  createTime: zcClient.createTime,
};
/** Pending units first: they wait for the office. */
const DEFAULT_ORDER = [asc(zcClient.auditStatus), desc(zcClient.clientId)];

export class TitleClientRepo {
  constructor(private readonly db: Db) {}

  /** Runs `work` in one transaction with a repo bound to it. */
  transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(tx));
  }

  private where(tenantId: string, q: Partial<TitleClientFilter>, scope: SQL | undefined) {
    return inTenant(
      zcClient,
      tenantId,
      live(zcClient),
      contains(zcClient.clientName, q.clientName),
      contains(zcClient.creditCode, q.creditCode),
      q.unitType ? eq(zcClient.unitType, q.unitType) : undefined,
      q.auditStatus ? eq(zcClient.auditStatus, q.auditStatus) : undefined,
      q.orgId !== undefined ? eq(zcClient.orgId, q.orgId) : undefined,
      q.status ? eq(zcClient.status, q.status) : undefined,
      scope,
    );
  }

  private selectWithNames() {
    return this.db
      .select({
        client: zcClient,
        orgName: zcOrganization.orgName,
        userName: sysUser.userName,
        licenceName: sysOss.originalName,
      })
      .from(zcClient)
      .leftJoin(
        zcOrganization,
        and(eq(zcOrganization.orgId, zcClient.orgId), eq(zcOrganization.tenantId, zcClient.tenantId)),
      )
      .leftJoin(sysUser, and(eq(sysUser.userId, zcClient.userId), eq(sysUser.tenantId, zcClient.tenantId)))
      .leftJoin(sysOss, and(eq(sysOss.ossId, zcClient.licenceOssId), eq(sysOss.tenantId, zcClient.tenantId)));
  }

  async page(tenantId: string, q: ClientQuery, scope: SQL | undefined) {
    const where = this.where(tenantId, q, scope);
    const { limit, offset } = pageOf(q);
    return countedPage(
      this.selectWithNames()
        .where(where)
        .orderBy(...orderOf(q, SORTABLE, DEFAULT_ORDER))
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(zcClient).where(where),
      flatten,
    );
  }

  /** Every matching row (export), up to `max`. */
  async all(tenantId: string, q: Partial<TitleClientFilter>, scope: SQL | undefined, max: number) {
    const rows = await this.selectWithNames()
      .where(this.where(tenantId, q, scope))
      .orderBy(...DEFAULT_ORDER)
      .limit(max);
    return rows.map(flatten);
  }

  /** A live unit of the tenant within the scope. */
  async find(tenantId: string, clientId: number, scope: SQL | undefined): Promise<ClientListRow | undefined> {
    const [row] = await this.selectWithNames()
      .where(this.where(tenantId, {}, and(eq(zcClient.clientId, clientId), scope)))
      .limit(1);
    return row ? flatten(row) : undefined;
  }

  async findByIds(tenantId: string, clientIds: number[], scope: SQL | undefined): Promise<ClientRow[]> {
    return this.db
      .select()
      .from(zcClient)
      .where(this.where(tenantId, {}, and(inArray(zcClient.clientId, clientIds), scope)));
  }

  /** Approved, enabled units (selects of the other screens). */
  async approved(tenantId: string) {
    return this.db
      .select({ clientId: zcClient.clientId, clientName: zcClient.clientName })
      .from(zcClient)
      .where(this.where(tenantId, { auditStatus: ClientAuditStatus.APPROVED, status: '0' }, undefined))
      .orderBy(asc(zcClient.clientName), asc(zcClient.clientId));
  }

  async creditCodeTaken(tenantId: string, creditCode: string, exceptId?: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: zcClient.clientId })
      .from(zcClient)
      .where(
        this.where(
          tenantId,
          {},
          and(
            eq(zcClient.creditCode, creditCode),
            exceptId !== undefined ? ne(zcClient.clientId, exceptId) : undefined,
          ),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /** A stored file of the tenant; `uploadedBy` narrows it to the files that user uploaded. */
  async file(tenantId: string, ossId: number, uploadedBy?: number) {
    const [row] = await this.db
      .select({ fileName: sysOss.fileName, originalName: sysOss.originalName, service: sysOss.service })
      .from(sysOss)
      .where(
        inTenant(
          sysOss,
          tenantId,
          eq(sysOss.ossId, ossId),
          uploadedBy !== undefined ? eq(sysOss.createBy, uploadedBy) : undefined,
        ),
      )
      .limit(1);
    return row;
  }

  /** Live employee records of the unit. */
  async employeeCount(tenantId: string, clientId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(zcEmployee)
      .where(inTenant(zcEmployee, tenantId, live(zcEmployee), eq(zcEmployee.clientId, clientId)));
    return row?.n ?? 0;
  }

  /** The dept new unit depts go under: the seeded 104, else the tenant's live dept named 委托单位. */
  async unitParentDept(tenantId: string): Promise<number | undefined> {
    const [row] = await this.db
      .select({ id: sysDept.deptId })
      .from(sysDept)
      .where(
        inTenant(
          sysDept,
          tenantId,
          live(sysDept),
          or(eq(sysDept.deptId, UNIT_PARENT_DEPT_ID), eq(sysDept.deptName, UNIT_PARENT_DEPT_NAME)),
        ),
      )
      .orderBy(sql`${sysDept.deptId} = ${UNIT_PARENT_DEPT_ID} DESC`, asc(sysDept.deptId))
      .limit(1);
    return row?.id;
  }

  /** The unit's row, held until the transaction ends (one verdict per unit, however many decide at once). */
  async lock(tenantId: string, clientId: number): Promise<ClientRow | undefined> {
    const [row] = await this.db
      .select()
      .from(zcClient)
      .where(this.where(tenantId, {}, eq(zcClient.clientId, clientId)))
      .for('update');
    return row;
  }

  /** Puts the unit's company account into the unit's dept. */
  async moveUser(tenantId: string, userId: number, deptId: number, updateBy: number | null): Promise<void> {
    await this.db
      .update(sysUser)
      .set({ deptId, updateBy, updateTime: new Date() })
      .where(inTenant(sysUser, tenantId, live(sysUser), eq(sysUser.userId, userId)));
  }

  async insert(values: ClientInsert): Promise<number> {
    const [row] = await this.db.insert(zcClient).values(values).returning({ id: zcClient.clientId });
    return row!.id;
  }

  async update(tenantId: string, clientId: number, values: Partial<ClientInsert>): Promise<void> {
    await this.db
      .update(zcClient)
      .set(values)
      .where(inTenant(zcClient, tenantId, live(zcClient), eq(zcClient.clientId, clientId)));
  }

  /** Logical delete (del_flag '2'). */
  async softDelete(tenantId: string, clientIds: number[], updateBy: number): Promise<void> {
    await this.db
      .update(zcClient)
      .set({ delFlag: '2', updateBy, updateTime: new Date() })
      .where(inTenant(zcClient, tenantId, live(zcClient), inArray(zcClient.clientId, clientIds)));
  }
}

function flatten(row: {
  client: ClientRow;
  orgName: string | null;
  userName: string | null;
  licenceName: string | null;
}): ClientListRow {
  return { ...row.client, orgName: row.orgName, userName: row.userName, licenceName: row.licenceName };
}
