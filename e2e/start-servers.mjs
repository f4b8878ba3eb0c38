// Starts the browser tests' servers side by side and prints one line once every one answers its health check.
// Playwright starts its webServer entries one after another, and each first start migrates and seeds its own
// embedded database: one entry starting them all saves the others' start on the suite's wall time.
// E2E_SERVERS: a JSON array, one environment (PORT, ZCPS_DATA_DIR…) per server.
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const main = path.resolve(import.meta.dirname, '../apps/server/dist/main.js');
const servers = JSON.parse(process.env.E2E_SERVERS ?? '[]');
const children = servers.map((env) => {
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    console.error(`e2e server on port ${env.PORT} exited (${signal ?? code})`);
    stopAll(1);
  });
  return child;
});

function stopAll(code) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGTERM', () => stopAll(0));
process.on('SIGINT', () => stopAll(0));

const answers = (port) =>
  new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/zcps/health' }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('error', () => resolve(false));
  });

async function healthy(port) {
  while (!(await answers(port))) await sleep(250);
}

await Promise.all(servers.map((env) => healthy(env.PORT)));
console.log(`e2e servers ready: ${servers.map((env) => env.PORT).join(', ')}`);
