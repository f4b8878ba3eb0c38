import path from 'node:path';
import { loadConfig } from '../config.js';
import { backupDataDir, restoreDataDir } from './backup.js';

/** `npm run backup [-- <folder>]` and `npm run restore -- <backup folder>` for the embedded database. */
async function main(): Promise<void> {
  const [command, arg] = process.argv.slice(2);
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump / pg_restore (README "Backups").');
    process.exit(2);
  }
  const dataDir = path.resolve(config.dataDir);
  if (command === 'backup') {
    const result = await backupDataDir(dataDir, path.resolve(arg ?? 'backups'));
    console.log(`Backed up ${dataDir} to ${result.dir} (${result.bytes} bytes, ${result.users} users)`);
  } else if (command === 'restore' && arg) {
    const result = await restoreDataDir(path.resolve(arg), dataDir);
    console.log(
      `Restored ${path.resolve(arg)} into ${result.dir} (${result.users} users); the previous data moved aside`,
    );
  } else {
    console.error('usage: backup-cli backup [folder] | restore <backup folder>');
    process.exit(2);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
