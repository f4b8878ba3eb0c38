import crypto from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../test/test-app.js';
import { prepareDeployment, type Deployment } from '../test/kits/deployment.js';
import {
  addNotice,
  burstThenKill,
  loginAdmin,
  noticesTagged,
  startServer,
  type ServerProcess,
} from '../test/kits/ops-crash.js';

const TOTAL_WRITES = 1_000;
const IN_FLIGHT = 64;
const KILL_AFTER_ACKS = 300;
/** The server's Redis keys have a fixed prefix, so its run gets a Redis database of its own (bench uses 9). */
const REDIS_DBS = [12, 13];

describe.each(engines)('crash safety on %s', (engine) => {
  let target: Deployment | undefined;
  let running: ServerProcess | undefined;

  beforeAll(async () => {
    target = await prepareDeployment(engine, REDIS_DBS);
  });

  afterAll(async () => {
    running?.child.kill('SIGKILL');
    if (running) await running.exited;
    await target?.cleanup();
  });

  it('keeps every acknowledged write when the server is SIGKILLed mid-burst, and reopens consistent', async () => {
    const first = (running = await startServer(target!.env));
    const tag = `crash${crypto.randomBytes(5).toString('hex')}`;
    const burst = await burstThenKill({
      server: first,
      token: await loginAdmin(first.base),
      tag,
      total: TOTAL_WRITES,
      concurrency: IN_FLIGHT,
      killAfterAcks: KILL_AFTER_ACKS,
    });
    expect((await first.exited).signal).toBe('SIGKILL');
    running = undefined;
    // The kill landed in the middle of the burst: writes were still in flight and most were never sent.
    expect(burst.killed).toBe(true);
    expect(burst.acked.size).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
    expect(burst.inFlightAtKill).toBeGreaterThan(0);
    expect(burst.sent.size).toBeLessThan(TOTAL_WRITES);
    // A dead owner's lock is left behind; the restart must take it over.
    if (target!.lockFile) expect(fs.readFileSync(target!.lockFile, 'utf8')).toBe(String(first.child.pid));

    const second = (running = await startServer(target!.env));
    const token = await loginAdmin(second.base);
    const { total, rows } = await noticesTagged(second.base, token, tag);

    const ids = rows.map((r) => r.noticeId);
    const titles = rows.map((r) => r.noticeTitle);
    expect(total).toBe(rows.length);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(titles).size).toBe(titles.length);
    expect(titles.filter((t) => !burst.sent.has(t))).toEqual([]);
    const stored = new Map(rows.map((r) => [r.noticeId, r.noticeTitle]));
    const lost = [...burst.acked].filter(([id, title]) => stored.get(id) !== title);
    expect(lost).toEqual([]);
    // Writes go on after recovery and the id sequence did not step back onto a stored id.
    const after = await addNotice(second.base, token, `${tag}-after`);
    expect(after.code).toBe(200);
    expect(after.data).toBeGreaterThan(Math.max(...ids));

    second.child.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);
    running = undefined;
    // A limit, not a speed assertion: each of the two server starts took ~20 s on a shared 2-core machine, and
    // over 45 s when other test files loaded it heavily.
  }, 240_000);
});
