import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../../test/test-app.js';
import { failingRuleOf } from '../demo/dossier-shape.js';
import { signIn } from './story-client.js';
import { playDemoStory, type StoryOutcome } from './demo-story.js';

interface Row {
  activity_id: number;
  stage: string;
  approval_status: string;
  certificate_no: string | null;
}

/**
 * The demo story (issue 24 point 1) on a freshly seeded database: every stage and status of a round has rows,
 * last year's round ended with certificates, the employees the story declares meet the conditions and the
 * "short" ones fail one rule with its reason, every pool expert can sign in (changing the initial password
 * first), and a second play adds nothing.
 */
describe('the demo story', () => {
  let t: TestApp;
  let outcome: StoryOutcome | null;
  let rows: Row[];
  const query = async <T>(text: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(text)) as unknown as { rows: T[] }).rows;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    outcome = await playDemoStory(t.app, t.publicKey, t.container.clock);
    rows = await query<Row>(
      sql`SELECT activity_id, stage, approval_status, certificate_no FROM zc_review_declaration ORDER BY declaration_id`,
    );
  }, 240_000);
  afterAll(() => t?.close());

  it('finishes last year’s round with certificates of last year and one declaration failed', async () => {
    const [last] = await query<{ activity_id: number; review_year: number }>(
      sql`SELECT activity_id, review_year FROM zc_review_activity ORDER BY activity_id LIMIT 1`,
    );
    const year = t.container.clock.now().getFullYear();
    expect(last!.review_year).toBe(year - 1);
    const of = rows.filter((r) => r.activity_id === last!.activity_id);
    expect(of.filter((r) => r.approval_status === '6').map((r) => r.certificate_no?.slice(0, 8))).toEqual(
      Array(5).fill(`ZCZS${year - 1}`),
    );
    expect(of.filter((r) => r.approval_status === '2')).toHaveLength(1);
  });

  it('leaves this year’s declarations in every stage and status', async () => {
    const { seniorId, secondId } = outcome!;
    const has = (activityId: number, stage: string, status: string) =>
      rows.filter((r) => r.activity_id === activityId && r.stage === stage && r.approval_status === status)
        .length;
    expect(has(secondId, 'draft', '0')).toBeGreaterThanOrEqual(3);
    expect(has(secondId, 'prepare', '0')).toBeGreaterThanOrEqual(2);
    expect(has(secondId, 'prepare', '3')).toBe(1); // returned
    expect(has(secondId, 'prepare', '2')).toBe(1); // refused at qualification
    expect(has(secondId, 'defense', '4')).toBeGreaterThan(0);
    expect(has(seniorId, 'defense', '2')).toBe(1); // absent from the defense
    expect(has(seniorId, 'group_review', '4')).toBe(1);
    expect(has(seniorId, 'team_vote', '4')).toBeGreaterThan(0); // the open meeting
    expect(has(seniorId, 'team_vote', '2')).toBe(1);
    expect(has(seniorId, 'final_approval', '1')).toBeGreaterThan(0); // in publicity
    expect(has(seniorId, 'result', '6')).toBeGreaterThan(0); // certified this year
    const [withdrawn] = await query<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM zc_review_detail WHERE action = 'withdraw'`,
    );
    expect(withdrawn!.n).toBe(1);
    const meetings = await query<{ status: string }>(sql`SELECT status FROM zc_review_meeting`);
    expect(meetings.filter((m) => m.status === '0')).toHaveLength(1);
  });

  it('declares only applicants who meet the conditions (staff01 after completing the dossier); the short ones fail one rule, with the reason', async () => {
    const company = await signIn(t.app, t.publicKey, 'company01', 'admin123');
    const list = await company.raw('GET', '/title/review-declare/list?pageSize=100');
    let shortDrafts = 0;
    for (const d of list.rows as { declarationId: number; stage: string; employeeId: number }[]) {
      const result = await company.call<{
        eligible: boolean;
        rules: { pass: boolean; reason: { zh_CN: string } }[];
      }>('GET', `/title/review-declare/${d.declarationId}/eligibility`);
      const rule = failingRuleOf(d.employeeId);
      if (!rule) expect(result.eligible, `declaration ${d.declarationId}`).toBe(true);
      else {
        shortDrafts++;
        const failed = result.rules.filter((r) => !r.pass);
        expect(d.stage).toBe('draft');
        expect(failed, `draft ${d.declarationId}`).toHaveLength(1);
        expect(failed[0]!.reason.zh_CN).toMatch(rule === 'training' ? /学时/ : /考核/);
      }
    }
    expect(shortDrafts).toBe(2);
  });

  it('puts the unit’s drafts and returned declarations on its workplace, and the experts’ open work on theirs', async () => {
    const todos = async (user: string) => {
      const who = await signIn(t.app, t.publicKey, user, 'admin123');
      const data = await who.call<{ todos: { key: string; count: number }[] }>('GET', '/dashboard/workplace');
      return Object.fromEntries(data.todos.map((x) => [x.key, x.count]));
    };
    expect(await todos('company01')).toMatchObject({ drafts: 3, returned: 1 });
    const expert = await todos('reviewer01');
    expect(expert.evaluations).toBeGreaterThan(0);
    expect(expert.teamMeetings).toBe(1);
    expect((await todos('office01')).prepareCheck).toBeGreaterThan(0);
  });

  it('opens an account for every active pool expert, changed at the first sign-in', async () => {
    const [left] = await query<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM zc_reviewer WHERE user_id IS NULL AND status = '0' AND del_flag = '0'`,
    );
    expect(left!.n).toBe(0);
    const [expert] = await query<{ reviewer_no: string }>(
      sql`SELECT reviewer_no FROM zc_reviewer WHERE reviewer_id = 10`,
    );
    const res = await login(t, { username: expert!.reviewer_no, password: '123456' });
    expect(res.code).toBe(200);
    const info = await t.app.inject({
      method: 'GET',
      url: '/zcps/system/user/getInfo',
      headers: { authorization: `Bearer ${res.data.access_token}`, clientid: res.data.client_id },
    });
    expect(info.json().data.passwordChangeRequired).toBe(true);
  });

  it('plays once: a second play finds the activities and adds nothing', async () => {
    expect(await playDemoStory(t.app, t.publicKey, t.container.clock)).toBeNull();
    const [n] = await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM zc_review_declaration`);
    expect(n!.n).toBe(rows.length);
  });
});
