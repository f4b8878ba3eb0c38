import fs from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';

/** The parts of PGlite's Emscripten file system this needs: its open streams and their Node descriptors. */
interface EmscriptenStream {
  path: string;
  nfd?: number;
}
interface PGliteInternals {
  mod: { FS: { streams: (EmscriptenStream | null | undefined)[] } };
  fs: { syncToFs(relaxedDurability?: boolean): Promise<void> };
}

/**
 * PGlite's PostgreSQL asks for fsync, but the WebAssembly file system answers every fsync and fdatasync without
 * calling the OS (strace shows none), so an acknowledged write lives only in the page cache until the kernel
 * writes it back: a process crash keeps it, a power loss may not. PGlite calls `fs.syncToFs` after every
 * statement, before it answers; there, every file of the data folder that changed since the last call (the WAL
 * first of all) is flushed with a real fdatasync; a transaction's files once it has committed. Unchanged files
 * cost one fstat. Answers how many flushes
 * were made, for tests and the bench.
 */
export function makePgliteDurable(client: PGlite): () => number {
  const internals = client as unknown as PGliteInternals;
  const streams = internals.mod.FS.streams;
  const synced = new Map<number, string>();
  let flushes = 0;
  const flushChanged = () => {
    for (const stream of streams) {
      if (stream?.nfd === undefined || !stream.path.startsWith('/pglite/')) continue;
      try {
        const stat = fs.fstatSync(stream.nfd, { bigint: true });
        const mark = `${stat.size}:${stat.mtimeNs}`;
        if (synced.get(stream.nfd) === mark) continue;
        fs.fdatasyncSync(stream.nfd);
        synced.set(stream.nfd, mark);
        flushes++;
      } catch {
        // Closed meanwhile: skipped. The WAL, which carries every commit, stays open while the server runs.
      }
    }
  };
  const syncToFs = internals.fs.syncToFs.bind(internals.fs);
  internals.fs.syncToFs = async (relaxedDurability) => {
    await syncToFs(relaxedDurability);
    // Inside a transaction nothing is acknowledged yet: its COMMIT flushes once for all its statements.
    if (!client.isInTransaction()) flushChanged();
  };
  // PGlite's own transaction() commits without calling syncToFs (it waits for the next statement): flush as
  // soon as it has committed, before the caller hears of it.
  const transaction = client.transaction.bind(client);
  client.transaction = async (callback) => {
    const result = await transaction(callback);
    flushChanged();
    return result;
  };
  return () => flushes;
}
