import { eq, inArray } from 'drizzle-orm';
import {
  ActivityStatus,
  DEFAULT_TENANT_ID,
  TeamType,
  type ApprovalStatusValue,
  type ReviewStageValue,
} from '@zcps/contracts';
import {
  zcEmployee,
  zcReviewActivity,
  zcReviewDeclaration,
  zcReviewDetail,
  zcReviewEvaluation,
  zcReviewTeam,
  zcReviewTeamMember,
  zcTitle,
} from '../../db/schema/index.js';
import type { TestApp } from '../test-app.js';
import { idCardOf, reviewerRow, titleFixture } from './title-reviewer.js';

/**
 * Rows the review-process tests start from, written straight to the database so each area's tests do not
 * depend on another area's screens: a series with professions and a title, an activity in progress, employees
 * and their declarations at a chosen stage, reviewers and teams.
 */
export async function reviewFixture(t: TestApp, tenantId = DEFAULT_TENANT_ID, tag = 'V') {
  const db = t.database.db;
  const fx = await titleFixture(t, tenantId, tag);
  const [title] = await db
    .insert(zcTitle)
    .values({
      tenantId,
      seriesId: fx.seriesId,
      titleCode: `${tag}T2`,
      titleName: '高级工程师',
      titleLevel: '2',
    })
    .returning({ id: zcTitle.titleId });
  const now = Date.now();
  const [activity] = await db
    .insert(zcReviewActivity)
    .values({
      tenantId,
      activityName: `${tag} 2026 年度工程系列高级职称评审`,
      reviewYear: 2026,
      seriesId: fx.seriesId,
      professionIds: fx.professionIds.slice(0, 2),
      titleLevels: ['2'],
      orgId: fx.orgId,
      declareStart: new Date(now - 86_400_000),
      declareEnd: new Date(now + 30 * 86_400_000),
      status: ActivityStatus.IN_PROGRESS,
    })
    .returning({ id: zcReviewActivity.activityId });
  return { ...fx, tenantId, titleId: title!.id, activityId: activity!.id };
}
export type ReviewFixture = Awaited<ReturnType<typeof reviewFixture>>;

let serial = 500;

export interface DeclarationSeed {
  count: number;
  stage?: ReviewStageValue;
  status?: ApprovalStatusValue;
  professionId?: number;
  clientId?: number | null;
  unitName?: string;
  userId?: number | null;
  teamId?: number | null;
}

/** `count` employees of the fixture's unit and one declaration each, at `stage`/`status` (draft by default). */
export async function declarations(t: TestApp, fx: ReviewFixture, seed: DeclarationSeed): Promise<number[]> {
  const db = t.database.db;
  const ids: number[] = [];
  for (let start = 0; start < seed.count; start += 500) {
    const n = Math.min(500, seed.count - start);
    const employees = await db
      .insert(zcEmployee)
      .values(
        Array.from({ length: n }, (_, i) => ({
          tenantId: fx.tenantId,
          employeeName: `申报人${start + i + 1}`,
          idCard: idCardOf(++serial),
          clientId: seed.clientId === undefined ? fx.clientId : seed.clientId,
          userId: seed.count === 1 ? (seed.userId ?? null) : null,
          seriesId: fx.seriesId,
          professionId: seed.professionId ?? fx.professionIds[i % 2],
        })),
      )
      .returning({ id: zcEmployee.employeeId, professionId: zcEmployee.professionId });
    const rows = await db
      .insert(zcReviewDeclaration)
      .values(
        employees.map((e, i) => ({
          tenantId: fx.tenantId,
          activityId: fx.activityId,
          employeeId: e.id,
          userId: seed.userId ?? null,
          clientId: seed.clientId === undefined ? fx.clientId : seed.clientId,
          applicantName: `申报人${start + i + 1}`,
          unitName: seed.unitName ?? '华信建设集团',
          titleId: fx.titleId,
          professionId: e.professionId,
          titleLevel: '2',
          stage: seed.stage ?? 'draft',
          approvalStatus: seed.status ?? '0',
          teamId: seed.teamId ?? null,
          submitTime: seed.stage && seed.stage !== 'draft' ? new Date() : null,
        })),
      )
      .returning({ id: zcReviewDeclaration.declarationId });
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

/** `count` active reviewers of the fixture's series, each of their own unit unless `unitName`/`clientId` given. */
export async function reviewers(
  t: TestApp,
  fx: ReviewFixture,
  count: number,
  values: { unitName?: string; clientId?: number | null; professionId?: number; userId?: number } = {},
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++)
    ids.push(
      await reviewerRow(t, {
        tenantId: fx.tenantId,
        seriesId: fx.seriesId,
        reviewerName: `专家${ids.length + 1}`,
        unitName: values.unitName ?? `专家单位${i + 1}`,
        clientId: values.clientId ?? null,
        professionId: values.professionId ?? fx.professionIds[i % 2],
        userId: values.userId ?? null,
      }),
    );
  return ids;
}

/** A team (discipline or committee) of the fixture's activity with these reviewers as members. */
export async function team(
  t: TestApp,
  fx: ReviewFixture,
  reviewerIds: number[],
  type: (typeof TeamType)[keyof typeof TeamType] = TeamType.DISCIPLINE,
  name = type === TeamType.COMMITTEE ? '评委会' : '学科组',
): Promise<number> {
  const db = t.database.db;
  const [row] = await db
    .insert(zcReviewTeam)
    .values({
      tenantId: fx.tenantId,
      activityId: fx.activityId,
      teamName: name,
      teamType: type,
      professionIds: fx.professionIds.slice(0, 2),
      teamSize: reviewerIds.length,
    })
    .returning({ id: zcReviewTeam.teamId });
  if (reviewerIds.length)
    await db.insert(zcReviewTeamMember).values(
      reviewerIds.map((reviewerId, i) => ({
        tenantId: fx.tenantId,
        teamId: row!.id,
        reviewerId,
        memberRole: i === 0 ? (type === TeamType.COMMITTEE ? '1' : '4') : '3',
      })),
    );
  return row!.id;
}

export async function declarationRows(t: TestApp, ids: number[]) {
  return t.database.db
    .select()
    .from(zcReviewDeclaration)
    .where(inArray(zcReviewDeclaration.declarationId, ids))
    .orderBy(zcReviewDeclaration.declarationId);
}

export async function trailOf(t: TestApp, declarationId: number) {
  return t.database.db
    .select()
    .from(zcReviewDetail)
    .where(eq(zcReviewDetail.declarationId, declarationId))
    .orderBy(zcReviewDetail.detailId);
}

/** Evaluation reviewers (zc_review_evaluation rows) of each declaration: every one of `reviewerIds`. */
export async function evaluations(
  t: TestApp,
  fx: ReviewFixture,
  declarationIds: number[],
  reviewerIds: number[],
  teamId: number | null = null,
): Promise<void> {
  const rows = declarationIds.flatMap((declarationId) =>
    reviewerIds.map((reviewerId) => ({ tenantId: fx.tenantId, declarationId, reviewerId, teamId })),
  );
  if (rows.length) await t.database.db.insert(zcReviewEvaluation).values(rows);
}
