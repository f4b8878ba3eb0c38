import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  defaultHashConcurrency,
  DUMMY_PASSWORD_HASH,
  HashGate,
  hashPassword,
  limitPasswordHashes,
  verifyPassword,
} from './password-hash.js';

/** RuoYi's seeded admin hash: `admin123` at cost 10, as stored in the family's databases. */
const RUOYI_ADMIN = '$2a$10$7JB720yubVSZvUI0rEqK/.VqGOZTH.ulu33dHOiBE8ByOhJIrdAu2';

describe('password hashing (native bcrypt)', () => {
  it("verifies the family's stored $2a$10$ hashes and refuses other passwords", async () => {
    expect(RUOYI_ADMIN).toBe(DUMMY_PASSWORD_HASH);
    expect(await verifyPassword('admin123', RUOYI_ADMIN)).toBe(true);
    expect(await verifyPassword('admin124', RUOYI_ADMIN)).toBe(false);
  });

  it('writes $2a$10$ hashes that verify, and treats a malformed stored value as a mismatch', async () => {
    const stored = await hashPassword('s3cret!');
    expect(stored).toMatch(/^\$2a\$10\$[./A-Za-z0-9]{53}$/);
    expect(await verifyPassword('s3cret!', stored)).toBe(true);
    expect(await verifyPassword('s3cret!', stored.replace(/^\$2a\$/, '$2b$'))).toBe(true);
    expect(await verifyPassword('s3cret!', 'not-a-hash')).toBe(false);
    expect(await verifyPassword('s3cret!', '')).toBe(false);
  });

  it('hashes off the event loop: the loop turns while a verify is running', async () => {
    let settled = false;
    const pending = verifyPassword('admin123', RUOYI_ADMIN).then((ok) => {
      settled = true;
      return ok;
    });
    // A hash computed on the loop (bcryptjs, even its async form between its chunks) would not let a whole
    // turn pass first; cost 10 keeps a thread busy far longer than one turn of an idle loop.
    let turns = 0;
    while (!settled && turns < 3) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      turns += 1;
    }
    expect(turns).toBe(3);
    expect(settled).toBe(false);
    expect(await pending).toBe(true);
  });

  it.runIf(process.platform === 'linux')(
    'hashes on threads at the nice value the server sets (19 by default there), the event loop keeping its own',
    async () => {
      const niceOf = (tid: string) => {
        // Fields after the command's closing parenthesis; nice is the 19th field of the whole line.
        const stat = fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
      };
      const threadNices = () => fs.readdirSync('/proc/self/task').map(niceOf);
      expect(await verifyPassword('admin123', RUOYI_ADMIN)).toBe(true);
      expect(threadNices()).not.toContain(19);
      // A thread can lower its priority but not raise it again: 19 is set last, on threads already running.
      limitPasswordHashes(undefined, 19);
      expect(await verifyPassword('admin123', RUOYI_ADMIN)).toBe(true);
      expect(niceOf(String(process.pid))).toBe(0);
      expect(threadNices()).toContain(19);
    },
  );
});

describe('HashGate', () => {
  const deferred = () => {
    let resolve!: () => void;
    const promise = new Promise<void>((r) => (resolve = r));
    return { promise, resolve };
  };

  it('runs at most its limit at once and starts the waiting ones in arrival order', async () => {
    const gate = new HashGate(2);
    const started: number[] = [];
    const jobs = [0, 1, 2, 3].map(() => deferred());
    const runs = jobs.map((job, i) =>
      gate.run(async () => {
        started.push(i);
        await job.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect([gate.active, gate.queued]).toEqual([2, 2]);
    jobs[1]!.resolve();
    await runs[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    jobs[0]!.resolve();
    jobs[2]!.resolve();
    jobs[3]!.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect([gate.active, gate.queued]).toEqual([0, 0]);
  });

  it('frees its place when a task fails, and lets more in at once when the limit is raised', async () => {
    const gate = new HashGate(1);
    const blocker = deferred();
    const failing = gate.run(async () => {
      await blocker.promise;
      throw new Error('bad hash');
    });
    const second = deferred();
    const third = deferred();
    const started: string[] = [];
    const b = gate.run(async () => {
      started.push('b');
      await second.promise;
    });
    const c = gate.run(async () => {
      started.push('c');
      await third.promise;
    });
    expect(gate.queued).toBe(2);
    gate.setLimit(2);
    await Promise.resolve();
    expect(started).toEqual(['b']);
    blocker.resolve();
    await expect(failing).rejects.toThrow('bad hash');
    await Promise.resolve();
    expect(started).toEqual(['b', 'c']);
    second.resolve();
    third.resolve();
    await Promise.all([b, c]);
    expect(gate.active).toBe(0);
  });

  it('runs one hash per core by default, never fewer than one', () => {
    expect(defaultHashConcurrency(0)).toBe(1);
    expect(defaultHashConcurrency(2)).toBe(2);
    expect(defaultHashConcurrency(8)).toBe(8);
    expect(() => new HashGate(0)).toThrow(/whole number/);
  });
});
