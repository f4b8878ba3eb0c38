import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessType, type ReviewerConflictVo } from '@zcps/contracts';
import { zcEmployee, zcReviewerConflict } from '../../../db/schema/index.js';
import { adminToken, createTestApp, routeEngines, login, type TestApp } from '../../../test/test-app.js';
import { caller, createUser, operLogs, tokenOf } from '../../../test/kits/monitor.js';
import { secondTenant } from '../../../test/kits/resource.js';
import { scopedUser } from '../../../test/kits/system-dept.js';
import { idCardOf, reviewerRow, titleFixture } from '../../../test/kits/title-reviewer.js';

type Caller = ReturnType<typeof caller>;
const URL = '/zcps/title/reviewer';

describe.each(routeEngines)('/title/reviewer/{id}/conflicts on %s', (engine) => {
  let t: TestApp;
  let admin: Caller;
  let viewer: Caller;
  let staff: Caller;
  let other: Caller;
  let fx: Awaited<ReturnType<typeof titleFixture>>;
  let reviewerId: number;
  let employeeId: number;

  const conflicts = (who: Caller, id = reviewerId) => who.get(`${URL}/${id}/conflicts`);
  const add = (who: Caller, payload: object, id = reviewerId) =>
    who.send({ method: 'POST', url: `${URL}/${id}/conflicts`, payload }).then((r) => r.body);
  /** Conflicts of this file's reviewer (the seed may hold demo conflicts). */
  const stored = async () =>
    (
      await t.database.db
        .select()
        .from(zcReviewerConflict)
        .where(eq(zcReviewerConflict.reviewerId, reviewerId))
    ).length;

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = caller(t, await adminToken(t));
    fx = await titleFixture(t);
    reviewerId = await reviewerRow(t, { seriesId: fx.seriesId, reviewerName: '回避专家' });
    const [employee] = await t.database.db
      .insert(zcEmployee)
      .values({ employeeName: '申报人甲', idCard: idCardOf(7) })
      .returning({ id: zcEmployee.employeeId });
    employeeId = employee!.id;
    await scopedUser(t, {
      userName: 'cfviewer',
      password: 'secret123',
      deptId: 101,
      dataScope: '1',
      perms: ['title:reviewer:list', 'title:reviewer:query'],
    });
    viewer = caller(t, await tokenOf(t, 'cfviewer', 'secret123'));
    await createUser(t, 'cfstaff', 'secret123');
    staff = caller(t, await tokenOf(t, 'cfstaff', 'secret123'));
    await secondTenant(t, {
      tenantId: '200072',
      userName: 'cfboss',
      password: 'secret123',
      perms: 'title:reviewer:%',
    });
    const token = (await login(t, { tenantId: '200072', username: 'cfboss', password: 'secret123' })).data;
    other = caller(t, token.access_token);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('needs title:reviewer:edit for every call; anonymous is 401', async () => {
    expect((await caller(t, null).get(`${URL}/${reviewerId}/conflicts`)).code).toBe(401);
    for (const who of [viewer, staff]) {
      expect((await conflicts(who)).code).toBe(403);
      expect((await add(who, { conflictType: 'unit', clientId: fx.clientId, reason: 'x' })).code).toBe(403);
      expect((await who.del(`${URL}/${reviewerId}/conflicts/1`)).code).toBe(403);
    }
    expect(await stored()).toBe(0);
  });

  it('declares unit and person conflicts and lists them with names', async () => {
    expect(
      await add(admin, { conflictType: 'unit', clientId: fx.clientId, reason: '曾在该单位任职' }),
    ).toMatchObject({
      code: 200,
    });
    expect(await add(admin, { conflictType: 'person', employeeId, reason: '亲属关系' })).toMatchObject({
      code: 200,
    });
    expect(
      await add(admin, { conflictType: 'person', personName: '赵六', reason: '师生关系' }),
    ).toMatchObject({
      code: 200,
    });
    const listed: ReviewerConflictVo[] = (await conflicts(admin)).data;
    expect(listed.map((c) => [c.conflictType, c.clientName, c.personName, c.reason])).toEqual([
      ['unit', 'R华信建设集团', null, '曾在该单位任职'],
      ['person', null, '申报人甲', '亲属关系'],
      ['person', null, '赵六', '师生关系'],
    ]);
    expect((await add(admin, { conflictType: 'unit', clientId: 999999, reason: 'x' })).msg).toBe(
      '委托单位不存在：999999',
    );
    expect((await add(admin, { conflictType: 'person', employeeId: 999999, reason: 'x' })).msg).toBe(
      '人员不存在：999999',
    );
    expect((await add(admin, { conflictType: 'unit', clientId: fx.clientId, reason: 'x' }, 999999)).msg).toBe(
      '评审专家不存在或无权访问',
    );
    expect(await stored()).toBe(3);
  });

  it('refuses bad input with 400 naming the field and writes nothing', async () => {
    const cases: [object, string][] = [
      [{ conflictType: 'unit', reason: '无单位' }, 'clientId'],
      [{ conflictType: 'person', reason: '无人员' }, 'personName'],
      [{ conflictType: 'unit', clientId: fx.clientId, reason: ' ' }, 'reason'],
      [{ conflictType: 'family', clientId: fx.clientId, reason: 'x' }, 'conflictType'],
    ];
    for (const [payload, field] of cases) {
      const res = await add(admin, payload);
      expect(res.code).toBe(400);
      expect(res.msg).toContain(field);
    }
    expect((await admin.del(`${URL}/${reviewerId}/conflicts/x`)).msg).toContain('conflictIds');
    expect(await stored()).toBe(3);
  });

  it('keeps other tenants away from the conflicts', async () => {
    expect((await conflicts(other)).msg).toBe('评审专家不存在或无权访问');
    expect((await add(other, { conflictType: 'person', personName: '外人', reason: 'x' })).msg).toBe(
      '评审专家不存在或无权访问',
    );
    const ids = (await conflicts(admin)).data.map((c: ReviewerConflictVo) => c.conflictId).join(',');
    expect((await other.del(`${URL}/${reviewerId}/conflicts/${ids}`)).msg).toBe('评审专家不存在或无权访问');
    expect(await stored()).toBe(3);
  });

  it('exports the conflicts under the reviewer name; only with title:reviewer-conflict:export', async () => {
    const exportOf = (who: Caller, id: number | string = reviewerId) =>
      who.send({
        method: 'POST',
        url: `${URL}/${id}/conflicts/export`,
        headers: { 'content-language': 'en_US' },
      });
    const { res } = await exportOf(admin);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Conflicts');
    const values = [1, 2, 3, 4].map((n) => (sheet.getRow(n).values as unknown[]).slice(1, 5));
    expect(values).toEqual([
      ['Reviewer', 'Type', 'Conflict with', 'Reason'],
      ['回避专家', 'Unit', 'R华信建设集团', '曾在该单位任职'],
      ['回避专家', 'Person', '申报人甲', '亲属关系'],
      ['回避专家', 'Person', '赵六', '师生关系'],
    ]);
    for (const who of [viewer, staff, other]) expect((await exportOf(who)).body.code).toBe(403);
    await secondTenant(t, {
      tenantId: '200073',
      userName: 'cfexporter',
      password: 'secret123',
      perms: 'title:reviewer-conflict:%',
    });
    const token = (await login(t, { tenantId: '200073', username: 'cfexporter', password: 'secret123' }))
      .data;
    const stranger = await exportOf(caller(t, token.access_token));
    expect(stranger.body).toMatchObject({ code: 500, msg: 'No such reviewer, or not yours to see' });
    const bad = await exportOf(admin, 'x');
    expect(bad.body.code).toBe(400);
    expect(bad.body.msg).toContain('reviewerId');
    const logs = (await operLogs(t)).filter((l) => l.title === '评审专家回避');
    expect(logs.some((l) => l.businessType === BusinessType.EXPORT)).toBe(true);
  });

  it('withdraws conflicts of the reviewer only, and logs the writes', async () => {
    const listed: ReviewerConflictVo[] = (await conflicts(admin)).data;
    const otherReviewer = await reviewerRow(t, { seriesId: fx.seriesId, reviewerName: '别的专家' });
    const wrongOwner = await admin.del(`${URL}/${otherReviewer}/conflicts/${listed[0]!.conflictId}`);
    expect(wrongOwner).toMatchObject({
      code: 500,
      msg: `以下数据不存在或无权删除：${listed[0]!.conflictId}`,
    });
    expect(await stored()).toBe(3);
    expect(await admin.del(`${URL}/${reviewerId}/conflicts/${listed[0]!.conflictId}`)).toMatchObject({
      code: 200,
    });
    expect((await conflicts(admin)).data.map((c: ReviewerConflictVo) => c.reason)).toEqual([
      '亲属关系',
      '师生关系',
    ]);
    const logs = (await operLogs(t)).filter((l) => l.title === '评审专家回避');
    expect(logs.some((l) => l.operParam.includes('曾在该单位任职'))).toBe(true);
  });
});
