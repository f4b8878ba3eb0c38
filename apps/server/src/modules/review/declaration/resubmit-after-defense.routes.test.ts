import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  zcReviewActivity,
  zcReviewDeclaration,
  zcReviewDefenseSession,
  zcReviewDefenseSlot,
} from '../../../db/schema/index.js';
import { caller } from '../../../test/kits/monitor.js';
import { createTestApp, routeEngines, type TestApp } from '../../../test/test-app.js';
import { Role, roleUser } from '../../../test/kits/employee-attachment.js';
import {
  declarationRows,
  declarations,
  reviewFixture,
  team,
  type ReviewFixture,
} from '../../../test/kits/review.js';

type Caller = ReturnType<typeof caller>;
const URL = '/zcps/title/review-approval';

/**
 * A declaration returned after the defense was finished and resubmitted must still reach a final state: with a
 * defense outcome it goes straight on to group review; without one (it never defended) the office may exempt it,
 * while the frozen sessions stay untouched.
 */
describe.each(routeEngines)('resubmission after the defense on %s', (engine) => {
  let t: TestApp;
  let fx: ReviewFixture;
  let office: Caller;
  const put = (url: string, payload: object, method: 'PUT' | 'POST' = 'PUT') =>
    office.send({ method, url: `${URL}${url}`, payload }).then((r) => r.body);

  beforeAll(async () => {
    t = await createTestApp(engine);
    fx = await reviewFixture(t);
    office = caller(t, (await roleUser(t, 'rdoffice', Role.OFFICE)).token);
    await t.database.db
      .update(zcReviewActivity)
      .set({ defenseRequired: true, assignmentStatus: '2', defenseStatus: '2' })
      .where(eq(zcReviewActivity.activityId, fx.activityId));
  });
  afterAll(() => t?.close());

  it('passes a declaration that kept its defense outcome straight to group review', async () => {
    const [defended, exempted] = await declarations(t, fx, { count: 2, stage: 'prepare', status: '0' });
    await t.database.db
      .update(zcReviewDeclaration)
      .set({ defenseStatus: '3', defenseScore: 8250 })
      .where(eq(zcReviewDeclaration.declarationId, defended!));
    await t.database.db
      .update(zcReviewDeclaration)
      .set({ defenseStatus: '5' })
      .where(eq(zcReviewDeclaration.declarationId, exempted!));
    expect(await put('/prepare/check', { declarationIds: [defended, exempted] })).toMatchObject({
      code: 200,
    });
    const rows = await declarationRows(t, [defended!, exempted!]);
    expect(rows.map((r) => [r.stage, r.approvalStatus, r.defenseScore])).toEqual([
      ['group_review', '4', 8250],
      ['group_review', '4', null],
    ]);
  });

  it('sends one that never defended to defense, where only the office’s exemption remains after the finish', async () => {
    const teamId = await team(t, fx, []);
    const [late, arranged] = await declarations(t, fx, { count: 2, stage: 'prepare', status: '0', teamId });
    expect(await put('/prepare/check', { declarationIds: [late] })).toMatchObject({ code: 200 });
    expect((await declarationRows(t, [late!]))[0]!.stage).toBe('defense');

    await t.database.db
      .update(zcReviewDeclaration)
      .set({ stage: 'defense', approvalStatus: '4', defenseStatus: '1' })
      .where(eq(zcReviewDeclaration.declarationId, arranged!));
    const [session] = await t.database.db
      .insert(zcReviewDefenseSession)
      .values({
        tenantId: fx.tenantId,
        activityId: fx.activityId,
        teamId,
        place: '一号会议室',
        startTime: new Date(),
      })
      .returning({ id: zcReviewDefenseSession.sessionId });
    await t.database.db
      .insert(zcReviewDefenseSlot)
      .values({ tenantId: fx.tenantId, sessionId: session!.id, declarationId: arranged!, orderNum: 1 });
    const frozen = await put('/defense/exempt', { declarationIds: [arranged], reason: '补办' }, 'POST');
    expect(frozen.msg).toContain('答辩已结束');

    expect(
      await put('/defense/exempt', { declarationIds: [late], reason: '退回重报，答辩已结束' }, 'POST'),
    ).toMatchObject({
      code: 200,
    });
    const rows = await t.database.db
      .select()
      .from(zcReviewDeclaration)
      .where(inArray(zcReviewDeclaration.declarationId, [late!, arranged!]))
      .orderBy(zcReviewDeclaration.declarationId);
    expect(rows.map((r) => [r.stage, r.defenseStatus])).toEqual([
      ['group_review', '5'],
      ['defense', '1'],
    ]);
  });
});
