import { and, count, eq } from 'drizzle-orm';
import type { Db, Executor } from '../platform/db/database.js';
import * as t from '../db/schema/index.js';
import { attachmentTypeSeeds, professionSeeds, seriesSeeds, titleSeeds } from './data/title-catalog.js';
import { titleConditionSeeds, titleExceptionSeeds } from './data/title-conditions.js';
import { organizationSeeds, UNIT_PARENT_DEPT, unitDeptSeeds, unitSeeds } from './data/title-units.js';
import { demoDossiers } from './demo/employees.js';
import { demoPostRecords } from './demo/post-records.js';
import { numberReviewers } from './demo/reviewer-numbers.js';
import { conflictSeeds, poolMemberSeeds, poolSeeds, reviewerSeeds } from './demo/reviewers.js';

interface Audit {
  createBy: number;
  updateBy: number;
  createDept: number;
}

const BATCH = 500;

async function insertAll(tx: Executor, table: Parameters<Db['insert']>[0], rows: object[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH)
    await tx
      .insert(table)
      .values(rows.slice(i, i + BATCH) as never)
      .onConflictDoNothing();
}

/**
 * The title catalogue (every start: new series or titles of an upgrade arrive) and, once, the demo data set of
 * issue 7: organizations, five approved entrusted units with their depts, 60 reviewers in three pools and 200
 * employees with complete dossiers, wage levels and job qualifications. Rows have fixed ids below the identity
 * start, so nothing is duplicated. Answers whether the demo set arrived now (its attachments follow once the
 * object store is up: demo/attachments.ts).
 */
export async function seedTitleDomain(tx: Executor, tenantId: string, audit: Audit): Promise<boolean> {
  const withTenant = <T extends object>(rows: readonly T[]) =>
    rows.map((row) => ({ ...row, tenantId, ...audit }));
  await insertAll(tx, t.zcTitleSeries, withTenant(seriesSeeds));
  await insertAll(tx, t.zcTitle, withTenant(titleSeeds));
  await insertAll(tx, t.zcProfession, withTenant(professionSeeds));
  await insertAll(tx, t.zcAttachmentType, withTenant(attachmentTypeSeeds));
  // Only titles without any condition: an office that configured its own must not find ours mixed in.
  const configured = new Set(
    (
      await tx
        .selectDistinct({ titleId: t.zcTitleCondition.titleId })
        .from(t.zcTitleCondition)
        .where(eq(t.zcTitleCondition.tenantId, tenantId))
    ).map((r) => r.titleId),
  );
  await insertAll(
    tx,
    t.zcTitleCondition,
    withTenant(titleConditionSeeds.filter((c) => !configured.has(c.titleId))),
  );
  await insertAll(tx, t.zcTitleException, withTenant(titleExceptionSeeds));

  const [seeded] = await tx.select({ n: count() }).from(t.zcClient).where(eq(t.zcClient.tenantId, tenantId));
  if ((seeded?.n ?? 0) > 0) return false; // the demo set arrives once; later edits and deletions are the users'

  await insertAll(tx, t.sysDept, withTenant(unitDeptSeeds));
  await insertAll(tx, t.zcOrganization, withTenant(organizationSeeds));
  await insertAll(
    tx,
    t.zcClient,
    withTenant(unitSeeds).map((u) => ({
      ...u,
      orgId: 1,
      auditStatus: '1',
      auditBy: 1,
      auditTime: new Date(),
    })),
  );
  for (const unit of unitSeeds)
    if (unit.userId !== null)
      await tx
        .update(t.sysUser)
        .set({ deptId: unit.deptId })
        .where(and(eq(t.sysUser.userId, unit.userId), eq(t.sysUser.deptId, UNIT_PARENT_DEPT)));
  await insertAll(tx, t.zcReviewer, withTenant(reviewerSeeds()));
  await numberReviewers(tx, tenantId);
  await insertAll(tx, t.zcReviewerPool, withTenant(poolSeeds));
  await insertAll(tx, t.zcReviewerPoolMember, withTenant(poolMemberSeeds()));
  await insertAll(tx, t.zcReviewerConflict, withTenant(conflictSeeds));

  const d = demoDossiers();
  await insertAll(tx, t.zcEmployee, withTenant(d.employees));
  await insertAll(tx, t.zcEmpEducation, withTenant(d.education));
  await insertAll(tx, t.zcEmpOfficePost, withTenant(d.officePost));
  await insertAll(tx, t.zcEmpDutyAchievement, withTenant(d.dutyAchievement));
  await insertAll(tx, t.zcEmpYearlyAssessment, withTenant(d.yearlyAssessment));
  await insertAll(tx, t.zcEmpAcademicWork, withTenant(d.academicWork));
  await insertAll(tx, t.zcEmpReward, withTenant(d.reward));
  await insertAll(tx, t.zcEmpPunishment, withTenant(d.punishment));
  await insertAll(tx, t.zcEmpTraining, withTenant(d.training));
  await insertAll(tx, t.zcEmpPartyInfo, withTenant(d.partyInfo));
  const posts = demoPostRecords(d.employees);
  await insertAll(tx, t.zcWageLevel, withTenant(posts.wageLevel));
  await insertAll(tx, t.zcJobQualification, withTenant(posts.jobQualification));
  return true;
}
