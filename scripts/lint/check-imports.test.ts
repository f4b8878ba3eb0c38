import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { checkImports } from './check-imports.mjs';

let root = '';

/** A throwaway workspace with the three source roots and the given files. */
function workspace(files: Record<string, string>): string {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'zcps-imports-'));
  const base = {
    'packages/contracts/src/index.ts': 'export const A = 1;\n',
    'apps/server/src/config.ts': 'export const port = 1;\n',
    'apps/web/src/main.tsx': "import { x } from './lib/x';\nexport const y = x;\n",
    'apps/web/src/lib/x.ts': 'export const x = 1;\n',
  };
  for (const [file, text] of Object.entries({ ...base, ...files })) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('check-imports', () => {
  it('passes a workspace whose imports run down the layers', () => {
    const dir = workspace({
      'apps/server/src/platform/db.ts': "import { A } from '@zcps/contracts';\nexport const db = A;\n",
      'apps/server/src/modules/system/user.repo.ts':
        "import { db } from '../../platform/db.js';\nexport const r = db;\n",
      'apps/server/src/modules/auth/login.ts':
        "import type { r } from '../system/user.repo.js';\nexport type L = typeof r;\n",
    });
    expect(checkImports(dir)).toEqual([]);
  });

  it('fails on an import cycle, type-only imports included', () => {
    const dir = workspace({
      'apps/server/src/modules/review/a.ts': "import type { B } from './b.js';\nexport type A = B;\n",
      'apps/server/src/modules/review/b.ts': "import type { A } from './a.js';\nexport type B = A | 1;\n",
    });
    expect(checkImports(dir)).toEqual([
      'server: import cycle through 2 files: modules/review/a.ts, modules/review/b.ts',
    ]);
  });

  it('fails on an import that runs up a layer or into a later area', () => {
    const dir = workspace({
      'apps/server/src/platform/guard.ts':
        "import { users } from '../modules/system/users.js';\nexport const g = users;\n",
      'apps/server/src/modules/system/users.ts':
        "import { hash } from '../auth/hash.js';\nexport const users = hash;\n",
      'apps/server/src/modules/auth/hash.ts': 'export const hash = 1;\n',
      'apps/web/src/components/Box.tsx': "import { store } from '../app/store';\nexport const Box = store;\n",
      'apps/web/src/app/store.ts': 'export const store = 1;\n',
    });
    expect(checkImports(dir)).toEqual([
      'server: modules/system/users.ts imports modules/auth/hash.ts, upward (modules/system → modules/auth)',
      'server: platform/guard.ts imports modules/system/users.ts, upward (platform → modules/system)',
      'web: components/Box.tsx imports app/store.ts, upward (components → app)',
    ]);
  });

  it('fails when production code imports test code', () => {
    const dir = workspace({
      'apps/server/src/modules/title/series.service.ts':
        "import { kit } from '../../test/kit.js';\nexport const s = kit;\n",
      'apps/server/src/test/kit.ts': 'export const kit = 1;\n',
    });
    expect(checkImports(dir)).toEqual([
      'server: modules/title/series.service.ts imports test code test/kit.ts',
    ]);
  });
});
