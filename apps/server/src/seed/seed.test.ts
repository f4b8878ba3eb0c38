import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../platform/db/database.js';
import * as t from '../db/schema/index.js';
import { seedDatabase } from './seed.js';
import { menuSeeds } from './data/menus.js';
import { dictSeeds } from './data/dicts.js';
import { demoUserSeeds } from './data/demo-users.js';

describe('embedded database on disk', () => {
  it('migrates and seeds once, keeps data across restarts, and re-seeding changes nothing', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zcps-pglite-'));
    try {
      const first = await openDatabase({ pgliteDir: dir });
      await first.migrate();
      await seedDatabase(first.db);
      await first.db.update(t.sysUser).set({ nickName: '改过的昵称' }).where(eq(t.sysUser.userId, 1));
      const counts = async (db: typeof first.db) => ({
        menus: (await db.select({ n: count() }).from(t.sysMenu))[0]!.n,
        dictData: (await db.select({ n: count() }).from(t.sysDictData))[0]!.n,
        users: (await db.select({ n: count() }).from(t.sysUser))[0]!.n,
        roleMenus: (await db.select({ n: count() }).from(t.sysRoleMenu))[0]!.n,
      });
      const before = await counts(first.db);
      expect(before.menus).toBe(menuSeeds.length);
      expect(before.dictData).toBe(dictSeeds.reduce((n, d) => n + d.data.length, 0));
      expect(before.users).toBe(1 + demoUserSeeds.length);
      const demoRoles = await first.db
        .select({ userName: t.sysUser.userName, roleId: t.sysUserRole.roleId })
        .from(t.sysUser)
        .innerJoin(t.sysUserRole, eq(t.sysUserRole.userId, t.sysUser.userId))
        .where(inArray(t.sysUser.userName, ['office01', 'reviewer01', 'company01', 'staff01']));
      expect(demoRoles.sort((a, b) => a.roleId - b.roleId).map((r) => r.userName)).toEqual([
        'office01',
        'reviewer01',
        'company01',
        'staff01',
      ]);
      await first.close();

      const second = await openDatabase({ pgliteDir: dir });
      await second.migrate();
      await seedDatabase(second.db);
      expect(await counts(second.db)).toEqual(before);
      const [admin] = await second.db.select().from(t.sysUser).where(eq(t.sysUser.userId, 1));
      expect(admin?.nickName).toBe('改过的昵称');
      expect(admin?.password).toMatch(/^\$2a\$10\$/);
      await second.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
