import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

/** Accounts of the test provider: the login name is the subject. */
const ACCOUNTS: Record<string, { name: string; email: string }> = {
  alice: { name: 'Alice Zhang', email: 'alice@example.test' },
  bob: { name: 'Bob Li', email: 'bob@example.test' },
};

export interface TestProviderClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

export interface TestOidcProvider {
  issuer: string;
  close(): Promise<void>;
  /**
   * Plays the browser at the provider: follows the authorization URL, signs in as `account` and consents on
   * the provider's own (development) pages, and answers the URL the provider sends the browser back to.
   */
  signIn(authorizationUrl: string, account: string): Promise<URL>;
}

/** A real OpenID Provider (node-oidc-provider) on a free loopback port, for tests only. */
export async function startTestOidcProvider(clients: TestProviderClient[]): Promise<TestOidcProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Each provider signs with its own key under the same kid, so trusting the wrong JWKS fails on the signature
  // itself (without keys every instance would share the library's development key).
  const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const configuration: Configuration = {
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'zcps-test-key', use: 'sig' }] },
    clients: clients.map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: c.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
    })),
    pkce: { methods: ['S256'], required: () => true },
    // Explicit lifetimes (the library's defaults work too, but print a notice each time they are used).
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    claims: { openid: ['sub'], profile: ['name', 'preferred_username'], email: ['email'] },
    cookies: { keys: ['zcps-test-provider'] },
    findAccount: async (_ctx, id) =>
      ACCOUNTS[id]
        ? {
            accountId: id,
            claims: async () => ({ sub: id, preferred_username: id, ...ACCOUNTS[id] }),
          }
        : undefined,
  };
  const provider = new Provider(issuer, configuration);
  server.on('request', provider.callback());

  const jar = new Map<string, string>();
  const remember = (res: Response) => {
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      jar.set(name!.trim(), value.join('='));
    }
  };
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const go = async (url: string, body?: Record<string, string>) => {
    const res = await fetch(url, {
      method: body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: cookieHeader(),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: body ? new URLSearchParams(body).toString() : undefined,
    });
    remember(res);
    await res.arrayBuffer();
    return res;
  };

  return {
    issuer,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    async signIn(authorizationUrl, account) {
      jar.clear();
      let url = authorizationUrl;
      for (let hop = 0; hop < 12; hop++) {
        const res = await go(url);
        const location = res.headers.get('location');
        if (!location) throw new Error(`provider stopped at ${url} with HTTP ${res.status}`);
        const next = new URL(location, url);
        if (!next.href.startsWith(issuer)) return next;
        const interaction = /^\/interaction\/([^/]+)$/.exec(next.pathname);
        if (!interaction) {
          url = next.href;
          continue;
        }
        const page = await fetch(next, { headers: { cookie: cookieHeader() } }).then((r) => r.text());
        const prompt = page.includes('name="login"') ? 'login' : 'consent';
        const answer = await go(next.href, { prompt, login: account, password: 'any' });
        url = new URL(answer.headers.get('location')!, next).href;
      }
      throw new Error('too many redirects at the provider');
    },
  };
}
