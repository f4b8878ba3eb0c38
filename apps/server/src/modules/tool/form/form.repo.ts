import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { FormFilter } from '@zcps/contracts';
import type { Db } from '../../../platform/db/database.js';
import { contains } from '../../../platform/db/like.js';
import { countedPage, orderOf, pageOf, type ListQuery } from '../../../platform/db/paging.js';
import { inTenant, live } from '../../../platform/db/scope.js';
import { sysForm } from '../../../db/schema/index.js';

export type FormRowDb = typeof sysForm.$inferSelect;
export type FormInsert = Omit<typeof sysForm.$inferInsert, 'formId'>;
export type FormQuery = ListQuery & FormFilter;

const SORTABLE = {
  formId: sysForm.formId,
  formKey: sysForm.formKey,
  formName: sysForm.formName,
  status: sysForm.status,
  createTime: sysForm.createTime,
  updateTime: sysForm.updateTime,
};
const DEFAULT_ORDER = [asc(sysForm.formId)];

export class FormRepo {
  constructor(private readonly db: Db) {}

  async page(tenantId: string, q: FormQuery) {
    const where = inTenant(
      sysForm,
      tenantId,
      live(sysForm),
      contains(sysForm.formKey, q.formKey),
      contains(sysForm.formName, q.formName),
      q.status ? eq(sysForm.status, q.status) : undefined,
    );
    const { limit, offset } = pageOf(q);
    return countedPage(
      this.db
        .select()
        .from(sysForm)
        .where(where)
        .orderBy(...orderOf(q, SORTABLE, DEFAULT_ORDER))
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(sysForm).where(where),
    );
  }

  async findById(tenantId: string, id: number): Promise<FormRowDb | undefined> {
    const [row] = await this.db
      .select()
      .from(sysForm)
      .where(inTenant(sysForm, tenantId, live(sysForm), eq(sysForm.formId, id)))
      .limit(1);
    return row;
  }

  async findByKey(tenantId: string, formKey: string): Promise<FormRowDb | undefined> {
    const [row] = await this.db
      .select()
      .from(sysForm)
      .where(inTenant(sysForm, tenantId, live(sysForm), eq(sysForm.formKey, formKey)))
      .limit(1);
    return row;
  }

  async findByIds(tenantId: string, ids: number[]): Promise<FormRowDb[]> {
    return this.db
      .select()
      .from(sysForm)
      .where(inTenant(sysForm, tenantId, live(sysForm), inArray(sysForm.formId, ids)));
  }

  async keyTaken(tenantId: string, formKey: string, exceptId?: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: sysForm.formId })
      .from(sysForm)
      .where(
        inTenant(
          sysForm,
          tenantId,
          live(sysForm),
          eq(sysForm.formKey, formKey),
          exceptId !== undefined ? ne(sysForm.formId, exceptId) : undefined,
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  async insert(values: FormInsert): Promise<void> {
    await this.db.insert(sysForm).values(values);
  }

  async update(tenantId: string, id: number, values: Partial<FormInsert>): Promise<void> {
    await this.db
      .update(sysForm)
      .set(values)
      .where(inTenant(sysForm, tenantId, live(sysForm), eq(sysForm.formId, id)));
  }

  /** Logical delete: the key is free again for a new form. */
  async softDelete(tenantId: string, ids: number[], updateBy: number): Promise<void> {
    await this.db
      .update(sysForm)
      .set({ delFlag: '2', updateBy, updateTime: new Date() })
      .where(and(inTenant(sysForm, tenantId, live(sysForm), inArray(sysForm.formId, ids))));
  }
}
