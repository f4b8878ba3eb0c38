import { inject } from 'vitest';

/**
 * Node's arguments to start the real server as a child process, as `npm start` runs it: the run's build of the
 * sources (test/global-setup.ts), not `tsx`, which compiled every source file again in each child.
 */
export function serverArgs(): string[] {
  return [inject('serverMain')];
}
