import { describe, expect, it } from 'vitest';
import { titleConditionCreateSchema, titleExceptionCreateSchema } from '@zcps/contracts';
import { titleSeeds } from '../../../seed/data/title-catalog.js';
import { titleConditionSeeds, titleExceptionSeeds } from '../../../seed/data/title-conditions.js';
import { emptyDossier, type Dossier, type RuleContext } from './dossier.js';
import { evaluateDossier, prepareRule, type PreparedException } from './evaluate.js';

const ctx: RuleContext = {
  evalDate: '2025-06-30',
  title: { seriesId: 5, titleLevel: '2' },
  label: (_dict, code) => ({ zh_CN: code, en_US: code }),
};
const rulesOf = (titleId: number) =>
  titleConditionSeeds
    .filter((c) => c.titleId === titleId)
    .map((c) => prepareRule(c.conditionId, c.ruleKind, c.params, c.description));
const exceptionOf = (exceptionId: number): PreparedException => {
  const e = titleExceptionSeeds.find((x) => x.exceptionId === exceptionId)!;
  return { ...e, evidence: e.evidence.map((r) => prepareRule(null, r.ruleKind, r.params, null)) };
};

/** An engineer (中级) since 2019 with the given highest education and a clean, complete record. */
function engineer(education: string): Dossier {
  const d = emptyDossier({
    employeeId: 1,
    employeeName: '王工',
    currentTitleLevel: '3',
    currentTitleSeriesId: 5,
    currentTitleDate: '2019-03-01',
    workStartDate: '2010-07-01',
  });
  d.educations = [{ education }];
  d.assessments = [2020, 2021, 2022, 2023, 2024].map((assessYear) => ({ assessYear, result: '2' }));
  d.trainings = [2021, 2022, 2023, 2024, 2025].map((y) => ({
    startDate: `${y}-03-01`,
    endDate: `${y}-03-31`,
    courseType: '2',
    hours: 90,
  }));
  d.works = [
    { worksType: '1', publishDate: '2023-01-01', paperIndex: 'ei', authorRank: 1, isRepresentative: true },
  ];
  d.achievements = [{ startDate: '2020-01-01', endDate: '2022-12-31', ownRole: '1' }];
  return d;
}

describe('seeded conditions', () => {
  it('are valid rules of every seeded title, engineering (51–55) first, with ids from 1 upward', () => {
    expect(titleConditionSeeds.map((c) => c.conditionId)).toEqual(titleConditionSeeds.map((_c, i) => i + 1));
    expect(new Set(titleConditionSeeds.map((c) => c.titleId))).toEqual(
      new Set(titleSeeds.map((t) => t.titleId)),
    );
    const engineering = titleConditionSeeds.filter((c) => Math.floor(c.titleId / 10) === 5);
    expect(engineering.map((c) => c.conditionId)).toEqual(engineering.map((_c, i) => i + 1));
    expect(new Set(engineering.map((c) => c.titleId))).toEqual(new Set([51, 52, 53, 54, 55]));
    for (const seed of titleConditionSeeds)
      expect(titleConditionCreateSchema.safeParse(seed).success).toBe(true);
    expect(titleExceptionSeeds.map((e) => e.exceptionId)).toEqual([1, 2, 3]);
    for (const seed of titleExceptionSeeds)
      expect(titleExceptionCreateSchema.safeParse(seed).success).toBe(true);
  });

  it('let a bachelor engineer of six years declare 高级工程师, and not a junior college one with three', () => {
    const result = evaluateDossier(rulesOf(52), null, engineer('21'), ctx);
    expect(result.rules.filter((r) => !r.pass).map((r) => r.reason.zh_CN)).toEqual([]);
    expect(result.eligible).toBe(true);
    const recent = {
      ...engineer('31'),
      employee: { ...engineer('31').employee, currentTitleDate: '2022-03-01' },
    };
    const failed = evaluateDossier(rulesOf(52), null, recent, ctx).rules.filter((r) => !r.pass);
    expect(failed.map((r) => r.ruleKind)).toEqual(['seniority']);
  });

  it('let a 中专 engineer with projects and an award declare 工程师 by exception', () => {
    const d = engineer('41');
    d.employee.currentTitleLevel = '4';
    d.achievements.push({ startDate: '2023-01-01', endDate: null, ownRole: '1' });
    d.rewards = [{ awardLevel: '3', awardDate: '2023-06-01' }];
    expect(evaluateDossier(rulesOf(53), null, d, ctx).eligible).toBe(false);
    const result = evaluateDossier(rulesOf(53), exceptionOf(3), d, ctx);
    expect(result.exception?.applies).toBe(true);
    expect(result.rules.filter((r) => r.byException).map((r) => r.ruleKind)).toEqual([
      'education',
      'seniority',
    ]);
    expect(result.eligible).toBe(true);
  });

  it('give the other series the same shape: 高级会计师 wants a 会计师 of five years, not of three', () => {
    const accountant = (since: string): Dossier => {
      const d = engineer('21');
      d.employee = { ...d.employee, currentTitleSeriesId: 22, currentTitleDate: since };
      return d;
    };
    const accounting: RuleContext = { ...ctx, title: { seriesId: 22, titleLevel: '2' } };
    const rules = rulesOf(222);
    expect(rules.find((r) => r.ruleKind === 'current_title')?.description).toBe('现任会计师职称');
    expect(evaluateDossier(rules, null, accountant('2019-03-01'), accounting).eligible).toBe(true);
    const recent = evaluateDossier(rules, null, accountant('2022-03-01'), accounting);
    expect(recent.rules.filter((r) => !r.pass).map((r) => r.ruleKind)).toEqual(['seniority']);
    // an engineer's title is of another series
    const engineerFailed = evaluateDossier(rules, null, engineer('21'), accounting).rules.filter(
      (r) => !r.pass,
    );
    expect(engineerFailed.map((r) => r.ruleKind)).toEqual(['current_title']);
  });
});
