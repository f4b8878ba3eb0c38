import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApprovalStatus as S, ReviewStage as G, type SmsLogVo, type SmsTemplateVo } from '@zcps/contracts';
import { sysSmsLog, sysSmsProvider, sysSmsTemplate, zcReviewDeclaration } from '../../../db/schema/index.js';
import { post, setContact } from '../../../test/kits/auth-account.js';
import { caller, createUser, operLogs, tokenOf } from '../../../test/kits/monitor.js';
import { declarations, reviewFixture } from '../../../test/kits/review.js';
import { secondTenant } from '../../../test/kits/resource.js';
import { scopedUser } from '../../../test/kits/system-dept.js';
import { adminToken, createTestApp, login, routeEngines, type TestApp } from '../../../test/test-app.js';
import { ReviewTransitions } from '../../review/declaration/transition.service.js';

type Caller = ReturnType<typeof caller>;
const URL = '/zcps/system/sms';

/** A stand-in SMS gateway on loopback: answers `status` and keeps what it was sent. */
function gateway() {
  const received: { headers: http.IncomingHttpHeaders; body: Record<string, unknown> }[] = [];
  const state = { status: 500 };
  const server = http.createServer((req, res) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString('utf8')));
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(data) as Record<string, unknown> });
      res.writeHead(state.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ok: state.status === 200 }));
    });
  });
  return { server, received, state };
}

describe.each(routeEngines)('/system/sms on %s', (engine) => {
  let t: TestApp;
  let admin: Caller;
  let reader: Caller;
  let nobody: Caller;
  let url = '';
  const gw = gateway();
  const phone = '13812341234';

  const templates = async (): Promise<SmsTemplateVo[]> => (await admin.get(`${URL}/template/list`)).data;
  const template = async (purpose: string, channel: string) =>
    (await templates()).find((r) => r.purpose === purpose && r.channel === channel)!;
  const logs = async (query = ''): Promise<SmsLogVo[]> => {
    const body = await admin.get(`${URL}/log/list?pageNum=1&pageSize=50${query}`);
    expect(body.code).toBe(200);
    return body.rows;
  };
  const put = (who: Caller, path: string, payload: object, lang?: string) =>
    who
      .send({
        method: 'PUT',
        url: `${URL}/${path}`,
        payload,
        headers: lang ? { 'content-language': lang } : {},
      })
      .then((r) => r.body!);
  const postAs = (who: Caller, path: string, payload?: object) =>
    who.send({ method: 'POST', url: `${URL}/${path}`, payload: payload ?? {} }).then((r) => r.body!);
  const useGateway = () =>
    put(admin, 'provider', {
      channel: 'sms',
      provider: 'http',
      url,
      secretHeader: 'X-Api-Key',
      secret: 'gateway-secret-42',
    });

  beforeAll(async () => {
    await new Promise<void>((resolve) => gw.server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(gw.server.address() as AddressInfo).port}/send`;
    t = await createTestApp(engine, { notify: { logProvider: true, outbox: true } });
    admin = caller(t, await adminToken(t));
    await scopedUser(t, {
      userName: 'smsreader',
      password: 'secret123',
      deptId: 105,
      dataScope: '1',
      perms: ['system:sms:list', 'system:sms:query'],
    });
    reader = caller(t, await tokenOf(t, 'smsreader', 'secret123'));
    await createUser(t, 'smsnobody', 'secret123');
    nobody = caller(t, await tokenOf(t, 'smsnobody', 'secret123'));
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => gw.server.close(resolve));
  });

  it('lists the seeded Chinese templates, one per purpose and channel', async () => {
    const list = await templates();
    expect(list.map((r) => `${r.purpose}/${r.channel}`).sort()).toEqual(
      ['defense', 'login', 'reset', 'review'].flatMap((p) => [`${p}/email`, `${p}/sms`]).sort(),
    );
    expect((await template('login', 'sms')).templateText).toContain('{code}');
    expect((await template('defense', 'email')).subject).toBe('职称评审答辩通知');
  });

  it('refuses a parameter the purpose does not offer, naming the field, and changes nothing', async () => {
    const before = await template('login', 'sms');
    const bad = await put(admin, 'template', {
      ...before,
      templateText: '验证码{code}，申报人{name}',
    });
    expect(bad.code).toBe(400);
    expect(bad.msg).toContain('模板内容');
    expect(bad.msg).toContain('{name}');
    const badSubject = await put(
      admin,
      'template',
      { ...before, channel: undefined, subject: 'Code for {place}' },
      'en_US',
    );
    expect(badSubject.msg).toContain('Subject');
    expect(badSubject.msg).toContain('{place}');
    expect(await template('login', 'sms')).toEqual(before);
    // A template id of another purpose is not found.
    const review = await template('review', 'sms');
    const mismatch = await put(admin, 'template', {
      ...review,
      purpose: 'login',
      templateText: '验证码{code}',
    });
    expect(mismatch).toMatchObject({ code: 500, msg: '消息模板不存在' });
  });

  it('sends a sign-in code by the edited template and logs it with the code masked', async () => {
    const userId = await createUser(t, 'smscoder', 'secret123');
    await setContact(t, userId, phone, 'coder@example.com');
    const login = await template('login', 'sms');
    expect(
      (
        await put(admin, 'template', {
          ...login,
          templateText: '【职称评审】登录验证码{code}，{minutes}分钟有效',
        })
      ).code,
    ).toBe(200);
    const sent = await post(t, '/zcps/auth/code/send', {
      purpose: 'login',
      channel: 'sms',
      phonenumber: phone,
    });
    expect(sent.code).toBe(200);
    const outbox = t.container.signIn.notifyLog.outbox;
    const code = outbox.at(-1)!.params.code!;
    expect(outbox.at(-1)!.text).toBe(`【职称评审】登录验证码${code}，5分钟有效`);
    const [row] = await logs('&purpose=login');
    expect(row).toMatchObject({
      channel: 'sms',
      recipient: '138****1234',
      status: '1',
      attempts: 1,
      provider: 'log',
      content: '【职称评审】登录验证码******，5分钟有效',
    });
    const stored = await t.database.db.select().from(sysSmsLog).where(eq(sysSmsLog.logId, row!.logId));
    expect(JSON.stringify(stored)).not.toContain(code);
    // An expired code is never sent again.
    await t.database.db.update(sysSmsLog).set({ status: '2' }).where(eq(sysSmsLog.logId, row!.logId));
    expect(await postAs(admin, `log/${row!.logId}/resend`)).toMatchObject({
      code: 500,
      msg: expect.stringContaining('验证码消息不重发'),
    });
  });

  it('a failing gateway gives 失败; 重发 succeeds once it answers 200', async () => {
    // Nothing listening: said in words.
    await put(admin, 'provider', { channel: 'sms', provider: 'http', url: 'http://127.0.0.1:1/send' });
    expect(await postAs(admin, 'provider/test', { channel: 'sms', to: phone })).toMatchObject({
      code: 500,
      msg: '无法连接短信网关',
    });
    gw.state.status = 500;
    expect((await useGateway()).code).toBe(200);
    const test = await postAs(admin, 'provider/test', { channel: 'sms', to: phone });
    expect(test).toMatchObject({ code: 500, msg: expect.stringContaining('HTTP 500') });
    const [failed] = await logs('&status=2&purpose=test');
    expect(failed).toMatchObject({ status: '2', attempts: 1, provider: 'http', recipient: '138****1234' });
    expect(failed!.error).toBe('短信网关返回 HTTP 500：{"ok":false}');
    const last = gw.received.at(-1)!;
    expect(last.headers['x-api-key']).toBe('gateway-secret-42');
    expect(last.body).toMatchObject({ to: phone, templateCode: '', params: {} });
    expect(String(last.body.text)).toContain('测试消息');

    gw.state.status = 200;
    expect((await postAs(admin, `log/${failed!.logId}/resend`)).code).toBe(200);
    const again = (await logs()).find((r) => r.logId === failed!.logId)!;
    expect(again).toMatchObject({ status: '1', attempts: 2, error: null });
    // Only a failed message is sent again.
    expect((await postAs(admin, `log/${failed!.logId}/resend`)).msg).toBe('只能重发发送失败的消息');
  });

  it('answers provider secrets masked and keeps them out of the audit and the table', async () => {
    const [sms] = (await admin.get(`${URL}/provider/list`)).data as { secret: string; url: string }[];
    expect(sms).toMatchObject({ provider: 'http', source: 'row', url, secret: '******' });
    // Saving with the mask keeps the stored secret.
    expect((await put(admin, 'provider', { ...sms, port: null, password: '', secret: '******' })).code).toBe(
      200,
    );
    const [row] = await t.database.db.select().from(sysSmsProvider).where(eq(sysSmsProvider.channel, 'sms'));
    expect(row!.secretSealed).toMatch(/^v1:/);
    expect(JSON.stringify(row)).not.toContain('gateway-secret-42');
    gw.state.status = 200;
    expect((await postAs(admin, 'provider/test', { channel: 'sms', to: phone })).code).toBe(200);
    expect(gw.received.at(-1)!.headers['x-api-key']).toBe('gateway-secret-42');
    const audit = JSON.stringify(await operLogs(t));
    expect(audit).toContain('短信消息');
    expect(audit).not.toContain('gateway-secret-42');
    // SMTP is for email only; an http gateway needs its URL.
    const smtp = await put(admin, 'provider', {
      channel: 'sms',
      provider: 'smtp',
      host: 'x',
      fromAddr: 'a@b.c',
    });
    expect(smtp).toMatchObject({ code: 400, msg: expect.stringContaining('SMTP') });
    const noUrl = await put(admin, 'provider', { channel: 'sms', provider: 'http', url: 'ftp://x' });
    expect(noUrl).toMatchObject({ code: 400, msg: expect.stringContaining('网关地址') });
    expect((await admin.get(`${URL}/provider/list`)).data[0].url).toBe(url);
  });

  it('refuses each route without its permission', async () => {
    const [row] = await logs();
    expect((await nobody.get(`${URL}/log/list`)).code).toBe(403);
    expect((await nobody.get(`${URL}/template/list`)).code).toBe(403);
    expect((await reader.get(`${URL}/log/list`)).code).toBe(200);
    const login = await template('login', 'sms');
    expect((await put(reader, 'template', login)).code).toBe(403);
    expect((await put(reader, 'provider', { channel: 'sms', provider: 'log' })).code).toBe(403);
    expect((await postAs(reader, 'provider/test', { channel: 'sms', to: phone })).code).toBe(403);
    expect((await postAs(reader, `log/${row!.logId}/resend`)).code).toBe(403);
    expect((await postAs(reader, 'log/export')).code).toBe(403);
    expect((await reader.del(`${URL}/log/${row!.logId}`)).code).toBe(403);
    expect((await logs()).length).toBeGreaterThan(0);
  });

  it('keeps a review action committed when its notice fails, and logs the notice as 失败', async () => {
    gw.state.status = 500;
    const fx = await reviewFixture(t);
    const applicant = await createUser(t, 'smsapplicant', 'secret123');
    await setContact(t, applicant, '13700007777', '');
    const [id] = await declarations(t, fx, { count: 1, userId: applicant });
    const messenger = t.container.messenger;
    const transitions = new ReviewTransitions(t.database.db, undefined, messenger);
    const started = Date.now();
    await transitions.apply(
      { tenantId: '000000', userId: 1, nickName: '评审办' },
      { action: 'submit', declarationIds: [id!], to: { stage: G.PREPARE, status: S.PENDING } },
    );
    const [moved] = await t.database.db
      .select()
      .from(zcReviewDeclaration)
      .where(eq(zcReviewDeclaration.declarationId, id!));
    expect(moved).toMatchObject({ stage: 'prepare', version: 1 });
    await messenger.idle();
    expect(Date.now() - started).toBeLessThan(10_000);
    const [notice] = await logs('&purpose=review');
    expect(notice).toMatchObject({ channel: 'sms', status: '2', recipient: '137****7777' });
    expect(notice!.content).toContain('您的职称申报有新进展');
    expect(gw.received.at(-1)!.body).toMatchObject({ to: '13700007777', templateCode: 'SMS_REVIEW_NOTICE' });
    // A disabled template sends nothing.
    const review = await template('review', 'sms');
    expect((await put(admin, 'template', { ...review, status: '1' })).code).toBe(200);
    const other = await createUser(t, 'smsapplicant2', 'secret123');
    await setContact(t, other, '13700008888', '');
    const [second] = await declarations(t, fx, { count: 1, userId: other });
    await transitions.apply(
      { tenantId: '000000', userId: 1, nickName: '评审办' },
      { action: 'submit', declarationIds: [second!], to: { stage: G.PREPARE, status: S.PENDING } },
    );
    await messenger.idle();
    expect((await logs('&purpose=review')).map((r) => r.logId)).toEqual([notice!.logId]);
  });

  it('keeps each tenant to its own log, templates and providers', async () => {
    await secondTenant(t, {
      tenantId: '200007',
      userName: 'smsboss',
      password: 'secret123',
      perms: 'system:sms:%',
    });
    const token = (await login(t, { tenantId: '200007', username: 'smsboss', password: 'secret123' })).data;
    const other = caller(t, token.access_token);
    const [mine] = await logs();
    expect((await other.get(`${URL}/log/list?pageNum=1&pageSize=50`)).rows).toEqual([]);
    expect((await postAs(other, `log/${mine!.logId}/resend`)).msg).toBe('发送记录不存在');
    expect((await other.del(`${URL}/log/${mine!.logId}`)).code).toBe(500);
    const login1 = await template('login', 'sms');
    expect((await put(other, 'template', { ...login1, templateText: '{code}' })).msg).toBe('消息模板不存在');
    expect((await template('login', 'sms')).templateText).toBe(login1.templateText);
    // Without a row of its own the tenant sends through the environment's default, not another tenant's gateway.
    const providers = (await other.get(`${URL}/provider/list`)).data as {
      provider: string;
      source: string;
    }[];
    expect(providers[0]).toMatchObject({ provider: 'log', source: 'env' });
    expect((await logs()).map((r) => r.logId)).toContain(mine!.logId);
  });

  it('exports the log as xlsx and deletes rows, refusing an unknown id without deleting the others', async () => {
    const exported = await admin.send({ method: 'POST', url: `${URL}/log/export?channel=sms`, payload: {} });
    expect(exported.res.statusCode).toBe(200);
    expect(String(exported.res.headers['content-type'])).toContain('spreadsheetml');
    const [first, second] = await logs();
    const refused = await admin.del(`${URL}/log/${first!.logId},999999`);
    expect(refused.code).toBe(500);
    expect((await logs()).map((r) => r.logId)).toContain(first!.logId);
    expect((await admin.del(`${URL}/log/${first!.logId},${second!.logId}`)).code).toBe(200);
    const left = (await logs()).map((r) => r.logId);
    expect(left).not.toContain(first!.logId);
    expect(left).not.toContain(second!.logId);
    expect(await t.database.db.$count(sysSmsTemplate)).toBeGreaterThanOrEqual(8);
  });
});

describe('/system/sms without the log provider (production)', () => {
  let t: TestApp;
  let admin: Caller;
  beforeAll(async () => {
    t = await createTestApp('pglite', { notify: { logProvider: false } });
    admin = caller(t, await adminToken(t));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a log row sends nothing: codes and test sends are refused, a notice is logged 失败 in words', async () => {
    const userId = await createUser(t, 'prodcoder', 'secret123');
    await setContact(t, userId, '13900002222', '');
    expect((await admin.get(`${URL}/provider/list`)).data[0]).toMatchObject({
      provider: null,
      source: 'env',
    });
    const save = await admin.send({
      method: 'PUT',
      url: `${URL}/provider`,
      payload: { channel: 'sms', provider: 'log' },
    });
    expect(save.body!.code).toBe(200);
    const code = await post(t, '/zcps/auth/code/send', {
      purpose: 'login',
      channel: 'sms',
      phonenumber: '13900002222',
    });
    expect(code).toMatchObject({ code: 500, msg: '短信服务未配置' });
    const test = await admin.send({
      method: 'POST',
      url: `${URL}/provider/test`,
      payload: { channel: 'sms', to: '13900002222' },
    });
    expect(test.body).toMatchObject({ code: 500, msg: '短信服务未配置' });
    const fx = await reviewFixture(t);
    const [id] = await declarations(t, fx, { count: 1, userId });
    await new ReviewTransitions(t.database.db, undefined, t.container.messenger).apply(
      { tenantId: '000000', userId: 1, nickName: '评审办' },
      { action: 'submit', declarationIds: [id!], to: { stage: G.PREPARE, status: S.PENDING } },
    );
    await t.container.messenger.idle();
    const rows = (await admin.get(`${URL}/log/list?pageNum=1&pageSize=10`)).rows as SmsLogVo[];
    expect(rows.map((r) => [r.purpose, r.status, r.error])).toEqual([['review', '2', '短信服务未配置']]);
    const again = await admin.send({
      method: 'POST',
      url: `${URL}/log/${rows[0]!.logId}/resend`,
      payload: {},
    });
    expect(again.body).toMatchObject({ code: 500, msg: '短信服务未配置' });
  });
});
