import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface RsaKeyPair {
  /** Base64 SPKI DER, as published at /auth/rsa-public-key. */
  publicKeyBase64: string;
  /** RSA PKCS#1 v1.5 decryption of the login's AES key. */
  decrypt(base64Cipher: string): string;
}

/**
 * The PKCS#1 v1.5 encryption block `00 02 PS 00 M` (RFC 8017 7.2.2), PS at least 8 non-zero bytes: M, or an
 * error. Every byte is looked at whatever the block holds, so where the padding breaks does not change the time.
 */
export function unpadPkcs1v15(block: Buffer): Buffer {
  let separator = 0;
  for (let i = 2; i < block.length; i += 1) {
    const firstZero = (block[i] === 0 ? 1 : 0) & (separator === 0 ? 1 : 0);
    separator |= firstZero * i;
  }
  const bad = block[0]! | (block[1]! ^ 2) | (separator < 10 ? 1 : 0);
  if (bad !== 0) throw new Error('RSA decryption failed');
  return block.subarray(separator + 1);
}

const KEY_BITS = 2048;

function fromPem(privatePem: string): RsaKeyPair {
  const privateKey = crypto.createPrivateKey(privatePem);
  const publicDer = crypto.createPublicKey(privateKey).export({ type: 'spki', format: 'der' });
  const size = (privateKey.asymmetricKeyDetails?.modulusLength ?? KEY_BITS) / 8;
  const rejectionKey = crypto
    .createHmac('sha256', privateKey.export({ type: 'pkcs8', format: 'der' }))
    .update('zcps implicit rejection')
    .digest();
  return {
    publicKeyBase64: publicDer.toString('base64'),
    decrypt(base64Cipher: string) {
      // Node 20 refuses PKCS#1 v1.5 padding for private decryption (the Marvin timing attack), and node-forge,
      // which did it before, took 160 ms of pure JavaScript per sign-in on the event loop (2 cores, load 10):
      // more than the bcrypt hash itself, and every other request waited behind it (issue 25 point 3). So
      // OpenSSL does the raw private-key operation (blinded, about 1 ms) and the padding is checked here, in
      // the same pass whatever the block holds.
      const cipher = Buffer.from(base64Cipher, 'base64');
      if (cipher.length !== size) throw new Error('RSA decryption failed');
      const block = crypto.privateDecrypt(
        { key: privateKey, padding: crypto.constants.RSA_NO_PADDING },
        cipher,
      );
      // Implicit rejection (as OpenSSL 3.2 does for this padding): a block whose padding is wrong yields a key
      // derived from the ciphertext instead of an error, so it fails later at the AES layer exactly as a wrong
      // key inside good padding does, and no answer tells a sender whether the padding held.
      const synthetic = crypto.createHmac('sha256', rejectionKey).update(cipher).digest('base64');
      try {
        return unpadPkcs1v15(block).toString('utf8');
      } catch {
        return synthetic;
      }
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
