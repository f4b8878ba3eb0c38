import { and, eq } from 'drizzle-orm';
import { DEFAULT_TENANT_ID, ReviewStage, TeamType } from '@zcps/contracts';
import { zcReviewActivity, zcReviewEvaluation, zcReviewTeamMember } from '../../db/schema/index.js';
import { caller } from './monitor.js';
import { secondTenant } from './resource.js';
import { login, type TestApp } from '../test-app.js';
import { Role, roleUser } from './employee-attachment.js';
import { declarations, evaluations, reviewers, reviewFixture, team, type ReviewFixture } from './review.js';

export type Caller = ReturnType<typeof caller>;
let users = 0;

/** A signed-in reviewer: a user of the reviewer role with their own reviewer row. */
export async function reviewerUser(t: TestApp, fx: ReviewFixture, name: string) {
  const { userId, token } = await roleUser(t, `${name}${++users}`, Role.REVIEWER);
  const [reviewerId] = await reviewers(t, fx, 1, { userId });
  return { userId, reviewerId: reviewerId!, as: caller(t, token) };
}

export async function officeUser(t: TestApp, name = 'office') {
  return caller(t, (await roleUser(t, `${name}${++users}`, Role.OFFICE)).token);
}

export async function staffUser(t: TestApp) {
  return caller(t, (await roleUser(t, `staff${++users}`, Role.STAFF)).token);
}

/** A user of another tenant holding every review-approval permission. */
export async function otherTenantUser(t: TestApp, tenantId: string) {
  const userName = `boss${tenantId}`;
  await secondTenant(t, { tenantId, userName, password: 'secret123', perms: 'title:review-approval:%' });
  const token = (await login(t, { tenantId, username: userName, password: 'secret123' })).data;
  return caller(t, token.access_token);
}

export async function setActivity(
  t: TestApp,
  activityId: number,
  values: Partial<typeof zcReviewActivity.$inferInsert>,
) {
  await t.database.db.update(zcReviewActivity).set(values).where(eq(zcReviewActivity.activityId, activityId));
}

export async function activityRow(t: TestApp, activityId: number) {
  const [row] = await t.database.db
    .select()
    .from(zcReviewActivity)
    .where(eq(zcReviewActivity.activityId, activityId));
  return row!;
}

export async function makeSecretary(t: TestApp, teamId: number, reviewerId: number) {
  await t.database.db
    .update(zcReviewTeamMember)
    .set({ memberRole: '5' })
    .where(and(eq(zcReviewTeamMember.teamId, teamId), eq(zcReviewTeamMember.reviewerId, reviewerId)));
}

export async function evaluationRows(t: TestApp, declarationId: number) {
  return t.database.db
    .select()
    .from(zcReviewEvaluation)
    .where(eq(zcReviewEvaluation.declarationId, declarationId));
}

/**
 * An activity whose assignment is done, with a discipline team of `scorers` (+ a secretary) and `count`
 * declarations awaiting their defense in it, each evaluated by every scorer.
 */
export async function defenseScene(
  t: TestApp,
  tag: string,
  opts: { scorers: number; count: number; dropExtremesFrom?: number },
) {
  const fx = await reviewFixture(t, DEFAULT_TENANT_ID, tag);
  await setActivity(t, fx.activityId, {
    defenseRequired: true,
    assignmentStatus: '2',
    defenseDropExtremesFrom: opts.dropExtremesFrom ?? 0,
  });
  const scorers = [];
  for (let i = 0; i < opts.scorers; i++) scorers.push(await reviewerUser(t, fx, `${tag}rv`));
  const secretary = await reviewerUser(t, fx, `${tag}sec`);
  const teamId = await team(t, fx, [...scorers.map((s) => s.reviewerId), secretary.reviewerId]);
  await makeSecretary(t, teamId, secretary.reviewerId);
  const ids = await declarations(t, fx, {
    count: opts.count,
    stage: ReviewStage.DEFENSE,
    status: '4',
    teamId,
  });
  await evaluations(t, fx, ids, [...scorers.map((s) => s.reviewerId), secretary.reviewerId], teamId);
  const committee = await team(t, fx, [], TeamType.COMMITTEE);
  return { fx, teamId, committee, ids, scorers, secretary };
}
