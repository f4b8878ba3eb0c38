import { createCipheriv, createPublicKey, publicEncrypt, constants } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { Headers } from '@zcps/contracts';
import { fakeAdapter } from '../test/fake-adapter';
import { http, service } from './request';
import { decryptResponseBody, generateKeyPair, pageKeyPair } from './response-crypto';

/** What the server does for an encryptResponse route: AES body, Base64(key) under the page's modulus. */
function serverEncrypt(modulus: string, json: string) {
  const aesKey = 'Ab3dEfGh1jKlMn0pQrStUvWxYz012345';
  const cipher = createCipheriv('aes-256-ecb', Buffer.from(aesKey), null);
  const body = Buffer.concat([cipher.update(json, 'utf8'), cipher.final()]).toString('base64');
  const key = createPublicKey({ key: { kty: 'RSA', n: modulus, e: 'AQAB' }, format: 'jwk' });
  const header = publicEncrypt(
    { key, padding: constants.RSA_PKCS1_PADDING },
    Buffer.from(Buffer.from(aesKey).toString('base64')),
  ).toString('base64');
  return { body, header };
}

const originalAdapter = service.defaults.adapter;
afterEach(() => {
  service.defaults.adapter = originalAdapter;
});

describe('response decryption with a per-page key', () => {
  it('makes a 1024-bit key that node accepts and decrypts what was encrypted for it', () => {
    const pair = generateKeyPair();
    const key = createPublicKey({ key: { kty: 'RSA', n: pair.modulus, e: 'AQAB' }, format: 'jwk' });
    expect(key.asymmetricKeyDetails?.modulusLength).toBe(1024);
    const json = JSON.stringify({ code: 200, msg: '操作成功', data: { state: 'waiting' } });
    const { body, header } = serverEncrypt(pair.modulus, json);
    expect(decryptResponseBody(header, body, pair)).toBe(json);
    expect(() => decryptResponseBody(header, body, generateKeyPair())).toThrow();
  });

  it('sends the modulus and hands the caller the decrypted envelope', async () => {
    const fake = fakeAdapter((config) => {
      const modulus = String(config.headers.get('encrypt-public-key'));
      const { body, header } = serverEncrypt(
        modulus,
        JSON.stringify({ code: 200, msg: 'ok', data: { a: 1 } }),
      );
      return { data: body, headers: { [Headers.ENCRYPT_KEY]: header } };
    });
    service.defaults.adapter = fake.adapter;
    const res = await http.get<{ data: { a: number } }>('/auth/qrcode/x', { encryptResponse: true });
    expect(res.data).toEqual({ a: 1 });
    expect(fake.calls[0]?.headers.get('encrypt-public-key')).toBe(pageKeyPair().modulus);
  });
});
