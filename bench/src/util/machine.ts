import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { rootDir } from '../options.js';

export interface Machine {
  cpu: string;
  cores: number;
  ramGiB: number;
  node: string;
  os: string;
  commit: string;
  date: string;
}

function git(args: string[]): string {
  try {
    return execFileSync('git', args, { cwd: rootDir, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

export function machineInfo(): Machine {
  const cpus = os.cpus();
  const dirty = git(['status', '--porcelain', '--untracked-files=no', '--', 'apps', 'packages']);
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    ramGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    os: `${os.type()} ${os.release()}`,
    commit: git(['rev-parse', '--short', 'HEAD']) + (dirty && dirty !== 'unknown' ? '+dirty' : ''),
    date: new Date().toISOString(),
  };
}
