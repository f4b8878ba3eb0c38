import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { sysUser, zcReviewer } from '../../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { Role, roleUser } from '../../../test/kits/employee-attachment.js';
import { caller } from '../../../test/kits/monitor.js';
import { xlsxValues } from '../../../test/kits/platform-tenant-isolation.js';
import { declarations, evaluations, reviewFixture, team } from '../../../test/kits/review.js';
import { officeUser, reviewerUser, setActivity } from '../../../test/kits/review-defense.js';

const GROUP = '/zcps/title/review-approval/group-review';
/** Words only the experts and the office wrote or are: none may reach the applicant (issue 20, point 4). */
const EXPERTS = ['韦沐澄', '欧阳砚秋'];
const EXPERT_OPINIONS = ['桥梁监测数据翔实可信', '创新点仍需第三方佐证'];
const OFFICE_NOTE = '专家欧阳砚秋因故未能到场，评审办结束评议';

/**
 * What an applicant reads of their own declaration once experts have judged it: every GET route their role may
 * call, with their own declaration and activity in the path and the query, must not show an expert's name, an
 * expert's opinion or the office's internal note. The office reads the same declaration and sees them, so the
 * detector can fail.
 */
describe('the applicant’s view of a declaration the experts judged', () => {
  let t: TestApp;
  let applicant: ReturnType<typeof caller>;
  let office: Awaited<ReturnType<typeof officeUser>>;
  let declarationId: number;
  let activityId: number;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    office = await officeUser(t, 'avoffice');
    const fx = await reviewFixture(t, undefined, 'AV');
    activityId = fx.activityId;
    await setActivity(t, fx.activityId, { assignmentStatus: '2' });
    const experts = [await reviewerUser(t, fx, 'avexp'), await reviewerUser(t, fx, 'avexp')];
    for (const [i, e] of experts.entries()) {
      const name = EXPERTS[i]!;
      await t.database.db
        .update(zcReviewer)
        .set({ reviewerName: name })
        .where(eq(zcReviewer.reviewerId, e.reviewerId));
      await t.database.db.update(sysUser).set({ nickName: name }).where(eq(sysUser.userId, e.userId));
    }
    const teamId = await team(
      t,
      fx,
      experts.map((e) => e.reviewerId),
      '1',
      '桥隧组',
    );
    const own = await roleUser(t, 'avapplicant', Role.STAFF);
    applicant = caller(t, own.token);
    [declarationId] = (await declarations(t, fx, {
      count: 1,
      stage: 'group_review',
      status: '4',
      teamId,
      userId: own.userId,
    })) as [number];
    await evaluations(
      t,
      fx,
      [declarationId],
      experts.map((e) => e.reviewerId),
      teamId,
    );
    // Signed in again: the experts' names changed after their sessions began.
    for (const [i, e] of experts.entries()) {
      const rated = await e.as.send({
        method: 'PUT',
        url: `${GROUP}/opinion`,
        payload: { declarationId, rating: 'A', opinion: EXPERT_OPINIONS[i] },
      });
      expect(rated.body).toMatchObject({ code: 200 });
    }
    const closed = await office.send({
      method: 'POST',
      url: `${GROUP}/close`,
      payload: { declarationIds: [declarationId], opinion: OFFICE_NOTE },
    });
    expect(closed.body).toMatchObject({ code: 200 });
  });
  afterAll(() => t?.close());

  const detail = (who: ReturnType<typeof caller>) =>
    who.get(`/zcps/title/review-approval/detail/${declarationId}`).then((b) => JSON.stringify(b));

  it('shows the office its note and who acted, so the check below can fail', async () => {
    const seen = await detail(office);
    expect(seen).toContain(OFFICE_NOTE);
  });

  it('keeps the office’s note off the applicant’s trail and messages, and names no expert', async () => {
    const seen = await detail(applicant);
    expect(seen).toContain('review_close');
    expect(seen).not.toContain(OFFICE_NOTE);
    const messages = JSON.stringify(await applicant.get('/zcps/title/review-message/list'));
    expect(messages).toContain('review_close');
    expect(messages).not.toContain(OFFICE_NOTE);
  });

  it('shows no expert name, expert opinion or office note on any GET route the applicant may call', async () => {
    const schemas = t.app.routeSchemas();
    const fill: Record<string, number> = { declarationId, activityId };
    const forbidden = [...EXPERTS, ...EXPERT_OPINIONS, OFFICE_NOTE];
    const leaks: string[] = [];
    let answered = 0;
    for (const [key, access] of t.app.accessTable()) {
      // Every GET route: those the applicant's role may not call refuse, and show nothing either.
      if (!key.startsWith('GET ') || access === 'public' || key.includes('/resource/sse')) continue;
      const pattern = key.slice(4);
      const params = [...pattern.matchAll(/:([A-Za-z]+)(\([^)]*\))?/g)];
      if (params.some((m) => fill[m[1]!] === undefined)) continue;
      let url = pattern;
      for (const m of params) url = url.replace(m[0], String(fill[m[1]!]));
      const query = schemas.get(key)?.querystring;
      const shape = query instanceof z.ZodObject ? (query.shape as Record<string, unknown>) : {};
      const search = new URLSearchParams(
        Object.entries(fill)
          .filter(([field]) => field in shape)
          .map(([field, value]): [string, string] => [field, String(value)]),
      ).toString();
      const { res } = await applicant.send({ method: 'GET', url: search ? `${url}?${search}` : url });
      if (res.statusCode === 200) answered++;
      const type = String(res.headers['content-type'] ?? '');
      const text = type.includes('spreadsheetml')
        ? (await xlsxValues(res.rawPayload)).join('\n')
        : type.includes('json') || type.startsWith('text/')
          ? res.payload
          : '';
      for (const word of forbidden) if (text.includes(word)) leaks.push(`${key}: ${word}`);
    }
    console.info(`applicant view: ${answered} routes answered`);
    expect(answered).toBeGreaterThan(20);
    expect(leaks).toEqual([]);
  });
});
