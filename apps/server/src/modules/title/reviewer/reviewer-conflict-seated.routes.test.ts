import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../../../test/kits/monitor.js';
import {
  declarations,
  reviewers,
  reviewFixture,
  team,
  type ReviewFixture,
} from '../../../test/kits/review.js';
import { adminToken, createTestApp, routeEngines, type TestApp } from '../../../test/test-app.js';

/** Issue 19: a 回避 declared for a reviewer who already judges that unit or person says so. */
describe.each(routeEngines)('a conflict with someone the reviewer already judges, on %s', (engine) => {
  let t: TestApp;
  let fx: ReviewFixture;
  let admin: ReturnType<typeof caller>;
  let seated: number;
  let free: number;

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = caller(t, await adminToken(t));
    fx = await reviewFixture(t);
    [seated, free] = (await reviewers(t, fx, 2)) as [number, number];
    const teamId = await team(t, fx, [seated], undefined, '第一学科组');
    await declarations(t, fx, { count: 2, stage: 'group_review', status: '4', teamId });
  });
  afterAll(() => t?.close());

  const add = (reviewerId: number, body: object) =>
    admin.send({ method: 'POST', url: `/zcps/title/reviewer/${reviewerId}/conflicts`, payload: body });

  it('records the conflict and names the declarations and team it touches', async () => {
    const unit = await add(seated, { conflictType: 'unit', clientId: fx.clientId, reason: '曾任职' });
    expect(unit.body.code).toBe(200);
    expect(unit.body.data.seatedWith).toEqual([
      { applicantName: '申报人1', teamName: '第一学科组' },
      { applicantName: '申报人2', teamName: '第一学科组' },
    ]);
    expect(unit.body.msg).toBe(
      '回避关系已添加，但该专家正在评审：申报人1（第一学科组）、申报人2（第一学科组），请调整评审组成员或申报分组',
    );
    const person = await add(seated, { conflictType: 'person', personName: '申报人2', reason: '亲属' });
    expect(person.body.data.seatedWith).toEqual([{ applicantName: '申报人2', teamName: '第一学科组' }]);
  });

  it('adds a conflict quietly for a reviewer who judges none of them', async () => {
    const quiet = await add(free, { conflictType: 'unit', clientId: fx.clientId, reason: '曾任职' });
    expect(quiet.body).toMatchObject({ code: 200, msg: '操作成功', data: { seatedWith: [] } });
  });
});
