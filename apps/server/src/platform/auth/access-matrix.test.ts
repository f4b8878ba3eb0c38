import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCode } from '@zcps/contracts';
import { sysRole } from '../../db/schema/index.js';
import { caller, createUser, tokenOf } from '../../test/kits/monitor.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * The access matrix, generated from the server's own route table so a new route cannot escape it (issue 10):
 * every route that is not public answers 401 to an anonymous caller, and every route that needs a permission
 * or a role answers 403 to a signed-in user whose role grants nothing. Path parameters get a harmless id.
 */
function concrete(url: string): string {
  return url
    .replace(/:[A-Za-z]+\([^/]*?\)(?=\/|$)/g, '1')
    .replace(/:[A-Za-z]+/g, '1')
    .replace(/\*$/, 'x');
}

describe('access matrix', () => {
  let t: TestApp;
  let routes: { method: string; url: string; access: string }[];
  let nobody: ReturnType<typeof caller>;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    routes = [...t.app.accessTable()].map(([key, access]) => {
      const [method, url] = key.split(' ') as [string, string];
      return { method, url, access };
    });
    const [role] = await t.database.db
      .insert(sysRole)
      .values({ roleName: '无权限', roleKey: 'nothing', roleSort: 99, dataScope: '5' })
      .returning({ id: sysRole.roleId });
    await createUser(t, 'matrix_nobody', 'secret123', role!.id);
    nobody = caller(t, await tokenOf(t, 'matrix_nobody', 'secret123'));
  });
  afterAll(() => t?.close());

  const callAs = async (who: ReturnType<typeof caller>, method: string, url: string) => {
    const { res, body } = await who.send({
      method: method as 'GET',
      url: concrete(url),
      ...(method === 'GET' || method === 'DELETE' || method === 'HEAD' ? {} : { payload: {} }),
    });
    return body?.code ?? res.statusCode;
  };

  it('covers the whole API, the review process included', () => {
    expect(routes.length).toBeGreaterThan(300);
    expect(routes.filter((r) => r.access === 'public').length).toBeLessThan(40);
  });

  it('answers 401 to an anonymous caller on every route that is not public', async () => {
    const anonymous = caller(t, null);
    const leaks: string[] = [];
    for (const route of routes.filter((r) => r.access !== 'public' && r.method !== 'HEAD')) {
      const code = await callAs(anonymous, route.method, route.url);
      if (code !== ResponseCode.UNAUTHORIZED) leaks.push(`${route.method} ${route.url} → ${code}`);
    }
    expect(leaks).toEqual([]);
  });

  it('answers 403 on every permission or role route to a user whose role grants nothing', async () => {
    const leaks: string[] = [];
    const guarded = routes.filter(
      (r) => r.access !== 'public' && r.access !== 'login' && r.method !== 'HEAD',
    );
    for (const route of guarded) {
      const code = await callAs(nobody, route.method, route.url);
      if (code !== ResponseCode.FORBIDDEN)
        leaks.push(`${route.method} ${route.url} (${route.access}) → ${code}`);
    }
    expect(guarded.length).toBeGreaterThan(250);
    expect(leaks).toEqual([]);
  });
});
