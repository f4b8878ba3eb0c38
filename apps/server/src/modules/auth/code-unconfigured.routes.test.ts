import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createUser } from '../../test/kits/monitor.js';
import { createTestApp, routeEngines, type TestApp } from '../../test/test-app.js';
import { post, setContact } from '../../test/kits/auth-account.js';

describe.each(routeEngines)('codes without a configured channel on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    // What a production start without ZCPS_NOTIFY_LOG and SMTP reads from the environment.
    const { notify } = loadConfig({ NODE_ENV: 'production' });
    expect(notify?.logProvider).toBe(false);
    t = await createTestApp(engine, { notify: { ...notify, outbox: true } });
    const userId = await createUser(t, 'quiet', 'secret123');
    await setContact(t, userId, '13900002222', 'quiet@example.com');
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = (body: Record<string, unknown>, lang = 'zh_CN') =>
    post(t, '/zcps/auth/code/send', { purpose: 'login', ...body }, lang);

  it('refuses SMS and email codes with a clear message, storing and logging no code', async () => {
    expect(await send({ channel: 'sms', phonenumber: '13900002222' })).toMatchObject({
      code: 500,
      msg: '短信服务未配置',
    });
    expect(await send({ channel: 'sms', phonenumber: '13900002222' }, 'en_US')).toMatchObject({
      code: 500,
      msg: 'SMS sending is not configured',
    });
    expect(await send({ channel: 'email', email: 'quiet@example.com', purpose: 'reset' })).toMatchObject({
      code: 500,
      msg: '邮件服务未配置',
    });
    expect(await send({ channel: 'email', email: 'quiet@example.com' }, 'en_US')).toMatchObject({
      msg: 'Email sending is not configured',
    });
    expect(await t.store.keys('verify_code')).toEqual([]);
    expect(t.container.signIn.notifyLog.outbox).toEqual([]);
  });
});
