import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessType, titleConditionVoSchema, type TitleConditionVo, type TitleRule } from '@zcps/contracts';
import { zcTitleCondition } from '../../../db/schema/index.js';
import { createTestApp, routeEngines, type TestApp } from '../../../test/test-app.js';
import {
  catalogCallers,
  expectRefused,
  exportedSheet,
  logsOf,
  rowCount,
  sendAs,
  seriesWithTitle,
  type Caller,
} from '../../../test/kits/title-catalog.js';

const PATH = '/zcps/title/condition';

/** One valid rule of every kind. */
const RULES: TitleRule[] = [
  { ruleKind: 'education', params: { minEducation: '21' } },
  {
    ruleKind: 'seniority',
    params: {
      byEducation: [
        { education: '11', years: 2 },
        { education: '21', years: 5 },
      ],
    },
  },
  { ruleKind: 'current_title', params: { minLevel: '3', sameSeries: true } },
  { ruleKind: 'assessment', params: { years: 5, minResult: '2', excellentAtLeast: 1 } },
  { ruleKind: 'training', params: { years: 5, hours: 450, professionalShare: 0.67 } },
  {
    ruleKind: 'works',
    params: { count: 2, worksTypes: ['1', '2'], firstAuthorOnly: true, sinceCurrentTitle: true },
  },
  { ruleKind: 'achievements', params: { count: 1, ownRoles: ['1'] } },
  { ruleKind: 'awards', params: { count: 1, minAwardLevel: '2' } },
  { ruleKind: 'no_punishment', params: { years: 5 } },
];

describe.each(routeEngines)('/title/condition on %s', (engine) => {
  let t: TestApp;
  let admin: Caller;
  let staff: Caller;
  let anon: Caller;
  let other: Caller;
  let titleA: number;
  let titleB: number;
  let seriesB: number;
  let theirTitle: number;

  const rows = async (who: Caller, query = ''): Promise<TitleConditionVo[]> => {
    const body = await who.get(`${PATH}/list${query}`);
    expect(body.code).toBe(200);
    return body.rows;
  };
  const add = (who: Caller, body: object) => sendAs(who, 'POST', PATH, body);

  beforeAll(async () => {
    t = await createTestApp(engine);
    ({ admin, staff, anon, other } = await catalogCallers(t, 'con', 'title:condition:%'));
    titleA = (await seriesWithTitle(t, 'CA')).titleId;
    ({ titleId: titleB, seriesId: seriesB } = await seriesWithTitle(t, 'CB'));
    theirTitle = (await seriesWithTitle(t, 'CA', '300003')).titleId;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 401 to nobody and 403 to a user without the condition permissions', async () => {
    const body = { conditionId: 1, titleId: titleA, ...RULES[0]! };
    await expectRefused(anon, PATH, 1, body, 401);
    await expectRefused(staff, PATH, 1, body, 403);
  });

  it('stores one rule of every kind with its params; lists them by title, series and kind', async () => {
    for (const [i, rule] of RULES.entries())
      expect(
        await add(admin, { titleId: titleA, orderNum: i, description: `条件${i}`, ...rule }),
      ).toMatchObject({
        code: 200,
      });
    expect(await add(admin, { titleId: titleB, ...RULES[8]! })).toMatchObject({ code: 200 });
    expect((await add(admin, { titleId: theirTitle, ...RULES[0]! })).msg).toBe('所属职称不存在');

    const ofA = await rows(admin, `?titleId=${titleA}&pageSize=50`);
    expect(ofA.map((c) => c.ruleKind)).toEqual(RULES.map((r) => r.ruleKind));
    expect(ofA.map((c) => c.params)).toEqual(RULES.map((r) => r.params));
    for (const row of ofA) expect(() => titleConditionVoSchema.parse(row)).not.toThrow();
    expect(ofA[0]).toMatchObject({ titleName: '职称CA', description: '条件0', status: '0' });
    expect((await rows(admin, `?seriesId=${seriesB}`)).map((c) => c.titleId)).toEqual([titleB]);
    const kind = await rows(admin, '?ruleKind=no_punishment&pageSize=100');
    expect(new Set(kind.map((c) => c.ruleKind))).toEqual(new Set(['no_punishment']));
    const ours = kind.map((c) => c.titleId).filter((id) => id === titleA || id === titleB);
    expect(ours.sort()).toEqual([titleA, titleB].sort());
  });

  it('refuses an unknown kind or params that do not fit the kind with 400 naming the field', async () => {
    const before = await rowCount(t, zcTitleCondition);
    const kind = await add(admin, { titleId: titleA, ruleKind: 'magic', params: {} });
    expect(kind.code).toBe(400);
    expect(kind.msg).toContain('规则类型(ruleKind)');
    const years = await add(admin, { titleId: titleA, ruleKind: 'no_punishment', params: { years: 0 } });
    expect(years.msg).toContain('年限(params.years)');
    const level = await add(admin, { titleId: titleA, ruleKind: 'current_title', params: { minLevel: '7' } });
    expect(level.msg).toContain('params.minLevel');
    const excellent = await add(admin, {
      titleId: titleA,
      ruleKind: 'assessment',
      params: { years: 2, minResult: '2', excellentAtLeast: 3 },
    });
    expect(excellent.msg).toContain('params.excellentAtLeast');
    const emptyTable = await add(admin, {
      titleId: titleA,
      ruleKind: 'seniority',
      params: { byEducation: [] },
    });
    expect(emptyTable.msg).toContain('params.byEducation');
    const en = await admin.send({
      method: 'POST',
      url: PATH,
      payload: { titleId: titleA, ruleKind: 'training', params: { years: 3 } },
      headers: { 'content-language': 'en_US' },
    });
    expect(en.body.msg).toContain('Hours (params.hours)');
    const noTitle = await add(admin, RULES[0]!);
    expect(noTitle.msg).toContain('titleId');
    expect(await rowCount(t, zcTitleCondition)).toBe(before);
  });

  it('updates a condition to another kind, and deletes conditions', async () => {
    const [first, second] = await rows(admin, `?titleId=${titleA}`);
    const changed = await sendAs(admin, 'PUT', PATH, {
      conditionId: first!.conditionId,
      titleId: titleA,
      ruleKind: 'education',
      params: { minEducation: '14' },
      status: '1',
    });
    expect(changed).toMatchObject({ code: 200 });
    expect((await admin.get(`${PATH}/${first!.conditionId}`)).data).toMatchObject({
      params: { minEducation: '14' },
      status: '1',
      description: null,
    });
    const bad = await sendAs(admin, 'PUT', PATH, {
      conditionId: second!.conditionId,
      titleId: titleA,
      ruleKind: 'x',
    });
    expect(bad.code).toBe(400);
    expect(await admin.del(`${PATH}/${second!.conditionId}`)).toMatchObject({ code: 200 });
    expect((await admin.get(`${PATH}/${second!.conditionId}`)).msg).toBe('申报条件不存在');
  });

  it('keeps other tenants apart', async () => {
    const [ours] = await rows(admin, `?titleId=${titleA}`);
    expect(await rows(other)).toEqual([]);
    expect((await other.get(`${PATH}/${ours!.conditionId}`)).msg).toBe('申报条件不存在');
    const body = { conditionId: ours!.conditionId, titleId: theirTitle, ...RULES[8]! };
    expect((await sendAs(other, 'PUT', PATH, body)).msg).toBe('申报条件不存在');
    expect(await other.del(`${PATH}/${ours!.conditionId}`)).toMatchObject({
      code: 500,
      msg: `以下数据不存在或无权删除：${ours!.conditionId}`,
    });
    expect((await admin.get(`${PATH}/${ours!.conditionId}`)).code).toBe(200);
    expect((await add(other, { titleId: titleA, ...RULES[8]! })).msg).toBe('所属职称不存在');
  });

  it('exports conditions with kind names as xlsx and logs every write', async () => {
    const { sheet } = await exportedSheet(admin, `${PATH}/export`, `titleId=${titleB}`);
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(3).value).toBe('无处分');
    expect(JSON.parse(String(sheet.getRow(2).getCell(4).value))).toEqual({ years: 5 });
    const logs = await logsOf(t, '申报条件');
    for (const type of [BusinessType.INSERT, BusinessType.UPDATE, BusinessType.DELETE, BusinessType.EXPORT])
      expect(logs.types.has(type)).toBe(true);
  });
});
