import crypto from 'node:crypto';

/** Seeded values (apps/server/src/seed/base.ts, packages/contracts DEFAULT_CLIENT_ID). */
export const CLIENT_ID = 'e5cd7e4891bf95d1d19206ce24a7b32e';
export const TENANT_ID = '000000';
export const ADMIN = { username: 'admin', password: 'admin123' };

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** The family's request encryption, client side: header = RSA(Base64(aesKey)), body = Base64(AES-ECB(json)). */
export function encryptBody(publicKeyBase64: string, body: unknown): { header: string; body: string } {
  let aesKey = '';
  for (const byte of crypto.randomBytes(32)) aesKey += ALPHABET[byte % ALPHABET.length];
  const key = crypto.createPublicKey({
    key: Buffer.from(publicKeyBase64, 'base64'),
    format: 'der',
    type: 'spki',
  });
  const header = crypto
    .publicEncrypt(
      { key, padding: crypto.constants.RSA_PKCS1_PADDING },
      Buffer.from(Buffer.from(aesKey).toString('base64')),
    )
    .toString('base64');
  const cipher = crypto.createCipheriv('aes-256-ecb', Buffer.from(aesKey), null);
  const payload = Buffer.concat([cipher.update(JSON.stringify(body), 'utf8'), cipher.final()]).toString(
    'base64',
  );
  return { header, body: payload };
}

interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export async function publicKey(base: string): Promise<string> {
  const res = await fetch(`${base}/zcps/auth/rsa-public-key`);
  const json = (await res.json()) as Envelope<{ publicKey: string }>;
  return json.data.publicKey;
}

export function loginBody(who: { username: string; password: string } = ADMIN) {
  return {
    tenantId: TENANT_ID,
    username: who.username,
    password: who.password,
    rememberMe: false,
    clientId: CLIENT_ID,
    grantType: 'password',
  };
}

export const LOGIN_HEADERS = {
  'content-type': 'application/json',
  clientid: CLIENT_ID,
  'content-language': 'zh_CN',
};

export async function login(base: string, key: string, who = ADMIN): Promise<string> {
  const enc = encryptBody(key, loginBody(who));
  const res = await fetch(`${base}/zcps/auth/new/login`, {
    method: 'POST',
    headers: { ...LOGIN_HEADERS, 'encrypt-key': enc.header },
    body: enc.body,
  });
  const json = (await res.json()) as Envelope<{ access_token: string }>;
  if (json.code !== 200) throw new Error(`${who.username} login failed: ${json.code} ${json.msg}`);
  return json.data.access_token;
}

export function authHeaders(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}`, clientid: CLIENT_ID, 'content-type': 'application/json' };
}
