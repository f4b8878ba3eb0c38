import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { DEFAULT_TENANT_ID, ResponseCode } from '@zcps/contracts';
import { encryptRequestBody } from '../crypto/envelope-crypto.js';
import { buildEduApp, design } from '../../test/kits/lowcode.js';
import { caller } from '../../test/kits/monitor.js';
import { adminToken, createTestApp, login, type TestApp } from '../../test/test-app.js';
import {
  changedTables,
  publicTables,
  reviewRowsOf,
  snapshotOf,
  tenantB,
  tenantValues,
  xlsxValues,
  type TableInfo,
  type TenantValues,
} from '../../test/kits/platform-tenant-isolation.js';

/**
 * Tenant isolation, generated from the server's own route table so a new route cannot escape it (issue 10): the
 * admin of tenant B, holding every permission of a package with all menus, calls every route that is not public
 * with tenant A's real ids in the path, the query and the body. No answer may hold a value only A's rows hold
 * (a name, or a primary key of A's under its own field name), and afterwards A's rows are exactly as before:
 * nothing read, updated or deleted. The super admin's tenant switch is out of scope (B's admin is not one).
 * PGlite only: the routes' SQL is the same on PostgreSQL, and the matrix is about which rows a query picks.
 */
const A = DEFAULT_TENANT_ID;
type Shape = Record<string, z.ZodType>;
type Send = ReturnType<typeof caller>['send'];

const camel = (column: string) => column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
const snake = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
/** `recordIds` → `record_id`: the column a (list) parameter or field names. */
const columnOf = (name: string) => snake(name === 'ids' ? 'id' : name.replace(/(Id|Code|Key|Name)s$/, '$1'));
const plural = (name: string) => name === 'ids' || /(Id|Code|Key|Name)s$/.test(name);
const shapeOf = (schema: unknown): Shape => (schema instanceof z.ZodObject ? (schema.shape as Shape) : {});

/** Tables named by the path's words, best first: `/employee/training/:recordId` → zc_emp_training. */
function byPath(url: string, found: Map<string, (string | number)[]>): (string | number)[] {
  const words = new Set(url.toLowerCase().split(/[/\-_:]/));
  const score = (table: string) =>
    table.split('_').filter((w) => w !== 'sys' && w !== 'zc' && words.has(w)).length;
  const best = Math.max(0, ...[...found.keys()].map(score));
  return [...found].filter(([table]) => score(table) === best).flatMap(([, values]) => values);
}

const FILLERS: unknown[] = [
  ...['x', 'abcdef12', '13800000000', 'a@b.cn', '0 0 1 * * ?', '91110000600037341L'],
  ...[1, true, '2026-01-01', '2026-01-01 00:00:00', '0', [], {}],
];
interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
}
/** Values the schema itself names: an enum's first option, a literal, an array of one such value. */
function named(schema: z.ZodType | undefined): unknown[] {
  const def = (schema as unknown as { _zod?: { def: Def } } | undefined)?._zod?.def;
  if (!def) return [];
  if (def.type === 'enum') return Object.values(def.entries ?? {}).slice(0, 1);
  if (def.type === 'literal') return (def.values ?? []).slice(0, 1);
  if (def.type === 'array') return named(def.element).map((v) => [v]);
  return named(def.innerType ?? def.in);
}

/** The value a field gets: A's id when the field names a key of A's rows, else the smallest thing it takes. */
function fieldValue(schema: z.ZodType, candidates: (string | number)[] | undefined, variant: number) {
  if (candidates?.length) {
    const id = candidates[variant % candidates.length]!;
    for (const value of [id, [id], String(id), candidates]) if (schema.safeParse(value).success) return value;
    return id;
  }
  if (schema.safeParse(undefined).success) return undefined;
  return [...named(schema), ...FILLERS].find((value) => schema.safeParse(value).success);
}

const LC_TARGET: Record<string, string> = { app: 'edu', object: 'hours' };

/** A's published low-code app with rows, so the generic `/lc/{app}/{object}` routes are in the matrix. */
async function lowcodeRowsOf(admin: ReturnType<typeof caller>) {
  const { appId } = await buildEduApp(admin);
  await design(admin, 'POST', `app/${appId}/publish`);
  const course = await admin.send({
    method: 'POST',
    url: '/zcps/lc/edu/course',
    payload: { course_name: '甲方独有课程' },
  });
  await admin.send({
    method: 'POST',
    url: '/zcps/lc/edu/hours',
    payload: { course_id: course.body!.data, study_year: 2025, hours: 3, cert_no: 'ZS4242', status: '0' },
  });
}

describe('tenant isolation matrix', () => {
  let t: TestApp;
  let tables: TableInfo[];
  let before: Map<string, string[]>;
  let values: TenantValues;
  let asB: Send;
  let asA: Send;
  let relogin: () => Promise<void>;
  /** camelCase primary-key field → ids only A's rows hold. */
  const foreignIds = new Map<string, Set<number>>();
  const candidatesOf = new Map<string, (string | number)[]>();

  beforeAll(async () => {
    t = await createTestApp('pglite');
    const platform = await adminToken(t);
    await reviewRowsOf(t, A);
    await lowcodeRowsOf(caller(t, platform));
    asA = caller(t, platform).send;
    const b = await tenantB(t, platform);
    relogin = async () => {
      const res = await login(t, { tenantId: b.tenantId, username: 'tenantb', password: 'tenantb123' });
      asB = caller(t, res.data.access_token).send;
    };
    asB = caller(t, b.token).send;
    tables = await publicTables(t);
    values = await tenantValues(t, tables, A);
    for (const table of tables)
      if (table.tenant && table.pk && table.pk !== 'id' && values.ids.has(table.name)) {
        const set = foreignIds.get(camel(table.pk)) ?? new Set<number>();
        for (const id of values.ids.get(table.name)!) set.add(id);
        foreignIds.set(camel(table.pk), set);
      }
    before = await snapshotOf(t, tables, A);
  }, 180_000);
  afterAll(() => t?.close());

  const candidates = async (url: string, name: string) => {
    // The generic low-code routes name A's published app and object by key.
    if (name in LC_TARGET) return [LC_TARGET[name]!];
    const key = `${url} ${name}`;
    if (!candidatesOf.has(key)) candidatesOf.set(key, byPath(url, await values.columnValues(columnOf(name))));
    return candidatesOf.get(key)!;
  };

  /** What of A's an answer shows: texts only A's rows hold, and A's keys under their own field names. */
  const leaksIn = (value: unknown, found: string[], key = ''): string[] => {
    if (Array.isArray(value)) {
      for (const item of value) leaksIn(item, found, key);
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) if (k !== 'msg') leaksIn(v, found, k);
    } else if (typeof value === 'string' && values.distinctive.has(value)) {
      found.push(`"${value}"`);
    } else if (typeof value !== 'object' && foreignIds.get(key)?.has(Number(value))) {
      found.push(`${key}=${String(value)}`);
    }
    return found;
  };

  const call = async (method: string, url: string, body: Record<string, unknown> | undefined) => {
    const sealed = body ? encryptRequestBody(t.publicKey, body) : undefined;
    const request = {
      method: method as 'GET',
      url,
      ...(sealed
        ? {
            payload: sealed.payload,
            headers: { 'content-type': 'application/json', 'encrypt-key': sealed.header },
          }
        : {}),
    };
    let answer = await asB(request);
    if (answer.body?.code === ResponseCode.UNAUTHORIZED) {
      await relogin();
      answer = await asB(request);
    }
    return answer;
  };

  const shown = async (answer: Awaited<ReturnType<Send>>): Promise<string[]> => {
    const type = String(answer.res.headers['content-type'] ?? '');
    if (answer.body) return leaksIn(answer.body, []);
    if (type.includes('spreadsheetml')) return leaksIn(await xlsxValues(answer.res.rawPayload), []);
    if (type.startsWith('text/'))
      return [...values.distinctive].filter((v) => answer.res.payload.includes(v));
    return [];
  };

  it("finds A's data in A's own lists, so the detector below can fail", async () => {
    const lists = [...t.app.accessTable().keys()].filter((key) => /^GET [^:]*\/list$/.test(key));
    const showing: string[] = [];
    for (const key of lists)
      if ((await shown(await asA({ method: 'GET', url: key.slice(4) }))).length) showing.push(key);
    expect(lists.length).toBeGreaterThan(40);
    expect(showing.length).toBeGreaterThan(lists.length / 2);
  });

  it("lets tenant B's admin read, change and delete nothing of tenant A through any route", async () => {
    const routes = [...t.app.accessTable()]
      .filter(([key, access]) => access !== 'public' && !key.startsWith('HEAD '))
      .map(([key]) => key)
      .filter((key) => !key.includes('/resource/sse') && !key.includes('/tenant/dynamic'))
      // The store's own figures (INFO, command names such as "publish"), the same for every tenant; its key
      // routes (/monitor/cache/getKeys…) stay checked.
      .filter((key) => key !== 'GET /zcps/monitor/cache');
    const schemas = t.app.routeSchemas();
    const leaks: string[] = [];
    const codes = new Map<number, number>();
    let calls = 0;
    for (const key of routes) {
      const [method, pattern] = key.split(' ') as [string, string];
      const params = [...pattern.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
      const filled = await Promise.all(params.map((p) => candidates(pattern, p)));
      if (filled.some((c) => c.length === 0)) continue; // A has no such row: nothing to reach
      const { body: bodySchema, querystring } = schemas.get(key) ?? {};
      const variants = Math.max(1, ...filled.map((c) => (params.some(plural) ? 1 : c.length)));
      for (let variant = 0; variant < variants; variant++) {
        let url = pattern;
        params.forEach((p, i) => {
          const c = filled[i]!;
          url = url.replace(`:${p}`, String(plural(p) ? c.join(',') : c[variant % c.length]));
        });
        const fields = async (shape: Shape) => {
          const out: Record<string, unknown> = {};
          for (const [field, schema] of Object.entries(shape)) {
            const own = await values.columnValues(columnOf(field));
            const ids = foreignIds.has(camel(columnOf(field))) ? byPath(pattern, own) : undefined;
            const value = fieldValue(schema, ids, variant);
            if (value !== undefined) out[field] = value;
          }
          return out;
        };
        const query = new URLSearchParams(
          Object.entries(await fields(shapeOf(querystring))).map(([k, v]): [string, string] => [
            k,
            String(v),
          ]),
        ).toString();
        const body = method === 'GET' || method === 'DELETE' ? undefined : await fields(shapeOf(bodySchema));
        for (const target of query && variant === 0 ? [url, `${url}?${query}`] : [url]) {
          const answer = await call(method, target, body);
          calls++;
          const code = answer.body?.code ?? answer.res.statusCode;
          codes.set(code, (codes.get(code) ?? 0) + 1);
          const found = await shown(answer);
          if (found.length) leaks.push(`${method} ${target} → ${[...new Set(found)].slice(0, 5).join(', ')}`);
        }
      }
    }
    console.info(
      `tenant isolation: ${routes.length} routes, ${calls} calls, codes ${JSON.stringify([...codes])}`,
    );
    expect(routes.length).toBeGreaterThan(300);
    expect(values.distinctive.size).toBeGreaterThan(100);
    expect(leaks).toEqual([]);
    expect(changedTables(before, await snapshotOf(t, tables, A), tables)).toEqual([]);
    // The snapshot sees a single changed row of A's, so the line above can fail.
    await t.database.db.execute(
      sql`UPDATE sys_notice SET notice_title = notice_title || '!' WHERE tenant_id = ${A}`,
    );
    expect(changedTables(before, await snapshotOf(t, tables, A), tables)).not.toEqual([]);
  }, 300_000);
});
