import { and, count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidIdCard } from '@zcps/contracts';
import { caller } from '../test/kits/monitor.js';
import { tempDir } from '../test/kits/resource.js';
import { adminToken, createTestApp, routeEngines, type TestApp } from '../test/test-app.js';
import * as t from '../db/schema/index.js';
import { titleConditionSeeds } from './data/title-conditions.js';
import { demoAttachmentPlan, seedDemoAttachments } from './demo/attachments.js';
import { seedDatabase } from './seed.js';

describe.each(routeEngines)('title demo data set on %s', (engine) => {
  let t0: TestApp;
  const store = tempDir('demo-oss');
  beforeAll(async () => {
    t0 = await createTestApp(engine, { ossDir: store.dir });
  });
  afterAll(async () => {
    await t0?.close();
    store.remove();
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

  it('gives every employee wage levels, some job qualifications, and the screens list them', async () => {
    const wageOwners = await db().selectDistinct({ id: t.zcWageLevel.employeeId }).from(t.zcWageLevel);
    expect(wageOwners).toHaveLength(200);
    expect(await countOf(t.zcWageLevel)).toBe(400);
    const qualified = await db()
      .selectDistinct({ id: t.zcJobQualification.employeeId })
      .from(t.zcJobQualification);
    expect(qualified.length).toBeGreaterThan(60);
    expect(qualified.length).toBeLessThan(200);
    expect(qualified.map((r) => r.id)).toContain(1);
    const admin = caller(t0, await adminToken(t0));
    const wages = await admin.get('/zcps/title/wage-level/list?employeeId=1');
    expect(wages).toMatchObject({ code: 200, total: 2 });
    const jobs = await admin.get('/zcps/title/job-qualification/list?employeeId=1');
    expect(jobs).toMatchObject({ code: 200, total: 1 });
  });

  it('writes the demo attachments as real PDFs through the object store, once', async () => {
    expect(await countOf(t.zcEmpAttachment)).toBe(0); // the seed alone cannot reach the store
    const plan = demoAttachmentPlan();
    expect(await seedDemoAttachments(db(), t0.container.oss)).toBe(plan.length);
    expect(await seedDemoAttachments(db(), t0.container.oss)).toBe(0);
    expect(await countOf(t.zcEmpAttachment)).toBe(plan.length);
    expect(await countOf(t.sysOss)).toBe(plan.length);
    const admin = caller(t0, await adminToken(t0));
    const list = await admin.get('/zcps/employee/attachment/list?employeeId=2');
    expect(list.rows.map((r: { typeCode: string }) => r.typeCode).sort()).toEqual([
      'diploma',
      'id_card',
      'pledge',
      'title_cert',
    ]);
    const file = await admin.send({
      method: 'GET',
      url: `/zcps/employee/attachment/${list.rows[0].recordId}/preview`,
    });
    expect(file.res.headers['content-type']).toBe('application/pdf');
    expect(file.res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(file.res.rawPayload.toString('latin1')).toContain('Employee #2');
    const missing = await admin.get('/zcps/employee/attachment/missing?employeeId=12');
    expect(missing.data.map((r: { typeCode: string }) => r.typeCode).sort()).toEqual([
      'pledge',
      'title_cert',
    ]);
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
