import Fastify, { type FastifyInstance } from 'fastify';
import { TENANT } from '../data/sql.js';
import { DICT_SQL, SCOPE_DEPT_ID, USER_COUNT_SQL, USER_PAGE_SQL } from './queries.js';

export type Query = (text: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

/** A bare Fastify app running the floor SQL: no auth, no validation library, no ORM. */
export function buildBaseline(query: Query): FastifyInstance {
  const app = Fastify({ logger: false });
  app.get<{ Querystring: { deptId?: string; pageNum?: string; pageSize?: string } }>(
    '/user/list',
    async (req) => {
      const deptId = Number(req.query.deptId ?? 100);
      const pageSize = Number(req.query.pageSize ?? 10);
      const offset = (Number(req.query.pageNum ?? 1) - 1) * pageSize;
      const [rows, count] = await Promise.all([
        query(USER_PAGE_SQL, [TENANT, deptId, SCOPE_DEPT_ID, pageSize, offset]),
        query(USER_COUNT_SQL, [TENANT, deptId, SCOPE_DEPT_ID]),
      ]);
      return { code: 200, msg: '操作成功', rows, total: count[0]?.total ?? 0 };
    },
  );
  app.get<{ Params: { type: string } }>('/dict/:type', async (req) => ({
    code: 200,
    msg: '操作成功',
    data: await query(DICT_SQL, [TENANT, req.params.type]),
  }));
  app.get('/ready', async () => ({ ok: true }));
  return app;
}

export async function listen(app: FastifyInstance, close: () => Promise<void>): Promise<void> {
  await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
  const stop = () =>
    void app
      .close()
      .then(close)
      .then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
