import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Encrypts secrets kept in the database (data source passwords) with a key only the server holds. */
export interface SecretBox {
  seal(plain: string): string;
  /** Throws when the text was sealed under another key or was changed. */
  open(sealed: string): string;
}

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const INFO = Buffer.from('zcps secret-box v1');

/** AES-256-GCM under a key derived (HKDF-SHA256) from the given key material. */
export function secretBoxOf(material: Buffer): SecretBox {
  const key = Buffer.from(crypto.hkdfSync('sha256', material, Buffer.alloc(0), INFO, 32));
  return {
    seal(plain) {
      const iv = crypto.randomBytes(IV_BYTES);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
    },
    open(sealed) {
      const [version, data] = sealed.split(':');
      if (version !== VERSION || !data) throw new Error('not a sealed secret');
      const bytes = Buffer.from(data, 'base64');
      const decipher = crypto.createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([
        decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

/**
 * The key file sits beside the RSA keys (`<dataDir>/keys/secret.key`, 0600) and is made on first start the same
 * way: written aside and linked into place, so instances sharing the data dir end up with one key. Without a
 * data dir (tests) the key lives only as long as the process.
 */
export function loadOrCreateSecretBox(dataDir: string | undefined): SecretBox {
  if (!dataDir) return secretBoxOf(crypto.randomBytes(32));
  const dir = path.join(dataDir, 'keys');
  const file = path.join(dir, 'secret.key');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    const draft = `${file}.${process.pid}.${Date.now()}`;
    fs.writeFileSync(draft, crypto.randomBytes(32).toString('base64'), { mode: 0o600 });
    try {
      fs.linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(draft, { force: true });
    }
  }
  return secretBoxOf(Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64'));
}
