import Fastify, { type FastifyInstance } from 'fastify';
import { TENANT } from '../data/sql.js';
import { WF_REVIEWERS } from '../data/workflow.js';
import {
  DEPTS_SQL,
  DICT_SQL,
  LC_COUNT_SQL,
  LC_PAGE_SQL,
  SCOPE_DEPT_ID,
  TODO_COUNT_SQL,
  TODO_PAGE_SQL,
  USER_COUNT_SQL,
  USER_PAGE_SQL,
} from './queries.js';
import { LIST_FLOORS, type ListFloorSpec } from './list-queries.js';

/** `name`: run as a named prepared statement, as the server runs its plain user pages. */
export type Query = (text: string, params: unknown[], name?: string) => Promise<Record<string, unknown>[]>;

/** A bare Fastify app running the floor SQL: no auth, no validation library, no ORM. */
export function buildBaseline(query: Query): FastifyInstance {
  const app = Fastify({ logger: false });
  // Like the server's DeptTree: the live depts as a tree, and every dept's name for the list rows.
  let depts: Promise<{ children: Map<number, number[]>; names: Map<number, string> }> | null = null;
  const loadDepts = () =>
    (depts ??= query(DEPTS_SQL, [TENANT]).then((rows) => {
      const children = new Map<number, number[]>();
      const names = new Map<number, string>();
      for (const r of rows) {
        names.set(Number(r.dept_id), String(r.dept_name));
        if (r.del_flag !== '0') continue;
        const parent = Number(r.parent_id);
        children.set(parent, [...(children.get(parent) ?? []), Number(r.dept_id)]);
      }
      return { children, names };
    }));
  const subtree = async (deptId: number) => {
    const tree = (await loadDepts()).children;
    const out: number[] = [];
    for (const stack = [deptId]; stack.length;) {
      const id = stack.pop()!;
      out.push(id);
      stack.push(...(tree.get(id) ?? []));
    }
    return out;
  };
  const totals = new Map<string, number>();
  // Computed once per selected dept, as the server keeps them per dept tree (DeptTree.subtree and derive): an
  // earlier floor rebuilt the 2,000-dept scope set on every request, a fifth of its CPU.
  const visibleDepts = new Map<number, number[]>();
  app.get<{ Querystring: { deptId?: string; pageNum?: string; pageSize?: string } }>(
    '/user/list',
    async (req) => {
      const deptId = Number(req.query.deptId ?? 100);
      const pageSize = Number(req.query.pageSize ?? 10);
      const offset = (Number(req.query.pageNum ?? 1) - 1) * pageSize;
      let visible = visibleDepts.get(deptId);
      if (!visible) {
        const [selected, scope] = await Promise.all([subtree(deptId), subtree(SCOPE_DEPT_ID)]);
        const inScope = new Set(scope);
        visible = selected.filter((id) => inScope.has(id));
        visibleDepts.set(deptId, visible);
      }
      const counted = async () => {
        const key = String(deptId);
        const known = totals.get(key);
        if (known !== undefined) return known;
        const total = Number((await query(USER_COUNT_SQL, [TENANT, visible]))[0]?.total ?? 0);
        totals.set(key, total);
        return total;
      };
      const [rows, total, { names }] = await Promise.all([
        query(USER_PAGE_SQL, [TENANT, visible, pageSize, offset], 'floor_user_page'),
        counted(),
        loadDepts(),
      ]);
      for (const row of rows) row.dept_name = names.get(Number(row.dept_id)) ?? null;
      return { code: 200, msg: '操作成功', rows, total };
    },
  );
  app.get<{ Params: { type: string } }>('/dict/:type', async (req) => ({
    code: 200,
    msg: '操作成功',
    data: await query(DICT_SQL, [TENANT, req.params.type]),
  }));
  app.get<{ Querystring: { pageNum?: string; pageSize?: string } }>('/lc/list', async (req) => {
    const pageSize = Number(req.query.pageSize ?? 10);
    const offset = (Number(req.query.pageNum ?? 1) - 1) * pageSize;
    // Counted once and then kept, as the runtime keeps it in the count cache until a write to the object.
    const counted = async () => {
      const known = totals.get('lc');
      if (known !== undefined) return known;
      const total = Number((await query(LC_COUNT_SQL, [TENANT], 'floor_lc_count'))[0]?.total ?? 0);
      totals.set('lc', total);
      return total;
    };
    const [rows, total] = await Promise.all([
      query(LC_PAGE_SQL, [TENANT, pageSize, offset], 'floor_lc_page'),
      counted(),
    ]);
    return { code: 200, msg: '操作成功', rows, total };
  });
  // The caller's actor (user, one role, the reviewers' dept, no post) comes with the request; the server reads
  // their posts per request and takes the roles from the session.
  app.get<{ Querystring: { pageNum?: string; pageSize?: string; userId: string; roleId: string } }>(
    '/wf/todo',
    async (req) => {
      const pageSize = Number(req.query.pageSize ?? 10);
      const offset = (Number(req.query.pageNum ?? 1) - 1) * pageSize;
      const actor = [Number(req.query.userId), `{${Number(req.query.roleId)}}`, WF_REVIEWERS.deptId];
      // Counted once per actor and then kept, as the server keeps it in the count cache until a workflow command.
      const counted = async () => {
        const key = `wf:${actor.join(':')}`;
        const known = totals.get(key);
        if (known !== undefined) return known;
        const total = Number(
          (await query(TODO_COUNT_SQL, [TENANT, ...actor], 'floor_wf_todo_count'))[0]?.total ?? 0,
        );
        totals.set(key, total);
        return total;
      };
      const [rows, total] = await Promise.all([
        query(TODO_PAGE_SQL, [TENANT, ...actor, pageSize, offset], 'floor_wf_todo_page'),
        counted(),
      ]);
      return { code: 200, msg: '操作成功', rows, total };
    },
  );
  for (const [id, spec] of Object.entries(LIST_FLOORS)) listFloor(app, query, id, spec);
  app.get('/ready', async () => ({ ok: true }));
  return app;
}

/** One default list's floor: its page and its count, the count kept where the server keeps it. */
function listFloor(app: FastifyInstance, query: Query, id: string, spec: ListFloorSpec) {
  const paged = /offset \$\d+/i.test(spec.pageSql);
  let kept: number | undefined;
  const counted = async () => {
    if (kept !== undefined) return kept;
    const [row] = await query(spec.countSql, spec.params, spec.named?.count);
    const total = Number(row?.count ?? row?.total ?? 0);
    if (spec.countKept) kept = total;
    return total;
  };
  app.get<{ Querystring: { pageNum?: string; pageSize?: string } }>(`/lists/${id}`, async (req) => {
    const pageSize = Number(req.query.pageSize ?? 10);
    const offset = (Number(req.query.pageNum ?? 1) - 1) * pageSize;
    const [rows, total] = await Promise.all([
      query(spec.pageSql, [...spec.params, pageSize, ...(paged ? [offset] : [])], spec.named?.page),
      counted(),
    ]);
    return { code: 200, msg: '操作成功', rows, total };
  });
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
