import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { GEN_COMPILE_COLD_LIMIT_MS } from '@zcps/contracts';
import type { CompileDiagnostic, CompileJob } from './compile-worker.js';
import type { Generated } from './render.js';

export type { CompileDiagnostic };

export interface CompileResult {
  compiles: boolean;
  diagnostics: CompileDiagnostic[];
}

/** Most diagnostics one answer lists. */
const MAX_DIAGNOSTICS = 50;
export interface CompileLimits {
  /** A check on a warm thread that takes longer is abandoned (its thread ended) and answered as not compiling. */
  timeoutMs: number;
  /**
   * The first check of a thread type-checks the whole graph its files reach (seconds on a quiet machine, minutes on
   * a busy 2-core one): it gets this much instead, so a first preview is not refused for the load alone.
   */
  coldTimeoutMs: number;
}

const DEFAULT_LIMITS: CompileLimits = { timeoutMs: 90_000, coldTimeoutMs: GEN_COMPILE_COLD_LIMIT_MS };

const serverSide = (file: string) => !file.startsWith('apps/web/') && file.endsWith('.ts');
const webSide = (file: string) => file.startsWith('apps/web/');

/**
 * Type-checks generated files against the real checkout with ts-morph (its own TypeScript) in a worker thread,
 * so the server keeps answering meanwhile: the generated files and the patched index, catalogue and area files
 * overlay the real ones in memory, nothing is written. Server and contracts, and the console, are two programs,
 * loaded on the first check (not at server start) and kept warm; checks run one at a time, each bounded by
 * its limits (CompileLimits). Generated tests are left to the golden test (they pull in the whole app).
 */
export class CompileChecker {
  private worker: Worker | null = null;
  /** The current thread has answered a check: its programs are loaded. */
  private warm = false;
  private queue: Promise<unknown> = Promise.resolve();
  private nextId = 1;

  constructor(
    private readonly root: string,
    private readonly limits: CompileLimits = DEFAULT_LIMITS,
  ) {}

  private thread(): Worker {
    if (this.worker) return this.worker;
    const workerData = { root: this.root };
    const fromSource = import.meta.url.endsWith('.ts');
    const script = new URL(`./compile-worker.${fromSource ? 'ts' : 'js'}`, import.meta.url);
    // Run from sources (tsx, tests), the thread registers the TypeScript loader before it loads the checker.
    const worker = fromSource
      ? new Worker(
          `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(script.href)}); });`,
          { eval: true, workerData },
        )
      : new Worker(script, { workerData });
    worker.unref();
    // A thread that fails to start or dies is dropped; the pending check is refused by its exit, the next one starts a new thread.
    worker.on('error', () => undefined);
    worker.on('exit', () => {
      if (this.worker === worker) this.worker = null;
    });
    this.worker = worker;
    this.warm = false;
    return worker;
  }

  check(generated: Generated[], read: (file: string) => string | null): Promise<CompileResult> {
    const run = this.queue.then(() => this.run(generated, read));
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Ends the checker thread (tests, shutdown). */
  async close(): Promise<void> {
    await this.worker?.terminate();
    this.worker = null;
  }

  private async run(generated: Generated[], read: (file: string) => string | null): Promise<CompileResult> {
    const overlays = new Map<string, string>();
    for (const g of generated)
      for (const patch of g.patches.filter((p) => p.path.endsWith('.ts'))) {
        const full = path.join(this.root, patch.path);
        const before = overlays.get(full) ?? read(full);
        if (before !== null) overlays.set(full, patch.apply(before));
      }
    const files = generated
      .flatMap((g) => g.files)
      .filter((f) => f.language !== 'sql' && !/\.test\.tsx?$/.test(f.path));
    for (const file of files) overlays.set(path.join(this.root, file.path), file.code);
    const paths = (side: (file: string) => boolean) =>
      files.filter((f) => side(f.path)).map((f) => path.join(this.root, f.path));
    const job: CompileJob = {
      id: this.nextId++,
      overlays: [...overlays],
      checked: [paths(serverSide), paths(webSide)],
    };
    const diagnostics = await this.ask(job);
    return { compiles: diagnostics.length === 0, diagnostics: diagnostics.slice(0, MAX_DIAGNOSTICS) };
  }

  private ask(job: CompileJob): Promise<CompileDiagnostic[]> {
    const worker = this.thread();
    const limitMs = this.warm ? this.limits.timeoutMs : this.limits.coldTimeoutMs;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        cleanup();
        void worker.terminate();
        resolve([{ file: '', line: 0, message: `The compile check took longer than ${limitMs / 1000} s` }]);
      }, limitMs);
      const onMessage = (answer: { id: number; diagnostics?: CompileDiagnostic[]; error?: string }) => {
        if (answer.id !== job.id) return;
        cleanup();
        if (this.worker === worker) this.warm = true;
        // A check that could not run (no tsconfig, a broken checkout) does not show the code compiles.
        resolve(answer.error ? [{ file: '', line: 0, message: answer.error }] : (answer.diagnostics ?? []));
      };
      const onExit = () => {
        cleanup();
        reject(new Error('the compile check thread ended'));
      };
      const cleanup = () => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('exit', onExit);
      };
      worker.on('message', onMessage);
      worker.on('exit', onExit);
      worker.postMessage(job);
    });
  }
}
