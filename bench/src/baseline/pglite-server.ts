// Floor server: bare Fastify + PGlite in-process, the same SQL as the user list, the dict read and the low-code list.
import { PGlite } from '@electric-sql/pglite';
import { buildBaseline, listen } from './app.js';

const dir = process.env.BENCH_PGLITE_DIR;
if (!dir) throw new Error('BENCH_PGLITE_DIR is required');
// The server's own PGlite settings (apps/server/src/platform/db/database.ts), so memory compares like for like.
const db = await PGlite.create({
  dataDir: dir,
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
});
const app = buildBaseline(
  async (text, params) => (await db.query<Record<string, unknown>>(text, params)).rows,
);
await listen(app, () => db.close());
