import { aesDecrypt, aesEncrypt, randomKey } from './aes.js';
import { rsaEncrypt, type RsaKeyPair } from './rsa.js';

/**
 * Decrypts a body of the family's scheme: header = RSA(Base64(aesKey)), body = Base64(AES-ECB(json)).
 * The body may arrive as a JSON string literal; both forms are accepted. Throws on any malformed part.
 */
export function decryptRequestBody(keys: RsaKeyPair, encryptKeyHeader: string, rawBody: string): string {
  const aesKey = Buffer.from(keys.decrypt(encryptKeyHeader.trim()), 'base64').toString('utf8');
  let cipherText = rawBody.trim();
  if (cipherText.startsWith('"')) cipherText = JSON.parse(cipherText) as string;
  return aesDecrypt(aesKey, cipherText);
}

/** What a client sends; used by tests and the bench to speak the scheme. */
export function encryptRequestBody(
  publicKeyBase64: string,
  body: unknown,
): { header: string; payload: string } {
  const aesKey = randomKey(32);
  return {
    header: rsaEncrypt(publicKeyBase64, Buffer.from(aesKey).toString('base64')),
    payload: aesEncrypt(aesKey, JSON.stringify(body)),
  };
}
