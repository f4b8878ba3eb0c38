import { eq } from 'drizzle-orm';
import {
  zcReviewActivity,
  zcReviewDeclaration,
  zcReviewerConflict,
  zcReviewerPool,
  zcReviewerPoolMember,
} from '../../db/schema/index.js';
import type { TestApp } from '../test-app.js';
import type { ReviewFixture } from './review.js';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** An enabled pool of the fixture's series holding these reviewers for a year. */
export async function poolWith(t: TestApp, fx: ReviewFixture, reviewerIds: number[], name = '工程专家库') {
  const [pool] = await t.database.db
    .insert(zcReviewerPool)
    .values({
      tenantId: fx.tenantId,
      poolName: name,
      seriesId: fx.seriesId,
      titleLevel: '2',
      termStart: day(-30),
      termEnd: day(365),
    })
    .returning({ id: zcReviewerPool.poolId });
  await t.database.db.insert(zcReviewerPoolMember).values(
    reviewerIds.map((reviewerId) => ({
      tenantId: fx.tenantId,
      poolId: pool!.id,
      reviewerId,
      joinDate: day(-30),
      termEnd: day(365),
    })),
  );
  return pool!.id;
}

/** A declared conflict of a reviewer (unit, person record or name). */
export async function conflictRow(
  t: TestApp,
  fx: ReviewFixture,
  reviewerId: number,
  on: { clientId?: number; employeeId?: number; personName?: string },
) {
  await t.database.db.insert(zcReviewerConflict).values({
    tenantId: fx.tenantId,
    reviewerId,
    conflictType: on.clientId ? 'unit' : 'person',
    clientId: on.clientId ?? null,
    employeeId: on.employeeId ?? null,
    personName: on.personName ?? null,
    reason: '亲属',
  });
}

export async function setAssignmentStatus(t: TestApp, activityId: number, assignmentStatus: string) {
  await t.database.db
    .update(zcReviewActivity)
    .set({ assignmentStatus })
    .where(eq(zcReviewActivity.activityId, activityId));
}

export async function activityRow(t: TestApp, activityId: number) {
  const [row] = await t.database.db
    .select()
    .from(zcReviewActivity)
    .where(eq(zcReviewActivity.activityId, activityId));
  return row!;
}

export async function declarationOf(t: TestApp, declarationId: number) {
  const [row] = await t.database.db
    .select()
    .from(zcReviewDeclaration)
    .where(eq(zcReviewDeclaration.declarationId, declarationId));
  return row!;
}
