import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Headers } from '@zcps/contracts';
import { ServiceError, forbidden } from '../http/errors.js';
import { decryptRequestBody } from './envelope-crypto.js';
import type { RsaKeyPair } from './rsa.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The body must arrive encrypted (login, register, password changes, tenant creation). */
    encrypt?: boolean;
  }
}

const MAX_ENCRYPTED_BYTES = 1024 * 1024;

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    size += buffer.length;
    if (size > MAX_ENCRYPTED_BYTES) {
      throw Object.assign(new Error('body too large'), {
        code: 'FST_ERR_CTP_BODY_TOO_LARGE',
        statusCode: 413,
      });
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Decrypts POST/PUT bodies that carry `encrypt-key`; refuses plain bodies where the route requires encryption. */
export const decryptBodies = fp(
  async (app: FastifyInstance, opts: { keys: RsaKeyPair }) => {
    app.addHook('preParsing', async (request, _reply, payload) => {
      if (request.method !== 'POST' && request.method !== 'PUT') return payload;
      const header = request.headers[Headers.ENCRYPT_KEY];
      const encryptKey = Array.isArray(header) ? header[0] : header;
      if (!encryptKey) {
        if (request.routeOptions.config.encrypt) throw forbidden('auth.encryptRequired');
        return payload;
      }
      const cipherText = await readAll(payload);
      let plain: string;
      try {
        plain = decryptRequestBody(opts.keys, encryptKey, cipherText);
      } catch {
        throw new ServiceError('auth.decryptFailed', {}, 400);
      }
      request.headers['content-type'] = 'application/json';
      const stream = Readable.from([Buffer.from(plain)]) as Readable & { receivedEncodedLength?: number };
      stream.receivedEncodedLength = Buffer.byteLength(cipherText);
      return stream;
    });
  },
  { name: 'decrypt-bodies', dependencies: ['request-context'] },
);
