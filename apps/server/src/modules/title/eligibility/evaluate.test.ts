import { describe, expect, it } from 'vitest';
import type { TitleRule } from '@zcps/contracts';
import { evaluateDossier, prepareRule, type PreparedException } from './evaluate.js';
import { ctx, dossier, label } from './test-dossier.js';

describe('conditions with an exception', () => {
  const conditions = [
    prepareRule(1, 'education', { minEducation: '21' }, '本科及以上'),
    prepareRule(2, 'seniority', { byEducation: [{ education: '21', years: 5 }] }, null),
    prepareRule(3, 'no_punishment', { years: 5 }, null),
  ];
  const exception = (evidence: TitleRule[]): PreparedException => ({
    exceptionId: 9,
    exceptionName: '业绩突出破格',
    exceptionType: '3',
    relaxes: ['education'],
    evidence: evidence.map((r) => prepareRule(null, r.ruleKind, r.params, null)),
  });
  const award: TitleRule = { ruleKind: 'awards', params: { count: 1, minAwardLevel: '2' } };
  const college = dossier({
    educations: [{ education: '31' }],
    rewards: [{ awardLevel: '2', awardDate: '2023-01-01' }],
  });

  it('without an exception a failed rule makes the applicant ineligible', () => {
    const result = evaluateDossier(conditions, null, college, ctx);
    expect(result.eligible).toBe(false);
    expect(result.rules.map((r) => [r.conditionId, r.pass])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
    expect(result.exception).toBeNull();
  });

  it('words what each rule found and required for the screen, never a raw code or a bare number', () => {
    const result = evaluateDossier(conditions, null, college, ctx);
    const shown = result.rules.map((r) => [r.foundText?.zh_CN ?? null, r.requiredText?.en_US ?? null]);
    expect(shown).toEqual([
      [label('education', '31').zh_CN, label('education', '21').en_US],
      [null, null],
      ['无', 'None'],
    ]);
    const training = evaluateDossier(
      [prepareRule(4, 'training', { years: 1, hours: 90 }, null)],
      null,
      college,
      ctx,
    ).rules[0]!;
    expect([training.foundText, training.requiredText]).toEqual([
      { zh_CN: '0 学时', en_US: '0 hours' },
      { zh_CN: '90 学时', en_US: '90 hours' },
    ]);
  });

  it('an exception whose evidence passes relaxes only the kinds it names', () => {
    const result = evaluateDossier(conditions, exception([award]), college, ctx);
    expect(result.exception).toMatchObject({ exceptionId: 9, applies: true, evidence: [{ pass: true }] });
    expect(result.rules[0]).toMatchObject({ pass: true, byException: true, description: '本科及以上' });
    expect(result.rules[0]!.reason.zh_CN).toContain('按破格条件「业绩突出破格」视为满足');
    // seniority is not relaxed: still failed (the college education is outside its table)
    expect(result.rules[1]).toMatchObject({ pass: false, byException: false });
    expect(result.eligible).toBe(false);
    const relaxBoth = { ...exception([award]), relaxes: ['education', 'seniority'] };
    expect(evaluateDossier(conditions, relaxBoth, college, ctx).eligible).toBe(true);
  });

  it('an exception whose evidence fails relaxes nothing', () => {
    const national: TitleRule = { ruleKind: 'awards', params: { count: 1, minAwardLevel: '1' } };
    const result = evaluateDossier(conditions, exception([award, national]), college, ctx);
    expect(result.exception).toMatchObject({ applies: false });
    expect(result.exception!.evidence.map((e) => e.pass)).toEqual([true, false]);
    expect(result.rules[0]).toMatchObject({ pass: false, byException: false });
    expect(result.eligible).toBe(false);
  });

  it('a stored rule whose params no longer fit its kind fails with a reason', () => {
    const broken = prepareRule(4, 'assessment', { years: 'five' }, null);
    const result = evaluateDossier([broken], null, college, ctx);
    expect(result.rules[0]).toMatchObject({ pass: false, found: null });
    expect(result.rules[0]!.reason.zh_CN).toContain('条件参数与规则类型不符');
  });

  it('a title without conditions is not eligible, with a reason in both languages', () => {
    const result = evaluateDossier([], null, college, ctx);
    expect(result).toMatchObject({ eligible: false, rules: [] });
    expect(result.reason).toEqual({
      zh_CN: '该职称尚未配置申报条件，请联系评审办',
      en_US: 'No declare conditions are configured for this title; ask the review office',
    });
    // not even a passing exception makes up for rules nobody configured
    const relaxAll = { ...exception([award]), relaxes: ['education', 'seniority'] };
    expect(evaluateDossier([], relaxAll, college, ctx)).toMatchObject({ eligible: false });
    expect(evaluateDossier(conditions, relaxAll, college, ctx)).toMatchObject({
      eligible: true,
      reason: null,
    });
  });
});
