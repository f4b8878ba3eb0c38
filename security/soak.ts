// npm run soak -- --minutes 10 [--connections 200]
// Mixed reads and writes against the built server on PostgreSQL + Redis; then every acknowledged write is
// looked up in the database. Writes security/reports/soak-<date>.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { authHeaders } from '../bench/src/load/client.js';
import { mib } from '../bench/src/report/types.js';
import { rssBytes, runNode } from '../bench/src/util/proc.js';
import { adminToken, ensureServerBuilt, startServer, writeReport } from './lib/server.js';
import { passed, renderSoak, type SoakSummary } from './soak/report.js';
import {
  checkWrites,
  createDatabase,
  databaseUrl,
  dropDatabase,
  flushRedis,
  REDIS_URL,
} from './soak/store.js';
import type { RssSample, SoakJob, SoakOutcome } from './soak/types.js';

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

const minutes = Number(option('minutes', '10'));
const connections = Number(option('connections', '200'));
/** Seeded department 信息中心 (apps/server/src/seed/base.ts). */
const POST_DEPT_ID = 103;
const SAMPLE_MS = 5000;
const log = (m: string) => console.log(`[soak] ${m}`);

async function main(): Promise<number> {
  if (!(minutes > 0) || !(connections > 0)) throw new Error('--minutes and --connections need numbers > 0');
  ensureServerBuilt(log);
  const dbName = `zcps_soak_${process.pid}`;
  const dbUrl = databaseUrl(dbName);
  await createDatabase(dbName);
  await flushRedis(REDIS_URL);
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zcps-soak-'));
  try {
    const t0 = Date.now();
    const server = await startServer('soak-server', { DATABASE_URL: dbUrl, REDIS_URL });
    const serverStartSeconds = (Date.now() - t0) / 1000;
    try {
      const url = server.service.url;
      const token = await adminToken(url);
      log(`server up in ${serverStartSeconds.toFixed(1)} s; ${minutes} min at ${connections} connections`);
      const rss: RssSample[] = [];
      const started = Date.now();
      const sample = () => {
        const m = mib(rssBytes(server.service.pid));
        if (m !== null) rss.push({ t: Math.round((Date.now() - started) / 1000), rssMiB: m });
      };
      sample();
      const timer = setInterval(sample, SAMPLE_MS);
      const durationSeconds = Math.round(minutes * 60);
      const job: SoakJob = {
        url,
        connections,
        durationSeconds,
        headers: authHeaders(token),
        postDeptId: POST_DEPT_ID,
        outFile: path.join(workDir, 'outcome.json'),
      };
      try {
        await runNode(
          ['--import', 'tsx', 'security/soak/worker.ts'],
          JSON.stringify(job),
          (durationSeconds + 180) * 1000,
        );
      } finally {
        clearInterval(timer);
      }
      sample();
      const outcome = JSON.parse(fs.readFileSync(job.outFile, 'utf8')) as SoakOutcome;
      const writes = await checkWrites(
        dbUrl,
        outcome.ackedNoticeIds,
        outcome.ackedPostCodes,
        'soak ',
        'soak-',
      );
      const summary: SoakSummary = {
        startedAt: new Date(started).toISOString(),
        minutes,
        connections,
        outcome,
        writes,
        rss,
        serverStartSeconds,
      };
      const markdown = renderSoak(summary);
      console.log(markdown);
      log(`report: ${writeReport('soak', 'soak-latest.md', markdown)}`);
      return passed(summary) ? 0 : 1;
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
    await dropDatabase(dbName);
    await flushRedis(REDIS_URL);
  }
}

process.exitCode = await main();
