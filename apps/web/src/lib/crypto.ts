import { ecb } from '@noble/ciphers/aes.js';
import { bytesToUtf8, utf8ToBytes } from '@noble/ciphers/utils.js';
import { ENCRYPT_KEY_LENGTH } from '@zcps/contracts';
import { rsaPkcs1Encrypt } from './rsa';

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
// Largest multiple of the alphabet size below 256: bytes above it are redrawn so every char is equally likely.
const UNBIASED_LIMIT = 256 - (256 % KEY_ALPHABET.length);

export function randomKey(length: number = ENCRYPT_KEY_LENGTH): string {
  let key = '';
  const buffer = new Uint8Array(length * 2);
  while (key.length < length) {
    crypto.getRandomValues(buffer);
    for (const byte of buffer) {
      if (byte >= UNBIASED_LIMIT) continue;
      key += KEY_ALPHABET[byte % KEY_ALPHABET.length];
      if (key.length === length) break;
    }
  }
  return key;
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

export function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function encodeBase64Text(text: string): string {
  return bytesToBase64(utf8ToBytes(text));
}

/** AES-ECB with PKCS#7 padding; the key's UTF-8 bytes are the AES key (32 chars → AES-256). */
export function aesEncrypt(plainText: string, key: string): string {
  return bytesToBase64(ecb(utf8ToBytes(key)).encrypt(utf8ToBytes(plainText)));
}

export function aesDecrypt(cipherBase64: string, key: string): string {
  return bytesToUtf8(ecb(utf8ToBytes(key)).decrypt(base64ToBytes(cipherBase64)));
}

/** RSA PKCS#1 v1.5 with a Base64 SPKI DER or PEM public key; Base64 out, as the family's servers expect. */
export function rsaEncrypt(plainText: string, publicKey: string): string {
  return bytesToBase64(rsaPkcs1Encrypt(utf8ToBytes(plainText), publicKey));
}

export interface EncryptedBody {
  body: string;
  encryptKey: string;
}

/** The request scheme of the RuoYi family: AES body, RSA-wrapped Base64 of the AES key in a header. */
export function encryptBody(data: unknown, publicKey: string): EncryptedBody {
  const key = randomKey();
  const json = typeof data === 'string' ? data : JSON.stringify(data ?? {});
  return { body: aesEncrypt(json, key), encryptKey: rsaEncrypt(encodeBase64Text(key), publicKey) };
}
