// Writes the server's OpenAPI document with keys sorted, so two builds can be compared apart from ordering:
// `node --import tsx scripts/openapi-dump.ts out.json`. Used to show that a refactor left the API unchanged.
import fs from 'node:fs';
import { buildApp } from '../apps/server/src/app.js';
import { openDatabase } from '../apps/server/src/platform/db/database.js';
import { MemoryStore } from '../apps/server/src/platform/store/index.js';

const sorted = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(sorted)
    : v && typeof v === 'object'
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, sorted((v as Record<string, unknown>)[k])]),
        )
      : v;

const database = await openDatabase({});
const built = await buildApp(
  {
    port: 0,
    host: '127.0.0.1',
    dataDir: '',
    databaseUrl: undefined,
    redisUrl: undefined,
    webDist: undefined,
    captchaEnabled: false,
    logLevel: 'silent',
    openApiEnabled: true,
    inMemoryDatabase: true,
  },
  { database, store: new MemoryStore(), logger: false },
);
const res = await built.app.inject({ method: 'GET', url: '/zcps/v3/api-docs' });
fs.writeFileSync(
  process.argv[2] ?? 'openapi.json',
  `${JSON.stringify(sorted(JSON.parse(res.body)), null, 1)}\n`,
);
await built.close();
await database.close();
