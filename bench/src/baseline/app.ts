import Fastify, { type FastifyInstance } from 'fastify';
import { TENANT } from '../data/sql.js';
import { DEPTS_SQL, DICT_SQL, SCOPE_DEPT_ID, USER_COUNT_SQL, USER_PAGE_SQL } from './queries.js';

export type Query = (text: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

/** A bare Fastify app running the floor SQL: no auth, no validation library, no ORM. */
export function buildBaseline(query: Query): FastifyInstance {
  const app = Fastify({ logger: false });
  let children: Promise<Map<number, number[]>> | null = null;
  const subtree = async (deptId: number) => {
    children ??= query(DEPTS_SQL, [TENANT]).then((rows) => {
      const map = new Map<number, number[]>();
      for (const r of rows) {
        const parent = Number(r.parent_id);
        map.set(parent, [...(map.get(parent) ?? []), Number(r.dept_id)]);
      }
      return map;
    });
    const tree = await children;
    const out: number[] = [];
    for (const stack = [deptId]; stack.length;) {
      const id = stack.pop()!;
      out.push(id);
      stack.push(...(tree.get(id) ?? []));
    }
    return out;
  };
  const totals = new Map<string, number>();
  app.get<{ Querystring: { deptId?: string; pageNum?: string; pageSize?: string } }>(
    '/user/list',
    async (req) => {
      const deptId = Number(req.query.deptId ?? 100);
      const pageSize = Number(req.query.pageSize ?? 10);
      const offset = (Number(req.query.pageNum ?? 1) - 1) * pageSize;
      const [selected, scope] = await Promise.all([subtree(deptId), subtree(SCOPE_DEPT_ID)]);
      const visible = new Set(scope);
      const depts = selected.filter((id) => visible.has(id));
      const counted = async () => {
        const key = String(deptId);
        const known = totals.get(key);
        if (known !== undefined) return known;
        const total = Number((await query(USER_COUNT_SQL, [TENANT, depts]))[0]?.total ?? 0);
        totals.set(key, total);
        return total;
      };
      const [rows, total] = await Promise.all([
        query(USER_PAGE_SQL, [TENANT, depts, pageSize, offset]),
        counted(),
      ]);
      return { code: 200, msg: '操作成功', rows, total };
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
