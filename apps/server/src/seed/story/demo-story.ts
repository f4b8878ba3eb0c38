import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import { playLastYear } from './act-last-year.js';
import { playSecondBatch, playSeniorRound } from './act-this-year.js';
import { candidates, castOf } from './story-context.js';

export interface StoryOutcome {
  seniorId: number;
  secondId: number;
  accountsOpened: number;
}

const LAST_YEAR = 6;
const SENIOR_ROUND = 12;
const SECOND_BATCH = 10;
/** staff01 (employee 1) holds 高级工程师; the next title is 正高级工程师. */
const STAFF_NEXT_TITLE = 51;

/**
 * The demo story (issue 24): last year's round finished with certificates, this year's senior round in its late
 * stages and a second batch in its early ones, played by the demo users through the console's own routes, then
 * accounts opened for every pool expert (first sign-in changes the password). Plays once: a tenant that has any
 * review activity already is left alone. `app` must accept sign-ins without a captcha and writes (no demo mode).
 */
export async function playDemoStory(
  app: FastifyInstance,
  publicKey: string,
  clock: Clock,
): Promise<StoryOutcome | null> {
  const s = await castOf(app, publicKey, clock);
  try {
    const existing = await s.office.raw('GET', '/title/review-activity/list?pageSize=1');
    if ((existing.total ?? 0) > 0) return null;
    const year = clock.now().getFullYear();
    const { eligible, short } = await candidates(s);
    const [last, senior, second] = [LAST_YEAR, SENIOR_ROUND, SECOND_BATCH].map((n, i, all) => {
      const from = all.slice(0, i).reduce((a, b) => a + b, 0);
      return eligible.slice(from, from + n);
    });
    await playLastYear(s, year - 1, last!);
    // The senior round is created last, so the pages that open on the newest activity open on its late stages.
    const secondId = await playSecondBatch(s, year, second!, short.slice(0, 2), STAFF_NEXT_TITLE);
    const seniorId = await playSeniorRound(s, year, senior!);
    const opened = await s.office.call<{ created: unknown[] }>('POST', '/title/reviewer/accounts', {});
    return { seniorId, secondId, accountsOpened: opened.created.length };
  } finally {
    for (const actor of [s.admin, s.office, s.company, s.staff, ...s.reviewers.values()])
      await actor.signOut();
    await app.operLogIdle();
  }
}
