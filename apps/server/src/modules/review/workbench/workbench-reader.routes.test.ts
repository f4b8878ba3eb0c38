import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EligibilityResult } from '@zcps/contracts';
import { zcReviewDeclaration } from '../../../db/schema/index.js';
import { caller } from '../../../test/kits/monitor.js';
import { samples } from '../../../test/kits/resource.js';
import { Role, roleUser, typeRow, uploadAs } from '../../../test/kits/employee-attachment.js';
import { declarations, evaluations, reviewFixture, team } from '../../../test/kits/review.js';
import { DECLARE_RULES } from '../../../test/kits/review-declare.js';
import { reviewerUser, type Caller } from '../../../test/kits/review-defense.js';
import { conditionsOf } from '../../../test/kits/title-eligibility.js';
import { adminToken, createTestApp, routeEngines, type TestApp } from '../../../test/test-app.js';

const URL = '/zcps/title/review-approval/rating/dossier';

/**
 * The dossier reader's eligibility and attachment previews: the caller the dossier route lets in (an assigned
 * expert) reads them, anyone else is refused, and an attachment of another applicant is not found through it.
 */
describe.each(routeEngines)('the dossier reader’s eligibility and attachments on %s', (engine) => {
  let t: TestApp;
  let office: Caller;
  let assigned: Awaited<ReturnType<typeof reviewerUser>>;
  let stranger: typeof assigned;
  let mine: number;
  let other: number;
  let myFile: number;
  let otherFile: number;

  const raw = (who: Caller, url: string) => who.send({ method: 'GET', url }).then((r) => r.res);

  beforeAll(async () => {
    t = await createTestApp(engine);
    const officeUser = await roleUser(t, 'rdoffice', Role.OFFICE);
    office = caller(t, officeUser.token);
    const fx = await reviewFixture(t, undefined, 'RD');
    await conditionsOf(t, fx.titleId, DECLARE_RULES);
    assigned = await reviewerUser(t, fx, 'rd');
    stranger = await reviewerUser(t, fx, 'rd');
    const teamId = await team(t, fx, [assigned.reviewerId, stranger.reviewerId], '1', '阅卷组');
    [mine, other] = (await declarations(t, fx, { count: 2, stage: 'group_review', status: '4', teamId })) as [
      number,
      number,
    ];
    await evaluations(t, fx, [mine], [assigned.reviewerId], teamId);
    const typeId = await typeRow(t, {
      typeCode: 'rd_photo',
      typeName: '证件照',
      allowedExt: 'png',
      maxSizeMb: 1,
    });
    const employeeOf = async (declarationId: number) =>
      (
        await t.database.db
          .select({ id: zcReviewDeclaration.employeeId })
          .from(zcReviewDeclaration)
          .where(eq(zcReviewDeclaration.declarationId, declarationId))
      )[0]!.id;
    // The applicant's unit uploads them in real life; the admin stands in (the office holds no upload right).
    const admin = await adminToken(t);
    const upload = async (declarationId: number, name: string) => {
      const body = await uploadAs(
        t,
        admin,
        { employeeId: await employeeOf(declarationId), typeId },
        name,
        samples.png,
      );
      expect(body.code).toBe(200);
      return body.data.recordId as number;
    };
    myFile = await upload(mine, '证件照.png');
    otherFile = await upload(other, '别人的照片.png');
  });
  afterAll(() => t?.close());

  it('answers the assigned expert the eligibility rule by rule, and refuses everyone else', async () => {
    const answer = await assigned.as.get(`${URL}/${mine}/eligibility`);
    expect(answer.code).toBe(200);
    const result = answer.data as EligibilityResult;
    // No education on record: the bachelor's rule fails, no punishment passes.
    expect(result.eligible).toBe(false);
    expect(result.rules.map((r) => [r.ruleKind, r.pass])).toEqual([
      ['education', false],
      ['no_punishment', true],
    ]);
    expect(result.rules[0]!.reason.zh_CN).toContain('学历');
    const refused = await stranger.as.get(`${URL}/${mine}/eligibility`);
    expect([refused.code, refused.msg]).toEqual([403, '该申报未分配给您']);
    expect((await assigned.as.get(`${URL}/${other}/eligibility`)).code).toBe(403);
    // The office is no reviewer: it reads eligibility through its own route.
    expect((await office.get(`${URL}/${mine}/eligibility`)).code).toBe(403);
  });

  it('shows the assigned expert the dossier’s attachments in the page, and no other file', async () => {
    const shown = await raw(assigned.as, `${URL}/${mine}/attachment/${myFile}/preview`);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.headers['content-disposition']).toMatch(/^inline;/);
    expect(Buffer.from(shown.rawPayload).equals(samples.png)).toBe(true);
    // Another applicant's file through my dossier: not found, and no byte of it.
    const foreign = await assigned.as.get(`${URL}/${mine}/attachment/${otherFile}/preview`);
    expect([foreign.code, foreign.msg]).toEqual([500, '附件不存在']);
    expect((await stranger.as.get(`${URL}/${mine}/attachment/${myFile}/preview`)).code).toBe(403);
    expect((await assigned.as.get(`${URL}/${other}/attachment/${otherFile}/preview`)).code).toBe(403);
    // The attachment route itself stays closed to experts (no employee:attachment:query).
    expect((await assigned.as.get(`/zcps/employee/attachment/${myFile}/preview`)).code).toBe(403);
    expect((await office.get(`${URL}/${mine}/attachment/${myFile}/preview`)).code).toBe(403);
  });
});
