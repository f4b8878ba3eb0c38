import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEduApp, design } from '../../test/kits/lowcode.js';
import { caller } from '../../test/kits/monitor.js';
import { adminToken, createTestApp, type TestApp } from '../../test/test-app.js';
import {
  emptyStats,
  fuzz,
  operationsOf,
  type FuzzTarget,
  type OpenApiDoc,
  type Operation,
} from '../../test/kits/openapi-fuzz.js';

/**
 * Bad input over every operation of the OpenAPI document (issue 19): fast-check draws requests whose path
 * parameters, query and JSON body carry control characters, huge strings, wrong types, deeply nested JSON and
 * extreme paging, sent as the super admin so the guard lets each reach validation. No answer may be an unknown
 * error (5xx, or code 500 with the unknown or database message) and no connection may drop. A few runs per
 * operation here; `npm run security:fuzz` runs many and writes security/reports/fuzz-latest.md.
 * PGlite only: the answers to bad input are decided before (or by) the database, the same on both engines.
 */
const RUNS = 2;
const SEED = 20261126;

/**
 * The generic low-code routes once more over a published object (`/lc/edu/hours`), with its field names in the
 * body and the query, so generated values reach the checks built from the metadata.
 */
async function lowcodeOps(t: TestApp, token: string, ops: Operation[]): Promise<Operation[]> {
  const admin = caller(t, token);
  await design(admin, 'POST', `app/${(await buildEduApp(admin)).appId}/publish`);
  const fields = ['id', 'course_id', 'study_year', 'hours', 'cert_no', 'status', 'remark'];
  const filters = ['study_year', 'cert_no', 'status', 'params[begin_hours]', 'params[end_hours]'];
  return ops
    .filter((op) => op.path.includes('/lc/{app}/{object}'))
    .map((op) => ({
      ...op,
      path: op.path.replace('{app}', 'edu').replace('{object}', 'hours'),
      pathParams: op.pathParams.filter((p) => p !== 'app' && p !== 'object'),
      query: /\/(list|export)$/.test(op.path) ? [...op.query, ...filters] : op.query,
      body: op.body === null ? null : [...op.body, ...fields],
    }));
}

describe('bad input over every OpenAPI operation', () => {
  let t: TestApp;
  let ops: Operation[];
  let target: FuzzTarget;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    let token = await adminToken(t);
    ops = operationsOf(t.app.swagger() as unknown as OpenApiDoc);
    ops.push(...(await lowcodeOps(t, token, ops)));
    target = {
      app: t.app,
      publicKey: t.publicKey,
      token: () => token,
      relogin: async () => {
        token = await adminToken(t);
      },
    };
  });
  afterAll(() => t?.close());

  it('answers no unknown error and drops no connection', async () => {
    const stats = await fuzz(target, ops, RUNS, SEED, emptyStats());
    console.info(
      `openapi fuzz: ${ops.length} operations, ${stats.requests} requests, HTTP ${JSON.stringify([...stats.byStatus])}, codes ${JSON.stringify([...stats.byCode])}`,
    );
    expect(ops.length).toBeGreaterThan(500);
    expect(stats.unknown).toEqual([]);
    expect(stats.dropped).toEqual([]);
    // The requests reached validation: most answers are 400s naming a field.
    expect(stats.byCode.get('400') ?? 0).toBeGreaterThan(stats.requests / 3);
  }, 120_000);
});
