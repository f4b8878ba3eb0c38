import { afterEach, describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { CompileChecker } from './compile-check.js';
import type { Generated } from './render.js';

const root = fileURLToPath(new URL('../../../../../../../', import.meta.url));

const feature = (code: string) =>
  [
    { files: [{ path: 'apps/server/src/modules/probe/probe.ts', code, language: 'ts' }], patches: [] },
  ] as unknown as Generated[];

let checker: CompileChecker | undefined;
afterEach(() => checker?.close());

describe('the compile check’s time limits', () => {
  it('gives a thread’s first check the cold budget and later checks the warm one', async () => {
    // No warm check finishes in 1 ms; the cold one has minutes, as a first preview on a busy machine needs.
    checker = new CompileChecker(root, { timeoutMs: 1, coldTimeoutMs: 300_000 });
    expect(await checker.check(feature('export const n: number = 1;\n'), () => null)).toEqual({
      compiles: true,
      diagnostics: [],
    });
    expect(await checker.check(feature('export const n: string = 1;\n'), () => null)).toEqual({
      compiles: false,
      diagnostics: [{ file: '', line: 0, message: 'The compile check took longer than 0.001 s' }],
    });
    // A checker with room to finish names what is wrong: the file and line.
    const cold = new CompileChecker(root, { timeoutMs: 300_000, coldTimeoutMs: 300_000 });
    try {
      const wrong = await cold.check(feature('export const n: string = 1;\n'), () => null);
      expect(wrong.compiles).toBe(false);
      expect(wrong.diagnostics[0]).toMatchObject({ file: 'apps/server/src/modules/probe/probe.ts', line: 1 });
    } finally {
      await cold.close();
    }
  }, 600_000);
});
