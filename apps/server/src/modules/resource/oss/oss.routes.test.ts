import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessType, ossUploadVoSchema, ossVoSchema } from '@zcps/contracts';
import { adminToken, createTestApp, engines, login, type TestApp } from '../../../test/test-app.js';
import { caller, createUser, operLogs, tokenOf } from '../../../test/kits/monitor.js';
import { samples, secondTenant, tempDir, upload } from '../../../test/kits/resource.js';
import { checkUpload } from './file-check.js';

const UPLOAD = '/zcps/resource/oss/upload';

describe.each(engines)('/resource/oss on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let other: string;
  const oss = tempDir('oss');
  beforeAll(async () => {
    t = await createTestApp(engine, { ossDir: oss.dir, ossMaxFileSize: 1024 * 1024 });
    admin = await adminToken(t);
    await createUser(t, 'ossstaff', 'secret123');
    staff = await tokenOf(t, 'ossstaff', 'secret123');
    await secondTenant(t, {
      tenantId: '200001',
      userName: 'ossother',
      password: 'secret123',
      perms: 'system:oss:%',
    });
    const res = await login(t, { tenantId: '200001', username: 'ossother', password: 'secret123' });
    other = res.data.access_token;
  });
  afterAll(async () => {
    await t?.close();
    oss.remove();
  });

  it('answers 401 to anonymous callers and 403 without the oss permissions', async () => {
    const anon = caller(t, null);
    expect((await anon.get('/zcps/resource/oss/list')).code).toBe(401);
    expect((await anon.get('/zcps/resource/oss/download/1')).code).toBe(401);
    expect((await anon.del('/zcps/resource/oss/1')).code).toBe(401);
    const s = caller(t, staff);
    expect((await s.get('/zcps/resource/oss/list')).code).toBe(403);
    expect((await s.get('/zcps/resource/oss/listByIds/1')).code).toBe(403);
    expect((await s.del('/zcps/resource/oss/1')).code).toBe(403);
    expect((await upload(t, staff, UPLOAD, 'file', 'a.pdf', samples.pdf)).code).toBe(403);
  });

  it('uploads, lists, downloads with the download-filename header and deletes', async () => {
    const name = '评审 材料(1).pdf';
    const up = await upload(t, admin, UPLOAD, 'file', name, samples.pdf);
    expect(up.code).toBe(200);
    const vo = ossUploadVoSchema.parse(up.data);
    expect(vo).toEqual({
      fileName: name,
      ossId: expect.stringMatching(/^\d+$/),
      url: `/zcps/resource/oss/download/${vo.ossId}`,
    });

    const a = caller(t, admin);
    const list = await a.get('/zcps/resource/oss/list?originalName=评审');
    expect(list).toMatchObject({ code: 200, total: 1 });
    const row = ossVoSchema.parse(list.rows[0]);
    expect(row).toMatchObject({
      ossId: vo.ossId,
      originalName: name,
      fileSuffix: '.pdf',
      service: 'local',
      createByName: 'admin',
    });
    expect(row.fileName).toMatch(/^upload\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{32}\.pdf$/);
    expect(fs.readFileSync(path.join(oss.dir, ...row.fileName.split('/')))).toEqual(samples.pdf);
    expect(
      (await a.get(`/zcps/resource/oss/listByIds/${vo.ossId},999999`)).data.map(
        (r: { ossId: string }) => r.ossId,
      ),
    ).toEqual([vo.ossId]);

    const { res } = await a.send({ method: 'GET', url: vo.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/octet-stream');
    expect(res.headers['download-filename']).toBe(encodeURIComponent(name));
    expect(res.headers['access-control-expose-headers']).toContain('download-filename');
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.rawPayload).toEqual(samples.pdf);

    expect((await caller(t, staff).get(vo.url)).code).toBe(403);
    expect(await a.del(`/zcps/resource/oss/${vo.ossId}`)).toMatchObject({ code: 200 });
    expect((await a.get('/zcps/resource/oss/list?originalName=评审')).total).toBe(0);
    expect(fs.existsSync(path.join(oss.dir, ...row.fileName.split('/')))).toBe(false);
    const missing = await a.get(vo.url);
    expect(missing.code).toBe(500);
    expect(missing.msg).toContain(vo.ossId);

    const logs = (await operLogs(t)).filter((l) => l.title === '文件管理');
    expect(logs.map((l) => l.businessType)).toEqual(
      expect.arrayContaining([BusinessType.INSERT, BusinessType.DELETE]),
    );
  });

  it('rejects a mismatch between extension and content, unknown types and a missing file', async () => {
    const renamed = await upload(t, admin, UPLOAD, 'file', 'photo.pdf', samples.png);
    expect(renamed).toMatchObject({ code: 500, msg: '文件内容与扩展名不符：photo.pdf' });
    expect((await upload(t, admin, UPLOAD, 'file', 'fake.png', samples.text)).code).toBe(500);
    expect((await upload(t, admin, UPLOAD, 'file', 'hidden.txt', samples.png)).msg).toContain('不符');
    const exe = await upload(t, admin, UPLOAD, 'file', 'tool.exe', samples.text);
    expect(exe.msg).toContain('文件格式不正确');
    expect((await upload(t, admin, UPLOAD, 'file', 'notes.txt', samples.text)).code).toBe(200);

    const wrongField = await upload(t, admin, UPLOAD, 'upload', 'a.pdf', samples.pdf);
    expect(wrongField).toMatchObject({ code: 400, msg: '上传文件(file)不能为空' });
    const json = await caller(t, admin).send({ method: 'POST', url: UPLOAD, payload: { file: 'x' } });
    expect(json.body).toMatchObject({ code: 400 });
    const big = await upload(t, admin, UPLOAD, 'file', 'big.txt', Buffer.alloc(1024 * 1024 + 10, 'a'));
    expect(big).toMatchObject({ code: 500, msg: '上传文件大小不能超过1MB' });
    expect((await caller(t, admin).del('/zcps/resource/oss/1,abc')).msg).toContain('ossIds');
  });

  it('refuses names that carry a path', async () => {
    const misleading = ['报告\u202Efdp.exe', 'a\u2066b.pdf', 'line\nbreak.pdf', 'bell\u0007.pdf'];
    for (const name of ['../etc/passwd.pdf', 'a/b.pdf', '..\\win.pdf', 'nul\u0000.pdf', '..', ...misleading])
      await expect(checkUpload(name, samples.pdf, ['pdf'])).rejects.toMatchObject({ key: 'oss.badName' });
    const traversal = await upload(t, admin, UPLOAD, 'file', '../../escape.txt', samples.text);
    if (traversal.code === 200) expect(traversal.data.fileName).toBe('escape.txt');
    else expect(traversal.msg).toContain('文件名不合法');
    expect(fs.existsSync(path.join(oss.dir, '..', 'escape.txt'))).toBe(false);
  });

  it('documents the new routes in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/zcps/v3/api-docs' })).json();
    for (const route of [
      '/zcps/resource/oss/upload',
      '/zcps/resource/oss/download/{ossId}',
      '/zcps/resource/manual/list',
      '/zcps/system/user/profile/avatar',
      '/zcps/system/notice/my/list',
    ])
      expect(Object.keys(doc.paths)).toContain(route);
    expect(t.app.accessTable().get('GET /zcps/resource/oss/download/:ossId')).toBe('login');
  });

  it('keeps tenants apart', async () => {
    const up = await upload(t, admin, UPLOAD, 'file', 'tenant-one.pdf', samples.pdf);
    const o = caller(t, other);
    expect((await o.get('/zcps/resource/oss/list?originalName=tenant-one')).total).toBe(0);
    expect((await o.get(`/zcps/resource/oss/listByIds/${up.data.ossId}`)).data).toEqual([]);
    expect((await o.get(up.data.url)).code).toBe(500);
    await o.del(`/zcps/resource/oss/${up.data.ossId}`);
    expect((await caller(t, admin).get(`/zcps/resource/oss/listByIds/${up.data.ossId}`)).data).toHaveLength(
      1,
    );
    const mine = await upload(t, other, UPLOAD, 'file', 'tenant-two.pdf', samples.pdf);
    expect(mine.code).toBe(200);
    expect(
      (await o.get('/zcps/resource/oss/list')).rows.map((r: { originalName: string }) => r.originalName),
    ).toEqual(['tenant-two.pdf']);
  });
});
