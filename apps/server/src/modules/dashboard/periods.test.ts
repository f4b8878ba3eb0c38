import { describe, expect, it } from 'vitest';
import { isoWeekLabel, lastIsoWeeks, lastMonths } from './periods.js';

describe('dashboard periods', () => {
  it('names ISO weeks by the year of their Thursday', () => {
    expect(isoWeekLabel(new Date(2021, 0, 4))).toBe('2021-W01');
    expect(isoWeekLabel(new Date(2020, 11, 28))).toBe('2020-W53');
    expect(isoWeekLabel(new Date(2024, 11, 30))).toBe('2025-W01');
    expect(isoWeekLabel(new Date(2026, 10, 23))).toBe('2026-W48');
  });

  it('lists the last months oldest first, across a year end', () => {
    const months = lastMonths(new Date(2026, 1, 10, 15), 4);
    expect(months.map((m) => m.label)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(months[0]!.start).toEqual(new Date(2025, 10, 1));
    expect(months[3]!.end).toEqual(new Date(2026, 2, 1));
    for (let i = 1; i < months.length; i++) expect(months[i]!.start).toEqual(months[i - 1]!.end);
  });

  it('lists the last ISO weeks from Monday to Monday, the current one last', () => {
    // A Sunday: its week began six days earlier.
    const weeks = lastIsoWeeks(new Date(2026, 0, 4, 23, 30), 3);
    expect(weeks.map((w) => [w.label, w.weekStart])).toEqual([
      ['2025-W51', '2025-12-15'],
      ['2025-W52', '2025-12-22'],
      ['2026-W01', '2025-12-29'],
    ]);
    expect(weeks[2]!.start).toEqual(new Date(2025, 11, 29));
    expect(weeks[2]!.end).toEqual(new Date(2026, 0, 5));
  });
});
