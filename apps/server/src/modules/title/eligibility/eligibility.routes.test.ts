import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eligibilityResultSchema, type EligibilityResult, type TitleRule } from '@zcps/contracts';
import { caller, createUser, tokenOf } from '../../../test/kits/monitor.js';
import { createTestApp, routeEngines, type TestApp } from '../../../test/test-app.js';
import { catalogCallers, seriesWithTitle, type Caller } from '../../../test/kits/title-catalog.js';
import { conditionsOf, employeeWithDossier, exceptionOf } from '../../../test/kits/title-eligibility.js';
import { DossierRepo } from './dossier.repo.js';
import { EligibilityService } from './eligibility.service.js';

const PATH = '/zcps/title/eligibility';
const Role = { REVIEWER: 4, COMPANY: 5, STAFF: 6 } as const;
const RULES: TitleRule[] = [
  { ruleKind: 'education', params: { minEducation: '21' } },
  { ruleKind: 'assessment', params: { years: 3, minResult: '2' } },
  { ruleKind: 'no_punishment', params: { years: 3 } },
];

describe.each(routeEngines)('/title/eligibility on %s', (engine) => {
  let t: TestApp;
  let admin: Caller;
  let anon: Caller;
  let other: Caller;
  let company: Caller;
  let staff: Caller;
  let reviewer: Caller;
  let titleId: number;
  let exceptionId: number;
  let otherTitleException: number;
  let bareTitleId: number;
  const ids = { bachelor: 0, college: 0, elsewhere: 0, own: 0 };

  const check = async (who: Caller, target: number | 'mine', query: string) => {
    const body = await who.get(`${PATH}/${target}?evalDate=2025-06-30&${query}`);
    return body as { code: number; msg: string; data: EligibilityResult };
  };
  const signIn = async (name: string, roleId: number) => {
    const userId = await createUser(t, name, 'secret123', roleId);
    return { userId, who: caller(t, await tokenOf(t, name, 'secret123')) };
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    ({ admin, anon, other } = await catalogCallers(t, 'eli', 'employee:info:%'));
    ({ titleId } = await seriesWithTitle(t, 'EL'));
    const second = await seriesWithTitle(t, 'EM');
    await conditionsOf(t, titleId, RULES);
    const award: TitleRule = { ruleKind: 'awards', params: { count: 1, minAwardLevel: '2' } };
    exceptionId = await exceptionOf(t, titleId, ['education'], [award]);
    otherTitleException = await exceptionOf(t, second.titleId, ['education'], [award]);
    bareTitleId = second.titleId;
    company = (await signIn('elicompany', Role.COMPANY)).who; // dept 105: the company's unit
    reviewer = (await signIn('elireviewer', Role.REVIEWER)).who;
    const applicant = await signIn('eliapplicant', Role.STAFF);
    staff = applicant.who;
    const good = { fromYear: 2022, results: ['2', '1', '2'] };
    ids.bachelor = await employeeWithDossier(t, {
      name: '本科甲',
      idCard: '110101199001010011',
      deptId: 105,
      education: '21',
      assessments: good,
    });
    ids.college = await employeeWithDossier(t, {
      name: '专科乙',
      idCard: '110101199001010022',
      deptId: 105,
      education: '31',
      pendingEducation: '14',
      assessments: { fromYear: 2022, results: ['2', '3', '2'] },
      awards: ['2'],
    });
    ids.elsewhere = await employeeWithDossier(t, {
      name: '他单位丙',
      idCard: '110101199001010033',
      deptId: 104,
      education: '11',
      assessments: good,
    });
    ids.own = await employeeWithDossier(t, {
      name: '申报人丁',
      idCard: '110101199001010044',
      deptId: 104,
      userId: applicant.userId,
      education: '14',
      assessments: good,
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 401 to nobody and 403 to a caller without employee or declaration permissions', async () => {
    expect((await check(anon, ids.bachelor, `titleId=${titleId}`)).code).toBe(401);
    expect((await check(anon, 'mine', `titleId=${titleId}`)).code).toBe(401);
    expect((await check(reviewer, ids.bachelor, `titleId=${titleId}`)).code).toBe(403);
    expect((await check(reviewer, 'mine', `titleId=${titleId}`)).msg).toBe(
      '您还没有人员信息，请先填写人员信息',
    );
  });

  it('returns every rule with pass/fail, figures and reasons in both languages', async () => {
    const { code, data } = await check(admin, ids.bachelor, `titleId=${titleId}`);
    expect(code).toBe(200);
    expect(() => eligibilityResultSchema.parse(data)).not.toThrow();
    expect(data).toMatchObject({
      employeeName: '本科甲',
      titleName: '职称EL',
      evalDate: '2025-06-30',
      eligible: true,
    });
    expect(data.rules.map((r) => [r.ruleKind, r.pass, r.byException])).toEqual([
      ['education', true, false],
      ['assessment', true, false],
      ['no_punishment', true, false],
    ]);
    expect(data.rules[0]).toMatchObject({ found: '21', required: '21' });
    expect(data.rules[0]!.reason).toEqual({
      zh_CN: '最高学历大学本科毕业，满足大学本科毕业及以上的要求',
      en_US: "Highest education Bachelor's graduate meets the minimum of Bachelor's graduate",
    });
  });

  it('counts only approved records and explains each failed rule', async () => {
    const { data } = await check(admin, ids.college, `titleId=${titleId}`);
    expect(data.eligible).toBe(false);
    expect(data.rules[0]).toMatchObject({ pass: false, found: '31' }); // the pending master's degree is ignored
    expect(data.rules[1]).toMatchObject({ pass: false, found: 2, required: 3 });
    expect(data.rules[1]!.reason.zh_CN).toBe('近3年（2022–2024）年度考核须均为合格及以上，2023年为基本合格');
    expect(data.rules[1]!.reason.en_US).toContain('2023: Basically competent');
    expect(data.exception).toBeNull();
  });

  it('applies a claimed exception: the relaxed rule passes by exception, the others stay', async () => {
    const { data } = await check(admin, ids.college, `titleId=${titleId}&exceptionId=${exceptionId}`);
    expect(data.exception).toMatchObject({ exceptionId, applies: true, relaxes: ['education'] });
    expect(data.exception!.evidence).toMatchObject([{ ruleKind: 'awards', pass: true, found: 1 }]);
    expect(data.rules[0]).toMatchObject({ pass: true, byException: true });
    expect(data.rules[1]).toMatchObject({ pass: false, byException: false });
    expect(data.eligible).toBe(false);
    const noAward = await check(admin, ids.bachelor, `titleId=${titleId}&exceptionId=${exceptionId}`);
    expect(noAward.data.exception).toMatchObject({ applies: false, evidence: [{ pass: false, found: 0 }] });
    expect(noAward.data.eligible).toBe(true);
  });

  it('limits a company to its own employees and an applicant to their own record', async () => {
    expect((await check(company, ids.bachelor, `titleId=${titleId}`)).data.eligible).toBe(true);
    const outside = await check(company, ids.elsewhere, `titleId=${titleId}`);
    expect(outside).toMatchObject({ code: 500, msg: '人员不存在或无权查看' });
    expect((await check(staff, ids.own, `titleId=${titleId}`)).data.employeeName).toBe('申报人丁');
    expect((await check(staff, ids.bachelor, `titleId=${titleId}`)).msg).toBe('人员不存在或无权查看');
    const mine = await check(staff, 'mine', `titleId=${titleId}`);
    expect(mine.data).toMatchObject({ employeeId: ids.own, eligible: true });
    expect((await check(company, 'mine', `titleId=${titleId}`)).msg).toContain('您还没有人员信息');
  });

  it('finds nobody eligible for a title without declare conditions, and says why', async () => {
    const { code, data } = await check(admin, ids.bachelor, `titleId=${bareTitleId}`);
    expect(code).toBe(200);
    expect(eligibilityResultSchema.parse(data)).toMatchObject({ eligible: false, rules: [] });
    expect(data.reason?.zh_CN).toBe('该职称尚未配置申报条件，请联系评审办');
    expect(data.reason?.en_US).toBe(
      'No declare conditions are configured for this title; ask the review office',
    );
    expect((await check(admin, ids.bachelor, `titleId=${titleId}`)).data.reason).toBeNull();
  });

  it('keeps other tenants apart', async () => {
    expect((await check(other, ids.bachelor, `titleId=${titleId}`)).msg).toBe('人员不存在或无权查看');
    expect((await check(other, 'mine', `titleId=${titleId}`)).msg).toContain('您还没有人员信息');
  });

  it('refuses bad input with 400 naming the field; an exception of another title is refused', async () => {
    const noTitle = await check(admin, ids.bachelor, '');
    expect(noTitle.code).toBe(400);
    expect(noTitle.msg).toContain('职称(titleId)');
    expect((await admin.get(`${PATH}/${ids.bachelor}?titleId=${titleId}&evalDate=2025-13-01`)).msg).toContain(
      'evalDate',
    );
    expect((await check(admin, 0, `titleId=${titleId}`)).msg).toContain('employeeId');
    const mismatch = await check(
      admin,
      ids.bachelor,
      `titleId=${titleId}&exceptionId=${otherTitleException}`,
    );
    expect(mismatch.msg).toBe('所选破格条件不存在或不属于该职称');
    expect((await check(admin, ids.bachelor, 'titleId=999999')).msg).toBe('所属职称不存在');
    const en = await admin.send({
      method: 'GET',
      url: `${PATH}/${ids.bachelor}?titleId=x`,
      headers: { 'content-language': 'en_US' },
    });
    expect(en.body.msg).toContain('Title (titleId)');
  });

  it('evaluates many employees at once, in the order asked, leaving out unknown ids', async () => {
    const service = new EligibilityService(new DossierRepo(t.database.db), t.container.dicts);
    const asked = [ids.college, 123456789, ids.bachelor, ids.own];
    const results = await service.evaluateMany('000000', titleId, asked, { evalDate: '2025-06-30' });
    expect(results.map((r) => [r.employeeId, r.eligible])).toEqual([
      [ids.college, false],
      [ids.bachelor, true],
      [ids.own, true],
    ]);
    expect(await service.evaluateMany('300003', titleId, asked).catch((e: Error) => e.message)).toBe(
      'titleCatalog.titleNotFound',
    );
  });
});
