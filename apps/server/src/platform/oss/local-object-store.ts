import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { assertSafeKey, ObjectNotFoundError, type ObjectStore } from './object-store.js';

/** Files under one root directory (`<ZCPS_DATA_DIR>/oss`); the folder is created on the first write. */
export class LocalObjectStore implements ObjectStore {
  readonly kind = 'local';

  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    assertSafeKey(key);
    const full = path.resolve(this.root, ...key.split('/'));
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`invalid object key: ${key}`);
    return full;
  }

  async put(key: string, body: Buffer): Promise<void> {
    const full = this.pathOf(key);
    await fsp.mkdir(path.dirname(full), { recursive: true });
    // Write beside, then rename: a reader never sees half a file.
    const temp = `${full}.${process.pid}.${Date.now()}.part`;
    await fsp.writeFile(temp, body);
    await fsp.rename(temp, full);
  }

  async get(key: string): Promise<Readable> {
    const full = this.pathOf(key);
    try {
      const handle = await fsp.open(full, 'r');
      return handle.createReadStream();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new ObjectNotFoundError(key);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.pathOf(key), { force: true });
  }
}
