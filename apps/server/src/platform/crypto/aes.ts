import crypto from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** The scheme's AES key: UTF-8 bytes of a 16/24/32-character string, so the cipher follows the length. */
function cipherName(key: string): string {
  const bits = Buffer.byteLength(key) * 8;
  if (bits !== 128 && bits !== 192 && bits !== 256) throw new Error('AES key must be 16, 24 or 32 bytes');
  return `aes-${bits}-ecb`;
}

export function aesEncrypt(key: string, plain: string): string {
  const cipher = crypto.createCipheriv(cipherName(key), Buffer.from(key), null);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

export function aesDecrypt(key: string, base64Cipher: string): string {
  const decipher = crypto.createDecipheriv(cipherName(key), Buffer.from(key), null);
  return Buffer.concat([decipher.update(Buffer.from(base64Cipher, 'base64')), decipher.final()]).toString(
    'utf8',
  );
}

export function randomKey(length = 32): string {
  const bytes = crypto.randomBytes(length);
  let out = '';
  for (const byte of bytes) out += ALPHABET[byte % ALPHABET.length];
  return out;
}
