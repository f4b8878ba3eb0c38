import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOC_KEYS, docOf } from './docs';

const CONFIG = path.resolve(__dirname, '../../../../../server/src/config.ts');

describe('project documentation', () => {
  it('has every chapter in both languages', () => {
    for (const key of DOC_KEYS)
      for (const lang of ['zh_CN', 'en_US']) expect(docOf(key, lang)).toMatch(/^# \S/);
    expect(docOf('overview', 'en_US')).not.toBe(docOf('overview', 'zh_CN'));
  });

  it('documents every environment variable the server reads, in both languages', () => {
    const read = new Set(fs.readFileSync(CONFIG, 'utf8').match(/(?<=env\.)[A-Z][A-Z0-9_]+/g));
    read.delete('NODE_ENV');
    expect(read.size).toBeGreaterThan(20);
    for (const lang of ['zh_CN', 'en_US']) {
      const doc = docOf('configuration', lang);
      const missing = [...read].filter((name) => !doc.includes(`\`${name}\``));
      expect(missing, lang).toEqual([]);
    }
  });
});
