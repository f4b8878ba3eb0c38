// The layers the README's conventions name, as data: which folder of a package may import which. A file's layer is
// the first rule whose pattern matches its path (relative to the package's source root); it may import files of
// its own layer or of any layer listed before it. Tests and test kits may import anything, and no production file
// may import them.
import path from 'node:path';

/** Server areas in dependency order: an area may import only from the areas before it. */
export const SERVER_AREAS = [
  'resource',
  'system',
  'monitor',
  'auth',
  'oauth',
  // Before the business areas, which run their records through workflow processes (预审).
  'tool',
  'workflow',
  'title',
  'employee',
  'review',
  'dashboard',
  'lowcode',
];

const serverLayers = [
  { name: 'db', match: /^db\// },
  { name: 'platform', match: /^(platform\/|config\.ts$)/ },
  ...SERVER_AREAS.map((area) => ({ name: `modules/${area}`, match: new RegExp(`^modules/${area}/`) })),
  { name: 'composition', match: /^(modules\/[^/]+\.ts$|container\.ts$|app\.ts$)/ },
  { name: 'entry', match: /^(main\.ts$|seed\/|ops\/)/ },
];

const webLayers = [
  { name: 'lib', match: /^(lib|i18n)\// },
  { name: 'stores', match: /^stores\// },
  { name: 'components', match: /^components\// },
  { name: 'features', match: /^features\// },
  { name: 'layout', match: /^layout\// },
  { name: 'app', match: /^app\// },
  { name: 'entry', match: /^[^/]+\.tsx?$/ },
];

// Test code is what the server's production build leaves out (apps/server/scripts/build.mjs skips `*.test.ts` and `src/test/`).
const isServerTest = (rel) => /\.test\.ts$/.test(rel) || /^test\//.test(rel);
// Web test code: tests, test/ helpers and the page kits and fixtures only tests import.
const isWebTest = (rel) =>
  /\.test\.tsx?$/.test(rel) || /^test\//.test(rel) || /(test-kit|-fixtures)\.tsx?$/.test(rel);

/** The packages checked, each with its source root, its layers and how its tests are recognised. */
export function packagesOf(root) {
  const contracts = path.join(root, 'packages/contracts/src');
  const aliases = { '@zcps/contracts': path.join(contracts, 'index.ts') };
  return [
    {
      name: 'contracts',
      dir: contracts,
      aliases: {},
      layers: [{ name: 'contracts', match: /./ }],
      isTest: () => false,
    },
    {
      name: 'server',
      dir: path.join(root, 'apps/server/src'),
      aliases,
      layers: serverLayers,
      isTest: isServerTest,
    },
    { name: 'web', dir: path.join(root, 'apps/web/src'), aliases, layers: webLayers, isTest: isWebTest },
  ];
}
