import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { aesDecrypt, aesEncrypt, randomKey } from './aes.js';
import { decryptRequestBody, encryptRequestBody } from './envelope-crypto.js';
import { loadOrCreateRsaKeyPair, rsaEncrypt } from './rsa.js';

describe('AES-ECB-PKCS7', () => {
  it('round-trips UTF-8 text with a 32-character key', () => {
    const key = randomKey(32);
    expect(key).toMatch(/^[A-Za-z0-9]{32}$/);
    const text = JSON.stringify({ username: '管理员', password: 'p@ss' });
    expect(aesDecrypt(key, aesEncrypt(key, text))).toBe(text);
  });

  it('matches node:crypto aes-256-ecb output (interoperable with CryptoJS clients)', () => {
    const key = 'abcdefghijklmnopqrstuvwxyz012345';
    const cipher = crypto.createCipheriv('aes-256-ecb', Buffer.from(key), null);
    const expected = Buffer.concat([cipher.update('hello'), cipher.final()]).toString('base64');
    expect(aesEncrypt(key, 'hello')).toBe(expected);
  });

  it('rejects keys of the wrong length', () => {
    expect(() => aesEncrypt('short', 'x')).toThrow(/16, 24 or 32/);
  });
});

describe('RSA key pair', () => {
  it('is created once in the data dir with mode 0600 and reloaded on the next start', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zcps-rsa-'));
    try {
      const first = loadOrCreateRsaKeyPair(dir);
      const second = loadOrCreateRsaKeyPair(dir);
      expect(second.publicKeyBase64).toBe(first.publicKeyBase64);
      const mode = fs.statSync(path.join(dir, 'keys', 'request-rsa.pem')).mode & 0o777;
      expect(mode).toBe(0o600);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('decrypts PKCS#1 v1.5 ciphertext made with the published SPKI key', () => {
    const keys = loadOrCreateRsaKeyPair(undefined);
    expect(keys.decrypt(rsaEncrypt(keys.publicKeyBase64, 'secret-key'))).toBe('secret-key');
  });
});

describe('request envelope', () => {
  it('decrypts the body as raw Base64 and as a JSON string literal', () => {
    const keys = loadOrCreateRsaKeyPair(undefined);
    const body = { tenantId: '000000', username: 'admin' };
    const { header, payload } = encryptRequestBody(keys.publicKeyBase64, body);
    expect(JSON.parse(decryptRequestBody(keys, header, payload))).toEqual(body);
    expect(JSON.parse(decryptRequestBody(keys, header, JSON.stringify(payload)))).toEqual(body);
  });

  it('throws on a header that is not an RSA ciphertext of this key', () => {
    const keys = loadOrCreateRsaKeyPair(undefined);
    const other = loadOrCreateRsaKeyPair(undefined);
    const { header, payload } = encryptRequestBody(other.publicKeyBase64, { a: 1 });
    expect(() => decryptRequestBody(keys, header, payload)).toThrow();
    expect(() => decryptRequestBody(keys, 'not-base64!!', payload)).toThrow();
  });
});
