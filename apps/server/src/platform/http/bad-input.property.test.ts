import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CLIENT_ID, ResponseCode } from '@zcps/contracts';
import { encryptRequestBody } from '../crypto/envelope-crypto.js';
import { buildEduApp, design } from '../../test/kits/lowcode.js';
import { caller } from '../../test/kits/monitor.js';
import { adminToken, createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Bad input on every route (issue 10): for each route with a body schema, bodies where one field holds a
 * value its own schema rejects (wrong type, oversized, nested objects) — some carrying injection-shaped text in
 * the other string fields — must answer 400 with a message, never a 5xx; and query strings of every GET route
 * filled with injection-shaped text must never answer a 5xx. Afterwards no table holds a row more or less:
 * invalid input changes nothing. Sent as the super admin, so the guard lets every request reach validation.
 */
const INJECTIONS = [
  "' OR '1'='1' --",
  '1; DROP TABLE sys_user; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
  '\u0000\uffff\ud83d',
  '%00%27%22',
];
const WRONG_VALUES: unknown[] = [
  { $gt: '' },
  [{ nested: [1, 2, 3] }],
  'x'.repeat(100_000),
  -1e308,
  true,
  '',
  null,
  12.5,
  'not-a-number-or-date',
];
const LOG_TABLES = new Set(['sys_oper_log', 'sys_logininfor']);

function concrete(url: string): string {
  return url
    .replace('/lc/:app/:object', '/lc/edu/hours')
    .replace(/:[A-Za-z]+\([^/]*?\)(?=\/|$)/g, '1')
    .replace(/:[A-Za-z]+/g, '1')
    .replace(/\*$/, 'x');
}

const shapeOf = (schema: unknown): Record<string, z.ZodType> | undefined =>
  schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : undefined;

describe('bad input on every route', () => {
  let t: TestApp;
  let admin: ReturnType<typeof caller>;
  let token: string;
  let tables: string[];

  const rowCounts = async () => {
    const parts = tables.map(
      (name) => sql`(SELECT count(*) FROM ${sql.identifier(name)})::int AS ${sql.identifier(name)}`,
    );
    const result = await t.database.db.execute(sql`SELECT ${sql.join(parts, sql`, `)}`);
    return (result as unknown as { rows: Record<string, number>[] }).rows[0]!;
  };

  beforeAll(async () => {
    t = await createTestApp('pglite');
    token = await adminToken(t);
    admin = caller(t, token);
    // A published low-code object, so the generic /lc/{app}/{object} routes validate their own input.
    await design(admin, 'POST', `app/${(await buildEduApp(admin)).appId}/publish`);
    const result = await t.database.db.execute(
      sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    );
    tables = (result as unknown as { rows: { name: string }[] }).rows
      .map((r) => r.name)
      .filter((name) => !LOG_TABLES.has(name) && !name.startsWith('__'));
  });
  afterAll(() => t?.close());

  it('answers 400 to a body with one field its schema rejects, and writes nothing', async () => {
    const before = await rowCounts();
    const routes = [...t.app.routeSchemas()]
      .map(([key, schemas]) => ({ key, shape: shapeOf(schemas.body) }))
      .filter(
        (r): r is { key: string; shape: Record<string, z.ZodType> } =>
          !!r.shape && Object.keys(r.shape).length > 0,
      );
    expect(routes.length).toBeGreaterThan(80);
    const failures: string[] = [];
    for (const { key, shape } of routes) {
      const [method, url] = key.split(' ') as [string, string];
      const fields = Object.keys(shape);
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...fields),
          fc.constantFrom(...WRONG_VALUES),
          fc.constantFrom(...INJECTIONS),
          async (field, wrong, injection) => {
            if (shape[field]!.safeParse(wrong).success) return; // not wrong for this field
            const body: Record<string, unknown> = { [field]: wrong };
            for (const other of fields)
              if (other !== field && shape[other]!.safeParse(injection).success) body[other] = injection;
            // Encrypted as the console sends it, so routes that demand encryption reach validation too.
            const sealed = encryptRequestBody(t.publicKey, body);
            const { res, body: answer } = await admin.send({
              method: method as 'POST',
              url: concrete(url),
              payload: sealed.payload,
              headers: { 'content-type': 'application/json', 'encrypt-key': sealed.header },
            });
            const code = answer?.code ?? res.statusCode;
            if (res.statusCode >= 500 || code !== ResponseCode.BAD_REQUEST || !answer?.msg)
              failures.push(
                `${key} ${field}=${JSON.stringify(wrong).slice(0, 40)} → ${res.statusCode}/${code} ${answer?.msg ?? ''}`,
              );
          },
        ),
        { numRuns: 4, seed: 20261124 },
      );
    }
    expect(failures).toEqual([]);
    expect(await rowCounts()).toEqual(before);
  }, 300_000);

  it('never answers a 5xx to injection-shaped query strings on GET routes', async () => {
    const failures: string[] = [];
    const routes = [...t.app.routeSchemas()].filter(
      ([key]) => key.startsWith('GET ') && !key.includes('/sse'),
    );
    for (const [key, schemas] of routes) {
      const url = concrete(key.slice(4));
      const names = Object.keys(shapeOf(schemas.querystring) ?? {}).filter((n) => n !== 'Authorization');
      for (const injection of INJECTIONS) {
        const query = new URLSearchParams(names.map((n): [string, string] => [n, injection])).toString();
        const res = await t.app.inject({
          method: 'GET',
          url: query ? `${url}?${query}` : url,
          headers: { authorization: `Bearer ${token}`, clientid: DEFAULT_CLIENT_ID },
        });
        if (res.statusCode >= 500) failures.push(`${key} ${injection} → ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
