import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { aesDecrypt, aesEncrypt, randomKey } from './aes.js';
import { decryptRequestBody, encryptRequestBody } from './envelope-crypto.js';
import { loadOrCreateRsaKeyPair, rsaEncrypt, unpadPkcs1v15 } from './rsa.js';

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

  it('decrypts a hand-padded block; a block whose PKCS#1 v1.5 padding is wrong yields a key derived from it (implicit rejection)', () => {
    const keys = loadOrCreateRsaKeyPair(undefined);
    const key = crypto.createPublicKey({
      key: Buffer.from(keys.publicKeyBase64, 'base64'),
      format: 'der',
      type: 'spki',
    });
    const rawFor = (publicKey: crypto.KeyObject) => (block: Buffer) =>
      crypto
        .publicEncrypt({ key: publicKey, padding: crypto.constants.RSA_NO_PADDING }, block)
        .toString('base64');
    const raw = rawFor(key);
    const message = Buffer.from('c2VjcmV0LWtleQ==');
    const block = (type: number, padding: number, tail: Buffer) =>
      Buffer.concat([Buffer.from([0, type]), Buffer.alloc(padding, 0x5a), tail]);
    const withMessage = Buffer.concat([Buffer.from([0]), message]);
    const fill = 256 - 2 - withMessage.length;
    const good = block(2, fill, withMessage);
    const signatureType = block(1, fill, withMessage);
    const shortPadding = block(2, 7, Buffer.concat([Buffer.from([0]), Buffer.alloc(256 - 10, 0x41)]));
    const noSeparator = block(2, 254, Buffer.alloc(0));
    for (const b of [good, signatureType, shortPadding, noSeparator]) expect(b.length).toBe(256);
    expect(keys.decrypt(raw(good))).toBe(message.toString());
    const rejected = [signatureType, shortPadding, noSeparator].map((b) => keys.decrypt(raw(b)));
    // Base64 of 32 bytes, like the key a client sends; the same ciphertext always gives the same one.
    for (const r of rejected) expect(r).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(new Set(rejected).size).toBe(3);
    expect(keys.decrypt(raw(signatureType))).toBe(rejected[0]);
    // Another key pair derives another key from the same bad block (encrypted for it: a ciphertext made for
    // the first key may be larger than the second key's modulus, which no key pair decrypts).
    const other = loadOrCreateRsaKeyPair(undefined);
    const otherKey = crypto.createPublicKey({
      key: Buffer.from(other.publicKeyBase64, 'base64'),
      format: 'der',
      type: 'spki',
    });
    const otherRejected = other.decrypt(rawFor(otherKey)(signatureType));
    expect(otherRejected).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(otherRejected).not.toBe(rejected[0]);
    expect(() => keys.decrypt(rsaEncrypt(keys.publicKeyBase64, 'x').slice(4))).toThrow(); // not 256 bytes
  });

  it('unpads 00 02 PS 00 M only', () => {
    const ps = Buffer.alloc(8, 1);
    const m = Buffer.from('ok');
    expect(unpadPkcs1v15(Buffer.concat([Buffer.from([0, 2]), ps, Buffer.from([0]), m])).toString()).toBe(
      'ok',
    );
    expect(unpadPkcs1v15(Buffer.concat([Buffer.from([0, 2]), ps, Buffer.from([0])])).length).toBe(0);
    expect(() => unpadPkcs1v15(Buffer.concat([Buffer.from([1, 2]), ps, Buffer.from([0]), m]))).toThrow();
    expect(() =>
      unpadPkcs1v15(Buffer.concat([Buffer.from([0, 2]), ps.subarray(1), Buffer.from([0]), m])),
    ).toThrow();
    expect(() => unpadPkcs1v15(Buffer.concat([Buffer.from([0, 2]), ps, m]))).toThrow();
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

  it('throws on a header that is not an RSA ciphertext of this key, or whose padding is wrong, alike', () => {
    const keys = loadOrCreateRsaKeyPair(undefined);
    const other = loadOrCreateRsaKeyPair(undefined);
    const { header, payload } = encryptRequestBody(other.publicKeyBase64, { a: 1 });
    expect(() => decryptRequestBody(keys, header, payload)).toThrow();
    expect(() => decryptRequestBody(keys, 'not-base64!!', payload)).toThrow();
  });
});
