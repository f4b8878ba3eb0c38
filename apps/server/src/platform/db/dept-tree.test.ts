import { describe, expect, it } from 'vitest';
import { MemoryStore } from '../store/index.js';
import { CountCache } from './count-cache.js';
import { DeptTree } from './dept-tree.js';

describe('DeptTree', () => {
  const tree = new DeptTree([
    { deptId: 100, parentId: 0 },
    { deptId: 101, parentId: 100 },
    { deptId: 102, parentId: 101 },
    { deptId: 103, parentId: 100 },
    { deptId: 200, parentId: 0 },
  ]);

  it('lists a dept and everything below it, and nothing for an unknown dept', () => {
    expect(tree.subtree(100).sort()).toEqual([100, 101, 102, 103]);
    expect(tree.subtree(101).sort()).toEqual([101, 102]);
    expect(tree.subtree(103)).toEqual([103]);
    expect(tree.subtree(999)).toEqual([]);
  });
});

describe('CountCache', () => {
  it('answers from the cache until the list changes, per tenant and per key', async () => {
    const counts = new CountCache(new MemoryStore());
    let runs = 0;
    const compute = async () => {
      runs += 1;
      return 42 + runs;
    };
    expect(await counts.count('user', 't1', { deptId: 1 }, compute)).toBe(43);
    expect(await counts.count('user', 't1', { deptId: 1 }, compute)).toBe(43);
    expect(runs).toBe(1);
    expect(await counts.count('user', 't1', { deptId: 2 }, compute)).toBe(44);
    expect(await counts.count('user', 't2', { deptId: 1 }, compute)).toBe(45);
    await counts.changed('user', 't1');
    expect(await counts.count('user', 't1', { deptId: 1 }, compute)).toBe(46);
    // Another tenant's change leaves this tenant's totals alone.
    await counts.changed('user', 't2');
    expect(await counts.count('user', 't1', { deptId: 1 }, compute)).toBe(46);
  });

  it("drops a tenant's totals on every instance sharing the store", async () => {
    const store = new MemoryStore();
    const [a, b] = [new CountCache(store), new CountCache(store)];
    let runs = 0;
    const compute = async () => (runs += 1);
    expect(await b.count('user', 't1', {}, compute)).toBe(1);
    expect(await b.count('user', 't1', {}, compute)).toBe(1);
    await a.changed('user', 't1');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await b.count('user', 't1', {}, compute)).toBe(2);
  });
});
