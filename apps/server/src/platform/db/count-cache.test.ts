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

describe('CountCache.remember', () => {
  it('keeps a page per key until its list and tenant change, on every instance sharing the store', async () => {
    const store = new MemoryStore();
    const [a, b] = [new CountCache(store), new CountCache(store)];
    let built = 0;
    const page = async () => ({ rows: [`row${(built += 1)}`] });
    const first = await a.remember('pages', 't1', { user: 1, page: [1, 20] }, page);
    expect(await a.remember('pages', 't1', { user: 1, page: [1, 20] }, page)).toBe(first);
    expect((await a.remember('pages', 't1', { user: 1, page: [2, 20] }, page)).rows).toEqual(['row2']);
    await b.remember('pages', 't1', { user: 1, page: [1, 20] }, page);
    // A command committed on instance b drops the pages instance a keeps, not only its own.
    await b.changed('pages', 't1');
    expect((await a.remember('pages', 't1', { user: 1, page: [1, 20] }, page)).rows).toEqual(['row4']);
  });

  it('forgets the oldest entries of a scope past its bound', async () => {
    const cache = new CountCache(new MemoryStore());
    let built = 0;
    for (let i = 0; i < 2_001; i += 1) await cache.remember('pages', 't1', { i }, async () => (built += 1));
    expect(built).toBe(2_001);
    expect(await cache.remember('pages', 't1', { i: 2_000 }, async () => -1)).toBe(2_001);
    expect(await cache.remember('pages', 't1', { i: 0 }, async () => -1)).toBe(-1);
  });
});
