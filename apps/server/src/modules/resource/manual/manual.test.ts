import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualVoSchema } from '@zcps/contracts';
import { sysRole, sysUserRole } from '../../../db/schema/index.js';
import { adminToken, createTestApp, engines, login, type TestApp } from '../../../test/test-app.js';
import { caller, createUser, tokenOf } from '../../../test/kits/monitor.js';
import { samples, secondTenant, tempDir } from '../../../test/kits/resource.js';

const LIST = '/zcps/resource/manual/list';
const pdf = (label: string) => Buffer.concat([samples.pdf, Buffer.from(`% ${label}\n`)]);

describe.each(engines)('operation manuals on %s', (engine) => {
  let t: TestApp;
  const oss = tempDir('manual-oss');
  const manuals = tempDir('manuals');
  const write = (role: string, content: Buffer) =>
    fs.writeFileSync(path.join(manuals.dir, `${role}.pdf`), content);

  beforeAll(async () => {
    t = await createTestApp(engine, { ossDir: oss.dir });
    write('staff', pdf('staff v1'));
    write('reviewer', pdf('reviewer'));
    write('admin', pdf('admin'));
    write('office', samples.text);
  });
  afterAll(async () => {
    await t?.close();
    oss.remove();
    manuals.remove();
  });

  it('imports each PDF once and re-imports a changed one under the same ossId', async () => {
    const first = await t.container.manuals.importFrom(manuals.dir);
    expect(first).toEqual([
      { role: 'staff', outcome: 'imported' },
      { role: 'office', outcome: 'invalid' },
      { role: 'reviewer', outcome: 'imported' },
      { role: 'admin', outcome: 'imported' },
    ]);
    const again = await t.container.manuals.importFrom(manuals.dir);
    expect(again.filter((r) => r.outcome === 'unchanged')).toHaveLength(3);

    const before = (await caller(t, await adminToken(t)).get(LIST)).data;
    write('staff', pdf('staff v2'));
    const changed = await t.container.manuals.importFrom(manuals.dir);
    expect(changed.find((r) => r.role === 'staff')?.outcome).toBe('updated');
    const after = (await caller(t, await adminToken(t)).get(LIST)).data;
    expect(after).toEqual(before);
    const objects = fs.readdirSync(path.join(oss.dir, 'manual'));
    expect(objects.filter((f) => f.startsWith('staff-'))).toHaveLength(1);
    expect(await t.container.manuals.importFrom(path.join(manuals.dir, 'missing'))).toEqual([]);
  });

  it('lists the manuals of the caller’s roles; administrators see all', async () => {
    expect((await caller(t, null).get(LIST)).code).toBe(401);
    const all = await caller(t, await adminToken(t)).get(LIST);
    expect(all.code).toBe(200);
    for (const m of all.data) manualVoSchema.parse(m);
    expect(all.data.map((m: { role: string }) => m.role)).toEqual(['staff', 'reviewer', 'admin']);
    expect(all.data[0]).toMatchObject({ title: '申报人操作手册', fileName: '操作手册-staff.pdf' });
    const en = await caller(t, await adminToken(t), 'en_US').get(LIST);
    expect(en.data[0].title).toBe('Applicant manual');

    await createUser(t, 'manualstaff', 'secret123');
    const staff = caller(t, await tokenOf(t, 'manualstaff', 'secret123'));
    const mine = await staff.get(LIST);
    expect(mine.data.map((m: { role: string }) => m.role)).toEqual(['staff']);
    const { res } = await staff.send({
      method: 'GET',
      url: `/zcps/resource/oss/download/${mine.data[0].ossId}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['download-filename']).toBe(encodeURIComponent('操作手册-staff.pdf'));
    expect(res.rawPayload).toEqual(pdf('staff v2'));
  });

  it('shares the platform manuals with every tenant', async () => {
    const userId = await secondTenant(t, { tenantId: '500001', userName: 'expert', password: 'secret123' });
    const [role] = await t.database.db
      .insert(sysRole)
      .values({ tenantId: '500001', roleName: '评审专家', roleKey: 'reviewer', roleSort: 4 })
      .returning({ roleId: sysRole.roleId });
    await t.database.db.insert(sysUserRole).values({ userId, roleId: role!.roleId });
    const token = (await login(t, { tenantId: '500001', username: 'expert', password: 'secret123' })).data
      .access_token;
    const expert = caller(t, token);
    const list = await expert.get(LIST);
    expect(list.data.map((m: { role: string }) => m.role)).toEqual(['reviewer']);
    const { res } = await expert.send({
      method: 'GET',
      url: `/zcps/resource/oss/download/${list.data[0].ossId}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(pdf('reviewer'));

    await secondTenant(t, { tenantId: '500002', userName: 'norole', password: 'secret123' });
    const none = (await login(t, { tenantId: '500002', username: 'norole', password: 'secret123' })).data
      .access_token;
    expect((await caller(t, none).get(LIST)).data).toEqual([]);
  });
});
