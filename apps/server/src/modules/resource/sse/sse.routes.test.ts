import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CLIENT_ID } from '@zcps/contracts';
import { buildApp, type BuiltApp } from '../../../app.js';
import {
  adminToken,
  createTestApp,
  engines,
  login,
  testConfig,
  type TestApp,
} from '../../../test/test-app.js';
import { caller, createUser, operLogs, tokenOf } from '../../../test/kits/monitor.js';
import { secondTenant } from '../../../test/kits/resource.js';
import { eventText } from './sse.hub.js';
import { SessionService } from '../../../platform/auth/session.service.js';

interface Stream {
  status: number;
  text(): string;
  /** Resolves once the received text contains `needle`. */
  until(needle: string): Promise<string>;
  ended: Promise<void>;
  close(): void;
}

function openStream(port: number, token: string, clientId = DEFAULT_CLIENT_ID): Promise<Stream> {
  const query = `Authorization=${encodeURIComponent(`Bearer ${token}`)}&clientid=${clientId}`;
  return new Promise((resolve, reject) => {
    const req = http.get(`http://127.0.0.1:${port}/zcps/resource/sse?${query}`, (res) => {
      let received = '';
      const waiters: (() => void)[] = [];
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        received += chunk;
        waiters.forEach((w) => w());
      });
      const ended = new Promise<void>((done) => res.on('close', done));
      resolve({
        status: res.statusCode ?? 0,
        text: () => received,
        ended,
        close: () => req.destroy(),
        until: (needle) =>
          new Promise((found, fail) => {
            const timer = setTimeout(() => fail(new Error(`no "${needle}" in ${received}`)), 5000);
            const check = () => {
              if (received.includes(needle)) {
                clearTimeout(timer);
                found(received);
              }
            };
            waiters.push(check);
            check();
          }),
      });
    });
    req.on('error', reject);
  });
}

describe('eventText', () => {
  it('frames each line of the text as a data line of one message event', () => {
    expect(eventText('a\nb')).toBe('event: message\ndata: a\ndata: b\n\n');
  });

  it('names another event when asked (task progress)', () => {
    expect(eventText('{"processed":1}', 'progress')).toBe('event: progress\ndata: {"processed":1}\n\n');
  });
});

describe.each(engines)('/resource/sse on %s', (engine) => {
  let t: TestApp;
  let peer: BuiltApp;
  let port: number;
  let peerPort: number;
  let adminTok: string;
  let staffTok: string;
  let otherTok: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    // A second instance on the same database and store, as behind a load balancer.
    peer = await buildApp(testConfig(), {
      database: t.database,
      store: t.store,
      keys: t.container.keys,
      logger: false,
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await peer.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    peerPort = (peer.app.server.address() as AddressInfo).port;
    adminTok = await adminToken(t);
    await createUser(t, 'ssestaff', 'secret123');
    staffTok = await tokenOf(t, 'ssestaff', 'secret123');
    await secondTenant(t, {
      tenantId: '400004',
      userName: 'sseother',
      password: 'secret123',
      perms: 'system:notice:%',
    });
    otherTok = (await login(t, { tenantId: '400004', username: 'sseother', password: 'secret123' })).data
      .access_token;
  });
  afterAll(async () => {
    await peer?.close();
    await t?.close();
  });

  it('refuses a stream without a valid token', async () => {
    const res = await caller(t, null).get('/zcps/resource/sse');
    expect(res.code).toBe(401);
    const stream = await openStream(port, 'not-a-token');
    expect(stream.status).toBe(200); // handled outcomes answer 200 with the code in the body
    await stream.until('"code":401');
  });

  it('pushes a published notice to the tenant users on every instance, not to other tenants', async () => {
    const staff = await openStream(port, staffTok);
    const onPeer = await openStream(peerPort, staffTok);
    const other = await openStream(port, otherTok);
    await staff.until(':connected');
    await onPeer.until(':connected');
    await other.until(':connected');

    const admin = caller(t, adminTok);
    const draft = await admin.send({
      method: 'POST',
      url: '/zcps/system/notice',
      payload: { noticeTitle: '草稿', noticeType: '1', status: '1' },
    });
    expect(draft.body.code).toBe(200);
    const published = await peer.app.inject({
      method: 'POST',
      url: '/zcps/system/notice',
      headers: { authorization: `Bearer ${adminTok}`, clientid: DEFAULT_CLIENT_ID },
      payload: { noticeTitle: '停电通知', noticeType: '1', status: '0' },
    });
    expect(published.json().code).toBe(200);
    await staff.until('data: [通知] 停电通知');
    await onPeer.until('data: [通知] 停电通知');
    expect(staff.text()).toContain('event: message');
    expect(staff.text()).not.toContain('草稿');

    await admin.send({
      method: 'PUT',
      url: '/zcps/system/notice',
      payload: { noticeId: draft.body.data, noticeTitle: '草稿发布', noticeType: '2', status: '0' },
    });
    await staff.until('data: [公告] 草稿发布');

    const direct = await caller(t, otherTok).get('/zcps/resource/sse/sendAll?msg=hello-400004');
    expect(direct.code).toBe(200);
    await other.until('data: hello-400004');
    expect(other.text()).not.toContain('停电通知');
    expect(staff.text()).not.toContain('hello-400004');
    [staff, onPeer, other].forEach((s) => s.close());
  });

  it('sends to one user, validates input and closes the caller stream', async () => {
    const staff = await openStream(port, staffTok);
    await staff.until(':connected');
    const admin = caller(t, adminTok);
    const me = await admin.get('/zcps/system/user/getInfo');
    const staffId = (await caller(t, staffTok).get('/zcps/system/user/getInfo')).data.user.userId;
    expect(me.code).toBe(200);
    expect((await admin.get(`/zcps/resource/sse/send?userId=${staffId}&msg=ping-you`)).code).toBe(200);
    await staff.until('data: ping-you');
    // The token in the URL opens the stream only: any other route asks for the header.
    const inUrl = `Authorization=${encodeURIComponent(`Bearer ${adminTok}`)}&clientid=${DEFAULT_CLIENT_ID}`;
    expect((await caller(t, null).get(`/zcps/system/user/getInfo?${inUrl}`)).code).toBe(401);
    expect((await caller(t, null).get(`/zcps/resource/sse/sendAll?msg=x&${inUrl}`)).code).toBe(401);
    // A signed-in user without the notice permission pushes nothing to anyone.
    const staffCall = caller(t, staffTok);
    expect((await staffCall.get(`/zcps/resource/sse/send?userId=${staffId}&msg=spoof`)).code).toBe(403);
    expect((await staffCall.get('/zcps/resource/sse/sendAll?msg=spoof')).code).toBe(403);
    const bad = await admin.get('/zcps/resource/sse/send?userId=abc&msg=x');
    expect(bad.code).toBe(400);
    expect(bad.msg).toContain('userId');
    expect((await admin.get('/zcps/resource/sse/sendAll?msg=')).msg).toContain('msg');

    expect((await caller(t, staffTok).get('/zcps/resource/sse/close')).code).toBe(200);
    await staff.ended;
    const logged = (await operLogs(t)).filter((l) => l.title === 'SSE推送');
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.every((l) => !l.operParam.includes(adminTok))).toBe(true);
    // Who sent what is on record.
    expect(logged.some((l) => l.operName === 'admin' && l.operParam.includes('ping-you'))).toBe(true);
    expect(staff.text()).not.toContain('spoof');
  });

  it('closes the stream of a session forced out on another instance at once, not at the next heartbeat', async () => {
    const victim = await tokenOf(t, 'ssestaff', 'secret123');
    const stream = await openStream(peerPort, victim);
    await stream.until(':connected');
    const admin = caller(t, adminTok);
    expect((await admin.del(`/zcps/monitor/online/${SessionService.tokenId(victim)}`)).code).toBe(200);
    // The heartbeat is 30 s away: only the close order can end the stream within 5 s.
    const late = new Promise<string>((resolve) => setTimeout(() => resolve('still open'), 5000).unref());
    expect(await Promise.race([stream.ended.then(() => 'closed'), late])).toBe('closed');
  });
});
