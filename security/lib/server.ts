import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { login, publicKey } from '../../bench/src/load/client.js';
import { startService, type Service } from '../../bench/src/util/proc.js';

export const securityDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const rootDir = path.resolve(securityDir, '..');
export const reportsDir = path.join(securityDir, 'reports');

const SERVER_MAIN = path.join(rootDir, 'apps/server/dist/main.js');

/** The server runs from its build; only contracts and server are needed, not the console. */
export function ensureServerBuilt(log: (m: string) => void): void {
  if (fs.existsSync(SERVER_MAIN)) return;
  log('apps/server/dist missing: building contracts and server');
  execFileSync('npm', ['run', 'build', '-w', '@zcps/contracts', '-w', '@zcps/server', '--silent'], {
    cwd: rootDir,
    stdio: 'inherit',
  });
}

export interface RunningServer {
  service: Service;
  /** Temporary ZCPS_DATA_DIR (PGlite data, uploads); removed by stop(). */
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts the built server on loopback with a fresh data dir (PGlite unless `env` gives DATABASE_URL).
 * The bench's startService picks a free port, sets HOST=127.0.0.1 and logs to bench/.data/logs/<name>.log.
 */
export async function startServer(name: string, env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `zcps-${name}-`));
  const service = await startService(
    name,
    [SERVER_MAIN],
    {
      ZCPS_DATA_DIR: dataDir,
      ZCPS_CAPTCHA_ENABLED: 'false',
      ZCPS_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    '/zcps/auth/rsa-public-key',
  );
  return {
    service,
    dataDir,
    async stop() {
      await service.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs the seeded super admin in through the encrypted login, as the console does. */
export async function adminToken(url: string): Promise<string> {
  return login(url, await publicKey(url));
}

export function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** Writes a report as reports/<prefix>-<date>.md and a copy as reports/<latestName>. */
export function writeReport(prefix: string, latestName: string, markdown: string): string {
  fs.mkdirSync(reportsDir, { recursive: true });
  const file = path.join(reportsDir, `${prefix}-${today()}.md`);
  fs.writeFileSync(file, markdown);
  fs.writeFileSync(path.join(reportsDir, latestName), markdown);
  return file;
}
