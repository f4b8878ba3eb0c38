// npm run security:fuzz [-- --runs 40 --seed 20261126 --only system/user]
// Property-based bad input over every operation of the server's OpenAPI document (issue 19), the larger run of
// apps/server/src/platform/http/openapi-fuzz.property.test.ts: the server is built in this process on a fresh,
// seeded in-memory PGlite and every request goes through inject (no socket). Writes security/reports/.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// The server registers @fastify/swagger; its type augmentation (app.swagger()) comes with the import.
import type {} from '@fastify/swagger';
import { buildApp } from '../apps/server/src/app.js';
import { openDatabase } from '../apps/server/src/platform/db/database.js';
import { MemoryStore } from '../apps/server/src/platform/store/index.js';
import { seedDatabase } from '../apps/server/src/seed/seed.js';
import {
  adminLogin,
  emptyStats,
  fuzz,
  operationsOf,
  type FuzzStats,
  type OpenApiDoc,
} from '../apps/server/src/test/kits/openapi-fuzz.js';
import { writeReport } from './lib/server.js';

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

const runs = Number(option('runs', '40'));
const seed = Number(option('seed', '20261126'));
const only = process.argv.includes('--only') ? option('only', '') : undefined;
const log = (m: string) => console.log(`[fuzz] ${m}`);

const table = (rows: [string, number][]) =>
  ['| answer | count |', '| --- | ---: |', ...rows.map(([k, n]) => `| ${k} | ${n} |`)].join('\n');
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/[\r\n]+/g, ' ');

function render(stats: FuzzStats, operations: number, seconds: number, started: string): string {
  const failures = (title: string, list: FuzzStats['unknown']) =>
    list.length === 0
      ? `## ${title}: 0\n`
      : `## ${title}: ${list.length}\n\n| operation | request | answer |\n| --- | --- | --- |\n${list
          .map((f) => `| ${cell(f.operation)} | ${cell(f.request)} | ${cell(f.answer)} |`)
          .join('\n')}\n`;
  const messages = [...stats.messages]
    .map(([code, seen]) => `- **${code}**: ${[...seen].map((m) => `\`${cell(m)}\``).join(', ')}`)
    .join('\n');
  return `# Bad-input fuzz over every OpenAPI operation

- Started ${started}, ${seconds.toFixed(0)} s; \`npm run security:fuzz -- --runs ${runs} --seed ${seed}\`
  (fast-check, in-process server on a fresh seeded PGlite, requests through inject as the super admin).
- ${operations} operations × ${runs} runs = **${stats.requests} requests**: control characters (NUL, other C0,
  DEL, direction overrides), 10 k – 1 M character strings, wrong types, JSON nested up to 20 000 levels,
  extreme paging (0, -1, 1e12, 'abc', …) in path parameters, query and body, half of the bodies encrypted.
- **Unknown errors: ${stats.unknown.length}. Dropped connections: ${stats.dropped.length}.** An unknown error is
  an HTTP 5xx or the envelope's code 500 with the unknown-error or database-error message; code 500 with any
  other message is a handled business refusal (e.g. 参数不存在：1).

## Answers by HTTP status

${table([...stats.byStatus].sort((a, b) => a[0] - b[0]).map(([s, n]) => [String(s), n]))}

## Answers by envelope code

${table([...stats.byCode].sort((a, b) => b[1] - a[1]))}

Messages seen (a few per code):

${messages}

${failures('Unknown errors', stats.unknown)}
${failures('Dropped connections', stats.dropped)}`;
}

async function main(): Promise<number> {
  const started = Date.now();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zcps-fuzz-'));
  const database = await openDatabase({});
  await database.migrate();
  await seedDatabase(database.db);
  const built = await buildApp(
    {
      port: 0,
      host: '127.0.0.1',
      dataDir,
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
  let lastError: string | undefined;
  built.app.addHook('onError', async (_request, _reply, error) => {
    lastError = `${error.name}: ${error.message}`.slice(0, 300);
  });
  await built.app.ready();
  try {
    const publicKey = built.container.keys.publicKeyBase64;
    let token = await adminLogin(built.app, publicKey);
    const all = operationsOf(built.app.swagger() as unknown as OpenApiDoc);
    const ops = all.filter((op) => only === undefined || op.path.includes(only));
    log(`${ops.length} operations × ${runs} runs, seed ${seed}`);
    const target = {
      app: built.app,
      publicKey,
      token: () => token,
      relogin: async () => {
        token = await adminLogin(built.app, publicKey);
      },
      lastError: () => lastError,
    };
    const stats = await fuzz(target, ops, runs, seed, emptyStats());
    const seconds = (Date.now() - started) / 1000;
    log(
      `${stats.requests} requests in ${seconds.toFixed(0)} s: ${stats.unknown.length} unknown errors, ${stats.dropped.length} dropped`,
    );
    const markdown = render(stats, ops.length, seconds, new Date(started).toISOString());
    if (only === undefined) log(`report: ${writeReport('fuzz', 'fuzz-latest.md', markdown)}`);
    else console.log(markdown);
    return stats.unknown.length + stats.dropped.length === 0 ? 0 : 1;
  } finally {
    await built.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
