import { and, count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidIdCard } from '@zcps/contracts';
import { createTestApp, engines, type TestApp } from '../../test/test-app.js';
import * as t from '../schema/index.js';
import { titleConditionSeeds } from './data/title-conditions.js';
import { seedDatabase } from './seed.js';

describe.each(engines)('title demo data set on %s', (engine) => {
  let t0: TestApp;
  beforeAll(async () => {
    t0 = await createTestApp(engine);
  });
  afterAll(async () => {
    await t0?.close();
  });
  const db = () => t0.database.db;
  const countOf = async (table: PgTable) => (await db().select({ n: count() }).from(table))[0]!.n;

  it('holds the catalogue, units, pools with 60 reviewers and 200 employees with dossiers', async () => {
    expect(await countOf(t.zcTitleSeries)).toBe(27);
    expect(await countOf(t.zcProfession)).toBe(12);
    expect(await countOf(t.zcOrganization)).toBe(2);
    expect(await countOf(t.zcClient)).toBe(5);
    expect(await countOf(t.zcReviewer)).toBe(60);
    expect(await countOf(t.zcReviewerPoolMember)).toBe(60);
    expect(await countOf(t.zcEmployee)).toBe(200);
    const [engineers] = await db()
      .select({ n: count() })
      .from(t.zcTitle)
      .where(and(eq(t.zcTitle.seriesId, 5)));
    expect(engineers!.n).toBe(5);
    expect(await countOf(t.zcTitleCondition)).toBe(titleConditionSeeds.length);
    const conditioned = await db()
      .selectDistinct({ id: t.zcTitleCondition.titleId })
      .from(t.zcTitleCondition);
    expect(conditioned).toHaveLength(await countOf(t.zcTitle));
    expect(await countOf(t.zcTitleException)).toBeGreaterThan(0);
    // Every employee has each sub-form that a complete dossier needs.
    for (const table of [t.zcEmpEducation, t.zcEmpOfficePost, t.zcEmpYearlyAssessment, t.zcEmpTraining]) {
      const owners = await db().selectDistinct({ id: table.employeeId }).from(table);
      expect(owners).toHaveLength(200);
    }
    const ids = await db().select({ id: t.zcEmployee.idCard }).from(t.zcEmployee);
    expect(ids.every((r) => isValidIdCard(r.id))).toBe(true);
  });

  it('links the demo accounts: company01 in its unit dept, staff01 owns employee 1, reviewer01 reviewer 1', async () => {
    const [company] = await db().select().from(t.sysUser).where(eq(t.sysUser.userName, 'company01'));
    const [unit] = await db().select().from(t.zcClient).where(eq(t.zcClient.clientId, 1));
    expect(company!.deptId).toBe(unit!.deptId);
    const [mine] = await db().select().from(t.zcEmployee).where(eq(t.zcEmployee.userId, 5));
    expect(mine!.employeeId).toBe(1);
    expect(mine!.deptId).toBe(unit!.deptId);
    const [reviewer] = await db().select().from(t.zcReviewer).where(eq(t.zcReviewer.userId, 3));
    expect(reviewer!.reviewerId).toBe(1);
  });

  it('re-seeding leaves a title the office gave its own conditions as it is', async () => {
    const accountant = eq(t.zcTitleCondition.titleId, 222);
    await db().delete(t.zcTitleCondition).where(accountant);
    await db()
      .insert(t.zcTitleCondition)
      .values({ titleId: 222, ruleKind: 'no_punishment', params: { years: 3 }, orderNum: 1 });
    await seedDatabase(db());
    const rows = await db().select().from(t.zcTitleCondition).where(accountant);
    expect(rows.map((r) => r.ruleKind)).toEqual(['no_punishment']);
  });

  it('re-seeding adds nothing and does not bring back a deleted demo employee', async () => {
    await db().delete(t.zcEmployee).where(eq(t.zcEmployee.employeeId, 200));
    await seedDatabase(db());
    expect(await countOf(t.zcEmployee)).toBe(199);
    expect(await countOf(t.zcReviewer)).toBe(60);
  });
});
