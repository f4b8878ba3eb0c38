import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';
import { AxiosError } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CLIENT_ID, StorageKeys } from '@zcps/contracts';
import { fakeAdapter, fakeFeedback, type Route } from '../test/fake-adapter';
import { i18n } from '../i18n';
import { aesDecrypt } from './crypto';
import { bindFeedback } from './feedback';
import { http, RequestError, resetPublicKey, service } from './request';
import { setLoginRedirect, SESSION_EXPIRED_FLAG } from './session';

let fb: ReturnType<typeof fakeFeedback>['feedback'];
const originalAdapter = service.defaults.adapter;

function serve(route: Route) {
  const fake = fakeAdapter(route);
  service.defaults.adapter = fake.adapter;
  return fake;
}

beforeEach(() => {
  const made = fakeFeedback();
  fb = made.feedback;
  bindFeedback(made.asFeedback);
  resetPublicKey();
  void i18n.changeLanguage('zh_CN');
});

afterEach(() => {
  service.defaults.adapter = originalAdapter;
});

describe('request headers and params', () => {
  it('sends bearer token, clientid and Content-Language, and serialises params RuoYi style', async () => {
    localStorage.setItem(StorageKeys.TOKEN, 'tok-1');
    localStorage.setItem(StorageKeys.LANGUAGE, 'en_US');
    const { calls } = serve(() => ({ data: { code: 200, msg: 'ok', data: 1 } }));
    await http.get('/system/user/list', { params: { pageNum: 1, userName: '', params: { beginTime: 'a' } } });
    const [call] = calls;
    expect(call?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(call?.headers.get('clientid')).toBe(DEFAULT_CLIENT_ID);
    expect(call?.headers.get('Content-Language')).toBe('en_US');
    expect(call?.baseURL).toBe('/zcps');
    expect(call?.timeout).toBe(50_000);
    expect(call?.paramsSerializer && typeof call.paramsSerializer === 'object').toBe(true);
    const serialize = (call?.paramsSerializer as { serialize: (p: unknown) => string }).serialize;
    expect(serialize(call?.params)).toBe('pageNum=1&params%5BbeginTime%5D=a');
  });

  it('omits the token when isToken is false', async () => {
    localStorage.setItem(StorageKeys.TOKEN, 'tok-1');
    const { calls } = serve(() => ({ data: { code: 200 } }));
    await http.get('/auth/code', { isToken: false });
    expect(calls[0]?.headers.get('Authorization')).toBeFalsy();
    expect(calls[0]?.headers.get('Content-Language')).toBe('zh_CN');
  });
});

describe('response codes', () => {
  it('resolves 200 with the whole envelope, and a missing code counts as 200', async () => {
    serve((c) => ({
      data: c.url === '/a' ? { code: 200, msg: 'ok', data: { x: 1 } } : { rows: [], total: 0 },
    }));
    await expect(http.get('/a')).resolves.toEqual({ code: 200, msg: 'ok', data: { x: 1 } });
    await expect(http.get('/b')).resolves.toEqual({ rows: [], total: 0 });
  });

  it('500 shows the server msg as an error toast and rejects', async () => {
    serve(() => ({ data: { code: 500, msg: '用户不存在/密码错误' } }));
    await expect(http.get('/a')).rejects.toMatchObject({ code: 500, message: '用户不存在/密码错误' });
    expect(fb.message.error).toHaveBeenCalledWith('用户不存在/密码错误');
  });

  it('601 shows a warning toast and rejects', async () => {
    serve(() => ({ data: { code: 601, msg: '存在子菜单,不允许删除' } }));
    await expect(http.get('/a')).rejects.toBeInstanceOf(RequestError);
    expect(fb.message.warning).toHaveBeenCalledWith('存在子菜单,不允许删除');
  });

  it('901 (demo mode) shows the code table text as a warning toast, in the chosen language, and stays signed in', async () => {
    localStorage.setItem(StorageKeys.TOKEN, 'kept');
    serve(() => ({ data: { code: 901, msg: 'server text' } }));
    await expect(http.post('/system/post', {})).rejects.toMatchObject({
      code: 901,
      message: '演示模式，不允许操作',
    });
    expect(fb.message.warning).toHaveBeenCalledWith('演示模式，不允许操作');
    expect(fb.notification.error).not.toHaveBeenCalled();
    expect(localStorage.getItem(StorageKeys.TOKEN)).toBe('kept');
    await i18n.changeLanguage('en_US');
    await expect(http.delete('/system/post/1')).rejects.toMatchObject({
      message: 'Demo mode, no write operations allowed',
    });
  });

  it('other codes raise a notification, with the code table winning over msg', async () => {
    serve(() => ({ data: { code: 403, msg: 'server text' } }));
    await expect(http.get('/a')).rejects.toMatchObject({ code: 403, message: '当前操作没有权限' });
    expect(fb.notification.error).toHaveBeenCalledWith({ title: '当前操作没有权限' });
  });

  it('uses the default text when neither table nor msg has one, in the chosen language', async () => {
    await i18n.changeLanguage('en_US');
    serve(() => ({ data: { code: 409 } }));
    await expect(http.get('/a')).rejects.toMatchObject({
      message: 'Unknown system error, please report it to the administrator',
    });
  });

  it('401 clears the token, flags the expiry and goes to the login page', async () => {
    localStorage.setItem(StorageKeys.TOKEN, 'stale');
    const redirect = vi.fn();
    setLoginRedirect(redirect);
    serve(() => ({ data: { code: 401, msg: 'x' } }));
    await expect(http.get('/system/user/getInfo')).rejects.toMatchObject({ code: 401 });
    expect(localStorage.getItem(StorageKeys.TOKEN)).toBeNull();
    expect(sessionStorage.getItem(SESSION_EXPIRED_FLAG)).toBe('1');
    expect(redirect).toHaveBeenCalledTimes(1);
  });

  it('silent requests reject without a toast', async () => {
    serve(() => ({ data: { code: 500, msg: 'bad' } }));
    await expect(http.get('/a', { silent: true })).rejects.toMatchObject({ message: 'bad', notified: false });
    expect(fb.message.error).not.toHaveBeenCalled();
  });

  it('passes blob responses through untouched', async () => {
    const blob = new Blob(['abc']);
    serve(() => ({ data: blob, headers: { 'download-filename': 'a.xlsx' } }));
    const response = await http.download('/resource/oss/download/1');
    expect(response.data).toBe(blob);
    expect(response.headers['download-filename']).toBe('a.xlsx');
  });
});

describe('transport errors', () => {
  it.each([
    ['network', () => new AxiosError('Network Error'), '后端接口连接异常'],
    ['timeout', () => new AxiosError('timeout of 50000ms exceeded', 'ECONNABORTED'), '系统接口请求超时'],
  ])('%s errors toast for 5 s', async (_name, make, text) => {
    serve(() => make());
    await expect(http.get('/a')).rejects.toMatchObject({ message: text });
    expect(fb.message.error).toHaveBeenCalledWith({ content: text, duration: 5 });
  });

  it('status failures name the status, in English too', async () => {
    await i18n.changeLanguage('en_US');
    serve(() => ({ status: 502, data: '' }));
    await expect(http.get('/a')).rejects.toMatchObject({ status: 502 });
    expect(fb.message.error).toHaveBeenCalledWith({ content: 'System interface 502 abnormal', duration: 5 });
  });
});

describe('repeat-submit guard', () => {
  it('rejects an identical POST within the window, unless the request opts out', async () => {
    const { calls } = serve(() => ({ data: { code: 200 } }));
    await http.post('/system/config', { a: 1 });
    await expect(http.post('/system/config', { a: 1 })).rejects.toMatchObject({
      message: '数据正在处理，请勿重复提交',
    });
    expect(fb.message.warning).toHaveBeenCalledWith('数据正在处理，请勿重复提交');
    await http.post('/system/config', { a: 1 }, { repeatSubmit: false });
    await http.get('/system/config');
    await http.get('/system/config');
    expect(calls).toHaveLength(4);
  });
});

describe('encrypted requests', () => {
  it('fetches the public key once and sends a raw AES body with an RSA encrypt-key header', async () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
    const spki = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
    const forgeKey = forge.pki.privateKeyFromPem(
      privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
    );
    const { calls } = serve((c) =>
      c.url === '/auth/rsa-public-key'
        ? { data: { code: 200, msg: 'ok', data: { publicKey: spki } } }
        : { data: { code: 200, msg: 'ok', data: { access_token: 't' } } },
    );
    const body = { username: 'admin', password: 'admin123' };
    await http.post('/auth/new/login', body, { isEncrypt: true, isToken: false });
    await http.post('/auth/new/login', { ...body, n: 2 }, { isEncrypt: true, isToken: false });

    expect(calls.filter((c) => c.url === '/auth/rsa-public-key')).toHaveLength(1);
    const login = calls.find((c) => c.url === '/auth/new/login');
    const header = String(login?.headers.get('encrypt-key'));
    const aesKey = forge.util.decode64(forgeKey.decrypt(forge.util.decode64(header), 'RSAES-PKCS1-V1_5'));
    expect(aesKey).toMatch(/^[A-Za-z0-9]{32}$/);
    const transform = login?.transformRequest as ((d: unknown) => unknown)[];
    const wire = transform.reduce<unknown>((data, fn) => fn(data), login?.data);
    expect(typeof wire).toBe('string');
    expect(String(wire).startsWith('"')).toBe(false);
    expect(JSON.parse(aesDecrypt(String(wire), aesKey))).toEqual(body);
  });

  it('rejects with a toast when the public key cannot be fetched', async () => {
    serve(() => ({ data: { code: 500, msg: 'no key' } }));
    await expect(http.post('/auth/new/login', {}, { isEncrypt: true })).rejects.toMatchObject({
      message: '获取加密公钥失败，请稍后再试',
    });
    expect(fb.message.error).toHaveBeenCalledWith('获取加密公钥失败，请稍后再试');
  });
});
