import { describe, expect, it } from 'vitest';
import { drawFrom, newSeed } from './draw.js';

const candidates = Array.from({ length: 40 }, (_, i) => 100 + i);

describe('seeded draw', () => {
  it('replays: the same seed and candidates give the same reviewers in the same order', () => {
    const first = drawFrom(candidates, 9, 'a1b2c3d4e5f60718');
    expect(drawFrom(candidates, 9, 'a1b2c3d4e5f60718')).toEqual(first);
    expect(new Set(first).size).toBe(9);
    expect(first.every((id) => candidates.includes(id))).toBe(true);
  });

  it('depends on the seed and on the candidate list', () => {
    const a = drawFrom(candidates, 9, 'seed-one');
    expect(drawFrom(candidates, 9, 'seed-two')).not.toEqual(a);
    expect(drawFrom(candidates.slice(1), 9, 'seed-one')).not.toEqual(a);
  });

  it('never draws more than there are candidates, and draws each at most once', () => {
    expect(drawFrom([1, 2, 3], 5, 'x').sort()).toEqual([1, 2, 3]);
    expect(drawFrom([], 3, 'x')).toEqual([]);
  });

  it('spreads: over many seeds every candidate is drawn first about equally often', () => {
    const firsts = new Map<number, number>();
    for (let i = 0; i < 4000; i++) {
      const [id] = drawFrom(candidates.slice(0, 8), 1, `s${i}`);
      firsts.set(id!, (firsts.get(id!) ?? 0) + 1);
    }
    expect(firsts.size).toBe(8);
    for (const n of firsts.values()) expect(Math.abs(n - 500)).toBeLessThan(120);
  });

  it('makes fresh 16-hex-digit seeds', () => {
    expect(newSeed()).toMatch(/^[0-9a-f]{16}$/);
    expect(newSeed()).not.toBe(newSeed());
  });
});
