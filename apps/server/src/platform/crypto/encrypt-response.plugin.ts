import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Headers } from '@zcps/contracts';
import { aesEncrypt, randomKey } from './aes.js';
import { rsaEncrypt, type RsaKeyPair } from './rsa.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answer with the family's encrypted body: AES-ECB Base64 body, RSA-wrapped key in `encrypt-key`. */
    encryptResponse?: boolean;
  }
}

/** The caller's RSA modulus (Base64url, exponent 65537) to wrap the response key with. */
export const RESPONSE_KEY_HEADER = 'encrypt-public-key';

/** PKCS#1 v1.5 under the caller's own key: an RSA modulus of 1024 to 4096 bits sent by the console. */
function wrapForCaller(modulus: string, plain: string): string | null {
  if (!/^[A-Za-z0-9_-]{170,700}$/.test(modulus)) return null;
  try {
    const key = crypto.createPublicKey({ key: { kty: 'RSA', n: modulus, e: 'AQAB' }, format: 'jwk' });
    const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
    if (bits < 1024 || bits > 4096) return null;
    const spki = key.export({ type: 'spki', format: 'der' }).toString('base64');
    return rsaEncrypt(spki, plain);
  } catch {
    return null;
  }
}

/**
 * Encrypts the answers of routes declaring `config.encryptResponse` (reference §2.3): a fresh 32-character AES
 * key per answer, the body as Base64(AES-256-ECB(JSON)), and Base64(key) RSA-encrypted in `encrypt-key`. The
 * family's clients hold the private half of the server's response key pair; the console holds no key at all,
 * so it sends a per-page public key (`encrypt-public-key`) and only it can read the answer.
 */
export const encryptResponses = fp(
  async (app: FastifyInstance, opts: { keys: RsaKeyPair }) => {
    app.addHook('onRoute', (route) => {
      // The body must reach onSend as text: compressing would turn it into a stream first.
      if (route.config?.encryptResponse) route.compress = false;
    });
    app.addHook('onSend', async (request, reply, payload) => {
      if (!request.routeOptions.config?.encryptResponse || typeof payload !== 'string') return payload;
      const aesKey = randomKey(32);
      const wrapped = Buffer.from(aesKey).toString('base64');
      const callerKey = request.headers[RESPONSE_KEY_HEADER];
      const header =
        (typeof callerKey === 'string' && wrapForCaller(callerKey, wrapped)) ||
        rsaEncrypt(opts.keys.publicKeyBase64, wrapped);
      reply.header(Headers.ENCRYPT_KEY, header);
      reply.header('access-control-expose-headers', Headers.ENCRYPT_KEY);
      return aesEncrypt(aesKey, payload);
    });
  },
  { name: 'encrypt-responses' },
);
