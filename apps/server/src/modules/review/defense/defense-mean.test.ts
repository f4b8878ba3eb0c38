import { describe, expect, it } from 'vitest';
import { defenseScore100 } from './defense-mean.js';

describe('defenseScore100', () => {
  it('is the plain mean × 100 when extremes are kept', () => {
    expect(defenseScore100([80, 90, 85], 0)).toBe(8500);
    expect(defenseScore100([80, 81, 81], 0)).toBe(8067); // 80.666… rounds up
    expect(defenseScore100([80, 80, 81], 0)).toBe(8033); // 80.333… rounds down
    expect(defenseScore100([70, 71], 0)).toBe(7050);
  });

  it('drops one highest and one lowest only from the configured count on', () => {
    expect(defenseScore100([60, 80, 90, 100], 5)).toBe(8250);
    expect(defenseScore100([60, 80, 90, 100, 100], 5)).toBe(9000);
    expect(defenseScore100([0, 100, 100, 100, 100], 5)).toBe(10000);
  });

  it('has no result without scores', () => {
    expect(defenseScore100([], 0)).toBeNull();
  });
});
