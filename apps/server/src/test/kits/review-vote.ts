import { and, eq } from 'drizzle-orm';
import { zcReviewer, zcReviewTeamMember } from '../../db/schema/index.js';
import { caller } from './monitor.js';
import type { TestApp } from '../test-app.js';
import { Role, roleUser } from './employee-attachment.js';
import { reviewers, type ReviewFixture } from './review.js';

export interface Voter {
  userId: number;
  reviewerId: number;
  name: string;
  call: ReturnType<typeof caller>;
}

/** `count` reviewers who sign in (seeded reviewer role), each a reviewer record of their own unit. */
export async function voters(t: TestApp, fx: ReviewFixture, count: number, prefix: string): Promise<Voter[]> {
  const out: Voter[] = [];
  for (let i = 1; i <= count; i++) {
    const { userId, token } = await roleUser(t, `${prefix}${i}`, Role.REVIEWER);
    const [reviewerId] = await reviewers(t, fx, 1, { userId, unitName: `${prefix}单位${i}` });
    const name = `${prefix}专家${i}`;
    await t.database.db
      .update(zcReviewer)
      .set({ reviewerName: name })
      .where(eq(zcReviewer.reviewerId, reviewerId!));
    out.push({ userId, reviewerId: reviewerId!, name, call: caller(t, token) });
  }
  return out;
}

/** Makes one member of a team its secretary (role 5: attends, does not vote). */
export async function makeSecretary(t: TestApp, teamId: number, reviewerId: number): Promise<void> {
  await t.database.db
    .update(zcReviewTeamMember)
    .set({ memberRole: '5' })
    .where(and(eq(zcReviewTeamMember.teamId, teamId), eq(zcReviewTeamMember.reviewerId, reviewerId)));
}
