import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessType, reviewerVoSchema, type ReviewerVo } from '@zcps/contracts';
import { eq, isNull } from 'drizzle-orm';
import { sysUser, zcReviewer, zcReviewerPool, zcReviewerPoolMember } from '../../../db/schema/index.js';
import { adminToken, createTestApp, routeEngines, type TestApp } from '../../../test/test-app.js';
import { caller, createUser, operLogs, tokenOf } from '../../../test/kits/monitor.js';
import { scopedUser } from '../../../test/kits/system-dept.js';
import {
  idCardOf,
  liveReviewerCount,
  reviewerCalls,
  titleFixture,
} from '../../../test/kits/title-reviewer.js';

type Caller = ReturnType<typeof caller>;
const URL = '/zcps/title/reviewer';
const OFFICE_ROLE = 3;
const REVIEWER_ROLE = 4;

describe.each(routeEngines)('/title/reviewer on %s', (engine) => {
  let t: TestApp;
  let admin: Caller;
  let office: Caller;
  let staff: Caller;
  let fx: Awaited<ReturnType<typeof titleFixture>>;
  let reviewerUserId: number;
  let officeToken: string;

  let calls: ReturnType<typeof reviewerCalls>;
  const body = (changes: object = {}) => calls.body(changes);
  const formOf = (vo: ReviewerVo) => calls.formOf(vo);
  const send: ReturnType<typeof reviewerCalls>['send'] = (...args) => calls.send(...args);
  const rows: ReturnType<typeof reviewerCalls>['rows'] = (...args) => calls.rows(...args);
  const byName = (name: string) => calls.byName(name);

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = caller(t, await adminToken(t));
    fx = await titleFixture(t);
    calls = reviewerCalls(fx, admin);
    const officeId = await createUser(t, 'rvqoffice', 'secret123', OFFICE_ROLE);
    await t.database.db.update(sysUser).set({ deptId: 106 }).where(eq(sysUser.userId, officeId));
    officeToken = await tokenOf(t, 'rvqoffice', 'secret123');
    office = caller(t, officeToken);
    await createUser(t, 'rvqstaff', 'secret123');
    staff = caller(t, await tokenOf(t, 'rvqstaff', 'secret123'));
    reviewerUserId = await createUser(t, 'rvqself', 'secret123', REVIEWER_ROLE);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 401 to an anonymous caller and 403 to a user without the permissions, writing nothing', async () => {
    expect((await caller(t, null).get(`${URL}/list`)).code).toBe(401);
    for (const url of ['list', '1', 'userOptions', '1/conflicts'])
      expect((await staff.get(`${URL}/${url}`)).code).toBe(403);
    expect((await send(staff, 'POST', body())).code).toBe(403);
    expect((await send(staff, 'PUT', { ...body(), reviewerId: 1 })).code).toBe(403);
    expect((await send(staff, 'PUT', { reviewerId: 1, status: '1' }, `${URL}/changeStatus`)).code).toBe(403);
    expect((await staff.del(`${URL}/1`)).code).toBe(403);
    expect((await staff.send({ method: 'POST', url: `${URL}/export` })).body.code).toBe(403);
    expect((await staff.send({ method: 'POST', url: `${URL}/importData` })).body.code).toBe(403);
    expect((await staff.get(`${URL}/profile`)).code).toBe(403);
    expect(await liveReviewerCount(t, fx.seriesId)).toBe(0);
  });

  it('creates reviewers for the office, checking the series, profession, unit, identity number and account', async () => {
    expect(await send(office, 'POST', body({ clientId: fx.clientId, userId: reviewerUserId }))).toMatchObject(
      { code: 200 },
    );
    const created = await byName('张建国');
    expect(() => reviewerVoSchema.parse(created)).not.toThrow();
    expect(created).toMatchObject({
      idCard: idCardOf(1),
      seriesName: 'R工程系列',
      professionName: 'R机械工程',
      clientName: 'R华信建设集团',
      userName: 'rvqself',
      deptId: 105,
      status: '0',
    });
    expect((await send(office, 'POST', body({ reviewerName: '李', seriesId: 999999 }))).msg).toBe(
      '职称系列不存在：999999',
    );
    const wrongProfession = await send(
      office,
      'POST',
      body({ reviewerName: '李', professionId: fx.professionIds[2] }),
    );
    expect(wrongProfession.msg).toBe(`专业不存在或不属于所选职称系列：${fx.professionIds[2]}`);
    expect((await send(office, 'POST', body({ reviewerName: '李', clientId: 999999 }))).msg).toBe(
      '委托单位不存在：999999',
    );
    expect((await send(office, 'POST', body({ reviewerName: '李' }))).msg).toBe(
      "身份证号已被评审专家'张建国'使用",
    );
    const linked = await send(
      office,
      'POST',
      body({ reviewerName: '李', idCard: idCardOf(2), userId: reviewerUserId }),
    );
    expect(linked.msg).toBe("该账号已关联评审专家'张建国'");
    expect(
      await send(
        office,
        'POST',
        body({
          reviewerName: '李四',
          idCard: idCardOf(2),
          titleLevel: '2',
          professionId: fx.professionIds[1],
        }),
      ),
    ).toMatchObject({ code: 200 });
    expect(
      await send(
        office,
        'POST',
        body({ reviewerName: '王五', idCard: '', isExternal: true, phone: '010-66668888' }),
      ),
    ).toMatchObject({ code: 200 });
    expect(await liveReviewerCount(t, fx.seriesId)).toBe(3);
    // Only an account holding the reviewer role can be an expert's: it signs in as them and votes.
    const staffId = await createUser(t, 'rvqstaff2', 'secret123');
    const notReviewer = await send(office, 'POST', body({ reviewerName: '赵', idCard: '', userId: staffId }));
    expect(notReviewer.msg).toBe('关联账号须拥有评审专家角色');
    expect(await liveReviewerCount(t, fx.seriesId)).toBe(3);
    await createUser(t, 'rvqfree', 'secret123', REVIEWER_ROLE);
    const options = await office.get(`${URL}/userOptions?search=rvq`);
    expect(options.data.map((u: { userName: string }) => u.userName)).toEqual(['rvqfree']);
  });

  it('numbers reviewers by the 用户编码 expert rule: the seeded ones and each added one, in order', async () => {
    const added = await rows(office);
    expect(added.map((r) => r.reviewerName)).toEqual(['张建国', '李四', '王五']);
    expect(added.every((r) => /^ZJ\d{6}$/.test(r.reviewerNo ?? ''))).toBe(true);
    const seqs = added.map((r) => Number(r.reviewerNo!.slice(2)));
    expect(seqs).toEqual([seqs[0], seqs[0]! + 1, seqs[0]! + 2]);
    const unnumbered = await t.database.db
      .select({ id: zcReviewer.reviewerId })
      .from(zcReviewer)
      .where(isNull(zcReviewer.reviewerNo));
    expect(unnumbered).toEqual([]);
  });

  it('lists with filters and whitelisted sorting', async () => {
    expect((await rows(office)).map((r) => r.reviewerName)).toEqual(['张建国', '李四', '王五']);
    expect((await rows(office, `?professionId=${fx.professionIds[1]}`)).map((r) => r.reviewerName)).toEqual([
      '李四',
    ]);
    expect((await rows(office, '?isExternal=true')).map((r) => r.reviewerName)).toEqual(['王五']);
    expect((await rows(office, '?titleLevel=2')).map((r) => r.reviewerName)).toEqual(['李四']);
    const sorted = await rows(office, '?orderByColumn=reviewerId&isAsc=desc');
    expect(sorted.map((r) => r.reviewerName)).toEqual(['王五', '李四', '张建国']);
    expect((await office.get(`${URL}/list?orderByColumn=idCard&isAsc=asc`)).code).toBe(400);
  });

  it('refuses bad input with 400 naming the field and writes nothing', async () => {
    const cases: [object, string][] = [
      [body({ reviewerName: '坏', idCard: '110101198001010012' }), 'idCard'],
      [body({ reviewerName: '  ' }), 'reviewerName'],
      [body({ reviewerName: '坏', titleLevel: '9' }), 'titleLevel'],
      [body({ reviewerName: '坏', phone: '12345' }), 'phone'],
      [body({ reviewerName: '坏', seriesId: undefined }), 'seriesId'],
    ];
    for (const [payload, field] of cases) {
      const res = await send(office, 'POST', payload);
      expect(res.code).toBe(400);
      expect(res.msg).toContain(field);
    }
    const english = await caller(t, officeToken, 'en_US').send({
      method: 'POST',
      url: URL,
      payload: body({ idCard: 'x' }),
    });
    expect(english.body.msg).toContain('Identity number (idCard)');
    expect((await office.del(`${URL}/1,x`)).msg).toContain('reviewerIds');
    expect((await office.get(`${URL}/list?status=7`)).msg).toContain('status');
    expect(await liveReviewerCount(t, fx.seriesId)).toBe(3);
  });

  it('masks identity numbers for callers who may not edit reviewers', async () => {
    await scopedUser(t, {
      userName: 'rvqviewer',
      password: 'secret123',
      deptId: 103,
      dataScope: '1',
      perms: ['title:reviewer:list', 'title:reviewer:query', 'title:reviewer:export'],
    });
    const viewer = caller(t, await tokenOf(t, 'rvqviewer', 'secret123'));
    const seen = (await rows(viewer)).find((r) => r.reviewerName === '张建国')!;
    expect(seen.idCard).toBe(`110101********${idCardOf(1).slice(-4)}`);
    expect((await viewer.get(`${URL}/${seen.reviewerId}`)).data.idCard).toBe(seen.idCard);
    expect((await office.get(`${URL}/${seen.reviewerId}`)).data.idCard).toBe(idCardOf(1));
    const { res } = await viewer.send({
      method: 'POST',
      url: `${URL}/export`,
      payload: { seriesId: fx.seriesId },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(4).value).toBe('身份证号');
    expect(sheet.getRow(2).getCell(4).value).toBe(seen.idCard);
    expect(sheet.rowCount).toBe(4);
  });

  it('updates a reviewer; blacklisting needs a reason kept in the remark and the operation log', async () => {
    const li = await byName('李四');
    const form = formOf(li);
    expect(await send(office, 'PUT', { ...form, unitName: '新单位', titleLevel: '1' })).toMatchObject({
      code: 200,
    });
    expect(await byName('李四')).toMatchObject({ unitName: '新单位', titleLevel: '1' });
    const noReason = await send(
      office,
      'PUT',
      { reviewerId: li.reviewerId, status: '2' },
      `${URL}/changeStatus`,
    );
    expect(noReason.code).toBe(400);
    expect(noReason.msg).toContain('reason');
    expect((await byName('李四')).status).toBe('0');
    const reason = { reviewerId: li.reviewerId, status: '2', reason: '评审中存在违规行为' };
    expect(await send(office, 'PUT', reason, `${URL}/changeStatus`)).toMatchObject({ code: 200 });
    expect(await byName('李四')).toMatchObject({ status: '2', remark: '评审中存在违规行为' });
    expect(
      await send(office, 'PUT', { reviewerId: li.reviewerId, status: '0' }, `${URL}/changeStatus`),
    ).toMatchObject({ code: 200 });
    expect(await byName('李四')).toMatchObject({ status: '0', remark: '评审中存在违规行为' });
    const logs = (await operLogs(t)).filter(
      (l) => l.title === '评审专家' && l.operUrl?.includes('changeStatus'),
    );
    expect(logs.some((l) => l.operParam?.includes('评审中存在违规行为') && l.status === 0)).toBe(true);
  });

  it('deletes reviewers not in a pool; a pool member is refused and the batch deletes none', async () => {
    const [zhang, li] = [await byName('张建国'), await byName('李四')];
    const [pool] = await t.database.db
      .insert(zcReviewerPool)
      .values({
        poolName: '池',
        seriesId: fx.seriesId,
        titleLevel: '2',
        termStart: '2025-01-01',
        termEnd: '2027-12-31',
      })
      .returning({ id: zcReviewerPool.poolId });
    await t.database.db.insert(zcReviewerPoolMember).values({
      poolId: pool!.id,
      reviewerId: zhang.reviewerId,
      joinDate: '2025-01-01',
      termEnd: '2027-12-31',
    });
    expect((await office.del(`${URL}/${li.reviewerId},${zhang.reviewerId}`)).msg).toBe(
      "评审专家'张建国'仍在专家库中，请先移出后再删除",
    );
    expect(await liveReviewerCount(t, fx.seriesId)).toBe(3);
    expect(await office.del(`${URL}/${li.reviewerId}`)).toMatchObject({ code: 200 });
    expect(await liveReviewerCount(t, fx.seriesId)).toBe(2);
    expect((await office.get(`${URL}/${li.reviewerId}`)).msg).toBe('评审专家不存在或无权访问');
    // The identity number of a deleted reviewer is free again.
    expect(await send(office, 'POST', body({ reviewerName: '李四', idCard: idCardOf(2) }))).toMatchObject({
      code: 200,
    });
  });

  it('records every write in the operation log', async () => {
    const logs = (await operLogs(t)).filter((l) => l.title === '评审专家');
    expect(logs.map((l) => l.businessType)).toEqual(
      expect.arrayContaining([
        BusinessType.INSERT,
        BusinessType.UPDATE,
        BusinessType.DELETE,
        BusinessType.EXPORT,
      ]),
    );
    expect(logs.some((l) => l.status === 1 && l.errorMsg?.includes('idCard'))).toBe(true);
  });
});
