import { eq } from 'drizzle-orm';
import { DEFAULT_TENANT_ID } from '@zcps/contracts';
import type { Db } from '../platform/db/database.js';
import { hashPassword } from '../platform/crypto/password-hash.js';
import * as t from '../db/schema/index.js';
import {
  adminSeed,
  clientSeeds,
  deptSeeds,
  noticeSeeds,
  ossConfigSeeds,
  postSeeds,
  roleSeeds,
  tenantSeed,
} from './base.js';
import { codeRuleSeeds } from './data/code-rules.js';
import { DEFAULT_SMS_TEMPLATES } from '../modules/system/sms/default-templates.js';
import { configSeeds } from './data/configs.js';
import { dictSeeds } from './data/dicts.js';
import { menuSeeds } from './data/menus.js';
import { roleMenuIds } from './data/role-menus.js';
import { jobSeeds } from './data/jobs.js';
import { seedDemoUsers } from './data/demo-users.js';
import { seedTitleDomain } from './seed-title.js';
import { seedWorkflow } from './seed-workflow.js';

const SYSTEM = { createBy: 1, updateBy: 1, createDept: 103 };

export interface SeedOutcome {
  /** The demo data set arrived in this run (a fresh database): its attachment files are still to be written. */
  demoAdded: boolean;
}

/**
 * Idempotent: inserts what is missing and leaves existing rows as administrators edited them, so it runs on
 * every start and new menus or dictionaries of an upgrade still arrive.
 */
export async function seedDatabase(db: Db, tenantId: string = DEFAULT_TENANT_ID): Promise<SeedOutcome> {
  return db.transaction(async (tx) => {
    await tx
      .insert(t.sysTenant)
      .values({ ...tenantSeed, ...SYSTEM })
      .onConflictDoNothing();
    await tx
      .insert(t.sysClient)
      .values(clientSeeds.map((c) => ({ ...c, ...SYSTEM })))
      .onConflictDoNothing();
    await tx
      .insert(t.sysDept)
      .values(deptSeeds.map((d) => ({ ...d, tenantId, ...SYSTEM })))
      .onConflictDoNothing();
    await tx
      .insert(t.sysPost)
      .values(postSeeds.map((p) => ({ ...p, tenantId, ...SYSTEM })))
      .onConflictDoNothing();
    await tx
      .insert(t.sysRole)
      .values(roleSeeds.map((r) => ({ ...r, tenantId, ...SYSTEM })))
      .onConflictDoNothing();

    const [admin] = await tx
      .select({ id: t.sysUser.userId })
      .from(t.sysUser)
      .where(eq(t.sysUser.userId, adminSeed.userId));
    if (!admin) {
      await tx
        .insert(t.sysUser)
        .values({ ...adminSeed, tenantId, password: await hashPassword(adminSeed.password), ...SYSTEM });
      await tx.insert(t.sysUserRole).values({ userId: adminSeed.userId, roleId: 1 }).onConflictDoNothing();
      await tx.insert(t.sysUserPost).values({ userId: adminSeed.userId, postId: 1 }).onConflictDoNothing();
    }
    await seedDemoUsers(tx, tenantId, SYSTEM); // one demo user per non-admin role (demo data set)
    const demoAdded = await seedTitleDomain(tx, tenantId, SYSTEM);
    await seedWorkflow(tx, tenantId, SYSTEM);

    await tx
      .insert(t.sysMenu)
      .values(menuSeeds.map((m) => ({ ...m, queryParam: m.queryParam ?? null, ...SYSTEM })))
      .onConflictDoNothing();
    const roleMenus = Object.entries(roleMenuIds).flatMap(([roleKey, ids]) => {
      const role = roleSeeds.find((r) => r.roleKey === roleKey);
      return role ? ids.map((menuId) => ({ roleId: role.roleId, menuId })) : [];
    });
    if (roleMenus.length) await tx.insert(t.sysRoleMenu).values(roleMenus).onConflictDoNothing();

    for (const type of dictSeeds) {
      const { data, ...dictType } = type;
      await tx
        .insert(t.sysDictType)
        .values({ ...dictType, tenantId, ...SYSTEM })
        .onConflictDoNothing();
      if (!data.length) continue;
      await tx
        .insert(t.sysDictData)
        .values(
          data.map((d, index) => ({
            tenantId,
            dictType: type.dictType,
            dictValue: d.value,
            dictLabel: d.label,
            dictLabelEn: d.labelEn,
            listClass: d.listClass ?? 'default',
            cssClass: d.cssClass ?? '',
            isDefault: d.isDefault ? 'Y' : 'N',
            dictSort: d.sort ?? index + 1,
            ...SYSTEM,
          })),
        )
        .onConflictDoNothing();
    }

    await tx
      .insert(t.sysConfig)
      .values(configSeeds.map((c) => ({ ...c, tenantId, configType: 'Y', ...SYSTEM })))
      .onConflictDoNothing();
    await tx
      .insert(t.sysCodeRule)
      .values(codeRuleSeeds.map((r) => ({ ...r, tenantId, ...SYSTEM })))
      .onConflictDoNothing();
    await tx
      .insert(t.sysSmsTemplate)
      .values(DEFAULT_SMS_TEMPLATES.map((m) => ({ ...m, tenantId, ...SYSTEM })))
      .onConflictDoNothing();
    await tx
      .insert(t.sysNotice)
      .values(noticeSeeds.map((n) => ({ ...n, tenantId, ...SYSTEM })))
      .onConflictDoNothing();
    await tx
      .insert(t.sysOssConfig)
      .values(ossConfigSeeds.map((o) => ({ ...o, tenantId, ...SYSTEM })))
      .onConflictDoNothing();
    await tx
      .insert(t.sysJob)
      .values(jobSeeds.map((j) => ({ ...j, tenantId, ...SYSTEM })))
      .onConflictDoNothing();
    return { demoAdded };
  });
}
