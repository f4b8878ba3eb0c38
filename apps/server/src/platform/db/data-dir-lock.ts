import fs from 'node:fs';

/** Whether a process with this id is running (signal 0 only checks). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * One process at a time on an embedded database directory: PGlite has no server of its own, so two processes
 * opening the same files would both write and corrupt them. The lock file holds the owner's pid; a lock left
 * by a process that died (SIGKILL, power loss) is taken over. Answers the release function.
 */
export function lockDataDir(dir: string): () => void {
  const file = `${dir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx', mode: 0o600 });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        fs.rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(file, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && alive(owner))
        throw new Error(
          `The embedded database ${dir} is in use by process ${owner}; stop it first (only one process may open it)`,
        );
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the embedded database ${dir}`);
}
