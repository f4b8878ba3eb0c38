import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { DEFAULT_TENANT_ID, idCardCheckChar, type ReviewerVo } from '@zcps/contracts';
import {
  zcClient,
  zcOrganization,
  zcProfession,
  zcReviewer,
  zcReviewerPoolMember,
  zcTitleSeries,
} from '../../db/schema/index.js';
import type { caller } from './monitor.js';
import type { TestApp } from '../test-app.js';

type Caller = ReturnType<typeof caller>;
const URL = '/zcps/title/reviewer';

/** A valid 18-character identity number, distinct per `seq`. */
export function idCardOf(seq: number): string {
  const first17 = `11010119800101${String(seq).padStart(3, '0')}`;
  return first17 + idCardCheckChar(first17);
}

/** The catalogue rows a reviewer test needs, created in `tenantId` (no reliance on seeded or demo data). */
export async function titleFixture(t: TestApp, tenantId = DEFAULT_TENANT_ID, tag = 'R') {
  const db = t.database.db;
  const [series, otherSeries] = await db
    .insert(zcTitleSeries)
    .values([
      { tenantId, seriesCode: `${tag}1`, seriesName: `${tag}工程系列` },
      { tenantId, seriesCode: `${tag}2`, seriesName: `${tag}卫生系列` },
    ])
    .returning({ id: zcTitleSeries.seriesId });
  const professions = await db
    .insert(zcProfession)
    .values([
      {
        tenantId,
        seriesId: series!.id,
        professionCode: `${tag}P1`,
        professionName: `${tag}机械工程`,
        orderNum: 1,
      },
      {
        tenantId,
        seriesId: series!.id,
        professionCode: `${tag}P2`,
        professionName: `${tag}电子信息`,
        orderNum: 2,
      },
      { tenantId, seriesId: otherSeries!.id, professionCode: `${tag}P3`, professionName: `${tag}临床医学` },
    ])
    .returning({ id: zcProfession.professionId });
  const [client] = await db
    .insert(zcClient)
    .values({
      tenantId,
      clientName: `${tag}华信建设集团`,
      creditCode: `91110000${tag.padEnd(10, '0')}`.slice(0, 18),
      unitType: '3',
      contactName: '联系人',
      contactPhone: '13800000000',
    })
    .returning({ id: zcClient.clientId });
  const [org] = await db
    .insert(zcOrganization)
    .values({ tenantId, orgName: `${tag}工程系列评委会`, orgType: '1' })
    .returning({ id: zcOrganization.orgId });
  return {
    seriesId: series!.id,
    otherSeriesId: otherSeries!.id,
    professionIds: professions.map((p) => p.id) as [number, number, number],
    clientId: client!.id,
    orgId: org!.id,
  };
}

/** A reviewer row written straight to the database (for tests of other screens than the form). */
export async function reviewerRow(
  t: TestApp,
  values: Partial<typeof zcReviewer.$inferInsert> & { seriesId: number; reviewerName: string },
): Promise<number> {
  const [row] = await t.database.db
    .insert(zcReviewer)
    .values({ unitName: '测试单位', titleLevel: '2', reviewerType: '2', ...values })
    .returning({ id: zcReviewer.reviewerId });
  return row!.id;
}

export async function reviewerById(t: TestApp, reviewerId: number) {
  const [row] = await t.database.db.select().from(zcReviewer).where(eq(zcReviewer.reviewerId, reviewerId));
  return row;
}

/** Live reviewers of one series (a test's own; the seed may hold demo reviewers in others). */
export async function liveReviewerCount(t: TestApp, seriesId: number): Promise<number> {
  const rows = await t.database.db
    .select({ id: zcReviewer.reviewerId })
    .from(zcReviewer)
    .where(and(eq(zcReviewer.delFlag, '0'), eq(zcReviewer.seriesId, seriesId)));
  return rows.length;
}

export async function membersOf(t: TestApp, poolId: number) {
  return t.database.db.select().from(zcReviewerPoolMember).where(eq(zcReviewerPoolMember.poolId, poolId));
}

export type TitleFixture = Awaited<ReturnType<typeof titleFixture>>;

/** The reviewer API as the route tests call it, confined to the fixture's series (the seed may hold demo rows). */
export function reviewerCalls(fx: TitleFixture, admin: Caller) {
  const body = (changes: object = {}) => ({
    reviewerName: '张建国',
    sex: '0',
    idCard: idCardOf(1),
    phone: '13900000001',
    email: 'zhang@example.com',
    unitName: '华信建设集团',
    seriesId: fx.seriesId,
    professionId: fx.professionIds[0],
    titleLevel: '1',
    titleName: '正高级工程师',
    reviewerType: '2',
    isExternal: false,
    ...changes,
  });
  /** A listed reviewer as the form sends it back (the list's names and status are not form fields). */
  const formOf = (vo: ReviewerVo) => {
    const { createTime: _c, userName: _u, clientName: _cn, seriesName: _s, professionName: _p, ...rest } = vo;
    const { status: _st, deptId: _d, ...form } = rest;
    return form;
  };
  const send = (who: Caller, method: 'POST' | 'PUT', payload: object, url = URL) =>
    who.send({ method, url, payload }).then((r) => r.body);
  const rows = async (who: Caller, query = ''): Promise<ReviewerVo[]> => {
    const res = await who.get(`${URL}/list?seriesId=${fx.seriesId}&pageSize=100${query.replace('?', '&')}`);
    expect(res.code).toBe(200);
    return res.rows;
  };
  const byName = async (name: string) =>
    (await rows(admin, `?reviewerName=${encodeURIComponent(name)}`)).find((r) => r.reviewerName === name)!;
  return { body, formOf, send, rows, byName };
}
