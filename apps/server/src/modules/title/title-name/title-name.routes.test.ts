import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessType, titleNameVoSchema, type TitleNameVo } from '@zcps/contracts';
import { zcTitle, zcTitleCondition, zcTitleException } from '../../../db/schema/index.js';
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

const PATH = '/zcps/title/title-name';

describe.each(routeEngines)('/title/title-name on %s', (engine) => {
  let t: TestApp;
  let admin: Caller;
  let staff: Caller;
  let anon: Caller;
  let other: Caller;
  let series: number;
  let theirSeries: number;

  const rows = async (who: Caller, query = ''): Promise<TitleNameVo[]> => {
    const body = await who.get(`${PATH}/list${query}`);
    expect(body.code).toBe(200);
    return body.rows;
  };
  const add = (who: Caller, body: object) => sendAs(who, 'POST', PATH, body);
  const idOf = (code: string) => idWhere(t, zcTitle.titleId, zcTitle.titleCode, code);
  const title = (titleCode: string, titleName: string, titleLevel: string) => ({
    seriesId: series,
    titleCode,
    titleName,
    titleLevel,
  });

  beforeAll(async () => {
    t = await createTestApp(engine);
    ({ admin, staff, anon, other } = await catalogCallers(t, 'tn', 'title:title-name:%'));
    series = (await seriesWithTitle(t, 'TN')).seriesId;
    theirSeries = (await seriesWithTitle(t, 'TN', '300003')).seriesId;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 401 to nobody and 403 to a user without the title permissions', async () => {
    const body = { titleId: 1, ...title('Z1', '某职称', '1') };
    await expectRefused(anon, PATH, 1, body, 401);
    await expectRefused(staff, PATH, 1, body, 403);
    expect((await anon.get(`${PATH}/optionselect`)).code).toBe(401);
  });

  it('creates titles with unique codes; filters by series and level; option lists for anyone signed in', async () => {
    const before = await rowCount(t, zcTitle);
    expect(await add(admin, title('TN1', '正高级测试师', '1'))).toMatchObject({ code: 200 });
    expect(await add(admin, title('TN3', '测试师', '3'))).toMatchObject({ code: 200 });
    expect((await add(admin, title('TN1', '重复', '2'))).msg).toBe("保存职称'重复'失败，职称代码已存在");
    expect((await add(admin, { ...title('TNX', '他方', '2'), seriesId: theirSeries })).msg).toBe(
      '所属职称系列不存在',
    );
    expect(await rowCount(t, zcTitle)).toBe(before + 2);

    const all = await rows(admin, `?seriesId=${series}`);
    expect(all.map((r) => r.titleCode)).toEqual(['TN1', 'TNT2', 'TN3']);
    for (const row of all) expect(() => titleNameVoSchema.parse(row)).not.toThrow();
    expect(all[0]).toMatchObject({ seriesName: '系列TN', titleLevel: '1' });
    expect((await rows(admin, `?seriesId=${series}&titleLevel=3`)).map((r) => r.titleName)).toEqual([
      '测试师',
    ]);
    const options = await staff.get(`${PATH}/optionselect?seriesId=${series}&titleLevel=1`);
    expect(options.data.map((r: TitleNameVo) => r.titleCode)).toEqual(['TN1']);
  });

  it('refuses bad input with 400 naming the field and writes nothing', async () => {
    const before = await rowCount(t, zcTitle);
    const level = await add(admin, title('TN6', '六级', '6'));
    expect(level.code).toBe(400);
    expect(level.msg).toContain('职称级别(titleLevel)');
    expect((await add(admin, title('TN7', '', '3'))).msg).toContain('titleName');
    expect((await add(admin, { ...title('TN8', 'html', '3'), titleName: '<b>x</b>' })).msg).toContain(
      'titleName',
    );
    expect((await admin.get(`${PATH}/optionselect?titleLevel=9`)).msg).toContain('titleLevel');
    expect(await rowCount(t, zcTitle)).toBe(before);
  });

  it('updates a title', async () => {
    const id = await idOf('TN3');
    const body = { titleId: id, ...title('TN3', '中级测试师', '3'), orderNum: 5, remark: '改' };
    expect(await sendAs(admin, 'PUT', PATH, body)).toMatchObject({ code: 200 });
    expect((await admin.get(`${PATH}/${id}`)).data).toMatchObject({
      titleName: '中级测试师',
      orderNum: 5,
      remark: '改',
    });
  });

  it('refuses to delete a title with conditions, exceptions or holders, then deletes a free one', async () => {
    const id = await idOf('TN1');
    const free = await idOf('TN3');
    await t.database.db
      .insert(zcTitleCondition)
      .values({ titleId: id, ruleKind: 'no_punishment', params: { years: 1 } });
    const blocked = await admin.del(`${PATH}/${free},${id}`);
    expect(blocked).toMatchObject({ code: 500, msg: "职称'正高级测试师'下存在申报条件或破格条件，不能删除" });
    await t.database.db.delete(zcTitleCondition);
    await t.database.db.insert(zcTitleException).values({
      titleId: id,
      exceptionType: '3',
      exceptionName: '业绩破格',
      relaxes: ['seniority'],
      evidence: [{ ruleKind: 'awards', params: { count: 1, minAwardLevel: '2' } }],
    });
    expect((await admin.del(`${PATH}/${id}`)).msg).toContain('下存在申报条件或破格条件');
    await t.database.db.delete(zcTitleException);
    await employeeOf(t, '110101199001013333', { currentTitleId: id });
    expect((await admin.del(`${PATH}/${id}`)).msg).toBe("职称'正高级测试师'已被人员引用为现任职称，不能删除");
    expect(await admin.del(`${PATH}/${free}`)).toMatchObject({ code: 200 });
    expect((await admin.get(`${PATH}/${free}`)).msg).toBe('职称不存在');
  });

  it('keeps other tenants apart', async () => {
    const ours = await idOf('TN1');
    expect((await rows(other)).map((r) => r.titleCode)).toEqual(['TNT2']);
    expect((await other.get(`${PATH}/${ours}`)).msg).toBe('职称不存在');
    const body = { titleId: ours, ...title('TN1', '篡改', '1'), seriesId: theirSeries };
    expect((await sendAs(other, 'PUT', PATH, body)).msg).toBe('职称不存在');
    expect(await other.del(`${PATH}/${ours}`)).toMatchObject({
      code: 500,
      msg: `以下数据不存在或无权删除：${ours}`,
    });
    expect((await admin.get(`${PATH}/${ours}`)).data.titleName).toBe('正高级测试师');
    expect((await other.get(`${PATH}/optionselect?seriesId=${series}`)).data).toEqual([]);
  });

  it('exports titles with level names as xlsx and logs every write', async () => {
    const { sheet } = await exportedSheet(admin, `${PATH}/export`, `seriesId=${series}&titleLevel=1`);
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(1).getCell(5).value).toBe('职称级别');
    expect(sheet.getRow(2).getCell(5).value).toBe('正高级');
    const logs = await logsOf(t, '职称名称');
    for (const type of [BusinessType.INSERT, BusinessType.UPDATE, BusinessType.DELETE, BusinessType.EXPORT])
      expect(logs.types.has(type)).toBe(true);
  });
});
