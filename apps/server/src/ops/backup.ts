import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from '../platform/db/data-dir-lock.js';
import { pgliteStartParams } from '../platform/db/database.js';

/** What a backup holds besides the database: the key pairs (sessions, encrypted requests) and local files. */
const KEPT_DIRS = ['keys', 'oss'];
const DUMP = 'pgdata.tar.gz';

export interface BackupResult {
  dir: string;
  bytes: number;
  users: number;
}

async function userCount(client: PGlite): Promise<number> {
  const result = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM sys_user');
  return result.rows[0]!.n;
}

/**
 * Backs up the embedded database of `dataDir` into a new folder under `outRoot`: PGlite's own dump of the data
 * files (taken with the database open, so it is consistent) and copies of the key and file folders. Refuses
 * while a server holds the database, since PGlite allows one process at a time.
 */
export async function backupDataDir(
  dataDir: string,
  outRoot: string,
  stamp = timestamp(),
): Promise<BackupResult> {
  const pgdata = path.join(dataDir, 'pgdata');
  if (!fs.existsSync(path.join(pgdata, 'PG_VERSION'))) throw new Error(`No embedded database in ${pgdata}`);
  const unlock = lockDataDir(pgdata);
  try {
    const client = await PGlite.create({ dataDir: pgdata, startParams: pgliteStartParams() });
    try {
      const users = await userCount(client);
      const dump = await client.dumpDataDir('gzip');
      const dir = path.join(outRoot, `zcps-${stamp}`);
      fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
      const bytes = Buffer.from(await dump.arrayBuffer());
      fs.writeFileSync(path.join(dir, DUMP), bytes, { mode: 0o600 });
      for (const name of KEPT_DIRS)
        if (fs.existsSync(path.join(dataDir, name)))
          fs.cpSync(path.join(dataDir, name), path.join(dir, name), { recursive: true });
      return { dir, bytes: bytes.length, users };
    } finally {
      await client.close();
    }
  } finally {
    unlock();
  }
}

/**
 * Restores a backup folder into `dataDir`. The current contents move aside to `<dataDir>.before-restore-<stamp>`
 * (nothing is deleted); the restored database is opened and read before the restore counts as done.
 */
export async function restoreDataDir(
  backupDir: string,
  dataDir: string,
  stamp = timestamp(),
): Promise<BackupResult> {
  const dump = path.join(backupDir, DUMP);
  if (!fs.existsSync(dump)) throw new Error(`${backupDir} is not a backup (no ${DUMP})`);
  const pgdata = path.join(dataDir, 'pgdata');
  if (fs.existsSync(dataDir)) {
    lockDataDir(pgdata)(); // refuses while a server holds it
    fs.renameSync(dataDir, `${dataDir}.before-restore-${stamp}`);
  }
  fs.mkdirSync(pgdata, { recursive: true });
  const unlock = lockDataDir(pgdata);
  try {
    const blob = new Blob([fs.readFileSync(dump)]);
    const client = await PGlite.create({
      dataDir: pgdata,
      loadDataDir: blob,
      startParams: pgliteStartParams(),
    });
    const users = await userCount(client).finally(() => client.close());
    for (const name of KEPT_DIRS)
      if (fs.existsSync(path.join(backupDir, name)))
        fs.cpSync(path.join(backupDir, name), path.join(dataDir, name), { recursive: true });
    return { dir: dataDir, bytes: fs.statSync(dump).size, users };
  } finally {
    unlock();
  }
}

function timestamp(): string {
  return new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
}
