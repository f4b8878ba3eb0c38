import { describe, expect, it } from 'vitest';
import { publicityEnd } from '@zcps/contracts';
import { passRatePermille } from './result.service.js';

describe('publicity window (working days Monday to Friday, no holiday calendar)', () => {
  it('counts a working start day as the first day', () => {
    expect(publicityEnd('2026-11-23', 5)).toBe('2026-11-27'); // Monday → Friday
    expect(publicityEnd('2026-11-23', 1)).toBe('2026-11-23');
  });
  it('skips the weekend in the middle', () => {
    expect(publicityEnd('2026-11-25', 5)).toBe('2026-12-01'); // Wednesday → next Tuesday
    expect(publicityEnd('2026-11-27', 7)).toBe('2026-12-07'); // Friday + 6 working days
  });
  it('starts on the Monday after a weekend start', () => {
    expect(publicityEnd('2026-11-28', 5)).toBe('2026-12-04'); // Saturday → Mon..Fri
    expect(publicityEnd('2026-11-29', 1)).toBe('2026-11-30'); // Sunday → Monday
  });
  it('crosses months and years', () => {
    expect(publicityEnd('2026-12-28', 10)).toBe('2027-01-08');
    expect(publicityEnd('2028-02-25', 5)).toBe('2028-03-02'); // leap year: Feb 29 is a Tuesday
  });
});

describe('pass rates', () => {
  it('gives the pass rate in ‰ of the decided declarations, none decided → null', () => {
    expect(passRatePermille({ passed: 2, failed: 1, revoked: 0 })).toBe(666);
    expect(passRatePermille({ passed: 0, failed: 0, revoked: 0 })).toBeNull();
  });
});
