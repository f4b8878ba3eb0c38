import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCode } from '@zcps/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  allows,
  concrete,
  GUARD_REFUSALS,
  roleCaller,
  SEEDED_ROLES,
  SERVICE_REFUSES,
  SELF_SERVICE_ROUTES,
  type RoleCaller,
} from '../../test/kits/role-matrix.js';

/**
 * The role access matrix inside one tenant (issue 19), generated from the server's own route table so a new
 * route cannot escape it: for each seeded role (office, reviewer, company, staff) and each route that is not
 * public, a user holding only that role calls it. The guard must refuse (403) exactly the routes whose declared
 * access the role does not meet: a permission the role's grants name, a role it is, or one of the reviewed
 * self-service routes any signed-in user may call (`SELF_SERVICE_ROUTES`). A route loosened to 'login' is on no
 * list and fails here. Path parameters get an id no row has, so an allowed call changes nothing.
 * The table of what each role reaches is kept as a file snapshot: a grant or an access change shows in review.
 * PGlite only: the matrix is about the guard and the grants, not about SQL.
 */
describe('role access matrix', () => {
  let t: TestApp;
  let routes: { key: string; method: string; url: string; access: string }[];
  const callers: RoleCaller[] = [];

  beforeAll(async () => {
    t = await createTestApp('pglite');
    routes = [...t.app.accessTable()]
      .map(([key, access]) => {
        const [method, url] = key.split(' ') as [string, string];
        return { key, method, url, access };
      })
      .filter((r) => r.access !== 'public' && r.method !== 'HEAD');
    for (const role of SEEDED_ROLES) callers.push(await roleCaller(t, role, `matrix_${role.key}`));
  });
  afterAll(() => t?.close());

  it('lists only self-service routes that exist and are open to any signed-in user', () => {
    const login = routes.filter((r) => r.access === 'login').map((r) => r.key);
    expect([...SELF_SERVICE_ROUTES].filter((key) => !login.includes(key))).toEqual([]);
    expect(login.filter((key) => !SELF_SERVICE_ROUTES.has(key))).toEqual([]);
  });

  it('gives each seeded role grants, so the matrix has both answers to check', () => {
    for (const who of callers) {
      const allowed = routes.filter((r) => allows(r.key, r.access, who.permissions, who.roleKeys));
      expect(who.permissions.size, who.role).toBeGreaterThan(3);
      expect(allowed.length, who.role).toBeGreaterThan(SELF_SERVICE_ROUTES.size);
      expect(allowed.length, who.role).toBeLessThan(routes.length);
    }
  });

  it('refuses each role exactly the routes its grants do not name', async () => {
    const wrong: string[] = [];
    const reach: Record<string, string[]> = {};
    let calls = 0;
    for (const who of callers) {
      reach[who.role] = [];
      for (const route of routes) {
        const allowed = allows(route.key, route.access, who.permissions, who.roleKeys);
        if (allowed) reach[who.role]!.push(`${route.key}  (${route.access})`);
        // The event stream never ends; its guard answer is checked for the refused case only.
        if (allowed && route.method === 'GET' && route.url.endsWith('/resource/sse')) continue;
        const { code, msg } = await who.call(route.method, concrete(route.url));
        calls++;
        const byGuard =
          code === ResponseCode.UNAUTHORIZED ||
          (code === ResponseCode.FORBIDDEN && GUARD_REFUSALS.has(msg) && !SERVICE_REFUSES.has(route.key));
        if (allowed ? byGuard : code !== ResponseCode.FORBIDDEN || !GUARD_REFUSALS.has(msg))
          wrong.push(
            `${who.role}: ${route.key} (${route.access}) → ${code} ${msg}, expected ${allowed ? 'an answer' : '403'}`,
          );
      }
    }
    console.info(`role matrix: ${routes.length} routes × ${callers.length} roles, ${calls} calls`);
    expect(wrong).toEqual([]);
    const table = Object.entries(reach)
      .map(([role, keys]) => `## ${role} (${keys.length} routes)\n\n${keys.sort().join('\n')}\n`)
      .join('\n');
    await expect(`# Routes each seeded role reaches\n\n${table}`).toMatchFileSnapshot(
      './__snapshots__/role-matrix.md',
    );
  }, 300_000);
});
