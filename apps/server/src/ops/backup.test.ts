import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sysUser } from '../db/schema/index.js';
import { openDatabase } from '../platform/db/database.js';
import { backupDataDir, restoreDataDir } from './backup.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'zcps-backup-'));
const dataDir = path.join(root, 'data');
const pgdata = path.join(dataDir, 'pgdata');

async function addUser(userName: string) {
  const database = await openDatabase({ pgliteDir: pgdata });
  try {
    await database.migrate();
    await database.db.insert(sysUser).values({ userName, nickName: userName, password: 'x' });
  } finally {
    await database.close();
  }
}

describe('backup and restore of the embedded database', () => {
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('refuses a second opener of the same files while the first holds them, and takes over a dead owner’s lock', async () => {
    const first = await openDatabase({ pgliteDir: pgdata });
    await expect(openDatabase({ pgliteDir: pgdata })).rejects.toThrow(/in use by process/);
    await expect(backupDataDir(dataDir, path.join(root, 'out'))).rejects.toThrow(/in use by process/);
    await first.close();
    fs.writeFileSync(`${pgdata}.lock`, '2147483646'); // no such process
    const again = await openDatabase({ pgliteDir: pgdata });
    await again.close();
    expect(fs.existsSync(`${pgdata}.lock`)).toBe(false);
  });

  it('restores exactly what was backed up, keys included, and moves the newer data aside', async () => {
    await addUser('before_backup');
    fs.mkdirSync(path.join(dataDir, 'keys'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'keys', 'private.pem'), 'KEY');
    const backup = await backupDataDir(dataDir, path.join(root, 'out'), 'one');
    expect(backup.users).toBe(1);
    expect((fs.statSync(path.join(backup.dir, 'pgdata.tar.gz')).mode & 0o777).toString(8)).toBe('600');

    await addUser('after_backup');
    const restored = await restoreDataDir(backup.dir, dataDir, 'one');
    expect(restored.users).toBe(1);
    expect(fs.readFileSync(path.join(dataDir, 'keys', 'private.pem'), 'utf8')).toBe('KEY');
    expect(fs.existsSync(path.join(`${dataDir}.before-restore-one`, 'pgdata', 'PG_VERSION'))).toBe(true);

    const database = await openDatabase({ pgliteDir: pgdata });
    try {
      const names = (await database.db.select({ n: sysUser.userName }).from(sysUser)).map((u) => u.n);
      expect(names).toEqual(['before_backup']);
    } finally {
      await database.close();
    }
  });
});
