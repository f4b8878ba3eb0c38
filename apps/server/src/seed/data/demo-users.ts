import { inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { hashPassword } from '../../platform/crypto/password-hash.js';
import * as t from '../../db/schema/index.js';

/**
 * One demo user per non-admin seeded role (domain.md "Who uses it"), so every role's console can be tried and
 * shown in the operation manuals (scripts/manuals). All sign in with the demo password below; change or disable
 * them in a production installation. Ids are fixed (below the identity start of 100 000) so re-seeding finds them.
 */
export const DEMO_PASSWORD = 'admin123';

export const demoUserSeeds = [
  {
    userId: 2,
    roleId: 3,
    postId: 2,
    deptId: 106,
    userName: 'office01',
    nickName: '李敏',
    email: 'office01@zcps.local',
    phonenumber: '15888880001',
    sex: '1',
    remark: '演示用户：评审办公室工作人员',
  },
  {
    userId: 3,
    roleId: 4,
    postId: 4,
    deptId: 102,
    userName: 'reviewer01',
    nickName: '张建国',
    email: 'reviewer01@zcps.local',
    phonenumber: '15888880002',
    sex: '0',
    remark: '演示用户：评审专家',
  },
  {
    userId: 4,
    roleId: 5,
    postId: 5,
    deptId: 104,
    userName: 'company01',
    nickName: '华信建设集团',
    email: 'company01@zcps.local',
    phonenumber: '15888880003',
    sex: '0',
    remark: '演示用户：委托单位',
  },
  {
    userId: 5,
    roleId: 6,
    postId: 5,
    deptId: 105,
    userName: 'staff01',
    nickName: '王小明',
    email: 'staff01@zcps.local',
    phonenumber: '15888880004',
    sex: '0',
    remark: '演示用户：申报人',
  },
  {
    userId: 6,
    roleId: 4,
    postId: 4,
    deptId: 102,
    userName: 'reviewer02',
    nickName: '周立新',
    email: 'reviewer02@zcps.local',
    phonenumber: '15888880005',
    sex: '0',
    remark: '演示用户：评审专家（评审组投票、评委会表决需要多位专家）',
  },
  {
    userId: 7,
    roleId: 4,
    postId: 4,
    deptId: 102,
    userName: 'reviewer03',
    nickName: '陈雅琴',
    email: 'reviewer03@zcps.local',
    phonenumber: '15888880006',
    sex: '1',
    remark: '演示用户：评审专家（评审组投票、评委会表决需要多位专家）',
  },
  {
    userId: 8,
    roleId: 7,
    postId: 5,
    deptId: 108,
    userName: 'dept01',
    nickName: '赵振华',
    email: 'dept01@zcps.local',
    phonenumber: '15888880007',
    sex: '0',
    remark: '演示用户：行业主管部门审核人（职称申报预审）',
  },
  {
    userId: 9,
    roleId: 7,
    postId: 5,
    deptId: 108,
    userName: 'dept02',
    nickName: '孙丽',
    email: 'dept02@zcps.local',
    phonenumber: '15888880008',
    sex: '1',
    remark: '演示用户：行业主管部门审核人（会签需要两位）',
  },
] as const;

/**
 * Inserts the demo users that are missing (by id) with their role and post; users that exist are left as
 * administrators edited them, and passwords are hashed only for the rows actually inserted.
 */
export async function seedDemoUsers(
  tx: Executor,
  tenantId: string,
  audit: { createBy: number; updateBy: number; createDept: number },
): Promise<void> {
  const ids = demoUserSeeds.map((u) => u.userId);
  const existing = await tx
    .select({ id: t.sysUser.userId })
    .from(t.sysUser)
    .where(inArray(t.sysUser.userId, ids));
  const have = new Set(existing.map((e) => e.id));
  for (const { roleId, postId, ...user } of demoUserSeeds) {
    if (have.has(user.userId)) continue;
    const inserted = await tx
      .insert(t.sysUser)
      .values({ ...user, tenantId, password: await hashPassword(DEMO_PASSWORD), ...audit })
      .onConflictDoNothing()
      .returning({ id: t.sysUser.userId });
    if (!inserted.length) continue; // the user name is taken by a user an administrator created
    await tx.insert(t.sysUserRole).values({ userId: user.userId, roleId }).onConflictDoNothing();
    await tx.insert(t.sysUserPost).values({ userId: user.userId, postId }).onConflictDoNothing();
  }
}
