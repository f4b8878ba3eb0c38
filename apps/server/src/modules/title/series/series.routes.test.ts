import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessType, titleSeriesVoSchema, type TitleSeriesVo } from '@zcps/contracts';
import { zcProfession, zcReviewerPool, zcTitleSeries } from '../../../db/schema/index.js';
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

const PATH = '/zcps/title/series';

describe.each(routeEngines)('/title/series on %s', (engine) => {
  let t: TestApp;
  let admin: Caller;
  let staff: Caller;
  let anon: Caller;
  let other: Caller;

  const rows = async (who: Caller, query = ''): Promise<TitleSeriesVo[]> => {
    const body = await who.get(`${PATH}/list${query}`);
    expect(body.code).toBe(200);
    return body.rows;
  };
  const add = (who: Caller, body: object) => sendAs(who, 'POST', PATH, body);
  const idOf = (code: string) => idWhere(t, zcTitleSeries.seriesId, zcTitleSeries.seriesCode, code);

  beforeAll(async () => {
    t = await createTestApp(engine);
    ({ admin, staff, anon, other } = await catalogCallers(t, 'ser', 'title:series:%'));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 401 to nobody and 403 to a user without the series permissions', async () => {
    const body = { seriesId: 1, seriesCode: 'Z1', seriesName: '某系列', orderNum: 1 };
    await expectRefused(anon, PATH, 1, body, 401);
    await expectRefused(staff, PATH, 1, body, 403);
    expect((await anon.get(`${PATH}/optionselect`)).code).toBe(401);
    expect(await rowCount(t, zcTitleSeries)).toBe((await admin.get(`${PATH}/list`)).total);
  });

  it('creates series with codes unique in the tenant, lists, filters and sorts them', async () => {
    const before = await rowCount(t, zcTitleSeries);
    expect(await add(admin, { seriesCode: 'X91', seriesName: '测试系列甲', orderNum: 2 })).toMatchObject({
      code: 200,
    });
    expect(
      await add(admin, { seriesCode: 'X92', seriesName: '测试系列乙', seriesNameEn: 'Test B' }),
    ).toMatchObject({ code: 200 });
    const taken = await add(admin, { seriesCode: 'X91', seriesName: '重复代码' });
    expect(taken).toMatchObject({ code: 500, msg: "保存职称系列'重复代码'失败，系列代码已存在" });
    expect(await rowCount(t, zcTitleSeries)).toBe(before + 2);

    const found = await rows(admin, '?seriesCode=X9&orderByColumn=seriesCode&isAsc=desc');
    expect(found.map((s) => s.seriesCode)).toEqual(['X92', 'X91']);
    for (const row of found) expect(() => titleSeriesVoSchema.parse(row)).not.toThrow();
    expect(found[1]).toMatchObject({
      seriesName: '测试系列甲',
      orderNum: 2,
      status: '0',
      seriesNameEn: null,
    });
    expect(
      (await rows(admin, `?seriesName=${encodeURIComponent('系列乙')}`)).map((s) => s.seriesCode),
    ).toEqual(['X92']);
    const paged = await admin.get(`${PATH}/list?seriesCode=X9&pageNum=2&pageSize=1`);
    // by sort order: X92 (0) before X91 (2)
    expect(paged).toMatchObject({ total: 2, rows: [{ seriesCode: 'X91' }] });
    expect((await admin.get(`${PATH}/list?orderByColumn=remark&isAsc=asc`)).code).toBe(400);
    const id = await idOf('X91');
    expect((await admin.get(`${PATH}/${id}`)).data).toMatchObject({ seriesId: id, seriesCode: 'X91' });
  });

  it('refuses bad input with 400 naming the field and writes nothing', async () => {
    const before = await rowCount(t, zcTitleSeries);
    const noName = await add(admin, { seriesCode: 'X93', seriesName: ' ' });
    expect(noName.code).toBe(400);
    expect(noName.msg).toContain('seriesName');
    const badCode = await add(admin, { seriesCode: 'X 9', seriesName: '空格' });
    expect(badCode.msg).toContain('系列代码(seriesCode)');
    const en = await admin.send({
      method: 'POST',
      url: PATH,
      payload: { seriesCode: 'X94', seriesName: 'x', status: '7' },
      headers: { 'content-language': 'en_US' },
    });
    expect(en.body.msg).toContain('Status (status)');
    expect((await admin.del(`${PATH}/1,x`)).msg).toContain('seriesIds');
    expect((await admin.get(`${PATH}/list?status=9`)).code).toBe(400);
    expect(await rowCount(t, zcTitleSeries)).toBe(before);
  });

  it('updates a series; refuses a code taken by another one', async () => {
    const id = await idOf('X92');
    const edit = (changes: object) =>
      sendAs(admin, 'PUT', PATH, { seriesId: id, seriesCode: 'X92', seriesName: '测试系列乙', ...changes });
    expect(await edit({ seriesName: '改名系列', orderNum: 9, status: '1' })).toMatchObject({ code: 200 });
    expect((await admin.get(`${PATH}/${id}`)).data).toMatchObject({
      seriesName: '改名系列',
      orderNum: 9,
      status: '1',
    });
    expect((await edit({ seriesCode: 'X91' })).msg).toBe("保存职称系列'测试系列乙'失败，系列代码已存在");
    expect(
      (await sendAs(admin, 'PUT', PATH, { seriesId: 999999, seriesCode: 'Q', seriesName: 'Q' })).msg,
    ).toBe('职称系列不存在');
    const options = (await staff.get(`${PATH}/optionselect`)).data as TitleSeriesVo[];
    expect(options.map((s) => s.seriesCode)).toContain('X91');
    expect(options.map((s) => s.seriesCode)).not.toContain('X92');
  });

  it('refuses to delete a series with professions, titles, employees or pools, and then deletes none', async () => {
    const free = await idOf('X92');
    const { seriesId: withTitle } = await seriesWithTitle(t, 'X95');
    const blocked = await admin.del(`${PATH}/${free},${withTitle}`);
    expect(blocked).toMatchObject({ code: 500, msg: "职称系列'系列X95'下存在专业或职称，不能删除" });
    expect((await admin.get(`${PATH}/${free}`)).code).toBe(200);

    const used = await idOf('X91');
    await employeeOf(t, '110101199001011234', { seriesId: used });
    expect((await admin.del(`${PATH}/${used}`)).msg).toBe(
      "职称系列'测试系列甲'已被人员、专家或专家库引用，不能删除",
    );

    await t.database.db
      .insert(zcProfession)
      .values({ seriesId: free, professionCode: 'X92P', professionName: 'p' });
    expect((await admin.del(`${PATH}/${free}`)).msg).toBe("职称系列'改名系列'下存在专业或职称，不能删除");
    await t.database.db.delete(zcProfession).where(eq(zcProfession.professionCode, 'X92P'));

    await t.database.db.insert(zcReviewerPool).values({
      poolName: '库',
      seriesId: free,
      titleLevel: '2',
      termStart: '2025-01-01',
      termEnd: '2027-12-31',
    });
    expect((await admin.del(`${PATH}/${free}`)).msg).toContain('已被人员、专家或专家库引用');
    await t.database.db.delete(zcReviewerPool).where(eq(zcReviewerPool.seriesId, free));
    expect(await admin.del(`${PATH}/${free}`)).toMatchObject({ code: 200 });
  });

  it('deletes a series nothing points at (a deleted employee does not count)', async () => {
    const before = await rowCount(t, zcTitleSeries);
    expect(await add(admin, { seriesCode: 'X97', seriesName: '可删系列' })).toMatchObject({ code: 200 });
    const id = await idOf('X97');
    await employeeOf(t, '110101199001017777', { seriesId: id, delFlag: '2' });
    expect(await admin.del(`${PATH}/${id}`)).toMatchObject({ code: 200 });
    expect((await admin.get(`${PATH}/${id}`)).msg).toBe('职称系列不存在');
    expect(await rowCount(t, zcTitleSeries)).toBe(before);
  });

  it('keeps other tenants apart', async () => {
    const ours = await idOf('X91');
    expect((await rows(other)).map((s) => s.seriesCode)).not.toContain('X91');
    expect((await other.get(`${PATH}/${ours}`)).msg).toBe('职称系列不存在');
    expect(
      (await sendAs(other, 'PUT', PATH, { seriesId: ours, seriesCode: 'X91', seriesName: '篡改' })).msg,
    ).toBe('职称系列不存在');
    expect(await other.del(`${PATH}/${ours}`)).toMatchObject({
      code: 500,
      msg: `以下数据不存在或无权删除：${ours}`,
    });
    expect((await admin.get(`${PATH}/${ours}`)).data).toMatchObject({ seriesName: '测试系列甲' });
    expect(await add(other, { seriesCode: 'X91', seriesName: '他方系列' })).toMatchObject({ code: 200 });
    expect((await rows(other)).map((s) => s.seriesName)).toEqual(['他方系列']);
    expect((await other.get(`${PATH}/optionselect`)).data.map((s: TitleSeriesVo) => s.seriesName)).toEqual([
      '他方系列',
    ]);
  });

  it('exports the filtered series as xlsx and logs every write', async () => {
    const { fileName, sheet } = await exportedSheet(admin, `${PATH}/export`, 'seriesCode=X91');
    expect(fileName).toMatch(/^职称系列_\d{14}\.xlsx$/);
    expect(sheet.getRow(1).getCell(2).value).toBe('系列代码');
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(3).value).toBe('测试系列甲');
    expect(sheet.getRow(2).getCell(6).value).toBe('正常');
    const logs = await logsOf(t, '职称系列');
    for (const type of [BusinessType.INSERT, BusinessType.UPDATE, BusinessType.DELETE, BusinessType.EXPORT])
      expect(logs.types.has(type)).toBe(true);
    expect(logs.failed.some((m) => m.includes('seriesName'))).toBe(true);
    expect(logs.tenants.has('300003')).toBe(true);
  });
});
