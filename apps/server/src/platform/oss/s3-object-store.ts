import type { Readable } from 'node:stream';
import type * as S3 from '@aws-sdk/client-s3';
import type { S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { lazyRequire } from '../lazy-require.js';
import { assertSafeKey, ObjectNotFoundError, type ObjectStore } from './object-store.js';

const s3 = lazyRequire<typeof S3>('@aws-sdk/client-s3');

export interface S3StoreOptions {
  /** Names the configuration (`sys_oss_config.config_key`), recorded in `sys_oss.service`. */
  kind: string;
  /** host[:port], without a scheme. */
  endpoint: string;
  https: boolean;
  region: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key` (MinIO and most self-hosted servers). */
  pathStyle: boolean;
  /** Key prefix inside the bucket, without slashes at either end; empty for none. */
  prefix: string;
}

/** An S3-compatible bucket (AWS, MinIO, Ceph, OSS/COS in S3 mode) through the official AWS SDK. */
export class S3ObjectStore implements ObjectStore {
  readonly kind: string;
  private readonly client: S3Client;

  constructor(private readonly options: S3StoreOptions) {
    this.kind = options.kind;
    this.client = new (s3().S3Client)({
      endpoint: `${options.https ? 'https' : 'http'}://${options.endpoint}`,
      region: options.region || 'us-east-1',
      forcePathStyle: options.pathStyle,
      credentials: { accessKeyId: options.accessKey, secretAccessKey: options.secretKey },
      // Self-hosted servers often lack the newer checksum headers; send them only when an operation needs them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 2,
    });
  }

  private objectKey(key: string): string {
    assertSafeKey(key);
    return this.options.prefix ? `${this.options.prefix}/${key}` : key;
  }

  async put(key: string, body: Buffer): Promise<void> {
    await this.client.send(
      new (s3().PutObjectCommand)({ Bucket: this.options.bucket, Key: this.objectKey(key), Body: body }),
    );
  }

  async get(key: string): Promise<Readable> {
    try {
      const answer = await this.client.send(
        new (s3().GetObjectCommand)({ Bucket: this.options.bucket, Key: this.objectKey(key) }),
      );
      return answer.Body as Readable;
    } catch (error) {
      if (error instanceof s3().NoSuchKey || (error as S3ServiceException).$metadata?.httpStatusCode === 404)
        throw new ObjectNotFoundError(key);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(
      new (s3().DeleteObjectCommand)({ Bucket: this.options.bucket, Key: this.objectKey(key) }),
    );
  }

  /** Answers a short reason when the bucket cannot be reached with these settings, else null. */
  async probe(): Promise<string | null> {
    try {
      await this.client.send(new (s3().HeadBucketCommand)({ Bucket: this.options.bucket }));
      return null;
    } catch (error) {
      if (error instanceof s3().S3ServiceException)
        return `${error.name} ${error.$metadata.httpStatusCode ?? ''}`.trim();
      return (error as NodeJS.ErrnoException).code ?? (error as Error).name;
    }
  }

  close(): void {
    this.client.destroy();
  }
}
