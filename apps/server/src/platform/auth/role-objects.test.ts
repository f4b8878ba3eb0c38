import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCode } from '@zcps/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { eq } from 'drizzle-orm';
import {
  zcReviewDeclaration,
  zcReviewer,
  zcReviewEvaluation,
  zcReviewTeamMember,
} from '../../db/schema/index.js';
import { xlsxValues } from '../../test/kits/platform-tenant-isolation.js';
import { holds, rolePairs, type Pair, type Probe } from '../../test/kits/role-objects.js';

/**
 * The second half of the role matrix (issue 19): inside one tenant, for each object kind an applicant (staff),
 * a unit (company) or a reviewer can reach — declaration, dossier, record, attachment, message, meeting,
 * opinion, ballot, expert record — another user of the same role gets no row of it: a list shows none of A's
 * keys, a detail of A's row is refused or not found. A's own call shows the row, so each probe can fail.
 * PGlite only, like the tenant isolation matrix: which rows a query picks is the same on PostgreSQL.
 */
describe('role matrix: objects of another user of the same role', () => {
  let t: TestApp;
  let pairs: Pair[];

  beforeAll(async () => {
    t = await createTestApp('pglite');
    pairs = await rolePairs(t);
  }, 120_000);
  afterAll(() => t?.close());

  const answer = async (who: Pair['a'], probe: Probe) =>
    (await who.send({ method: probe.method ?? 'GET', url: probe.url })).body;

  it('shows each owner their own rows, so the probes below can find a leak', async () => {
    const blind: string[] = [];
    for (const pair of pairs)
      for (const probe of pair.probes) {
        const body = await answer(pair.a, probe);
        if (body?.code !== ResponseCode.SUCCESS || !holds(body, probe.field, new Set(probe.ids)))
          blind.push(`${pair.role} ${probe.kind}: ${probe.url} → ${body?.code} ${body?.msg ?? ''}`);
      }
    expect(blind).toEqual([]);
  });

  it("gives another user of the same role no row of the owner's", async () => {
    const leaks: string[] = [];
    let probes = 0;
    for (const pair of pairs)
      for (const probe of pair.probes) {
        probes++;
        const body = await answer(pair.b, probe);
        const shown = holds(body, probe.field, new Set(probe.ids));
        const answered = probe.detail && body?.code === ResponseCode.SUCCESS && body.data != null;
        if (shown || answered)
          leaks.push(
            `${pair.role} ${probe.kind}: ${probe.url} → ${body?.code} ${JSON.stringify(body).slice(0, 160)}`,
          );
      }
    console.info(`role objects: ${pairs.length} roles, ${probes} probes`);
    expect(probes).toBeGreaterThan(20);
    expect(leaks).toEqual([]);
  });

  // Found by this matrix (issue 19): the company role holds title:review-approval:export for its results page,
  // and that one code opened the expert assignment export too. The stage exports now need their own page.
  it('shows a unit no expert assigned to its applicants', async () => {
    const unitPair = pairs.find((p) => p.role === 'company')!;
    const declarationId = unitPair.probes[0]!.ids[0]!;
    const reviewerId = pairs.find((p) => p.role === 'reviewer')!.probes.at(-1)!.ids[0]!;
    const db = t.database.db;
    await db
      .update(zcReviewer)
      .set({ reviewerName: '甲专家实名' })
      .where(eq(zcReviewer.reviewerId, reviewerId));
    const [row] = await db
      .select({ activityId: zcReviewDeclaration.activityId, tenantId: zcReviewDeclaration.tenantId })
      .from(zcReviewDeclaration)
      .where(eq(zcReviewDeclaration.declarationId, declarationId));
    const [seat] = await db
      .select({ teamId: zcReviewTeamMember.teamId })
      .from(zcReviewTeamMember)
      .where(eq(zcReviewTeamMember.reviewerId, reviewerId));
    const teamId = seat!.teamId;
    await db
      .update(zcReviewDeclaration)
      .set({ stage: 'group_review', approvalStatus: '4', teamId })
      .where(eq(zcReviewDeclaration.declarationId, declarationId));
    await db
      .insert(zcReviewEvaluation)
      .values({ tenantId: row!.tenantId, declarationId, reviewerId, teamId });
    const { res } = await unitPair.a.send({
      method: 'POST',
      url: `/zcps/title/assignment/export?activityId=${row!.activityId}`,
    });
    const type = String(res.headers['content-type']);
    const values = type.includes('spreadsheetml') ? await xlsxValues(res.rawPayload) : [];
    expect(values).not.toContain('甲专家实名');
  });
});
