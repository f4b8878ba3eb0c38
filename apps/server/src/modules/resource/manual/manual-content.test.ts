import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANUAL_ROLES, manualContentSchema, type ManualContent } from '@zcps/contracts';
import { DEFAULT_MANUALS_DIR } from '../../../config.js';
import { ManualContents } from './manual-content.js';
import { sysRole, sysUserRole } from '../../../db/schema/index.js';
import { adminToken, createTestApp, engines, login, type TestApp } from '../../../test/test-app.js';
import { caller, createUser, tokenOf } from '../../../test/kits/monitor.js';
import { secondTenant, tempDir } from '../../../test/kits/resource.js';

const URL_OF = (role: string) => `/zcps/resource/manual/${role}`;
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9]);

/** A manual as scripts/manuals/lib/web.mjs writes it: screenshots referenced by name, files beside. */
function manual(role: string): ManualContent {
  return {
    role: role as ManualContent['role'],
    title: `职称评审管理系统操作手册（${role}）`,
    version: '0.1.0',
    date: '2026 年 11 月 27 日',
    chapters: [
      {
        id: 'ch-1',
        number: '1',
        title: '系统简介',
        html: '<p>引言</p>',
        sections: [
          {
            id: 's-1-1',
            number: '1.1',
            title: '登录',
            html: '<figure><img src="manual-image:login.jpg"><figcaption>图 1-1</figcaption></figure>',
          },
          { id: 's-1-2', number: '1.2', title: '缺图', html: '<img src="manual-image:gone.jpg">' },
        ],
      },
    ],
  };
}

describe.each(engines)('manual content on %s', (engine) => {
  let t: TestApp;
  const dir = tempDir('manual-content');

  beforeAll(async () => {
    for (const role of ['staff', 'reviewer', 'admin']) {
      fs.mkdirSync(path.join(dir.dir, role), { recursive: true });
      fs.writeFileSync(path.join(dir.dir, `${role}.json`), JSON.stringify(manual(role)));
      fs.writeFileSync(path.join(dir.dir, role, 'login.jpg'), JPEG);
    }
    // A file that is not a manual (wrong role inside) is not served.
    fs.writeFileSync(path.join(dir.dir, 'company.json'), JSON.stringify(manual('office')));
    t = await createTestApp(engine, { manualsDir: dir.dir });
  });
  afterAll(async () => {
    await t?.close();
    dir.remove();
  });

  it('serves the caller’s own manual with its screenshots inlined; refuses without a session', async () => {
    expect((await caller(t, null).get(URL_OF('staff'))).code).toBe(401);
    await createUser(t, 'contentstaff', 'secret123');
    const staff = caller(t, await tokenOf(t, 'contentstaff', 'secret123'));
    const mine = await staff.get(URL_OF('staff'));
    expect(mine.code).toBe(200);
    const content = manualContentSchema.parse(mine.data);
    expect(content.chapters[0]!.sections.map((s) => s.number)).toEqual(['1.1', '1.2']);
    const figure = content.chapters[0]!.sections[0]!.html;
    expect(figure).toContain(`src="data:image/jpeg;base64,${JPEG.toString('base64')}"`);
    expect(figure).not.toContain('manual-image:');
    expect(content.chapters[0]!.sections[1]!.html).toBe('<img src="">');

    const other = await staff.get(URL_OF('reviewer'));
    expect(other.code).toBe(403);
    expect(other.data ?? null).toBeNull();
    expect((await staff.get(URL_OF('nobody'))).code).not.toBe(200);
  });

  it('lets administrators read every manual there is, and names one that is missing', async () => {
    const admin = caller(t, await adminToken(t));
    expect((await admin.get(URL_OF('reviewer'))).data.role).toBe('reviewer');
    const missing = await admin.get(URL_OF('office'));
    expect(missing.code).toBe(500);
    expect(missing.msg).toBe('没有可查看的操作手册：office');
    const en = await caller(t, await adminToken(t), 'en_US').get(URL_OF('office'));
    expect(en.msg).toBe('No operation manual to show: office');
    expect((await admin.get(URL_OF('company'))).msg).toBe('没有可查看的操作手册：company');
  });

  it('serves another tenant’s reviewer the shared manual of their role, and nothing for no role', async () => {
    const userId = await secondTenant(t, { tenantId: '500011', userName: 'expert', password: 'secret123' });
    const [role] = await t.database.db
      .insert(sysRole)
      .values({ tenantId: '500011', roleName: '评审专家', roleKey: 'reviewer', roleSort: 4 })
      .returning({ roleId: sysRole.roleId });
    await t.database.db.insert(sysUserRole).values({ userId, roleId: role!.roleId });
    const token = (await login(t, { tenantId: '500011', username: 'expert', password: 'secret123' })).data
      .access_token;
    const expert = caller(t, token);
    expect((await expert.get(URL_OF('reviewer'))).data.title).toContain('reviewer');
    expect((await expert.get(URL_OF('staff'))).code).toBe(403);

    await secondTenant(t, { tenantId: '500012', userName: 'norole', password: 'secret123' });
    const none = (await login(t, { tenantId: '500012', username: 'norole', password: 'secret123' })).data
      .access_token;
    expect((await caller(t, none).get(URL_OF('staff'))).code).toBe(403);
  });
});

describe('the committed manuals', () => {
  it('have every role’s page content beside its PDF, each screenshot it names present', async () => {
    const contents = new ManualContents(DEFAULT_MANUALS_DIR);
    for (const role of MANUAL_ROLES) {
      const content = await contents.read(role);
      expect(content?.role, role).toBe(role);
      const html = content!.chapters.flatMap((ch) => [ch.html, ...ch.sections.map((s) => s.html)]).join('');
      expect(html, role).not.toContain('manual-image:');
      expect(html, role).not.toContain('src=""');
      expect(html.match(/src="data:image\/jpeg;base64,/g)?.length ?? 0, role).toBeGreaterThan(10);
    }
  });
});
