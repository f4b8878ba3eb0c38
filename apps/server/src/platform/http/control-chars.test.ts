import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../../test/kits/monitor.js';
import { adminToken, createTestApp, routeEngines, type TestApp } from '../../test/test-app.js';
import { forbiddenCharPath } from './control-chars.js';

describe('forbiddenCharPath', () => {
  it('finds a control character or a direction override in any value or key, and lets text through', () => {
    expect(forbiddenCharPath({ a: '正常\t文本\r\n', b: [1, true, null, '中文 English'] })).toBeNull();
    expect(forbiddenCharPath({ a: 'x', b: [{ c: 'bad\u0000' }] })).toEqual(['b', 0, 'c']);
    expect(forbiddenCharPath({ 'k\u0007': 'v' })).toEqual(['k\u0007']);
    expect(forbiddenCharPath('报告\u202Efdp.exe')).toEqual([]);
    expect(forbiddenCharPath('\u007f')).toEqual([]);
  });

  it('walks a deeply nested body without exhausting the stack', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i++) deep = { d: deep };
    expect(forbiddenCharPath(deep)).toHaveLength(100_000);
  });
});

describe.each(routeEngines)('control characters in requests on %s', (engine) => {
  let t: TestApp;
  let admin: ReturnType<typeof caller>;

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = caller(t, await adminToken(t));
  });
  afterAll(() => t?.close());

  it('answers 400 naming the field for a NUL in a filter, a body or an export, and writes nothing', async () => {
    const list = await admin.get('/zcps/system/user/list?userName=%00');
    expect(list).toMatchObject({ code: 400, msg: '用户名称(userName)含有不允许的控制字符' });
    const exported = await admin.send({ method: 'POST', url: '/zcps/system/user/export?userName=%00' });
    expect(exported.res.statusCode).toBe(200);
    expect(exported.body).toMatchObject({ code: 400, msg: '用户名称(userName)含有不允许的控制字符' });
    const body = await admin.send({
      method: 'POST',
      url: '/zcps/system/post',
      payload: { postCode: 'p\u0000', postName: '岗位', postSort: 1, status: '0' },
    });
    expect(body.body.code).toBe(400);
    expect(body.body.msg).toContain('含有不允许的控制字符');
    const posts = await admin.get('/zcps/system/post/list?postName=%E5%B2%97%E4%BD%8D');
    expect(posts.total).toBe(0);
    const english = await admin.send({
      method: 'GET',
      url: '/zcps/system/user/list?userName=a%07b',
      headers: { 'content-language': 'en_US' },
    });
    expect(english.body.msg).toBe('User name (userName) contains a control character that is not allowed');
  });
});
