import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, createTestApp, routeEngines, type TestApp } from '../../../test/test-app.js';
import { caller } from '../../../test/kits/monitor.js';
import { reviewFixture, type ReviewFixture } from '../../../test/kits/review.js';
import { applicant, declareRules, type Caller } from '../../../test/kits/review-declare.js';

const URL = '/zcps/title/review-declare';

/**
 * A caller who sees the whole tenant takes the list's totals from the count cache: a draft created, edited and
 * removed, and a transition (submit), must each show in the next list.
 */
describe.each(routeEngines)('/title/review-declare/list totals on %s', (engine) => {
  let t: TestApp;
  let fx: ReviewFixture;
  let admin: Caller;
  beforeAll(async () => {
    t = await createTestApp(engine);
    fx = await reviewFixture(t, undefined, 'N');
    await declareRules(t, fx.titleId);
    admin = caller(t, await adminToken(t));
  });
  afterAll(async () => {
    await t?.close();
  });

  const total = async (query = '') => {
    const res = await admin.get(`${URL}/list?pageNum=1&pageSize=2&activityId=${fx.activityId}${query}`);
    expect(res.code).toBe(200);
    return res.total as number;
  };
  const send = async (method: 'POST' | 'PUT', url: string, payload: object) => {
    const res = (await admin.send({ method, url, payload })).body!;
    expect(res.msg).toBe('操作成功');
    return res;
  };

  it('follows create, edit, submit and remove', async () => {
    const [p0, p1] = fx.professionIds as number[];
    const drafts = `&stage=draft&approvalStatus=0`;
    expect([await total(), await total(drafts)]).toEqual([0, 0]);

    const first = await send('POST', URL, {
      activityId: fx.activityId,
      titleId: fx.titleId,
      professionId: p0,
      employeeId: await applicant(t, '计数甲'),
    });
    const id = first.data as number;
    expect([await total(), await total(drafts), await total(`&professionId=${p0}`)]).toEqual([1, 1, 1]);

    await send('PUT', URL, {
      declarationId: id,
      activityId: fx.activityId,
      titleId: fx.titleId,
      professionId: p1,
    });
    expect([await total(`&professionId=${p0}`), await total(`&professionId=${p1}`)]).toEqual([0, 1]);

    await send('PUT', `${URL}/submit`, { declarationId: id, pledge: true });
    expect([await total(), await total(drafts)]).toEqual([1, 0]);

    const second = await send('POST', URL, {
      activityId: fx.activityId,
      titleId: fx.titleId,
      employeeId: await applicant(t, '计数乙'),
    });
    expect([await total(), await total(drafts)]).toEqual([2, 1]);
    expect((await admin.del(`${URL}/${second.data}`)).code).toBe(200);
    expect([await total(), await total(drafts)]).toEqual([1, 0]);
  });
});
