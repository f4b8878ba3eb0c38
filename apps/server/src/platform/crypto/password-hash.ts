import os from 'node:os';
import { HashThreads } from './hash-threads.js';

/*
 * bcrypt through a native (Rust) binding on threads of its own: a sign-in storm on a deadline day neither blocks
 * the event loop for every other request nor queues behind hashing in JavaScript, which is what bcryptjs did
 * (6–8 sign-ins a second at 64 connections, p99 9 s).
 *
 * Not on libuv's thread pool: response compression (zlib streams) and file reads wait in that queue, behind up
 * to 64 hashes of ~60 ms. The server runs the hashing threads at the lowest priority (hash-threads.ts), so they
 * can have every core and still leave the event loop and the database first call on them. At most `limit` hashes run at
 * once (one per core by default; ZCPS_PASSWORD_HASH_CONCURRENCY), the rest wait here in JavaScript, where
 * waiting costs nothing.
 */

/** One hashing thread per core: at the lowest priority they only take what the rest of the server leaves. */
export function defaultHashConcurrency(cores = os.availableParallelism()): number {
  return Math.max(1, cores);
}

/** Runs at most `limit` tasks at once, the others in arrival order. */
export class HashGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private limit: number) {
    HashGate.check(limit);
  }

  private static check(limit: number): void {
    if (!Number.isInteger(limit) || limit < 1)
      throw new Error(`password hash concurrency must be a whole number ≥ 1, got ${limit}`);
  }

  setLimit(limit: number): void {
    HashGate.check(limit);
    this.limit = limit;
    while (this.running < this.limit && this.waiting.length) this.next();
  }

  get active(): number {
    return this.running;
  }

  get queued(): number {
    return this.waiting.length;
  }

  private next(): void {
    this.running += 1;
    this.waiting.shift()!();
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.limit) this.running += 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await task();
    } finally {
      this.running -= 1;
      if (this.waiting.length && this.running < this.limit) this.next();
    }
  }
}

const gate = new HashGate(defaultHashConcurrency());
const threads = new HashThreads();

/**
 * Sets how many hashes may run at once and their threads' nice value (config: ZCPS_PASSWORD_HASH_CONCURRENCY,
 * ZCPS_PASSWORD_HASH_NICE); called once at the server's start.
 */
export function limitPasswordHashes(limit: number | undefined, nice = 0): void {
  gate.setLimit(limit ?? defaultHashConcurrency());
  threads.setNice(nice);
}

/** bcrypt in the family's `$2a$10$` form, so hashes move between RuoYi databases and ours. */
export async function hashPassword(plain: string): Promise<string> {
  const stored = (await gate.run(() => threads.run({ op: 'hash', plain }))) as string;
  return stored.replace(/^\$2b\$/, '$2a$');
}

/** Whether `plain` matches a stored `$2a$`/`$2b$`/`$2y$` hash; a malformed stored value is a mismatch. */
export async function verifyPassword(plain: string, stored: string): Promise<boolean> {
  try {
    return (await gate.run(() => threads.run({ op: 'verify', plain, stored }))) === true;
  } catch {
    return false;
  }
}

/** Checked when no account matches, so an unknown name takes as long as a wrong password. */
export const DUMMY_PASSWORD_HASH = '$2a$10$7JB720yubVSZvUI0rEqK/.VqGOZTH.ulu33dHOiBE8ByOhJIrdAu2';
