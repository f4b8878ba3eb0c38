import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_INFO_FIELDS, cacheInfoSchema } from '@zcps/contracts';
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

  it("answers the family shape (info, dbSize, commandStats) with the running store's real figures", async () => {
    const read = async () => cacheInfoSchema.parse((await c.get('/zcps/monitor/cache')).data);
    const first = await read();
    for (let i = 0; i < 3; i++) await t.store.set(`sys_dict:000000:probe${i}`, 'x'.repeat(1024), 60);
    await t.store.get('sys_dict:000000:probe0');
    const info = await read();
    expect(info.storeKind).toBe(t.store.kind);
    expect(info.dbSize).toBe((await t.store.keys('')).length);

    const calls = (stats: typeof info.commandStats, name: string) =>
      Number(stats.find((s) => s.name === name)?.value ?? 0);
    for (const stat of info.commandStats) expect(stat.value, stat.name).toMatch(/^\d+$/);
    // A shared Redis also counts other clients' calls; the in-process store counts exactly this one's.
    const setCalls = calls(info.commandStats, 'set') - calls(first.commandStats, 'set');
    if (engine === 'pglite') expect(setCalls).toBe(3);
    else expect(setCalls).toBeGreaterThanOrEqual(3);

    const fields = info.info;
    expect(fields.redis_version).toBeTruthy();
    expect(fields.redis_mode).toMatch(
      t.store.kind === 'redis' ? /^(standalone|cluster|sentinel)$/ : /^in-process$/,
    );
    for (const field of [
      'connected_clients',
      'uptime_in_seconds',
      'uptime_in_days',
      'used_memory',
      'maxmemory',
      'used_cpu_user',
      'aof_enabled',
      'total_commands_processed',
      'instantaneous_ops_per_sec',
      'instantaneous_input_kbps',
      'instantaneous_output_kbps',
    ] as const)
      expect(Number.isFinite(Number.parseFloat(fields[field] ?? '')), `${field}: ${fields[field]}`).toBe(
        true,
      );
    for (const field of ['used_memory_human', 'maxmemory_human'] as const)
      expect(fields[field], field).toMatch(/^\d+(\.\d+)?[BKMGT]$/);
    expect(Number(fields.used_memory)).toBeGreaterThan(3 * 1024);
    expect(Number(fields.total_commands_processed)).toBeGreaterThan(
      Number(first.info.total_commands_processed),
    );
    // The fields the console shows: Redis gives all; the in-process store all it has a figure for.
    const missing = CACHE_INFO_FIELDS.filter((field) => fields[field] === undefined);
    expect(missing).toEqual(
      t.store.kind === 'redis' ? [] : ['tcp_port', 'used_cpu_user_children', 'rdb_last_bgsave_status'],
    );
    if (t.store.kind === 'redis') {
      expect(Number(fields.tcp_port)).toBeGreaterThan(0);
      expect(fields.rdb_last_bgsave_status).toBeTruthy();
    } else {
      // No socket and no snapshots: left out rather than made up.
      expect(fields.tcp_port).toBeUndefined();
      expect(fields.rdb_last_bgsave_status).toBeUndefined();
      expect(fields.aof_enabled).toBe('0');
      expect(Number(fields.instantaneous_input_kbps)).toBeGreaterThan(0);
    }
    await t.store.del('sys_dict:000000:probe0', 'sys_dict:000000:probe1', 'sys_dict:000000:probe2');
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
