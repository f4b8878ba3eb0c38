import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessType, titleExceptionVoSchema, type TitleExceptionVo } from '@zcps/contracts';
import { zcTitleException } from '../../../db/schema/index.js';
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

const PATH = '/zcps/title/exception';

describe.each(routeEngines)('/title/exception on %s', (engine) => {
  let t: TestApp;
  let admin: Caller;
  let staff: Caller;
  let anon: Caller;
  let other: Caller;
  let titleId: number;
  let theirTitle: number;

  const exception = (changes: object = {}) => ({
    titleId,
    exceptionType: '3',
    exceptionName: '业绩突出破格',
    relaxes: ['education', 'seniority'],
    evidence: [
      { ruleKind: 'awards', params: { count: 1, minAwardLevel: '2' } },
      { ruleKind: 'works', params: { count: 2, paperIndexes: ['sci', 'ei'], firstAuthorOnly: true } },
    ],
    description: '获省部级奖励且发表高水平论文',
    ...changes,
  });
  const rows = async (who: Caller, query = ''): Promise<TitleExceptionVo[]> => {
    const body = await who.get(`${PATH}/list${query}`);
    expect(body.code).toBe(200);
    return body.rows;
  };
  const add = (who: Caller, body: object) => sendAs(who, 'POST', PATH, body);

  beforeAll(async () => {
    t = await createTestApp(engine);
    ({ admin, staff, anon, other } = await catalogCallers(t, 'exc', 'title:exception:%'));
    titleId = (await seriesWithTitle(t, 'EA')).titleId;
    theirTitle = (await seriesWithTitle(t, 'EA', '300003')).titleId;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 401 to nobody and 403 to a user without the exception permissions', async () => {
    await expectRefused(anon, PATH, 1, { exceptionId: 1, ...exception() }, 401);
    await expectRefused(staff, PATH, 1, { exceptionId: 1, ...exception() }, 403);
  });

  it('stores what an exception relaxes and the evidence rules it needs; lists and filters them', async () => {
    expect(await add(admin, exception())).toMatchObject({ code: 200 });
    const seniority = exception({
      exceptionType: '2',
      exceptionName: '资历破格',
      relaxes: ['seniority'],
      evidence: [{ ruleKind: 'assessment', params: { years: 3, minResult: '2', excellentAtLeast: 2 } }],
    });
    expect(await add(admin, seniority)).toMatchObject({ code: 200 });
    expect((await add(admin, exception({ titleId: theirTitle }))).msg).toBe('所属职称不存在');

    const all = await rows(admin, `?titleId=${titleId}`);
    expect(all.map((e) => e.exceptionName)).toEqual(['业绩突出破格', '资历破格']);
    for (const row of all) expect(() => titleExceptionVoSchema.parse(row)).not.toThrow();
    expect(all[0]).toMatchObject({
      titleName: '职称EA',
      relaxes: ['education', 'seniority'],
      evidence: exception().evidence,
    });
    expect((await rows(admin, `?titleId=${titleId}&exceptionType=2`)).map((e) => e.exceptionName)).toEqual([
      '资历破格',
    ]);
    expect(
      (await rows(admin, `?titleId=${titleId}&exceptionName=${encodeURIComponent('业绩')}`)).length,
    ).toBe(1);
  });

  it('refuses bad relaxed kinds or evidence with 400 naming the field and writes nothing', async () => {
    const before = await rowCount(t, zcTitleException);
    const none = await add(admin, exception({ relaxes: [] }));
    expect(none.code).toBe(400);
    expect(none.msg).toContain('放宽的条件(relaxes)');
    expect((await add(admin, exception({ relaxes: ['luck'] }))).msg).toContain('relaxes');
    expect((await add(admin, exception({ relaxes: ['education', 'education'] }))).msg).toContain('relaxes');
    expect((await add(admin, exception({ evidence: [] }))).msg).toContain('破格依据(evidence)');
    const badRule = await add(admin, exception({ evidence: [{ ruleKind: 'awards', params: { count: 1 } }] }));
    expect(badRule.msg).toContain('evidence.0.params.minAwardLevel');
    expect((await add(admin, exception({ exceptionName: '' }))).msg).toContain('exceptionName');
    expect(await rowCount(t, zcTitleException)).toBe(before);
  });

  it('lists the enabled exceptions of a title to anyone signed in', async () => {
    expect((await anon.get(`${PATH}/optionselect?titleId=${titleId}`)).code).toBe(401);
    const options = await staff.get(`${PATH}/optionselect?titleId=${titleId}`);
    expect(options.data.map((e: TitleExceptionVo) => e.exceptionName)).toEqual(['业绩突出破格', '资历破格']);
    expect((await staff.get(`${PATH}/optionselect`)).msg).toContain('titleId');
    expect((await other.get(`${PATH}/optionselect?titleId=${titleId}`)).data).toEqual([]);
  });

  it('updates and deletes exceptions', async () => {
    const [first, second] = await rows(admin, `?titleId=${titleId}`);
    const body = { exceptionId: first!.exceptionId, ...exception({ relaxes: ['education'], status: '1' }) };
    expect(await sendAs(admin, 'PUT', PATH, body)).toMatchObject({ code: 200 });
    expect((await admin.get(`${PATH}/${first!.exceptionId}`)).data).toMatchObject({
      relaxes: ['education'],
      status: '1',
    });
    expect(await admin.del(`${PATH}/${second!.exceptionId}`)).toMatchObject({ code: 200 });
    expect((await admin.get(`${PATH}/${second!.exceptionId}`)).msg).toBe('破格条件不存在');
  });

  it('keeps other tenants apart', async () => {
    const [ours] = await rows(admin, `?titleId=${titleId}`);
    expect(await rows(other)).toEqual([]);
    expect((await other.get(`${PATH}/${ours!.exceptionId}`)).msg).toBe('破格条件不存在');
    const body = { exceptionId: ours!.exceptionId, ...exception({ titleId: theirTitle }) };
    expect((await sendAs(other, 'PUT', PATH, body)).msg).toBe('破格条件不存在');
    expect(await other.del(`${PATH}/${ours!.exceptionId}`)).toMatchObject({
      code: 500,
      msg: `以下数据不存在或无权删除：${ours!.exceptionId}`,
    });
    expect((await admin.get(`${PATH}/${ours!.exceptionId}`)).code).toBe(200);
  });

  it('exports exceptions as xlsx and logs every write', async () => {
    const { sheet } = await exportedSheet(admin, `${PATH}/export`, `titleId=${titleId}`);
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(3).value).toBe('业绩破格');
    expect(sheet.getRow(2).getCell(5).value).toBe('学历要求');
    expect(sheet.getRow(2).getCell(6).value).toBe('奖励, 论文著作');
    const logs = await logsOf(t, '破格条件');
    for (const type of [BusinessType.INSERT, BusinessType.UPDATE, BusinessType.DELETE, BusinessType.EXPORT])
      expect(logs.types.has(type)).toBe(true);
  });
});
