// Floor server: bare Fastify + a pg Pool of the server's size, the same SQL as the user list and dict read.
import pg from 'pg';
import { buildBaseline, listen } from './app.js';

const url = process.env.BENCH_DB_URL;
if (!url) throw new Error('BENCH_DB_URL is required');
const pool = new pg.Pool({ connectionString: url, max: 10 });
pool.on('error', () => undefined);
const app = buildBaseline(async (text, params) => (await pool.query(text, params)).rows);
await listen(app, () => pool.end());
