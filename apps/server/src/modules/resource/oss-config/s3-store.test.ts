import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, createTestApp, routeEngines, type TestApp } from '../../../test/test-app.js';
import { caller } from '../../../test/kits/monitor.js';
import { samples, tempDir, upload } from '../../../test/kits/resource.js';
import { S3ObjectStore } from '../../../platform/oss/s3-object-store.js';
import { ObjectNotFoundError } from '../../../platform/oss/object-store.js';

const BUCKET = 'zcps-files';
// s3rver's fixed credentials.
const KEYS = { accessKey: 'S3RVER', secretKey: 'S3RVER' };

/** A real S3-compatible server (s3rver) on loopback: the store and the API talk S3 over HTTP to it. */
describe.each(routeEngines)('S3-compatible storage on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let server: S3rver;
  let endpoint: string;
  const data = tempDir('s3rver');
  const disk = tempDir('s3-local');
  const direct = () =>
    new S3Client({
      endpoint: `http://${endpoint}`,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: KEYS.accessKey, secretAccessKey: KEYS.secretKey },
    });

  beforeAll(async () => {
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: data.dir,
      configureBuckets: [{ name: BUCKET }],
    });
    const { port } = await server.run();
    endpoint = `127.0.0.1:${port}`;
    t = await createTestApp(engine, { ossDir: disk.dir });
    admin = await adminToken(t);
  });
  afterAll(async () => {
    await t?.close();
    await server?.close();
    data.remove();
    disk.remove();
  });

  it('puts, reads and deletes objects under the prefix', async () => {
    const store = new S3ObjectStore({
      kind: 's3',
      endpoint,
      https: false,
      region: '',
      bucket: BUCKET,
      pathStyle: true,
      prefix: 'unit',
      ...KEYS,
    });
    expect(await store.probe()).toBeNull();
    await store.put('a/b.txt', samples.text);
    const chunks: Buffer[] = [];
    for await (const chunk of await store.get('a/b.txt')) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks)).toEqual(samples.text);
    const raw = await direct().send(new GetObjectCommand({ Bucket: BUCKET, Key: 'unit/a/b.txt' }));
    expect(Buffer.from(await raw.Body!.transformToByteArray())).toEqual(samples.text);
    await store.delete('a/b.txt');
    await expect(store.get('a/b.txt')).rejects.toBeInstanceOf(ObjectNotFoundError);
    const wrong = new S3ObjectStore({
      kind: 's3',
      endpoint,
      https: false,
      region: '',
      bucket: 'no-such-bucket',
      pathStyle: true,
      prefix: '',
      ...KEYS,
    });
    expect(await wrong.probe()).toContain('404');
    store.close();
    wrong.close();
  });

  it('sends uploads to the default S3 config and reads each file from the store it was written to', async () => {
    const a = caller(t, admin);
    const config = {
      configKey: 's3rver',
      endpoint,
      bucketName: BUCKET,
      prefix: 'zcps',
      region: 'us-east-1',
      isHttps: 'N',
      pathStyle: 'Y',
      accessPolicy: '0',
      status: '0',
      ...KEYS,
    };
    expect(
      (await a.send({ method: 'POST', url: '/zcps/resource/oss/config', payload: config })).body,
    ).toMatchObject({
      code: 200,
    });
    const up = await upload(t, admin, '/zcps/resource/oss/upload', 'file', '证书.png', samples.png);
    expect(up.code).toBe(200);
    const row = (await a.get(`/zcps/resource/oss/listByIds/${up.data.ossId}`)).data[0];
    expect(row.service).toBe('s3rver');
    const raw = await direct().send(new GetObjectCommand({ Bucket: BUCKET, Key: `zcps/${row.fileName}` }));
    expect(Buffer.from(await raw.Body!.transformToByteArray())).toEqual(samples.png);

    // Back to the local disk: new files go there, the S3 file is still served from S3.
    const local = (await a.get('/zcps/resource/oss/config/list?configKey=local')).rows[0];
    await a.send({
      method: 'PUT',
      url: '/zcps/resource/oss/config/changeStatus',
      payload: { ossConfigId: local.ossConfigId, status: '0' },
    });
    const later = await upload(t, admin, '/zcps/resource/oss/upload', 'file', 'later.pdf', samples.pdf);
    expect((await a.get(`/zcps/resource/oss/listByIds/${later.data.ossId}`)).data[0].service).toBe('local');
    const { res } = await a.send({ method: 'GET', url: up.data.url });
    expect(res.headers['download-filename']).toBe(encodeURIComponent('证书.png'));
    expect(res.rawPayload).toEqual(samples.png);

    expect(await a.del(`/zcps/resource/oss/${up.data.ossId}`)).toMatchObject({ code: 200 });
    await expect(
      direct().send(new GetObjectCommand({ Bucket: BUCKET, Key: `zcps/${row.fileName}` })),
    ).rejects.toMatchObject({ name: 'NoSuchKey' });
  });
});
