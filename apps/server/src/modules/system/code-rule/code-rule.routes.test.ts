import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BusinessType, codeRuleVoSchema, type CodeRuleVo } from '@zcps/contracts';
import { zcReviewer } from '../../../db/schema/index.js';
import { adminToken, createTestApp, login, routeEngines, type TestApp } from '../../../test/test-app.js';
import { caller, operLogs, tokenOf } from '../../../test/kits/monitor.js';
import { secondTenant } from '../../../test/kits/resource.js';
import { scopedUser } from '../../../test/kits/system-dept.js';
import { CodeRuleRepo } from './code-rule.repo.js';
import { CodeIssuer } from './code-rule.service.js';

type Caller = ReturnType<typeof caller>;
const URL = '/zcps/system/userCode';
const YEAR = new Date().getFullYear();

describe.each(routeEngines)('/system/userCode on %s', (engine) => {
  let t: TestApp;
  let admin: Caller;
  let reader: Caller;
  let other: Caller;

  const send = (who: Caller, method: 'POST' | 'PUT', payload: object) =>
    who.send({ method, url: URL, payload }).then((r) => r.body);
  const rows = async (who: Caller, query = ''): Promise<CodeRuleVo[]> => {
    const body = await who.get(`${URL}/list${query}`);
    expect(body.code).toBe(200);
    return body.rows;
  };
  const byCode = async (code: string) => (await rows(admin)).find((r) => r.ruleCode === code)!;
  const archive = {
    ruleCode: 'archive',
    ruleName: '档案编号',
    prefix: 'DA',
    datePattern: 'yyyyMM',
    resetCycle: 'month',
    seqWidth: 4,
    separator: '-',
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = caller(t, await adminToken(t));
    await scopedUser(t, {
      userName: 'codereader',
      password: 'secret123',
      deptId: 105,
      dataScope: '1',
      perms: ['system:userCode:list', 'system:userCode:query'],
    });
    reader = caller(t, await tokenOf(t, 'codereader', 'secret123'));
    await secondTenant(t, {
      tenantId: '200003',
      userName: 'codeboss',
      password: 'secret123',
      perms: 'system:userCode:%',
    });
    const token = (await login(t, { tenantId: '200003', username: 'codeboss', password: 'secret123' })).data;
    other = caller(t, token.access_token);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the seeded rules with the number each would issue next', async () => {
    // The demo reviewers took the first expert numbers when the seed numbered them.
    const seeded = await t.database.db.$count(zcReviewer, eq(zcReviewer.tenantId, '000000'));
    const expert = (n: number) => `ZJ${String(n).padStart(6, '0')}`;
    const list = await rows(admin);
    for (const row of list) expect(() => codeRuleVoSchema.parse(row)).not.toThrow();
    expect(list.map((r) => [r.ruleCode, r.nextCode])).toEqual([
      ['declaration', `SB${YEAR}000001`],
      ['certificate', `ZCZS${YEAR}000001`],
      ['expert', expert(seeded + 1)],
    ]);
    const issuer = new CodeIssuer(new CodeRuleRepo(t.database.db));
    await t.database.db.transaction((tx) => issuer.issue(tx, '000000', 'expert', 3));
    expect((await byCode('expert')).nextCode).toBe(expert(seeded + 4));
    expect((await rows(admin, `?ruleName=${encodeURIComponent('证书')}`)).map((r) => r.ruleCode)).toEqual([
      'certificate',
    ]);
    const one = await byCode('declaration');
    expect((await admin.get(`${URL}/${one.ruleId}`)).data).toMatchObject({
      ruleName: '申报编号',
      prefix: 'SB',
    });
  });

  it('answers 401 anonymously and 403 to writes without the button permissions', async () => {
    expect((await caller(t, null).get(`${URL}/list`)).code).toBe(401);
    expect((await rows(reader)).length).toBe(3);
    expect((await send(reader, 'POST', archive)).code).toBe(403);
    const expert = await byCode('expert');
    expect((await send(reader, 'PUT', { ...archive, ruleId: expert.ruleId })).code).toBe(403);
    expect((await reader.del(`${URL}/${expert.ruleId}`)).code).toBe(403);
    expect((await rows(admin)).length).toBe(3);
  });

  it('adds, edits and deletes a rule; a purpose has one rule', async () => {
    expect(await send(admin, 'POST', archive)).toMatchObject({ code: 200 });
    const added = await byCode('archive');
    expect(added.nextCode).toBe(`DA-${YEAR}${String(new Date().getMonth() + 1).padStart(2, '0')}-0001`);
    expect(await send(admin, 'POST', { ...archive, ruleName: '又一个' })).toMatchObject({
      code: 500,
      msg: "保存编码规则'archive'失败，编码用途已存在",
    });
    const edited = await send(admin, 'PUT', {
      ...archive,
      ruleId: added.ruleId,
      datePattern: 'none',
      resetCycle: 'never',
      separator: '',
      seqWidth: 8,
    });
    expect(edited).toMatchObject({ code: 200 });
    expect((await byCode('archive')).nextCode).toBe('DA00000001');
    const taken = await send(admin, 'PUT', { ...archive, ruleId: added.ruleId, ruleCode: 'expert' });
    expect(taken.msg).toBe("保存编码规则'expert'失败，编码用途已存在");
    expect(await admin.del(`${URL}/${added.ruleId}`)).toMatchObject({ code: 200 });
    expect(await byCode('archive')).toBeUndefined();
    expect((await admin.get(`${URL}/${added.ruleId}`)).msg).toBe('编码规则不存在');
  });

  it('names the bad field in the caller’s language', async () => {
    const hidden = { ...archive, ruleCode: 'hidden', datePattern: 'none', resetCycle: 'year' };
    const zh = await send(admin, 'POST', hidden);
    expect(zh.code).toBe(400);
    expect(zh.msg).toContain('重置周期(resetCycle)');
    expect(zh.msg).toContain('日期格式(datePattern)');
    const en = await send(caller(t, await adminToken(t), 'en_US'), 'POST', { ...archive, seqWidth: 30 });
    expect(en).toMatchObject({ code: 400 });
    expect(en.msg).toContain('Sequence width (seqWidth)');
    expect((await send(admin, 'POST', { ...archive, prefix: 'D A' })).msg).toContain('前缀(prefix)');
  });

  it('keeps tenants apart and logs every write', async () => {
    expect(await rows(other)).toEqual([]);
    const expert = await byCode('expert');
    expect((await other.get(`${URL}/${expert.ruleId}`)).msg).toBe('编码规则不存在');
    expect((await send(other, 'PUT', { ...archive, ruleId: expert.ruleId })).msg).toBe('编码规则不存在');
    expect(await other.del(`${URL}/${expert.ruleId}`)).toMatchObject({ code: 500 });
    expect((await byCode('expert')).ruleName).toBe('评审专家编号');

    const logs = (await operLogs(t)).filter((l) => l.title === '用户编码');
    expect(logs.map((l) => l.businessType)).toEqual(
      expect.arrayContaining([BusinessType.INSERT, BusinessType.UPDATE, BusinessType.DELETE]),
    );
  });
});
