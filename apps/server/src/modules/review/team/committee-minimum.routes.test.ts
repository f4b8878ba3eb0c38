import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommitteeMinimumConfig } from '@zcps/contracts';
import { caller } from '../../../test/kits/monitor.js';
import { adminToken, createTestApp, routeEngines, type TestApp } from '../../../test/test-app.js';
import { Role, roleUser } from '../../../test/kits/employee-attachment.js';
import { reviewFixture, type ReviewFixture } from '../../../test/kits/review.js';

type Caller = ReturnType<typeof caller>;

/** The committee minimums are configuration (domain.md "Teams"): the seeded national values, or the tenant's. */
describe.each(routeEngines)('committee minimum from sys_config on %s', (engine) => {
  let t: TestApp;
  let fx: ReviewFixture;
  let office: Caller;
  let admin: Caller;

  const create = (teamName: string, teamSize: number, professionIds: number[] = []) =>
    office
      .send({
        method: 'POST',
        url: '/zcps/title/review-team',
        payload: { activityId: fx.activityId, teamType: '2', teamName, teamSize, professionIds },
      })
      .then((r) => r.body);
  const setConfig = async (configKey: string, configValue: string) => {
    const list = await admin.get(`/zcps/system/config/list?configKey=${configKey}`);
    const row = list.rows.find((r: { configKey: string }) => r.configKey === configKey);
    const { configId, configName, configType, remark } = row;
    const res = await admin.send({
      method: 'PUT',
      url: '/zcps/system/config',
      payload: { configId, configName, configKey, configValue, configType, remark },
    });
    expect(res.body.code).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = caller(t, await adminToken(t));
    fx = await reviewFixture(t);
    office = caller(t, (await roleUser(t, 'cmoffice', Role.OFFICE)).token);
  });
  afterAll(() => t?.close());

  it('seeds the national minimums and applies a tenant’s own, per rule', async () => {
    expect((await create('三人评委会', 3)).msg).toBe('评委会人数不得少于25人（按系列组建的高级职称评委会）');
    await setConfig(CommitteeMinimumConfig.PER_PROFESSION, '5');
    expect((await create('机械评委会', 3, [fx.professionIds[0]])).msg).toContain('不得少于5人');
    await setConfig(CommitteeMinimumConfig.SENIOR_SERIES, '3');
    expect(await create('三人评委会', 3)).toMatchObject({ code: 200 });
  });
});
