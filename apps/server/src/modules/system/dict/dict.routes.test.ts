import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, authHeaders, createTestApp, engines, type TestApp } from '../../../test/test-app.js';

describe.each(engines)('GET /system/dict/data/type/{dictType} on %s', (engine) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    token = await adminToken(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (type: string, lang = 'zh_CN') =>
    t.app.inject({
      method: 'GET',
      url: `/zcps/system/dict/data/type/${type}`,
      headers: { ...authHeaders(token), 'content-language': lang },
    });

  it('answers the entries of a type in sort order with tag colours, localized', async () => {
    const zh = (await get('title_review_approval_status')).json();
    expect(zh.code).toBe(200);
    expect(zh.data.map((d: { dictValue: string }) => d.dictValue)).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
    ]);
    expect(zh.data[0]).toMatchObject({ dictLabel: '待审核', listClass: 'warning' });
    expect(zh.data[1]).toMatchObject({ listClass: 'success' });
    const en = (await get('title_review_approval_status', 'en_US')).json();
    expect(en.data[0].dictLabel).toMatch(/pending/i);
  });

  it('answers an empty list for an unknown type and 400 for a malformed one', async () => {
    expect((await get('no_such_type')).json()).toEqual({ code: 200, msg: '操作成功', data: [] });
    const bad = (await get('Bad-Type')).json();
    expect(bad.code).toBe(400);
    expect(bad.msg).toContain('dictType');
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/zcps/system/dict/data/type/sys_user_sex' });
    expect(res.json().code).toBe(401);
  });
});
