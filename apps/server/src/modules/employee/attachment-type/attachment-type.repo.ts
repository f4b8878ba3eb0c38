import { asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { AttachmentTypeFilter } from '@zcps/contracts';
import type { Db } from '../../../platform/db/database.js';
import { contains } from '../../../platform/db/like.js';
import { orderOf, countedPage, pageOf, type ListQuery } from '../../../platform/db/paging.js';
import { inTenant } from '../../../platform/db/scope.js';
import { zcAttachmentType, zcEmpAttachment } from '../../../db/schema/index.js';

export type AttachmentTypeRow = typeof zcAttachmentType.$inferSelect;
export type AttachmentTypeInsert = Omit<typeof zcAttachmentType.$inferInsert, 'typeId'>;
export type AttachmentTypeQuery = ListQuery & AttachmentTypeFilter;

const T = zcAttachmentType;
const SORTABLE = {
  typeId: T.typeId,
  typeCode: T.typeCode,
  typeName: T.typeName,
  maxSizeMb: T.maxSizeMb,
  required: T.required,
  orderNum: T.orderNum,
  status: T.status,
  createTime: T.createTime,
};
const DEFAULT_ORDER = [asc(T.orderNum), asc(T.typeId)];

export class AttachmentTypeRepo {
  constructor(private readonly db: Db) {}

  private where(tenantId: string, q: Partial<AttachmentTypeFilter>) {
    return inTenant(
      T,
      tenantId,
      contains(T.typeCode, q.typeCode),
      contains(T.typeName, q.typeName),
      q.status ? eq(T.status, q.status) : undefined,
      q.required ? eq(T.required, q.required === 'true') : undefined,
    );
  }

  async page(tenantId: string, q: AttachmentTypeQuery) {
    const where = this.where(tenantId, q);
    const { limit, offset } = pageOf(q);
    return countedPage(
      this.db
        .select()
        .from(T)
        .where(where)
        .orderBy(...orderOf(q, SORTABLE, DEFAULT_ORDER))
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(T).where(where),
    );
  }

  async all(tenantId: string, q: Partial<AttachmentTypeFilter>, max: number) {
    return this.db
      .select()
      .from(T)
      .where(this.where(tenantId, q))
      .orderBy(...DEFAULT_ORDER)
      .limit(max);
  }

  async findById(tenantId: string, typeId: number): Promise<AttachmentTypeRow | undefined> {
    const [row] = await this.db
      .select()
      .from(T)
      .where(inTenant(T, tenantId, eq(T.typeId, typeId)))
      .limit(1);
    return row;
  }

  async findByIds(tenantId: string, typeIds: number[]): Promise<AttachmentTypeRow[]> {
    return this.db
      .select()
      .from(T)
      .where(inTenant(T, tenantId, inArray(T.typeId, typeIds)));
  }

  /** Enabled types in display order (the upload form's options). */
  async enabled(tenantId: string): Promise<AttachmentTypeRow[]> {
    return this.db
      .select()
      .from(T)
      .where(inTenant(T, tenantId, eq(T.status, '0')))
      .orderBy(...DEFAULT_ORDER);
  }

  async codeTaken(tenantId: string, typeCode: string, exceptId?: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: T.typeId })
      .from(T)
      .where(
        inTenant(
          T,
          tenantId,
          eq(T.typeCode, typeCode),
          exceptId !== undefined ? ne(T.typeId, exceptId) : undefined,
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /** Ids among `typeIds` that at least one attachment of the tenant uses. */
  async usedIds(tenantId: string, typeIds: number[]): Promise<Set<number>> {
    const rows = await this.db
      .selectDistinct({ typeId: zcEmpAttachment.typeId })
      .from(zcEmpAttachment)
      .where(inTenant(zcEmpAttachment, tenantId, inArray(zcEmpAttachment.typeId, typeIds)));
    return new Set(rows.map((r) => r.typeId));
  }

  async insert(values: AttachmentTypeInsert): Promise<void> {
    await this.db.insert(T).values(values);
  }

  async update(tenantId: string, typeId: number, values: Partial<AttachmentTypeInsert>): Promise<void> {
    await this.db
      .update(T)
      .set(values)
      .where(inTenant(T, tenantId, eq(T.typeId, typeId)));
  }

  async deleteByIds(tenantId: string, typeIds: number[]): Promise<void> {
    await this.db.delete(T).where(inTenant(T, tenantId, inArray(T.typeId, typeIds)));
  }
}
