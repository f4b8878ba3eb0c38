// Floor server: bare Fastify + a pg Pool of the server's size, the same SQL as the user list, the dict read and the low-code list.
import pg from 'pg';
import { buildBaseline, listen } from './app.js';

const url = process.env.BENCH_DB_URL;
if (!url) throw new Error('BENCH_DB_URL is required');
// The server's pool: its size, and custom plans for named statements (apps/server/src/platform/db/database.ts).
const pool = new pg.Pool({ connectionString: url, max: 10, options: '-c plan_cache_mode=force_custom_plan' });
pool.on('error', () => undefined);
const app = buildBaseline(async (text, values, name) => (await pool.query({ text, values, name })).rows);
await listen(app, () => pool.end());
