import { createDecipheriv, createCipheriv, generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';
import { describe, expect, it } from 'vitest';
import { aesDecrypt, aesEncrypt, encryptBody, randomKey, rsaEncrypt } from './crypto';

function nodeAesDecrypt(cipherBase64: string, key: string): string {
  const decipher = createDecipheriv('aes-256-ecb', Buffer.from(key, 'utf8'), null);
  return Buffer.concat([decipher.update(Buffer.from(cipherBase64, 'base64')), decipher.final()]).toString(
    'utf8',
  );
}

function nodeAesEncrypt(plain: string, key: string): string {
  const cipher = createCipheriv('aes-256-ecb', Buffer.from(key, 'utf8'), null);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

// Node 20 refuses PKCS#1 v1.5 private decryption (CVE-2023-46809), so the server side uses forge; so do we.
function rsaKeyPair() {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
  const spkiBase64 = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  const pem = privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
  const forgeKey = forge.pki.privateKeyFromPem(pem);
  const decrypt = (base64: string) => forgeKey.decrypt(forge.util.decode64(base64), 'RSAES-PKCS1-V1_5');
  return { spkiBase64, decrypt };
}

describe('randomKey', () => {
  it('draws 32 letters and digits', () => {
    const key = randomKey();
    expect(key).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(randomKey()).not.toBe(key);
  });

  it('honours another length', () => {
    expect(randomKey(16)).toHaveLength(16);
  });
});

describe('AES-256-ECB-PKCS7', () => {
  const key = 'abcdefghijklmnopqrstuvwxyzABCDEF';

  it('produces what node:crypto decrypts', () => {
    const text = JSON.stringify({ username: 'admin', password: 'admin123', 名称: '职称评审' });
    expect(nodeAesDecrypt(aesEncrypt(text, key), key)).toBe(text);
  });

  it('matches node:crypto byte for byte and decrypts its output', () => {
    for (const text of ['', 'a', '0123456789abcdef', 'x'.repeat(100)]) {
      expect(aesEncrypt(text, key)).toBe(nodeAesEncrypt(text, key));
      expect(aesDecrypt(nodeAesEncrypt(text, key), key)).toBe(text);
    }
  });
});

describe('RSA PKCS#1 v1.5', () => {
  it('encrypts with a Base64 SPKI public key so the private key recovers the text', () => {
    const { spkiBase64, decrypt } = rsaKeyPair();
    const encrypted = rsaEncrypt('c2VjcmV0LWtleQ==', spkiBase64);
    expect(encrypted).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(decrypt(encrypted)).toBe('c2VjcmV0LWtleQ==');
  });

  it('works with 2048-bit keys in SPKI PEM and PKCS#1 forms, across many random paddings', () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const forgeKey = forge.pki.privateKeyFromPem(
      privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
    );
    const decrypt = (b64: string) => forgeKey.decrypt(forge.util.decode64(b64), 'RSAES-PKCS1-V1_5');
    const spkiPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const pkcs1Pem = publicKey.export({ type: 'pkcs1', format: 'pem' }).toString();
    for (let i = 0; i < 20; i++) {
      const text = randomKey(44);
      const encrypted = rsaEncrypt(text, i % 2 ? spkiPem : pkcs1Pem);
      expect(Buffer.from(encrypted, 'base64')).toHaveLength(256);
      expect(decrypt(encrypted)).toBe(text);
    }
  });

  it('refuses a message longer than the key allows', () => {
    const { spkiBase64 } = rsaKeyPair();
    expect(() => rsaEncrypt('x'.repeat(118), spkiBase64)).toThrow(/too long/);
  });

  it('throws on an unusable key', () => {
    expect(() => rsaEncrypt('x', 'not-a-key')).toThrow();
  });
});

describe('encryptBody', () => {
  it('round-trips the request scheme: RSA(Base64(key)) header, AES(JSON) body', () => {
    const { spkiBase64, decrypt } = rsaKeyPair();
    const payload = { tenantId: '000000', username: 'admin', password: 'admin123' };
    const { body, encryptKey } = encryptBody(payload, spkiBase64);
    const aesKey = Buffer.from(decrypt(encryptKey), 'base64').toString('utf8');
    expect(aesKey).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(JSON.parse(nodeAesDecrypt(body, aesKey))).toEqual(payload);
  });
});
