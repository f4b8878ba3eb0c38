import type { FastifyInstance } from 'fastify';
import { DEFAULT_CLIENT_ID, DEFAULT_TENANT_ID } from '@zcps/contracts';
import { encryptRequestBody } from '../../platform/crypto/envelope-crypto.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/** The story's own failure: which step, which call and what the server said. */
export class StoryError extends Error {}

/**
 * A person of the demo story acting through the console's own routes (in-process requests), so the demo rows
 * carry the same trails, messages, numbers and audit entries as work done on the screens.
 */
export interface Actor {
  name: string;
  call<T = Json>(method: Method, url: string, payload?: object): Promise<T>;
  /** The whole envelope, for lists (`rows`, `total`) and for refusals the story expects. */
  raw(method: Method, url: string, payload?: object): Promise<Json>;
  signOut(): Promise<void>;
}

export async function signIn(
  app: FastifyInstance,
  publicKey: string,
  username: string,
  password: string,
): Promise<Actor> {
  const { header, payload } = encryptRequestBody(publicKey, {
    tenantId: DEFAULT_TENANT_ID,
    username,
    password,
    rememberMe: false,
    clientId: DEFAULT_CLIENT_ID,
    grantType: 'password',
  });
  const res = await app.inject({
    method: 'POST',
    url: '/zcps/auth/new/login',
    headers: { 'content-type': 'application/json', 'encrypt-key': header, clientid: DEFAULT_CLIENT_ID },
    payload,
  });
  const body = res.json() as Json;
  if (body.code !== 200) throw new StoryError(`demo story: ${username} cannot sign in: ${body.msg}`);
  const headers = {
    authorization: `Bearer ${body.data.access_token as string}`,
    clientid: DEFAULT_CLIENT_ID,
    'content-language': 'zh_CN',
  };
  const raw = async (method: Method, url: string, body?: object) => {
    const r = await app.inject({ method, url: `/zcps${url}`, headers, payload: body });
    return r.json() as Json;
  };
  return {
    name: username,
    raw,
    async signOut() {
      await raw('POST', '/auth/logout');
    },
    async call(method, url, body) {
      const answer = await raw(method, url, body);
      if (answer?.code !== 200)
        throw new StoryError(`demo story: ${username} ${method} ${url}: ${answer?.code} ${answer?.msg}`);
      return answer.data;
    },
  };
}
