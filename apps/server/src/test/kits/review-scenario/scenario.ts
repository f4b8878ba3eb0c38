import { eq, inArray } from 'drizzle-orm';
import { DEFAULT_TENANT_ID } from '@zcps/contracts';
import { expect } from 'vitest';
import {
  sysDept,
  sysUser,
  sysUserRole,
  zcProfession,
  zcReviewer,
  zcReviewEvaluation,
  zcTitle,
} from '../../../db/schema/index.js';
import { caller, tokenOf } from '../monitor.js';
import type { TestApp } from '../../test-app.js';
import { hashPassword } from '../../../platform/crypto/password-hash.js';
import { Role, roleUser } from '../employee-attachment.js';
import { reviewerRow, titleFixture } from '../title-reviewer.js';
import { conflictRow, poolWith } from '../review-team.js';
import { applicant, declareRules } from '../review-declare.js';
import type { ReviewFixture } from '../review.js';

export type Caller = ReturnType<typeof caller>;
export const RA = '/zcps/title/review-approval';
const PASSWORD = 'secret123';

/** Sends as `who` and insists on code 200 (the message of anything else is in the failure). */
export async function ok<T = unknown>(
  who: Caller,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
): Promise<T> {
  const { body } = await who.send({ method, url, payload });
  expect(body, `${method} ${url}`).toMatchObject({ code: 200 });
  return body.data as T;
}

/** Sends as `who`, answering the whole body (for refusals). */
export async function send(who: Caller, method: 'POST' | 'PUT', url: string, payload?: object) {
  return (await who.send({ method, url, payload })).body as { code: number; msg: string };
}

/** All rows of a paged list. */
export async function allRows<T>(who: Caller, url: string): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; page <= 50; page++) {
    const res = await who.get(`${url}&pageSize=100&pageNum=${page}`);
    expect(res, url).toMatchObject({ code: 200, total: expect.any(Number) });
    rows.push(...(res.rows as T[]));
    if (rows.length >= res.total || !res.rows.length) return rows;
  }
  throw new Error(`${url}: more than 50 pages`);
}

/**
 * Master data of the scenario (the only rows written straight to the database): a series with five
 * professions and a senior title with its declare conditions, `count` applicants with approved dossiers in the
 * company's unit, and the office and company accounts.
 */
export async function masterData(t: TestApp, count: number) {
  const db = t.database.db;
  const base = await titleFixture(t, undefined, 'S');
  const extra = await db
    .insert(zcProfession)
    .values(
      ['土木工程', '化学工程', '环境工程'].map((name, i) => ({
        tenantId: DEFAULT_TENANT_ID,
        seriesId: base.seriesId,
        professionCode: `SP${i + 4}`,
        professionName: `S${name}`,
        orderNum: i + 3,
      })),
    )
    .returning({ id: zcProfession.professionId });
  const professionIds = [base.professionIds[0], base.professionIds[1], ...extra.map((p) => p.id)];
  const [title] = await db
    .insert(zcTitle)
    .values({
      tenantId: DEFAULT_TENANT_ID,
      seriesId: base.seriesId,
      titleCode: 'ST2',
      titleName: '高级工程师',
      titleLevel: '2',
    })
    .returning({ id: zcTitle.titleId });
  await declareRules(t, title!.id);
  const employeeIds: number[] = [];
  for (let i = 0; i < count; i++) employeeIds.push(await applicant(t, `申报人${i}`));
  const [dept] = await db.select().from(sysDept).where(eq(sysDept.deptId, 105));
  const office = caller(t, (await roleUser(t, 'sc_office', Role.OFFICE)).token);
  const company = caller(t, (await roleUser(t, 'sc_company', Role.COMPANY)).token);
  return {
    ...base,
    professionIds,
    titleId: title!.id,
    employeeIds,
    applicantUnit: dept!.deptName,
    office,
    company,
  };
}
export type World = Awaited<ReturnType<typeof masterData>>;

/** The fields of the fixture the review-test-kit helpers read. */
export const fixtureOf = (w: World, activityId: number): ReviewFixture => ({
  ...w,
  tenantId: DEFAULT_TENANT_ID,
  activityId,
  professionIds: w.professionIds as unknown as [number, number, number],
});

/**
 * A pool of `size` reviewers of the series. The first `sameUnit` work at the applicants' unit (回避 for all of
 * them); the next ones declared a conflict with one applicant each (`conflictWith`, employee ids).
 */
export async function poolOf(
  t: TestApp,
  w: World,
  fx: ReviewFixture,
  prefix: string,
  size: number,
  sameUnit: number,
  conflictWith: number[],
) {
  const ids: number[] = [];
  for (let i = 0; i < size; i++)
    ids.push(
      await reviewerRow(t, {
        tenantId: DEFAULT_TENANT_ID,
        seriesId: w.seriesId,
        reviewerName: `${prefix}${i + 1}`,
        unitName: i < sameUnit ? w.applicantUnit : `${prefix}单位${i + 1}`,
        professionId: w.professionIds[i % 5],
      }),
    );
  for (const [k, employeeId] of conflictWith.entries())
    await conflictRow(t, fx, ids[sameUnit + k]!, { employeeId });
  const poolId = await poolWith(t, fx, ids, `${prefix}专家库`);
  const declared = conflictWith.map((employeeId, k) => [ids[sameUnit + k]!, employeeId] as const);
  return { poolId, ids, sameUnit: ids.slice(0, sameUnit), declared };
}

/** Sign-in accounts (seeded reviewer role) for these reviewers, linked through zc_reviewer.user_id. */
export async function reviewerCallers(t: TestApp, reviewerIds: number[]): Promise<Map<number, Caller>> {
  const db = t.database.db;
  const password = await hashPassword(PASSWORD);
  const out = new Map<number, Caller>();
  for (const reviewerId of reviewerIds) {
    const userName = `sc_rev${reviewerId}`;
    const [user] = await db
      .insert(sysUser)
      .values({ tenantId: DEFAULT_TENANT_ID, deptId: 105, userName, nickName: userName, password })
      .returning({ userId: sysUser.userId });
    await db.insert(sysUserRole).values({ userId: user!.userId, roleId: Role.REVIEWER });
    await db.update(zcReviewer).set({ userId: user!.userId }).where(eq(zcReviewer.reviewerId, reviewerId));
    out.set(reviewerId, caller(t, await tokenOf(t, userName, PASSWORD)));
  }
  return out;
}

/** Evaluation reviewers per declaration, as assignment left them. */
export async function evaluatorsOf(t: TestApp, declarationIds: number[]) {
  const rows = await t.database.db
    .select({ declarationId: zcReviewEvaluation.declarationId, reviewerId: zcReviewEvaluation.reviewerId })
    .from(zcReviewEvaluation)
    .where(inArray(zcReviewEvaluation.declarationId, declarationIds));
  const out = new Map<number, number[]>();
  for (const r of rows) out.set(r.declarationId, [...(out.get(r.declarationId) ?? []), r.reviewerId]);
  return out;
}
