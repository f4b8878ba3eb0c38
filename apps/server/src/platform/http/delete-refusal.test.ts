import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCode } from '@zcps/contracts';
import { zcReviewer, zcReviewerPool } from '../../db/schema/index.js';
import { buildEduApp, design } from '../../test/kits/lowcode.js';
import { caller } from '../../test/kits/monitor.js';
import { adminToken, createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * A DELETE names what it removes; when something named is not there (or not the caller's), the answer says so
 * instead of 操作成功 (issue 19, item 10). Generated from the route table so a new DELETE route cannot escape
 * it: as the super admin, every DELETE route with a path parameter is called with an id that does not exist.
 */
const MISSING = '987654321';
/** A well-formed session id (SHA-256 hex) that names no session. */
const MISSING_TOKEN = 'f'.repeat(64);

/** DELETE routes with a path parameter that may answer success for an unknown one, each with its reason. */
const EXEMPT: Record<string, string> = {
  'DELETE /zcps/monitor/cache/clearCacheName/:cacheName':
    'clears a cache by name: an empty or absent cache is already clear, no rows are named',
  'DELETE /zcps/monitor/cache/clearCacheKey/:cacheName/:cacheKey':
    'evicts a cache entry by key: an absent entry is already evicted, no rows are named',
};

/** Values other than MISSING for parameters that are not numeric ids. */
const PARAM: Record<string, string> = {
  tokenId: MISSING_TOKEN,
  tokenIds: MISSING_TOKEN,
  // The generic low-code routes over the object published below.
  app: 'edu',
  object: 'hours',
};
/** Query strings a route requires besides its ids. */
const QUERY: Record<string, string> = { 'DELETE /zcps/title/review-team-member/:memberIds': '?reason=test' };

function concrete(url: string, given: Record<string, string> = {}): string {
  return url.replace(
    /:([A-Za-z]+)(\([^/]*?\))?(?=\/|$)/g,
    (_, name: string) => given[name] ?? PARAM[name] ?? MISSING,
  );
}

describe('DELETE refuses what it cannot delete', () => {
  let t: TestApp;
  let routes: string[];
  let admin: ReturnType<typeof caller>;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    routes = [...t.app.accessTable().keys()].filter((key) => key.startsWith('DELETE ') && key.includes('/:'));
    admin = caller(t, await adminToken(t));
    await design(admin, 'POST', `app/${(await buildEduApp(admin)).appId}/publish`);
  });
  afterAll(() => t?.close());

  const answer = async (key: string, given?: Record<string, string>) => {
    const url = concrete(key.slice('DELETE '.length), given) + (QUERY[key] ?? '');
    const { res, body } = await admin.send({ method: 'DELETE', url });
    return { code: (body?.code ?? res.statusCode) as number, msg: String(body?.msg ?? '') };
  };

  it('finds the DELETE routes, and every exemption names one of them', () => {
    expect(routes.length).toBeGreaterThan(50);
    for (const key of [...Object.keys(EXEMPT), ...Object.keys(QUERY)]) expect(routes).toContain(key);
  });

  it('answers a refusal, not 操作成功, for an id that does not exist', async () => {
    const silent: string[] = [];
    for (const key of routes.filter((r) => !(r in EXEMPT))) {
      const { code, msg } = await answer(key);
      if (code === ResponseCode.SUCCESS || code === 400) silent.push(`${key} → ${code} ${msg}`);
    }
    expect(silent).toEqual([]);
  });

  it('names the refused ids, in the caller language, and deletes none of a mixed list', async () => {
    const [pool] = await t.database.db.select({ id: zcReviewerPool.poolId }).from(zcReviewerPool).limit(1);
    const before = await t.database.db.$count(zcReviewerPool);
    const { res, body } = await admin.send({
      method: 'DELETE',
      url: `/zcps/title/reviewer-pool/${pool!.id},${MISSING}`,
      headers: { 'content-language': 'en_US' },
    });
    expect(res.statusCode).toBe(200);
    expect(body).toMatchObject({ code: 500, msg: `Not found or not yours to delete: ${MISSING}` });
    expect(await t.database.db.$count(zcReviewerPool)).toBe(before);
  });

  it('refuses an unknown child under a parent that exists', async () => {
    const [pool] = await t.database.db.select({ id: zcReviewerPool.poolId }).from(zcReviewerPool).limit(1);
    const nested = await answer('DELETE /zcps/title/reviewer-pool/:poolId/members/:reviewerIds', {
      poolId: String(pool!.id),
    });
    expect(nested).toMatchObject({ code: 500, msg: `以下数据不存在或无权删除：${MISSING}` });
    const [reviewer] = await t.database.db.select({ id: zcReviewer.reviewerId }).from(zcReviewer).limit(1);
    const conflict = await answer('DELETE /zcps/title/reviewer/:reviewerId/conflicts/:conflictIds', {
      reviewerId: String(reviewer!.id),
    });
    expect(conflict).toMatchObject({ code: 500, msg: `以下数据不存在或无权删除：${MISSING}` });
  });
});
