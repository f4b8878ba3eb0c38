import type { Readable } from 'node:stream';
import { LOCAL_OSS_ENDPOINT } from '@zcps/contracts';
import { ServiceError } from '../../../platform/http/errors.js';
import type { ObjectStore } from '../../../platform/oss/object-store.js';
import { S3ObjectStore } from '../../../platform/oss/s3-object-store.js';
import type { OssConfigRepo, OssConfigRow } from './oss-config.repo.js';

/** Where uploads go and where each recorded file is read from. */
export interface ObjectStores {
  /** The store of the default configuration: new uploads are written here. */
  active(): Promise<ObjectStore>;
  /** The store a file was written to, by `sys_oss.service` (the configuration key at upload time). */
  of(service: string): Promise<ObjectStore>;
}

/** Every local-disk configuration shares the one data folder; only the recorded name differs. */
class NamedLocalStore implements ObjectStore {
  constructor(
    readonly kind: string,
    private readonly disk: ObjectStore,
  ) {}
  put(key: string, body: Buffer): Promise<void> {
    return this.disk.put(key, body);
  }
  get(key: string): Promise<Readable> {
    return this.disk.get(key);
  }
  delete(key: string): Promise<void> {
    return this.disk.delete(key);
  }
}

export type S3Settings = Pick<
  OssConfigRow,
  | 'configKey'
  | 'endpoint'
  | 'isHttps'
  | 'region'
  | 'bucketName'
  | 'accessKey'
  | 'secretKey'
  | 'ext1'
  | 'prefix'
>;

/** The path-style flag lives in `ext1`, the family's free extension column ('N' = virtual-hosted style). */
export function s3StoreOf(row: S3Settings): S3ObjectStore {
  return new S3ObjectStore({
    kind: row.configKey,
    endpoint: row.endpoint ?? '',
    https: row.isHttps === 'Y',
    region: row.region ?? '',
    bucket: row.bucketName ?? '',
    accessKey: row.accessKey ?? '',
    secretKey: row.secretKey ?? '',
    pathStyle: row.ext1 !== 'N',
    prefix: row.prefix ?? '',
  });
}

export const isLocal = (row: Pick<OssConfigRow, 'endpoint'>) => row.endpoint === LOCAL_OSS_ENDPOINT;

/**
 * Stores built from `sys_oss_config`, read from the database on each call so every instance follows a change
 * at once; a built S3 client is reused until its connection settings change.
 */
export class ConfiguredObjectStores implements ObjectStores {
  private readonly built = new Map<string, { version: string; store: ObjectStore }>();

  constructor(
    private readonly repo: OssConfigRepo,
    private readonly disk: ObjectStore,
  ) {}

  async active(): Promise<ObjectStore> {
    const row = await this.repo.findDefault();
    return row ? this.storeOf(row) : this.disk;
  }

  async of(service: string): Promise<ObjectStore> {
    const row = await this.repo.findByKey(service);
    if (row) return this.storeOf(row);
    // Files written before any configuration existed carry the disk store's own name.
    if (service === this.disk.kind) return this.disk;
    throw new ServiceError('ossConfig.storeMissing', { service });
  }

  private storeOf(row: OssConfigRow): ObjectStore {
    if (isLocal(row))
      return row.configKey === this.disk.kind ? this.disk : new NamedLocalStore(row.configKey, this.disk);
    const { endpoint, isHttps, region, bucketName, accessKey, secretKey, ext1, prefix } = row;
    const version = JSON.stringify([
      endpoint,
      isHttps,
      region,
      bucketName,
      accessKey,
      secretKey,
      ext1,
      prefix,
    ]);
    const cached = this.built.get(row.configKey);
    if (cached?.version === version) return cached.store;
    if (cached?.store instanceof S3ObjectStore) cached.store.close();
    const store = s3StoreOf(row);
    this.built.set(row.configKey, { version, store });
    return store;
  }

  close(): void {
    for (const { store } of this.built.values()) if (store instanceof S3ObjectStore) store.close();
    this.built.clear();
  }
}
