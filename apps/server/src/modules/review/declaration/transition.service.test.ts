import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApprovalStatus as S, ReviewStage as G } from '@zcps/contracts';
import { ServiceError } from '../../../platform/http/errors.js';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.js';
import {
  declarationRows,
  declarations,
  reviewFixture,
  trailOf,
  type ReviewFixture,
} from '../../../test/kits/review.js';
import { ReviewTransitions, type Actor } from './transition.service.js';
import { localize } from '../../../platform/i18n/format.js';

const office: Actor = { tenantId: '000000', userId: 1, nickName: '评审办' };

describe.each(engines)('review transitions on %s', (engine) => {
  let t: TestApp;
  let fx: ReviewFixture;
  let transitions: ReviewTransitions;

  beforeAll(async () => {
    t = await createTestApp(engine);
    fx = await reviewFixture(t);
    transitions = new ReviewTransitions(t.database.db);
  });
  afterAll(() => t?.close());

  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ServiceError);
    return localize('zh_CN', error as ServiceError);
  };

  it('moves a batch, bumps versions, writes one trail row and one applicant message each', async () => {
    const ids = await declarations(t, fx, { count: 3, userId: 1 });
    const moved = await transitions.apply(office, {
      action: 'submit',
      declarationIds: ids,
      to: { stage: G.PREPARE, status: S.PENDING },
    });
    expect(moved.map((m) => m.version)).toEqual([1, 1, 1]);
    const rows = await declarationRows(t, ids);
    expect(rows.map((r) => [r.stage, r.approvalStatus, r.version])).toEqual(
      Array(3).fill(['prepare', '0', 1]),
    );
    const trail = await trailOf(t, ids[0]!);
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      action: 'submit',
      fromStage: 'draft',
      toStage: 'prepare',
      operatorId: 1,
    });
    const messages = await t.database.db.execute(
      `SELECT count(*)::int AS n FROM zc_review_message WHERE declaration_id IN (${ids.join(',')})`,
    );
    expect((messages as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(3);
  });

  it('refuses an illegal move in words and changes nothing, not even the legal rows of the batch', async () => {
    const [draft] = await declarations(t, fx, { count: 1 });
    const [inReview] = await declarations(t, fx, { count: 1, stage: G.GROUP_REVIEW, status: S.IN_REVIEW });
    const message = await refusal(
      transitions.apply(office, {
        action: 'check_pass',
        declarationIds: [draft!, inReview!],
        to: { stage: G.GROUP_REVIEW, status: S.IN_REVIEW },
      }),
    );
    expect(message).toContain('草稿');
    expect(message).toContain('资格审查通过');
    const rows = await declarationRows(t, [draft!, inReview!]);
    expect(rows.map((r) => [r.stage, r.version])).toEqual([
      ['draft', 0],
      ['group_review', 0],
    ]);
    expect(await trailOf(t, inReview!)).toHaveLength(0);
  });

  it('refuses a target the action does not lead to', async () => {
    const [id] = await declarations(t, fx, { count: 1, stage: G.PREPARE });
    await refusal(
      transitions.apply(office, {
        action: 'check_pass',
        declarationIds: [id!],
        to: { stage: G.RESULT, status: S.FINAL },
      }),
    );
  });

  it('lets only one of two concurrent actions on one declaration win', async () => {
    const [id] = await declarations(t, fx, { count: 1, stage: G.PREPARE });
    const attempts = await Promise.allSettled([
      transitions.apply(office, {
        action: 'check_pass',
        declarationIds: [id!],
        versions: [0],
        to: { stage: G.GROUP_REVIEW, status: S.IN_REVIEW },
      }),
      transitions.apply(office, {
        action: 'return',
        declarationIds: [id!],
        versions: [0],
        to: { status: S.RETURNED },
        countReturn: true,
      }),
    ]);
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    expect(await trailOf(t, id!)).toHaveLength(1);
    const [row] = await declarationRows(t, [id!]);
    expect(row!.version).toBe(1);
  });

  it('keeps the stage on a return, counts it, and resubmits into prepare', async () => {
    const [id] = await declarations(t, fx, { count: 1, stage: G.TEAM_VOTE, status: S.IN_REVIEW });
    await transitions.apply(office, {
      action: 'return',
      declarationIds: [id!],
      to: { status: S.RETURNED },
      countReturn: true,
      items: [{ item: '业绩材料', reason: '缺少证明' }],
      opinion: '请补充',
    });
    let [row] = await declarationRows(t, [id!]);
    expect([row!.stage, row!.approvalStatus, row!.returnCount]).toEqual(['team_vote', '3', 1]);
    await transitions.apply(office, {
      action: 'resubmit',
      declarationIds: [id!],
      to: { stage: G.PREPARE, status: S.PENDING },
    });
    [row] = await declarationRows(t, [id!]);
    expect([row!.stage, row!.approvalStatus]).toEqual(['prepare', '0']);
    const trail = await trailOf(t, id!);
    expect(trail.map((d) => d.action)).toEqual(['return', 'resubmit']);
    expect(trail[0]!.items).toEqual([{ item: '业绩材料', reason: '缺少证明' }]);
  });

  it('does not find another tenant’s declaration', async () => {
    const [id] = await declarations(t, fx, { count: 1, stage: G.PREPARE });
    const message = await refusal(
      transitions.apply(
        { ...office, tenantId: '999999' },
        { action: 'withdraw', declarationIds: [id!], to: { stage: G.DRAFT, status: S.PENDING } },
      ),
    );
    expect(message).toBe('申报不存在');
  });
});
