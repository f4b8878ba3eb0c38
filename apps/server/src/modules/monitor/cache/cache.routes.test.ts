import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheInfoSchema } from '@zcps/contracts';
import { adminToken, createTestApp, engines, type TestApp } from '../../../test/test-app.js';
import { api } from '../../../test/kits/monitor-job.js';

describe.each(engines)('/monitor/cache on %s', (engine) => {
  let t: TestApp;
  let c: ReturnType<typeof api>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    c = api(t, await adminToken(t));
    await t.store.set('sys_config:000000:demo', 'x'.repeat(5000), 600);
    await t.store.set('sys_dict:000000:sys_yes_no', '[]', 600);
    await t.store.set('captcha_codes:abc', '1234', 120);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reports the store figures', async () => {
    const res = await c.get('/zcps/monitor/cache');
    const info = cacheInfoSchema.parse(res.data);
    expect(info.storeKind).toBe(t.store.kind);
    expect(info.dbSize).toBeGreaterThanOrEqual(4);
    if (info.storeKind === 'redis') expect(info.commandStats.length).toBeGreaterThan(0);
  });

  it('lists namespaces with counts and localized descriptions', async () => {
    const names = (await c.get('/zcps/monitor/cache/getNames')).data as {
      cacheName: string;
      count: number;
      remark: string;
    }[];
    const byName = Object.fromEntries(names.map((n) => [n.cacheName, n]));
    expect(byName.session?.count).toBeGreaterThanOrEqual(1);
    expect(byName.session?.remark).toBe('登录会话');
    expect(byName.sys_config?.remark).toBe('参数配置');
    expect(byName.sys_config?.count).toBeGreaterThanOrEqual(1);
  });

  it('lists keys and shows values truncated, sessions without tokens and captcha answers masked', async () => {
    expect((await c.get('/zcps/monitor/cache/getKeys/sys_config')).data).toContain('sys_config:000000:demo');
    const value = (await c.get('/zcps/monitor/cache/getValue/sys_config/sys_config:000000:demo')).data;
    expect(value.truncated).toBe(true);
    expect(value.cacheValue).toHaveLength(4000);
    expect(value.ttl).toBeGreaterThan(500);

    const [sessionKey] = (await c.get('/zcps/monitor/cache/getKeys/session')).data as string[];
    const session = (await c.get(`/zcps/monitor/cache/getValue/session/${encodeURIComponent(sessionKey!)}`))
      .data;
    expect(session.cacheValue).toContain('"userName":"admin"');
    expect(session.cacheValue).not.toMatch(/access_token|"token"/);

    const captcha = (await c.get('/zcps/monitor/cache/getValue/captcha_codes/captcha_codes:abc')).data;
    expect(captcha.cacheValue).toBe('******');
    expect((await c.get('/zcps/monitor/cache/getValue/sys_config/session:x')).code).toBe(400);
  });

  it('clears one key, one namespace, and everything but sessions', async () => {
    await c.del('/zcps/monitor/cache/clearCacheKey/sys_dict/sys_dict:000000:sys_yes_no');
    expect(await t.store.get('sys_dict:000000:sys_yes_no')).toBeNull();
    await c.del('/zcps/monitor/cache/clearCacheName/sys_config');
    expect(await t.store.keys('sys_config:')).toEqual([]);

    await t.store.set('sys_dict:000000:x', '1', 60);
    const all = await c.del('/zcps/monitor/cache/clearCacheAll');
    expect(all.code).toBe(200);
    expect(await t.store.keys('sys_dict:')).toEqual([]);
    expect(await t.store.keys('captcha_codes:')).toEqual([]);
    // The caller's session survived, so the next call still works.
    expect((await c.get('/zcps/monitor/cache/getNames')).code).toBe(200);
  });

  it('requires monitor:cache:list', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/zcps/monitor/cache/getNames' });
    expect(res.json().code).toBe(401);
  });
});
