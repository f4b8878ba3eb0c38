import type { Readable } from 'node:stream';

/** Raised by `get` when the key holds no object. */
export class ObjectNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`object not found: ${key}`);
    this.name = 'ObjectNotFoundError';
  }
}

/**
 * Where uploaded files live. Kept to three operations so an S3-compatible store can stand in for the local
 * disk. Keys are `/`-separated relative paths made by the server, never by the client.
 */
export interface ObjectStore {
  /** Names the implementation in `sys_oss.service` (`local`, later e.g. `minio`). */
  readonly kind: string;
  put(key: string, body: Buffer): Promise<void>;
  get(key: string): Promise<Readable>;
  /** Removing a missing object is not an error. */
  delete(key: string): Promise<void>;
}

const KEY_PATTERN = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/;

/** Refuses anything but plain relative segments, so no key can leave the store's root. */
export function assertSafeKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.split('/').some((seg) => seg === '.' || seg === '..'))
    throw new Error(`invalid object key: ${key}`);
}
