import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accessGuard } from '../auth/guard.plugin.js';
import { SessionService } from '../auth/session.service.js';
import { MemoryStore } from '../store/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { errorHandler } from './error-handler.js';
import { requestContext } from './request-context.js';
import { zodValidatorCompiler } from './validation.js';

async function bareApp() {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(zodValidatorCompiler);
  await app.register(requestContext);
  await app.register(errorHandler);
  await app.register(accessGuard, { sessions: new SessionService(new MemoryStore()) });
  return app;
}

describe('error handler', () => {
  it('never leaks SQL, driver text or stacks', async () => {
    const app = await bareApp();
    app.get('/zcps/boom', { config: { access: 'public' } }, async () => {
      throw Object.assign(new Error('relation "sys_secret" does not exist: SELECT * FROM sys_secret'), {
        severity: 'ERROR',
      });
    });
    app.get('/zcps/crash', { config: { access: 'public' } }, async () => {
      throw new TypeError("Cannot read properties of undefined (reading 'x')");
    });
    const db = (await app.inject({ method: 'GET', url: '/zcps/boom' })).json();
    expect(db).toEqual({ code: 500, msg: '数据库操作异常，请联系管理员', data: null });
    const crash = await app.inject({
      method: 'GET',
      url: '/zcps/crash',
      headers: { 'content-language': 'en_US' },
    });
    expect(crash.json()).toEqual({
      code: 500,
      msg: 'Unknown system error, please report it to the administrator',
      data: null,
    });
    expect(crash.body).not.toMatch(/properties|at |\.ts/);
  });

  it('answers code 400 naming each invalid field, and 400 for malformed JSON', async () => {
    const app = await bareApp();
    app.post(
      '/zcps/echo',
      {
        config: { access: 'public' },
        schema: { body: z.object({ pageSize: z.number().int().max(500), isAsc: z.enum(['asc', 'desc']) }) },
      },
      async () => ({ ok: true }),
    );
    const bad = await app.inject({
      method: 'POST',
      url: '/zcps/echo',
      payload: { pageSize: 9999, isAsc: 'up' },
    });
    expect(bad.statusCode).toBe(200);
    expect(bad.json().code).toBe(400);
    expect(bad.json().msg).toBe('每页条数(pageSize)不能大于500；排序方向(isAsc)取值必须是 asc, desc 之一');
    const malformed = await app.inject({
      method: 'POST',
      url: '/zcps/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"pageSize":',
    });
    expect(malformed.json()).toMatchObject({ code: 400, msg: '请求体不是有效的 JSON' });
  });

  it('refuses to start when an API route declares no access (fail closed)', async () => {
    const app = await bareApp();
    expect(() => app.get('/zcps/undeclared', async () => 'x')).toThrow(/declares no access/);
  });
});

describe('platform routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers health with the engine and store', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/zcps/health' });
    expect(res.json()).toMatchObject({
      code: 200,
      data: { status: 'UP', database: 'pglite', store: 'memory' },
    });
  });

  it('publishes an OpenAPI document with every API route', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/zcps/v3/api-docs' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/zcps/auth/new/login',
      '/zcps/system/user/getInfo',
      '/zcps/system/menu/getRouters',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
  });

  it('answers unknown API paths with HTTP 404 and an envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/zcps/no/such/thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, msg: '请求地址不存在：/zcps/no/such/thing', data: null });
  });

  it('declares access on every API route', () => {
    const table = t.app.accessTable();
    expect(table.get('GET /zcps/system/user/getInfo')).toBe('login');
    expect(table.get('POST /zcps/auth/new/login')).toBe('public');
    for (const [route, access] of table) expect(access, route).toBeTruthy();
  });
});
