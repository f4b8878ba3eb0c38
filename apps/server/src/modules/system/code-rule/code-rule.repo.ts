import { asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { CodeRuleFilter } from '@zcps/contracts';
import type { Db, Executor } from '../../../platform/db/database.js';
import { contains } from '../../../platform/db/like.js';
import { countedPage, orderOf, pageOf, type ListQuery } from '../../../platform/db/paging.js';
import { inTenant } from '../../../platform/db/scope.js';
import { sysCodeCounter, sysCodeRule } from '../../../db/schema/index.js';

export type CodeRuleRow = typeof sysCodeRule.$inferSelect;
export type CodeRuleInsert = Omit<typeof sysCodeRule.$inferInsert, 'ruleId'>;
export type CodeRuleQuery = ListQuery & CodeRuleFilter;

const SORTABLE = {
  ruleId: sysCodeRule.ruleId,
  ruleCode: sysCodeRule.ruleCode,
  ruleName: sysCodeRule.ruleName,
  createTime: sysCodeRule.createTime,
};
const DEFAULT_ORDER = [asc(sysCodeRule.ruleId)];

export class CodeRuleRepo {
  constructor(private readonly db: Db) {}

  async page(tenantId: string, q: CodeRuleQuery) {
    const where = inTenant(
      sysCodeRule,
      tenantId,
      contains(sysCodeRule.ruleCode, q.ruleCode),
      contains(sysCodeRule.ruleName, q.ruleName),
    );
    const { limit, offset } = pageOf(q);
    return countedPage(
      this.db
        .select()
        .from(sysCodeRule)
        .where(where)
        .orderBy(...orderOf(q, SORTABLE, DEFAULT_ORDER))
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(sysCodeRule).where(where),
    );
  }

  async findById(tenantId: string, ruleId: number): Promise<CodeRuleRow | undefined> {
    const [row] = await this.db
      .select()
      .from(sysCodeRule)
      .where(inTenant(sysCodeRule, tenantId, eq(sysCodeRule.ruleId, ruleId)))
      .limit(1);
    return row;
  }

  async findByIds(tenantId: string, ruleIds: number[]): Promise<CodeRuleRow[]> {
    return this.db
      .select()
      .from(sysCodeRule)
      .where(inTenant(sysCodeRule, tenantId, inArray(sysCodeRule.ruleId, ruleIds)));
  }

  /** The tenant's rule of a purpose, read through `db` (the issuing transaction). */
  async findByCode(db: Executor, tenantId: string, ruleCode: string): Promise<CodeRuleRow | undefined> {
    const [row] = await db
      .select()
      .from(sysCodeRule)
      .where(inTenant(sysCodeRule, tenantId, eq(sysCodeRule.ruleCode, ruleCode)))
      .limit(1);
    return row;
  }

  async codeTaken(tenantId: string, ruleCode: string, exceptId?: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: sysCodeRule.ruleId })
      .from(sysCodeRule)
      .where(
        inTenant(
          sysCodeRule,
          tenantId,
          eq(sysCodeRule.ruleCode, ruleCode),
          exceptId !== undefined ? ne(sysCodeRule.ruleId, exceptId) : undefined,
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /** The last value issued per purpose in one period each: `periods` maps purpose → period. */
  async lastValues(tenantId: string, periods: Map<string, string>): Promise<Map<string, number>> {
    if (!periods.size) return new Map();
    const keys = [...periods].map(([code, period]) => sql`(${code}, ${period})`);
    const rows = await this.db
      .select({ ruleCode: sysCodeCounter.ruleCode, value: sysCodeCounter.value })
      .from(sysCodeCounter)
      .where(
        inTenant(
          sysCodeCounter,
          tenantId,
          sql`(${sysCodeCounter.ruleCode}, ${sysCodeCounter.period}) IN (${sql.join(keys, sql`, `)})`,
        ),
      );
    return new Map(rows.map((r) => [r.ruleCode, r.value]));
  }

  /**
   * Takes `n` numbers of a purpose's period in one statement and answers the last of them. The row lock it
   * takes holds until `db`'s transaction ends, so concurrent issuers of the same counter queue behind it, and a
   * rollback returns the numbers (no gap).
   */
  async take(db: Executor, tenantId: string, ruleCode: string, period: string, n: number): Promise<number> {
    const [row] = await db
      .insert(sysCodeCounter)
      .values({ tenantId, ruleCode, period, value: n })
      .onConflictDoUpdate({
        target: [sysCodeCounter.tenantId, sysCodeCounter.ruleCode, sysCodeCounter.period],
        set: { value: sql`${sysCodeCounter.value} + ${n}` },
      })
      .returning({ value: sysCodeCounter.value });
    return row!.value;
  }

  async insert(values: CodeRuleInsert): Promise<void> {
    await this.db.insert(sysCodeRule).values(values);
  }

  async update(tenantId: string, ruleId: number, values: Partial<CodeRuleInsert>): Promise<void> {
    await this.db
      .update(sysCodeRule)
      .set(values)
      .where(inTenant(sysCodeRule, tenantId, eq(sysCodeRule.ruleId, ruleId)));
  }

  async deleteByIds(tenantId: string, ruleIds: number[]): Promise<void> {
    await this.db
      .delete(sysCodeRule)
      .where(inTenant(sysCodeRule, tenantId, inArray(sysCodeRule.ruleId, ruleIds)));
  }
}
