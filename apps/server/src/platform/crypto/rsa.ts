import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import forge from 'node-forge';

export interface RsaKeyPair {
  /** Base64 SPKI DER, as published at /auth/rsa-public-key. */
  publicKeyBase64: string;
  /** RSA PKCS#1 v1.5 decryption (Node 20 refuses this padding for private decryption, hence node-forge). */
  decrypt(base64Cipher: string): string;
}

const KEY_BITS = 2048;

function fromPem(privatePem: string): RsaKeyPair {
  const privateKey = forge.pki.privateKeyFromPem(privatePem);
  const publicDer = crypto
    .createPublicKey(crypto.createPrivateKey(privatePem))
    .export({ type: 'spki', format: 'der' });
  return {
    publicKeyBase64: publicDer.toString('base64'),
    decrypt(base64Cipher: string) {
      const bytes = forge.util.decode64(base64Cipher);
      return forge.util.decodeUtf8(privateKey.decrypt(bytes, 'RSAES-PKCS1-V1_5'));
    },
  };
}

export function generateRsaPem(): string {
  const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: KEY_BITS });
  return privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

/**
 * Loads the request key pair from the data dir, creating it on first start. The private key file is 0600:
 * whoever reads it can read every encrypted login. Instances sharing the data dir must end up with one key, so a
 * new key is written aside and linked into place: link fails when another instance got there first, and its key
 * is the one read.
 */
export function loadOrCreateRsaKeyPair(dataDir: string | undefined, name = 'request-rsa'): RsaKeyPair {
  if (!dataDir) return fromPem(generateRsaPem());
  const dir = path.join(dataDir, 'keys');
  const file = path.join(dir, `${name}.pem`);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    const draft = `${file}.${process.pid}.${Date.now()}`;
    fs.writeFileSync(draft, generateRsaPem(), { mode: 0o600 });
    try {
      fs.linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(draft, { force: true });
    }
  }
  return fromPem(fs.readFileSync(file, 'utf8'));
}

/** Client side of the scheme (tests, bench, scripts): PKCS#1 v1.5 encryption with the published key. */
export function rsaEncrypt(publicKeyBase64: string, plain: string): string {
  const key = crypto.createPublicKey({
    key: Buffer.from(publicKeyBase64, 'base64'),
    format: 'der',
    type: 'spki',
  });
  return crypto
    .publicEncrypt({ key, padding: crypto.constants.RSA_PKCS1_PADDING }, Buffer.from(plain))
    .toString('base64');
}
