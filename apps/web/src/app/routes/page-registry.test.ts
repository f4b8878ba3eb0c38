import { describe, expect, it } from 'vitest';
import { componentKeyOf, hasPage, normaliseKey } from './page-registry';

describe('page registry keys', () => {
  it('derives the component key from the feature file path', () => {
    expect(componentKeyOf('../../features/system/user/index.tsx')).toBe('system/user/index');
  });

  it('normalises keys written the RuoYi way', () => {
    expect(normaliseKey('/system/user/index.vue')).toBe('system/user/index');
    expect(normaliseKey(' system/user/index ')).toBe('system/user/index');
  });

  it('reports unknown components as missing', () => {
    expect(hasPage('no/such/page/index')).toBe(false);
  });
});
