import { describe, expect, it } from 'vitest';
import { filterGroups, groupOperations } from './openapi';

const doc = {
  tags: [{ name: 'b', description: 'B things' }],
  paths: {
    '/x/2': { delete: { tags: ['b'] }, get: { tags: ['b'], summary: 'Read two' } },
    '/x/1': { post: { tags: ['a', 'b'], description: 'Create one' }, parameters: undefined },
    '/x/0': { get: {} },
  },
};

describe('OpenAPI reference', () => {
  it('groups operations by tag (each tag of a shared one), sorted, untagged last', () => {
    const groups = groupOperations(doc);
    expect(
      groups.map((g) => [g.tag, g.description, g.operations.map((o) => `${o.method} ${o.path}`)]),
    ).toEqual([
      ['a', '', ['POST /x/1']],
      ['b', 'B things', ['POST /x/1', 'GET /x/2', 'DELETE /x/2']],
      ['', '', ['GET /x/0']],
    ]);
  });

  it('keeps operations matching every word, in any field or the tag', () => {
    const groups = groupOperations(doc);
    expect(filterGroups(groups, '  ')).toBe(groups);
    const one = filterGroups(groups, 'CREATE b');
    expect(one.map((g) => [g.tag, g.operations.map((o) => o.path)])).toEqual([['b', ['/x/1']]]);
    expect(filterGroups(groups, 'get two').map((g) => g.operations.map((o) => o.summary))).toEqual([
      ['Read two'],
    ]);
    expect(filterGroups(groups, 'nothing')).toEqual([]);
  });
});
