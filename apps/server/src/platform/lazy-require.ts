import { createRequire } from 'node:module';

const requireHere = createRequire(import.meta.url);

/**
 * A heavy dependency loaded on its first use instead of when the server starts: the spreadsheet, PDF, mail, S3
 * and Redis clients together took seconds to import, paid by every start and every API test file (each builds
 * the whole app) although most never export a sheet or send a mail. CommonJS packages only (require).
 */
export function lazyRequire<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= requireHere(name) as T);
}
