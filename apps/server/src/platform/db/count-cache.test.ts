import { describe, expect, it } from 'vitest';
import { MemoryStore } from '../store/index.js';
import { CountCache } from './count-cache.js';

describe('CountCache', () => {
  it('keeps a total until a change of its list and tenant', async () => {
    const cache = new CountCache(new MemoryStore());
    let counted = 0;
    const compute = async () => (counted += 1);
    expect(await cache.count('lc:x', 't1', { a: 1 }, compute)).toBe(1);
    expect(await cache.count('lc:x', 't1', { a: 1 }, compute)).toBe(1);
    expect(await cache.count('lc:x', 't1', { a: 2 }, compute)).toBe(2);
    await cache.changed('lc:x', 't2');
    expect(await cache.count('lc:x', 't1', { a: 1 }, compute)).toBe(1);
    await cache.changed('lc:x', 't1');
    expect(await cache.count('lc:x', 't1', { a: 1 }, compute)).toBe(3);
  });

  it('does not keep a total that a change overtook while it was being counted', async () => {
    const cache = new CountCache(new MemoryStore());
    let release!: (n: number) => void;
    const slow = cache.count('lc:x', 't1', {}, () => new Promise<number>((resolve) => (release = resolve)));
    await new Promise((resolve) => setImmediate(resolve));
    // A write lands while the count runs (its snapshot may predate the write).
    await cache.changed('lc:x', 't1');
    release(10);
    expect(await slow).toBe(10);
    expect(await cache.count('lc:x', 't1', {}, async () => 11)).toBe(11);
  });
});
