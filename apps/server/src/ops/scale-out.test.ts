import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { adminQuery, emptyRedisDb, withPath } from '../test/kits/deployment.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionService } from '../platform/auth/session.service.js';
import {
  api,
  freePort,
  loginAdmin,
  openSse,
  startInstance,
  startNginx,
  stop,
  waitForHealth,
  nginxTemplate,
  type Proc,
} from '../test/kits/ops-scale-out.js';

const databaseBase = process.env.TEST_DATABASE_URL;
const redisBase = process.env.TEST_REDIS_URL;

describe("the README's nginx example", () => {
  it('is deploy/nginx/zcps.conf without its comments', () => {
    const readme = fs.readFileSync(path.join(path.dirname(nginxTemplate), '../../README.md'), 'utf8');
    const shown = /```nginx\n([\s\S]*?)```/.exec(readme.slice(readme.indexOf('## Scale-out')))?.[1];
    const file = fs
      .readFileSync(nginxTemplate, 'utf8')
      .split('\n')
      .filter((line) => !line.trim().startsWith('#'))
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim();
    expect(shown?.trim()).toBe(file);
  });
});

/**
 * Two real server processes on one PostgreSQL database and one Redis database, behind nginx running the README's
 * deploy/nginx/zcps.conf. Both start together on an empty database (the first deployment), sharing one data
 * dir for the RSA keys, as instances on one host or on a shared volume would.
 */
describe.skipIf(!databaseBase || !redisBase)('two instances behind nginx', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zcps-scale-'));
  const dbName = `zcps_scale_${crypto.randomBytes(5).toString('hex')}`;
  const procs: Proc[] = [];
  let redisDb = 0;
  let a = '';
  let b = '';
  let proxy = '';
  let ports: [number, number] = [0, 0];

  beforeAll(async () => {
    await adminQuery(`CREATE DATABASE ${dbName}`);
    // A Redis database nobody else is using, so this deployment's keys stay its own.
    redisDb = await emptyRedisDb(redisBase!, [11, 12, 13, 14, 15, 10, 9, 8]);
    ports = [await freePort(), await freePort()];
    const env = {
      DATABASE_URL: withPath(databaseBase!, `/${dbName}`),
      REDIS_URL: withPath(redisBase!, `/${redisDb}`),
      ZCPS_DATA_DIR: path.join(dir, 'data'),
    };
    const instances = ports.map((port) => startInstance(port, env));
    procs.push(...instances);
    [a, b] = ports.map((port) => `http://127.0.0.1:${port}`) as [string, string];
    await Promise.all([waitForHealth(a, instances[0]!, 90_000), waitForHealth(b, instances[1]!, 90_000)]);
    const proxyPort = await freePort();
    const nginx = startNginx(dir, proxyPort, ports);
    procs.push(nginx);
    proxy = `http://127.0.0.1:${proxyPort}`;
    await waitForHealth(proxy, nginx, 10_000);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(procs.map((p) => stop(p)));
    if (redisDb) {
      const redis = new Redis(withPath(redisBase!, `/${redisDb}`));
      const keys = await redis.keys('zcps:*');
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    }
    await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    fs.rmSync(dir, { recursive: true, force: true });
  }, 30_000);

  it('both instances read one key pair, and the proxy spreads requests over both', async () => {
    const keyA = (await api(a, null, 'GET', '/auth/rsa-public-key')).json.data.publicKey;
    const keyB = (await api(b, null, 'GET', '/auth/rsa-public-key')).json.data.publicKey;
    expect(keyA).toBe(keyB);
    const upstreams = new Set<string | null>();
    for (let i = 0; i < 4; i++) upstreams.add((await api(proxy, null, 'GET', '/health')).upstream);
    expect([...upstreams].sort()).toEqual(ports.map((p) => `127.0.0.1:${p}`).sort());
  });

  it('a token issued by A works on B and through the proxy, on both upstreams', async () => {
    const token = await loginAdmin(a);
    expect((await api(b, token, 'GET', '/system/user/getInfo')).json.code).toBe(200);
    const served = new Set<string | null>();
    for (let i = 0; i < 4; i++) {
      const res = await api(proxy, token, 'GET', '/system/user/getInfo');
      expect(res.json.code).toBe(200);
      expect(res.hsts).toBe('max-age=31536000; includeSubDomains');
      served.add(res.upstream);
    }
    expect(served.size).toBe(2);
    // The key from one instance and the login on the other: only a shared key pair lets this through.
    expect(await loginAdmin(a, b)).toMatch(/\S/);
  });

  it('a session forced out on A is refused on B and through the proxy', async () => {
    const operator = await loginAdmin(a);
    const victim = await loginAdmin(b);
    expect((await api(b, victim, 'GET', '/system/user/getInfo')).json.code).toBe(200);
    const tokenId = SessionService.tokenId(victim);
    expect((await api(a, operator, 'DELETE', `/monitor/online/${tokenId}`)).json.code).toBe(200);
    expect((await api(b, victim, 'GET', '/system/user/getInfo')).json.code).toBe(401);
    for (let i = 0; i < 2; i++)
      expect((await api(proxy, victim, 'GET', '/system/user/getInfo')).json.code).toBe(401);
    expect((await api(b, operator, 'GET', '/system/user/getInfo')).json.code).toBe(200);
  });

  it('a dictionary entry or a config value changed on A is read fresh on B at once', async () => {
    const token = await loginAdmin(a);
    const labelsOnB = async () =>
      (await api(b, token, 'GET', '/system/dict/data/type/sys_user_sex')).json.data.map(
        (d: { dictLabel: string }) => d.dictLabel,
      );
    expect(await labelsOnB()).toEqual(['男', '女', '未知']);
    const entry = (await api(a, token, 'GET', '/system/dict/data/list?dictType=sys_user_sex')).json.rows[2];
    const edit = { ...entry, dictLabel: '保密', createTime: undefined };
    expect((await api(a, token, 'PUT', '/system/dict/data', edit)).json.code).toBe(200);
    expect(await labelsOnB()).toEqual(['男', '女', '保密']);

    const key = '/system/config/configKey/sys.user.initPassword';
    expect((await api(b, token, 'GET', key)).json.data).toBe('123456');
    const update = { configKey: 'sys.user.initPassword', configValue: 'scaled-1' };
    expect((await api(a, token, 'PUT', '/system/config/updateByKey', update)).json.code).toBe(200);
    expect((await api(b, token, 'GET', key)).json.data).toBe('scaled-1');
  });

  it('a notice published on A reaches SSE clients on B and behind the proxy', async () => {
    const token = await loginAdmin(a);
    const onB = await openSse(b, token);
    const viaProxy = await openSse(proxy, token);
    try {
      // The comment written on attach, passed on at once: nginx does not buffer the stream.
      await onB.until(':connected', 5_000);
      await viaProxy.until(':connected', 5_000);
      const title = `扩容通知-${crypto.randomBytes(3).toString('hex')}`;
      const notice = { noticeTitle: title, noticeType: '1', status: '0', noticeContent: '<p>x</p>' };
      expect((await api(a, token, 'POST', '/system/notice', notice)).json.code).toBe(200);
      expect(await onB.until(title, 5_000)).toMatch(new RegExp(`event: message\\ndata: \\[.+\\] ${title}`));
      await viaProxy.until(title, 5_000);
    } finally {
      onB.close();
      viaProxy.close();
    }
  });
});
