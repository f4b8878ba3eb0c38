import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import { DEMO_PASSWORD } from '../data/demo-users.js';
import { failingRuleOf, isReady } from '../demo/dossier-shape.js';
import { signIn, StoryError, type Actor } from './story-client.js';

export const RA = '/title/review-approval';
export const DAY = 86_400_000;
/** Title ids of the engineering series (seed-title): 高级工程师 for 工程师 holders, 工程师 for 助理工程师. */
export const TITLE_BY_CURRENT_LEVEL: Record<string, number> = { '3': 52, '4': 53 };
export const ENGINEERING = { seriesId: 5, orgId: 2, poolId: 1, professionIds: [1, 2, 3, 4, 5, 6, 7, 8] };
/** The demo experts with accounts: reviewer01–03 (zc_reviewer 1, 5, 6). */
export const ACCOUNT_REVIEWERS = [1, 5, 6];

export interface Applicant {
  employeeId: number;
  employeeName: string;
  professionId: number;
  titleId: number;
}

/** The people of the story and the server's business clock, which the story moves to set past rounds. */
export interface Story {
  clock: Clock;
  admin: Actor;
  office: Actor;
  company: Actor;
  staff: Actor;
  reviewers: Map<number, Actor>;
}

export async function castOf(app: FastifyInstance, publicKey: string, clock: Clock): Promise<Story> {
  const as = (name: string) => signIn(app, publicKey, name, DEMO_PASSWORD);
  const reviewers = new Map<number, Actor>();
  for (const [i, reviewerId] of ACCOUNT_REVIEWERS.entries())
    reviewers.set(reviewerId, await as(`reviewer0${i + 1}`));
  return {
    clock,
    admin: await as('admin'),
    office: await as('office01'),
    company: await as('company01'),
    staff: await as('staff01'),
    reviewers,
  };
}

export const dateOf = (d: Date) => d.toISOString().slice(0, 10);

/** The office creates an activity of the engineering series and starts it; the window is open around now. */
export async function openActivity(
  s: Story,
  fields: { activityName: string; reviewYear: number; titleLevels: string[]; defenseRequired: boolean },
): Promise<number> {
  const now = s.clock.now().getTime();
  await s.office.call('POST', '/title/review-activity', {
    ...fields,
    seriesId: ENGINEERING.seriesId,
    professionIds: ENGINEERING.professionIds,
    orgId: ENGINEERING.orgId,
    declareStart: dateOf(new Date(now - 2 * DAY)),
    declareEnd: dateOf(new Date(now + 60 * DAY)),
    publicityDays: 5,
  });
  const list = await s.office.raw(
    'GET',
    `/title/review-activity/list?activityName=${encodeURIComponent(fields.activityName)}`,
  );
  const activityId = list.rows?.[0]?.activityId as number | undefined;
  if (!activityId)
    throw new StoryError(`demo story: activity ${fields.activityName} not found after creating it`);
  await s.office.call('PUT', `/title/review-activity/start/${activityId}`);
  return activityId;
}

/**
 * The company's employees who meet the conditions of their next title (dossier-shape.ts) and those one rule
 * short, in id order. The story test checks both against the eligibility the server computes.
 */
export async function candidates(s: Story) {
  const list = await s.company.raw('GET', '/employee/info/list?pageSize=200');
  const rows = list.rows as {
    employeeId: number;
    employeeName: string;
    professionId: number;
    currentTitleLevel: string;
  }[];
  const applicants = rows
    .filter((e) => TITLE_BY_CURRENT_LEVEL[e.currentTitleLevel] && isReady(e.employeeId))
    .map((e) => ({
      employeeId: e.employeeId,
      employeeName: e.employeeName,
      professionId: e.professionId,
      titleId: TITLE_BY_CURRENT_LEVEL[e.currentTitleLevel]!,
    }))
    .sort((a, b) => a.employeeId - b.employeeId);
  return {
    eligible: applicants.filter((a) => !failingRuleOf(a.employeeId)),
    short: applicants.filter((a) => failingRuleOf(a.employeeId)),
  };
}

export function draft(s: Story, activityId: number, a: Applicant, by = s.company): Promise<number> {
  return by.call<number>('POST', '/title/review-declare', {
    activityId,
    employeeId: a.employeeId,
    titleId: a.titleId,
    professionId: a.professionId,
  });
}

/** The company declares for each and submits with the pledge; answers the declaration ids in order. */
export async function declare(s: Story, activityId: number, applicants: Applicant[]): Promise<number[]> {
  const ids: number[] = [];
  for (const a of applicants) {
    const id = await draft(s, activityId, a);
    await s.company.call('PUT', '/title/review-declare/submit', { declarationId: id, pledge: true });
    ids.push(id);
  }
  return ids;
}

export async function activityVersion(s: Story, activityId: number): Promise<number> {
  return (await s.office.call<{ version: number }>('GET', `/title/review-activity/${activityId}`)).version;
}

/** Runs `play` with the business clock movable through `travel`, and puts it back to now afterwards. */
export async function withClock<T>(s: Story, play: (travel: (ms: number) => void) => Promise<T>): Promise<T> {
  let moved = 0;
  try {
    return await play((ms) => {
      s.clock.travel(ms);
      moved += ms;
    });
  } finally {
    s.clock.travel(-moved);
  }
}
