import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeclarationVo } from '@zcps/contracts';
import { adminToken, createTestApp, routeEngines, type TestApp } from '../../../test/test-app.js';
import { caller } from '../../../test/kits/monitor.js';
import { Role } from '../../../test/kits/employee-attachment.js';
import { reviewFixture, type ReviewFixture } from '../../../test/kits/review.js';
import { applicant, signIn, type Caller } from '../../../test/kits/review-declare.js';

const URL = '/zcps/title/review-declare';
const YEAR = new Date().getFullYear();

/** 申报编号 through 用户编码: each new declaration takes the next number of the tenant's `declaration` rule. */
describe.each(routeEngines)('declaration numbers on %s', (engine) => {
  let t: TestApp;
  let fx: ReviewFixture;
  let company: Caller;
  let office: Caller;
  let admin: Caller;

  const create = (employeeId: number) =>
    company
      .send({
        method: 'POST',
        url: URL,
        payload: { activityId: fx.activityId, titleId: fx.titleId, employeeId },
      })
      .then((r) => r.body);
  const numberOf = async (id: number) =>
    ((await company.get(`${URL}/${id}`)).data as DeclarationVo).declarationNo;

  beforeAll(async () => {
    t = await createTestApp(engine);
    fx = await reviewFixture(t, undefined, 'N');
    company = (await signIn(t, 'ncompany', Role.COMPANY)).who;
    office = (await signIn(t, 'noffice', Role.OFFICE)).who;
    admin = caller(t, await adminToken(t));
  });
  afterAll(() => t?.close());

  it('numbers declarations in order, and a refused duplicate takes no number', async () => {
    const [a, b] = [await applicant(t, '编号甲'), await applicant(t, '编号乙')];
    const first = await create(a);
    expect(first.code).toBe(200);
    expect(await numberOf(first.data)).toBe(`SB${YEAR}000001`);
    expect((await create(a)).msg).toContain('不能重复申报');
    const second = await create(b);
    expect(await numberOf(second.data)).toBe(`SB${YEAR}000002`);
    const listed = await office.get(`${URL}/list?activityId=${fx.activityId}`);
    expect(listed.rows.map((r: DeclarationVo) => r.declarationNo).sort()).toEqual([
      `SB${YEAR}000001`,
      `SB${YEAR}000002`,
    ]);
  });

  it('follows the rule the office set in 用户编码', async () => {
    const rules = (await admin.get('/zcps/system/userCode/list')).rows as {
      ruleId: number;
      ruleCode: string;
    }[];
    const declaration = rules.find((r) => r.ruleCode === 'declaration')!;
    const saved = await admin.send({
      method: 'PUT',
      url: '/zcps/system/userCode',
      payload: {
        ruleId: declaration.ruleId,
        ruleCode: 'declaration',
        ruleName: '申报编号',
        prefix: 'ZCSB',
        datePattern: 'yyyy',
        resetCycle: 'year',
        seqWidth: 5,
        separator: '-',
      },
    });
    expect(saved.body.code).toBe(200);
    const third = await create(await applicant(t, '编号丙'));
    expect(await numberOf(third.data)).toBe(`ZCSB-${YEAR}-00003`);
  });
});
