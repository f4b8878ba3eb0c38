import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/*
 * Threads that compute bcrypt at a lower scheduling priority. The server runs them at the lowest (nice 19,
 * ZCPS_PASSWORD_HASH_NICE): a sign-in storm then takes the CPU the rest of the server leaves over, not the event
 * loop's share. Each thread sets its own nice value (Linux keeps nice per thread; /proc/thread-self names the
 * thread), so the scheduler runs the event loop and the database first whenever they have work. Elsewhere the
 * value is ignored. Processes that never set it (tests, command-line tools) hash at normal priority: beside
 * other busy processes a nice-19 hash waits for all of them.
 *
 * The thread's code is evaluated from this string (CommonJS) rather than from a file, so it runs the same from
 * the built server and from the TypeScript sources under test; the native binding is resolved here and passed in.
 */
const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const os = require('node:os');
function lowerPriority(nice) {
  try {
    const tid = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    os.setPriority(tid, nice);
  } catch {}
}
lowerPriority(workerData.nice);
const { hashSync, verifySync } = require(workerData.binding);
parentPort.on('message', ({ id, op, plain, stored, nice }) => {
  if (op === 'nice') return lowerPriority(nice);
  try {
    const result = op === 'hash' ? hashSync(plain, 10) : verifySync(plain, stored);
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message ? error.message : error) });
  }
});
`;

export type HashRequest = { op: 'hash'; plain: string } | { op: 'verify'; plain: string; stored: string };

interface Pending {
  resolve(value: string | boolean): void;
  reject(error: Error): void;
}

interface HashThread {
  worker: Worker;
  /** The request it is computing. */
  current: number | null;
}

/** Up to `size` threads, started on first use; the caller (HashGate) sends at most `size` requests at once. */
export class HashThreads {
  private readonly threads: HashThread[] = [];
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private readonly binding = createRequire(import.meta.url).resolve('@node-rs/bcrypt');
  /** 0 is normal; at 19 a thread gets about 1/70 of a core against one at 0 while both want it. */
  private nice = 0;

  setNice(nice: number): void {
    this.nice = nice;
    for (const { worker } of this.threads) worker.postMessage({ op: 'nice', nice });
  }

  run(request: HashRequest): Promise<string | boolean> {
    const thread = this.threads.find((t) => t.current === null) ?? this.start();
    const id = this.nextId++;
    thread.current = id;
    return new Promise<string | boolean>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      thread.worker.postMessage({ id, ...request });
    }).finally(() => {
      if (thread.current === id) thread.current = null;
    });
  }

  private start(): HashThread {
    const worker = new Worker(THREAD_SOURCE, {
      eval: true,
      workerData: { binding: this.binding, nice: this.nice },
    });
    const thread: HashThread = { worker, current: null };
    worker.on('message', (m: { id: number; result?: string | boolean; error?: string }) => {
      const waiting = this.pending.get(m.id);
      this.pending.delete(m.id);
      if (m.error !== undefined) waiting?.reject(new Error(m.error));
      else waiting?.resolve(m.result!);
    });
    worker.on('error', () => undefined);
    worker.on('exit', () => {
      this.threads.splice(this.threads.indexOf(thread), 1);
      // A thread that died takes its one request with it: refuse it rather than leave the sign-in hanging.
      const waiting = thread.current === null ? undefined : this.pending.get(thread.current);
      if (waiting) {
        this.pending.delete(thread.current!);
        waiting.reject(new Error('password hash thread stopped'));
      }
    });
    // Idle hashing threads never keep a process (a test, a CLI) alive. After the listeners: adding a 'message'
    // listener refs the thread's port again.
    worker.unref();
    this.threads.push(thread);
    return thread;
  }
}
