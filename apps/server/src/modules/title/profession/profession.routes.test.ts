import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessType, professionVoSchema, type ProfessionVo } from '@zcps/contracts';
import { zcProfession, zcReviewer } from '../../../db/schema/index.js';
import { createTestApp, routeEngines, type TestApp } from '../../../test/test-app.js';
import {
  catalogCallers,
  employeeOf,
  expectRefused,
  exportedSheet,
  idWhere,
  logsOf,
  rowCount,
  sendAs,
  seriesWithTitle,
  type Caller,
} from '../../../test/kits/title-catalog.js';

const PATH = '/zcps/title/profession';

describe.each(routeEngines)('/title/profession on %s', (engine) => {
  let t: TestApp;
  let admin: Caller;
  let staff: Caller;
  let anon: Caller;
  let other: Caller;
  let seriesA: number;
  let seriesB: number;
  let theirSeries: number;

  const rows = async (who: Caller, query = ''): Promise<ProfessionVo[]> => {
    const body = await who.get(`${PATH}/list${query}`);
    expect(body.code).toBe(200);
    return body.rows;
  };
  const add = (who: Caller, body: object) => sendAs(who, 'POST', PATH, body);
  const idOf = (code: string) => idWhere(t, zcProfession.professionId, zcProfession.professionCode, code);

  beforeAll(async () => {
    t = await createTestApp(engine);
    ({ admin, staff, anon, other } = await catalogCallers(t, 'pro', 'title:profession:%'));
    seriesA = (await seriesWithTitle(t, 'PA')).seriesId;
    seriesB = (await seriesWithTitle(t, 'PB')).seriesId;
    theirSeries = (await seriesWithTitle(t, 'PA', '300003')).seriesId;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 401 to nobody and 403 to a user without the profession permissions', async () => {
    const body = { professionId: 1, seriesId: seriesA, professionCode: 'Z1', professionName: '某专业' };
    await expectRefused(anon, PATH, 1, body, 401);
    await expectRefused(staff, PATH, 1, body, 403);
    expect((await anon.get(`${PATH}/optionselect`)).code).toBe(401);
  });

  it('creates professions of an existing series with unique codes; filters by series', async () => {
    const before = await rowCount(t, zcProfession);
    for (const [seriesId, code, name] of [
      [seriesA, 'PA01', '机械设计'],
      [seriesA, 'PA02', '电气自动化'],
      [seriesB, 'PB01', '桥梁工程'],
    ] as const)
      expect(await add(admin, { seriesId, professionCode: code, professionName: name })).toMatchObject({
        code: 200,
      });
    const dup = await add(admin, { seriesId: seriesB, professionCode: 'PA01', professionName: '重复' });
    expect(dup.msg).toBe("保存专业'重复'失败，专业代码已存在");
    const theirs = await add(admin, {
      seriesId: theirSeries,
      professionCode: 'PX',
      professionName: '他方系列',
    });
    expect(theirs.msg).toBe('所属职称系列不存在');
    expect(await rowCount(t, zcProfession)).toBe(before + 3);

    const ofA = await rows(admin, `?seriesId=${seriesA}`);
    expect(ofA.map((p) => p.professionCode)).toEqual(['PA01', 'PA02']);
    expect(ofA[0]).toMatchObject({ seriesName: '系列PA', professionName: '机械设计', status: '0' });
    for (const row of ofA) expect(() => professionVoSchema.parse(row)).not.toThrow();
    expect(
      (await rows(admin, `?professionName=${encodeURIComponent('桥梁')}`)).map((p) => p.seriesId),
    ).toEqual([seriesB]);
    const options = await staff.get(`${PATH}/optionselect?seriesId=${seriesB}`);
    expect(options.data.map((p: ProfessionVo) => p.professionCode)).toEqual(['PB01']);
  });

  it('refuses bad input with 400 naming the field and writes nothing', async () => {
    const before = await rowCount(t, zcProfession);
    const noSeries = await add(admin, { professionCode: 'PZ', professionName: '无系列' });
    expect(noSeries.code).toBe(400);
    expect(noSeries.msg).toContain('职称系列(seriesId)');
    const longName = await add(admin, {
      seriesId: seriesA,
      professionCode: 'PZ',
      professionName: '长'.repeat(51),
    });
    expect(longName.msg).toContain('professionName');
    expect((await admin.get(`${PATH}/list?seriesId=abc`)).msg).toContain('seriesId');
    expect((await admin.get(`${PATH}/optionselect?seriesId=-1`)).code).toBe(400);
    expect(await rowCount(t, zcProfession)).toBe(before);
  });

  it('updates a profession and disables it out of the option list', async () => {
    const id = await idOf('PA02');
    const changed = await sendAs(admin, 'PUT', PATH, {
      professionId: id,
      seriesId: seriesB,
      professionCode: 'PA02',
      professionName: '电气工程',
      status: '1',
    });
    expect(changed).toMatchObject({ code: 200 });
    expect((await admin.get(`${PATH}/${id}`)).data).toMatchObject({
      seriesId: seriesB,
      professionName: '电气工程',
    });
    const options = await admin.get(`${PATH}/optionselect?seriesId=${seriesB}`);
    expect(options.data.map((p: ProfessionVo) => p.professionCode)).toEqual(['PB01']);
  });

  it('refuses to delete professions of employees or reviewers, then deletes free ones', async () => {
    const used = await idOf('PA01');
    const free = await idOf('PA02');
    await employeeOf(t, '110101199001012222', { professionId: used });
    const blocked = await admin.del(`${PATH}/${free},${used}`);
    expect(blocked).toMatchObject({ code: 500, msg: "专业'机械设计'已被人员或专家引用，不能删除" });
    expect((await admin.get(`${PATH}/${free}`)).code).toBe(200);

    const byReviewer = await idOf('PB01');
    await t.database.db.insert(zcReviewer).values({
      reviewerName: '专家',
      unitName: '单位',
      seriesId: seriesB,
      professionId: byReviewer,
      titleLevel: '1',
      reviewerType: '2',
    });
    expect((await admin.del(`${PATH}/${byReviewer}`)).msg).toContain('已被人员或专家引用');
    expect(await admin.del(`${PATH}/${free}`)).toMatchObject({ code: 200 });
    expect((await admin.get(`${PATH}/${free}`)).msg).toBe('专业不存在');
  });

  it('keeps other tenants apart', async () => {
    const ours = await idOf('PA01');
    expect(await rows(other)).toEqual([]);
    expect((await other.get(`${PATH}/${ours}`)).msg).toBe('专业不存在');
    const body = {
      professionId: ours,
      seriesId: theirSeries,
      professionCode: 'PA01',
      professionName: '篡改',
    };
    expect((await sendAs(other, 'PUT', PATH, body)).msg).toBe('专业不存在');
    expect(await other.del(`${PATH}/${ours}`)).toMatchObject({
      code: 500,
      msg: `以下数据不存在或无权删除：${ours}`,
    });
    expect((await admin.get(`${PATH}/${ours}`)).data.professionName).toBe('机械设计');
    expect(
      (await add(other, { seriesId: seriesA, professionCode: 'Q1', professionName: '我方系列' })).msg,
    ).toBe('所属职称系列不存在');
    expect(
      await add(other, { seriesId: theirSeries, professionCode: 'PA01', professionName: '他方专业' }),
    ).toMatchObject({ code: 200 });
    expect((await other.get(`${PATH}/optionselect`)).data.map((p: ProfessionVo) => p.professionName)).toEqual(
      ['他方专业'],
    );
  });

  it('exports the filtered professions as xlsx and logs every write', async () => {
    const { fileName, sheet } = await exportedSheet(admin, `${PATH}/export`, `seriesId=${seriesA}`);
    expect(fileName).toMatch(/^专业_\d{14}\.xlsx$/);
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(2).value).toBe('系列PA');
    expect(sheet.getRow(2).getCell(4).value).toBe('机械设计');
    const logs = await logsOf(t, '专业管理');
    for (const type of [BusinessType.INSERT, BusinessType.UPDATE, BusinessType.DELETE, BusinessType.EXPORT])
      expect(logs.types.has(type)).toBe(true);
    expect(logs.failed.some((m) => m.includes('seriesId'))).toBe(true);
  });
});
