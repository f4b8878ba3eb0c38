import { Languages } from '@zcps/contracts';
import { describe, expect, it } from 'vitest';
import { ServiceError } from '../http/errors.js';
import { fieldLabels } from './field-labels.js';
import { bilingual, formatMessage, localize, message } from './format.js';
import { messages } from './messages.js';

const namesIn = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();

describe('message catalogue', () => {
  const entries = Object.entries(messages) as [string, Record<string, string>][];

  it('words every key in both languages and nothing else', () => {
    for (const [key, worded] of entries) {
      expect(Object.keys(worded).sort(), key).toEqual([...Languages].sort());
      for (const lang of Languages) expect(worded[lang]?.trim(), `${key} ${lang}`).toBeTruthy();
    }
  });

  it('uses the same named parameters in both languages, and no positional ones', () => {
    for (const [key, worded] of entries) {
      const [zh, en] = [namesIn(worded.zh_CN!), namesIn(worded.en_US!)];
      expect([...new Set(en)], key).toEqual([...new Set(zh)]);
      for (const name of zh) expect(name, key).toMatch(/^[a-zA-Z]\w*$/);
    }
  });

  it('names every request field in both languages', () => {
    for (const [field, worded] of Object.entries(fieldLabels)) {
      for (const lang of Languages) expect(worded[lang]?.trim(), `${field} ${lang}`).toBeTruthy();
    }
  });
});

describe('formatMessage', () => {
  it('fills named parameters, in any order and as often as the template names them', () => {
    expect(formatMessage('zh_CN', 'user.notFound', { id: 7 })).toBe('用户不存在或无权访问：7');
    expect(
      formatMessage('en_US', 'review.assignment.teamConflict', {
        teamName: 'T',
        reviewerName: 'R',
        applicantName: 'A',
        reason: 'same unit',
      }),
    ).toBe('Reviewer "R" of team "T" must stand aside for applicant "A" (same unit)');
  });

  it('renders a message parameter, and words given by data, in the same language', () => {
    const stage = message('ok');
    expect(formatMessage('en_US', 'tenant.dynamicSet', { companyName: stage })).toBe(
      'Now viewing tenant: Operation succeeded',
    );
    expect(formatMessage('zh_CN', 'tenant.dynamicSet', { companyName: { zh_CN: '甲', en_US: 'A' } })).toBe(
      '已切换到租户：甲',
    );
    expect(bilingual(message('user.notFound', { id: 1 }))).toEqual({
      zh_CN: '用户不存在或无权访问：1',
      en_US: 'No such user, or not yours to see: 1',
    });
  });

  it('keeps an error’s key and parameters for the language of whoever reads it', () => {
    const error = new ServiceError('user.quotaReached', { limit: 5 });
    expect(localize('en_US', error)).toBe(
      'The tenant has reached its limit of 5 user accounts; contact the administrator',
    );
    expect(error.code).toBe(500);
  });
});

// Compile-time checks (tsc runs over tests): a missing, misspelt or stray parameter does not type-check.
export function typeChecks() {
  formatMessage('zh_CN', 'ok');
  // @ts-expect-error the template names {id}
  formatMessage('zh_CN', 'user.notFound');
  // @ts-expect-error misspelt parameter
  formatMessage('zh_CN', 'user.notFound', { ids: 1 });
  // @ts-expect-error 'ok' takes no parameter
  formatMessage('zh_CN', 'ok', { id: 1 });
  // @ts-expect-error no such key
  formatMessage('zh_CN', 'user.nope');
  // @ts-expect-error one of two parameters missing
  return new ServiceError('auth.passwordLocked', { count: 5 });
}
