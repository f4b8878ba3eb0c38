import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { inTenant } from '../../../platform/db/scope.js';
import { zcClient, zcEmployee, zcReviewerConflict } from '../../../db/schema/index.js';

export type ConflictInsert = Omit<typeof zcReviewerConflict.$inferInsert, 'conflictId'>;

export class ReviewerConflictRepo {
  constructor(private readonly db: Db) {}

  /** A reviewer's declared conflicts, with the unit's name and the person's (record name first). */
  async ofReviewer(tenantId: string, reviewerId: number) {
    const c = zcReviewerConflict;
    return this.db
      .select({
        conflict: c,
        clientName: zcClient.clientName,
        employeeName: zcEmployee.employeeName,
      })
      .from(c)
      .leftJoin(zcClient, and(eq(zcClient.clientId, c.clientId), eq(zcClient.tenantId, c.tenantId)))
      .leftJoin(zcEmployee, and(eq(zcEmployee.employeeId, c.employeeId), eq(zcEmployee.tenantId, c.tenantId)))
      .where(inTenant(c, tenantId, eq(c.reviewerId, reviewerId)))
      .orderBy(asc(c.conflictId));
  }

  async insert(values: ConflictInsert): Promise<void> {
    await this.db.insert(zcReviewerConflict).values(values);
  }

  async delete(tenantId: string, reviewerId: number, conflictIds: number[]): Promise<void> {
    const c = zcReviewerConflict;
    await this.db
      .delete(c)
      .where(inTenant(c, tenantId, eq(c.reviewerId, reviewerId), inArray(c.conflictId, conflictIds)));
  }
}
