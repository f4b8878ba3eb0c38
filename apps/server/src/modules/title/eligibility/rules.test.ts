import { describe, expect, it } from 'vitest';
import type { TitleRule } from '@zcps/contracts';
import { monthsBetween, yearsBefore, type Dossier } from './dossier.js';
import { checkRule } from './evaluate.js';
import { ctx, dossier } from './test-dossier.js';

const check = (rule: TitleRule, d: Dossier) => checkRule(rule, d, ctx);
const years = (from: number, results: string[]) =>
  results.map((result, i) => ({ assessYear: from + i, result }));

describe('date helpers', () => {
  it('counts whole months and steps back whole years', () => {
    expect(monthsBetween('2020-01-15', '2025-01-14')).toBe(59);
    expect(monthsBetween('2020-01-15', '2025-01-15')).toBe(60);
    expect(monthsBetween('2025-01-15', '2020-01-15')).toBe(0);
    expect(yearsBefore('2024-02-29', 1)).toBe('2023-02-28');
  });
});

describe('rule kinds', () => {
  it('education: the highest approved education against the minimum (lower code = higher education)', () => {
    const rule: TitleRule = { ruleKind: 'education', params: { minEducation: '21' } };
    const master = check(rule, dossier({ educations: [{ education: '31' }, { education: '14' }] }));
    expect(master).toMatchObject({ pass: true, found: '14', required: '21' });
    expect(master.reason.zh_CN).toBe('最高学历硕士研究生毕业，满足大学本科毕业及以上的要求');
    const college = check(rule, dossier({ educations: [{ education: '31' }] }));
    expect(college).toMatchObject({ pass: false, found: '31' });
    expect(college.reason.en_US).toBe(
      "Highest education Junior college graduate is below the required Bachelor's graduate",
    );
    expect(check(rule, dossier()).reason.zh_CN).toBe('无审核通过的学历记录，要求大学本科毕业及以上');
  });

  it('seniority: years since the current title (or starting work) by the highest education', () => {
    const rule: TitleRule = {
      ruleKind: 'seniority',
      params: {
        byEducation: [
          { education: '11', years: 2 },
          { education: '21', years: 5 },
        ],
      },
    };
    const bachelor = check(rule, dossier({ educations: [{ education: '21' }] }));
    expect(bachelor).toMatchObject({ pass: true, found: 5.4, required: 5 });
    expect(bachelor.reason.zh_CN).toBe(
      '自取得现职称（2020-01-15）至2025-06-30已满5年5个月，大学本科毕业须满5年',
    );
    const recent = dossier({ educations: [{ education: '21' }] }, { currentTitleDate: '2021-03-01' });
    expect(check(rule, recent)).toMatchObject({ pass: false, found: 4.2 });
    expect(check(rule, recent).reason.zh_CN).toContain('仅4年3个月');
    const doctor = dossier({ educations: [{ education: '11' }] }, { currentTitleDate: '2023-03-01' });
    expect(check(rule, doctor)).toMatchObject({ pass: true, required: 2 });
    const noTitle = dossier({ educations: [{ education: '21' }] }, { currentTitleDate: null });
    expect(check(rule, noTitle).reason.en_US).toContain('since starting work (2012-07-01)');
    const college = check(rule, dossier({ educations: [{ education: '31' }] }));
    expect(college).toMatchObject({ pass: false, found: null });
    expect(college.reason.zh_CN).toBe('最高学历大学专科毕业不在本职称资历要求的学历范围内');
  });

  it('current_title: level at least the minimum, optionally of the same series', () => {
    const rule: TitleRule = { ruleKind: 'current_title', params: { minLevel: '3', sameSeries: true } };
    expect(check(rule, dossier())).toMatchObject({ pass: true, found: '3', required: '3' });
    const assistant = check(rule, dossier({}, { currentTitleLevel: '4' }));
    expect(assistant.pass).toBe(false);
    expect(assistant.reason.zh_CN).toBe('现任助理级职称，低于要求的中级');
    const otherSeries = check(rule, dossier({}, { currentTitleSeriesId: 21 }));
    expect(otherSeries.pass).toBe(false);
    expect(otherSeries.reason.zh_CN).toContain('不属于本系列');
    expect(
      check(
        { ruleKind: 'current_title', params: { minLevel: '3' } },
        dossier({}, { currentTitleSeriesId: 21 }),
      ).pass,
    ).toBe(true);
    expect(check(rule, dossier({}, { currentTitleLevel: null })).reason.zh_CN).toBe(
      '无现任职称，要求中级及以上职称',
    );
  });

  it('assessment: each of the last N years at least the minimum result, and enough excellent years', () => {
    const rule: TitleRule = { ruleKind: 'assessment', params: { years: 5, minResult: '2' } };
    expect(check(rule, dossier({ assessments: years(2020, ['2', '2', '1', '2', '2']) }))).toMatchObject({
      pass: true,
      found: 5,
      required: 5,
    });
    const weak = check(rule, dossier({ assessments: years(2020, ['2', '2', '2', '3', '2']) }));
    expect(weak).toMatchObject({ pass: false, found: 4 });
    expect(weak.reason.zh_CN).toBe('近5年（2020–2024）年度考核须均为合格及以上，2023年为基本合格');
    expect(weak.reason.en_US).toContain('2023: Basically competent');
    const missing = check(rule, dossier({ assessments: years(2021, ['2', '2', '2', '2']) }));
    expect(missing.reason.zh_CN).toContain('2020年无审核通过的考核结果');
    const excellent: TitleRule = {
      ruleKind: 'assessment',
      params: { years: 3, minResult: '2', excellentAtLeast: 2 },
    };
    expect(check(excellent, dossier({ assessments: years(2022, ['1', '2', '1']) })).pass).toBe(true);
    const once = check(excellent, dossier({ assessments: years(2022, ['1', '2', '2']) }));
    expect(once.pass).toBe(false);
    expect(once.reason.zh_CN).toContain('优秀1次');
  });

  it('training: hours within the last N years, with a professional share of the required hours', () => {
    const rule: TitleRule = {
      ruleKind: 'training',
      params: { years: 3, hours: 270, professionalShare: 2 / 3 },
    };
    const course = (endDate: string, courseType: string, hours: number) => ({
      startDate: endDate,
      endDate,
      courseType,
      hours,
    });
    const enough = [
      course('2023-05-01', '2', 120),
      course('2024-05-01', '2', 60),
      course('2025-03-01', '1', 90),
    ];
    expect(check(rule, dossier({ trainings: enough }))).toMatchObject({
      pass: true,
      found: 270,
      required: 270,
    });
    const old = [...enough.slice(1), course('2022-06-30', '2', 200)];
    expect(check(rule, dossier({ trainings: old }))).toMatchObject({ pass: false, found: 150 });
    const general = [course('2023-05-01', '1', 200), course('2024-05-01', '2', 100)];
    const share = check(rule, dossier({ trainings: general }));
    expect(share).toMatchObject({ pass: false, found: 300 });
    expect(share.reason.zh_CN).toBe(
      '近3年继续教育须满270学时，其中专业科目不少于180学时，现有300学时（专业科目100学时）',
    );
  });

  it('works: counts approved works matching type, index, first authorship and date', () => {
    const work = (publishDate: string, changes: object = {}) => ({
      worksType: '1',
      publishDate,
      paperIndex: 'sci',
      authorRank: 1,
      isRepresentative: false,
      ...changes,
    });
    const rule: TitleRule = {
      ruleKind: 'works',
      params: {
        count: 2,
        worksTypes: ['1'],
        paperIndexes: ['sci'],
        firstAuthorOnly: true,
        sinceCurrentTitle: true,
      },
    };
    const list = [
      work('2021-01-01'),
      work('2022-01-01', { authorRank: 2 }),
      work('2019-12-01'),
      work('2023-01-01'),
    ];
    const result = check(rule, dossier({ works: list }));
    expect(result).toMatchObject({ pass: true, found: 2, required: 2 });
    expect(result.reason.zh_CN).toBe('任现职以来（2020-01-15起）以第一作者论文（SCI收录）2项，要求至少2项');
    const fewer = check(rule, dossier({ works: list.slice(0, 3) }));
    expect(fewer).toMatchObject({ pass: false, found: 1 });
    expect(fewer.reason.en_US).toBe(
      '1 Paper as first author indexed by SCI since 2020-01-15; at least 2 required',
    );
    const representative: TitleRule = { ruleKind: 'works', params: { count: 1, representativeOnly: true } };
    expect(check(representative, dossier({ works: list })).pass).toBe(false);
  });

  it('achievements and awards: counts by own role, award level and date', () => {
    const roles: TitleRule = {
      ruleKind: 'achievements',
      params: { count: 2, ownRoles: ['1'], sinceCurrentTitle: true },
    };
    const achievements = [
      { startDate: '2018-01-01', endDate: '2021-12-31', ownRole: '1' },
      { startDate: '2022-01-01', endDate: null, ownRole: '1' },
      { startDate: '2022-01-01', endDate: null, ownRole: '3' },
      { startDate: '2016-01-01', endDate: '2019-12-31', ownRole: '1' },
    ];
    expect(check(roles, dossier({ achievements }))).toMatchObject({ pass: true, found: 2 });
    const rule: TitleRule = { ruleKind: 'awards', params: { count: 1, minAwardLevel: '2' } };
    const provincial = [{ awardLevel: '2', awardDate: '2022-01-01' }];
    expect(check(rule, dossier({ rewards: provincial }))).toMatchObject({ pass: true, found: 1 });
    const municipal = check(rule, dossier({ rewards: [{ awardLevel: '3', awardDate: '2022-01-01' }] }));
    expect(municipal).toMatchObject({ pass: false, found: 0 });
    expect(municipal.reason.zh_CN).toBe('省部级及以上奖励0项，要求至少1项');
  });

  it('no_punishment: none in force in the last N years (lifted or older ones do not count)', () => {
    const rule: TitleRule = { ruleKind: 'no_punishment', params: { years: 3 } };
    const history = [
      { punishDate: '2021-01-01', liftedDate: null },
      { punishDate: '2023-01-01', liftedDate: '2024-01-01' },
    ];
    expect(check(rule, dossier({ punishments: history }))).toMatchObject({ pass: true, found: 0 });
    const inForce = check(
      rule,
      dossier({ punishments: [{ punishDate: '2024-03-01', liftedDate: '2026-03-01' }] }),
    );
    expect(inForce).toMatchObject({ pass: false, found: 1, required: 0 });
    expect(inForce.reason.zh_CN).toBe('近3年受处分1次（2024-03-01），影响期内不得申报');
  });
});
