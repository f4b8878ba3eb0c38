import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEFAULT_TENANT_ID } from '@zcps/contracts';
import { sysRole, sysRoleDept, sysUser, sysUserRole } from '../../../db/schema/index.js';
import { adminToken, createTestApp, engines, type TestApp } from '../../../test/test-app.js';
import { caller, createUser, tokenOf } from '../../../test/kits/monitor.js';
import { secondTenant } from '../../../test/kits/resource.js';
import { userWithPerms } from '../../../test/kits/system-user.js';

/**
 * Every data-scope kind (RuoYi's @DataPermission) on the user list and the dept list, seen by callers of the
 * seeded depts: 100 centre > 101 office > {106, 107}; 102, 103 (admin), 104 (> units 110..114), 105, 108 (主管部门) under 100. Each case names
 * the exact users and depts visible, so a scope that leaks or hides a single row fails.
 */
const PERMS = ['system:user:list', 'system:dept:list'];
const SEEDED = [
  'admin',
  'office01',
  'reviewer01',
  'reviewer02',
  'reviewer03',
  'company01',
  'staff01',
  'dept01',
  'dept02',
];
/** The seeded users of dept 102 (评审专家委员会). */
const REVIEWERS = ['reviewer01', 'reviewer02', 'reviewer03'];
const DEPT = {
  100: '职称评审服务中心',
  101: '评审办公室',
  102: '评审专家委员会',
  103: '信息中心',
  104: '委托单位',
  105: '申报人员',
  106: '资格审查科',
  107: '评审组织科',
  108: '行业主管部门',
  // The demo entrusted units' depts under 104 (seed-title.ts).
  110: '华信建设集团有限公司',
  111: '中科电子信息技术有限公司',
  112: '省交通规划设计研究院',
  113: '恒远化工股份有限公司',
  114: '市第一人民医院',
} as const;
type DeptId = keyof typeof DEPT;
const deptNames = (...ids: DeptId[]) => ids.map((id) => DEPT[id]).sort();

describe.each(engines)('data scope of the user and dept lists on %s', (engine) => {
  let t: TestApp;
  const tokens = new Map<string, string>();
  /** Everyone this file adds to the default tenant, with their dept. */
  const added: { userName: string; deptId: number | null }[] = [];

  async function scoped(
    userName: string,
    dataScope: string,
    deptId: number | null,
    customDepts: number[] = [],
  ) {
    const userId = await userWithPerms(t, { userName, perms: PERMS, dataScope, deptId: deptId ?? undefined });
    if (customDepts.length) await grantDepts(`r_${userName}`, customDepts);
    added.push({ userName, deptId });
    return userId;
  }

  async function grantDepts(roleKey: string, deptIds: number[]) {
    const [role] = await t.database.db.select().from(sysRole).where(eq(sysRole.roleKey, roleKey));
    await t.database.db
      .insert(sysRoleDept)
      .values(deptIds.map((deptId) => ({ roleId: role!.roleId, deptId })));
  }

  /** A further role (no menus) for a user: the scopes of all roles are united. */
  async function extraRole(userId: number, roleKey: string, dataScope: string, customDepts: number[] = []) {
    const [role] = await t.database.db
      .insert(sysRole)
      .values({ tenantId: DEFAULT_TENANT_ID, roleName: roleKey, roleKey, roleSort: 60, dataScope })
      .returning({ roleId: sysRole.roleId });
    await t.database.db.insert(sysUserRole).values({ userId, roleId: role!.roleId });
    if (customDepts.length) await grantDepts(roleKey, customDepts);
  }

  const usersIn = (...deptIds: (number | null)[]) =>
    added.filter((u) => deptIds.includes(u.deptId)).map((u) => u.userName);

  async function visibleUsers(userName: string): Promise<string[]> {
    const body = await caller(t, tokens.get(userName)!).get('/zcps/system/user/list?pageSize=500');
    expect(body.code).toBe(200);
    expect(body.total).toBe(body.rows.length);
    return body.rows.map((r: { userName: string }) => r.userName).sort();
  }

  async function visibleDepts(userName: string): Promise<string[]> {
    const body = await caller(t, tokens.get(userName)!).get('/zcps/system/dept/list');
    expect(body.code).toBe(200);
    return body.data.map((d: { deptName: string }) => d.deptName).sort();
  }

  beforeAll(async () => {
    t = await createTestApp(engine);
    // Plain users (seeded role 6, no list permission) so that every dept of interest holds someone.
    for (const [userName, deptId] of [
      ['member101', 101],
      ['member107', 107],
    ] as const) {
      const userId = await createUser(t, userName, 'secret123');
      await t.database.db.update(sysUser).set({ deptId }).where(eq(sysUser.userId, userId));
      added.push({ userName, deptId });
    }
    await createUser(t, 'member105', 'secret123');
    added.push({ userName: 'member105', deptId: 105 });

    await scoped('all1', '1', 105);
    await scoped('custom2', '2', 105, [102, 107]);
    await scoped('own3', '3', 101);
    await scoped('below4', '4', 101);
    await scoped('self5', '5', 101);
    await scoped('belowself6', '6', 107);
    await scoped('nodept6', '6', null);
    await scoped('nodept4', '4', null);
    const ownPlusCustom = await scoped('ownpluscustom', '3', 105);
    await extraRole(ownPlusCustom, 'extra_custom', '2', [102]);
    const selfPlusBelow = await scoped('selfplusbelow', '5', 102);
    // Dept rows left on a role whose scope is not custom must not widen it.
    await extraRole(selfPlusBelow, 'extra_below', '4', [106]);
    const selfPlusAll = await scoped('selfplusall', '5', 104);
    await extraRole(selfPlusAll, 'extra_all', '1');
    // The tenant admin is recognised by its role key, not by the scope its role happens to carry.
    await t.database.db.update(sysRole).set({ dataScope: '5' }).where(eq(sysRole.roleId, 2));
    const tenantAdmin = await createUser(t, 'tenantadmin', 'secret123', 2);
    added.push({ userName: 'tenantadmin', deptId: 105 });
    expect(tenantAdmin).toBeGreaterThan(0);
    // Another tenant's users never show, not even to "all data".
    await secondTenant(t, { tenantId: '200001', userName: 'foreigner', password: 'secret123' });

    tokens.set('admin', await adminToken(t));
    for (const { userName } of added)
      if (!userName.startsWith('member')) tokens.set(userName, await tokenOf(t, userName, 'secret123'));
  });
  afterAll(async () => {
    await t?.close();
  });

  const everyone = () => [...SEEDED, ...added.map((u) => u.userName)].sort();
  const allDepts = deptNames(100, 101, 102, 103, 104, 105, 106, 107, 108, 110, 111, 112, 113, 114);

  it('1 all data: every user and dept of the tenant, none of another tenant', async () => {
    expect(await visibleUsers('all1')).toEqual(everyone());
    expect(await visibleUsers('all1')).not.toContain('foreigner');
    expect(await visibleDepts('all1')).toEqual(allDepts);
  });

  it('2 custom: exactly the depts of sys_role_dept', async () => {
    expect(await visibleUsers('custom2')).toEqual(
      ['belowself6', 'member107', ...REVIEWERS, 'selfplusbelow'].sort(),
    );
    expect(await visibleDepts('custom2')).toEqual(deptNames(102, 107));
  });

  it('3 own dept: its own dept and nothing below it', async () => {
    expect(await visibleUsers('own3')).toEqual(['below4', 'member101', 'own3', 'self5']);
    expect(await visibleDepts('own3')).toEqual(deptNames(101));
  });

  it('4 own dept and below: the whole subtree', async () => {
    expect(await visibleUsers('below4')).toEqual(
      ['below4', 'belowself6', 'member101', 'member107', 'office01', 'own3', 'self5'].sort(),
    );
    expect(await visibleDepts('below4')).toEqual(deptNames(101, 106, 107));
  });

  it('5 self only: the caller alone, and no dept (the dept table has no owner column)', async () => {
    expect(await visibleUsers('self5')).toEqual(['self5']);
    expect(await visibleDepts('self5')).toEqual([]);
  });

  it('6 own dept and below or self: the subtree, and the caller even without a dept', async () => {
    expect(await visibleUsers('belowself6')).toEqual(['belowself6', 'member107']);
    expect(await visibleDepts('belowself6')).toEqual(deptNames(107));
    expect(await visibleUsers('nodept6')).toEqual(['nodept6']);
    expect(await visibleDepts('nodept6')).toEqual([]);
  });

  it('a dept-bound scope without a dept sees nothing rather than everything', async () => {
    expect(await visibleUsers('nodept4')).toEqual([]);
    expect(await visibleDepts('nodept4')).toEqual([]);
  });

  it('two roles unite their scopes', async () => {
    // own dept 105 + custom {102}
    expect(await visibleUsers('ownpluscustom')).toEqual(
      [
        'all1',
        'custom2',
        'member105',
        'ownpluscustom',
        ...REVIEWERS,
        'selfplusbelow',
        'staff01',
        'tenantadmin',
      ].sort(),
    );
    expect(await visibleDepts('ownpluscustom')).toEqual(deptNames(102, 105));
    // self (in 102) + own dept and below (102 has no children); self adds no dept, and takes none away
    expect(await visibleUsers('selfplusbelow')).toEqual([...REVIEWERS, 'selfplusbelow']);
    expect(await visibleDepts('selfplusbelow')).toEqual(deptNames(102));
    // self + all: all wins
    expect(await visibleUsers('selfplusall')).toEqual(everyone());
    expect(await visibleDepts('selfplusall')).toEqual(allDepts);
  });

  it('the super admin and the tenant admin (role key admin) bypass the scope', async () => {
    expect(await visibleUsers('admin')).toEqual(everyone());
    expect(await visibleDepts('admin')).toEqual(allDepts);
    expect(await visibleUsers('tenantadmin')).toEqual(everyone());
    expect(await visibleDepts('tenantadmin')).toEqual(allDepts);
  });

  it('changing a role scope takes effect at the next sign-in', async () => {
    await t.database.db.update(sysRole).set({ dataScope: '3' }).where(eq(sysRole.roleKey, 'r_custom2'));
    const fresh = await tokenOf(t, 'custom2', 'secret123');
    const body = await caller(t, fresh).get('/zcps/system/user/list?pageSize=500');
    expect(body.rows.map((r: { userName: string }) => r.userName).sort()).toEqual(
      usersIn(105).concat('staff01').sort(),
    );
  });
});
