import { eq } from 'drizzle-orm';
import { DEFAULT_TENANT_ID, idCardCheckChar, type RecordKind } from '@zcps/contracts';
import { hashPassword } from '../../platform/crypto/password-hash.js';
import {
  sysDept,
  sysUser,
  sysUserRole,
  zcClient,
  zcEmployee,
  zcProfession,
  zcTitle,
  zcTitleSeries,
} from '../../db/schema/index.js';
import { login, type TestApp } from '../test-app.js';
import { caller } from './monitor.js';

/** Seeded roles (base.ts): office (all data), company (own dept), staff (self). */
export const Role = { OFFICE: 3, COMPANY: 5, STAFF: 6 } as const;

let serial = 0;

/** A valid GB 11643 number, different on every call (birth date 1985-mm-dd). */
export function idCard(seed = ++serial): string {
  const first17 = `110101198501${String((seed % 28) + 1).padStart(2, '0')}${String(seed % 1000).padStart(3, '0')}`;
  return first17 + idCardCheckChar(first17);
}

/** An approved entrusted unit with its own dept under 委托单位 (104) in the tenant. */
export async function unit(t: TestApp, name: string, tenantId = DEFAULT_TENANT_ID) {
  const db = t.database.db;
  const [dept] = await db
    .insert(sysDept)
    .values({ tenantId, parentId: 104, ancestors: '0,100,104', deptName: name, orderNum: 9 })
    .returning({ deptId: sysDept.deptId });
  const credit = `91110000${String(++serial).padStart(9, '0')}X`;
  const [client] = await db
    .insert(zcClient)
    .values({
      tenantId,
      deptId: dept!.deptId,
      clientName: name,
      creditCode: credit,
      unitType: '1',
      contactName: '联系人',
      contactPhone: '13800000000',
      auditStatus: '1',
    })
    .returning({ clientId: zcClient.clientId });
  return { clientId: client!.clientId, deptId: dept!.deptId };
}

/** A user of `deptId` holding one seeded role; answers the id and a caller signed in as them. */
export async function userIn(
  t: TestApp,
  userName: string,
  roleId: number,
  deptId: number | null,
  tenantId = DEFAULT_TENANT_ID,
) {
  const [user] = await t.database.db
    .insert(sysUser)
    .values({ tenantId, deptId, userName, nickName: userName, password: await hashPassword('secret123') })
    .returning({ userId: sysUser.userId });
  await t.database.db.insert(sysUserRole).values({ userId: user!.userId, roleId });
  const token = (await login(t, { tenantId, username: userName, password: 'secret123' })).data.access_token;
  return { userId: user!.userId, as: caller(t, token) };
}

/** An employee straight in the database (tests set up what they need without the API). */
export async function employeeIn(
  t: TestApp,
  name: string,
  where: { clientId?: number | null; deptId?: number | null; userId?: number | null; tenantId?: string },
) {
  const [row] = await t.database.db
    .insert(zcEmployee)
    .values({
      tenantId: where.tenantId ?? DEFAULT_TENANT_ID,
      employeeName: name,
      idCard: idCard(),
      clientId: where.clientId ?? null,
      deptId: where.deptId ?? null,
      userId: where.userId ?? null,
    })
    .returning({ id: zcEmployee.employeeId });
  return row!.id;
}

export async function employeeById(t: TestApp, employeeId: number) {
  const [row] = await t.database.db.select().from(zcEmployee).where(eq(zcEmployee.employeeId, employeeId));
  return row;
}

/** A series of its own with one profession and one title (level 3), and a second series with a profession. */
export async function catalogIn(t: TestApp) {
  const db = t.database.db;
  const n = ++serial;
  const [series, other] = await db
    .insert(zcTitleSeries)
    .values([
      { tenantId: DEFAULT_TENANT_ID, seriesCode: `S${n}a`, seriesName: `测试系列${n}` },
      { tenantId: DEFAULT_TENANT_ID, seriesCode: `S${n}b`, seriesName: `另一系列${n}` },
    ])
    .returning({ id: zcTitleSeries.seriesId });
  const [profession, foreign] = await db
    .insert(zcProfession)
    .values([
      {
        tenantId: DEFAULT_TENANT_ID,
        seriesId: series!.id,
        professionCode: `P${n}a`,
        professionName: `测试专业${n}`,
      },
      {
        tenantId: DEFAULT_TENANT_ID,
        seriesId: other!.id,
        professionCode: `P${n}b`,
        professionName: `他系专业${n}`,
      },
    ])
    .returning({ id: zcProfession.professionId });
  const [title] = await db
    .insert(zcTitle)
    .values({
      tenantId: DEFAULT_TENANT_ID,
      seriesId: series!.id,
      titleCode: `T${n}`,
      titleName: `测试工程师${n}`,
      titleLevel: '3',
    })
    .returning({ id: zcTitle.titleId });
  return {
    seriesId: series!.id,
    professionId: profession!.id,
    foreignProfessionId: foreign!.id,
    titleId: title!.id,
    n,
  };
}

/** A valid new record of each kind (dictionary values from the seeded dictionaries). */
export const samples: Record<RecordKind, Record<string, unknown>> = {
  education: {
    startDate: '2003-09-01',
    endDate: '2007-07-01',
    school: '清华大学',
    education: '21',
    degree: '4',
  },
  officePost: { startDate: '2010-01-01', unitName: '华信建设', postName: '工程师' },
  dutyAchievement: { startDate: '2015-03-01', projectName: '跨江大桥', ownRole: '1' },
  yearlyAchievement: { assessYear: 2020, result: '1' },
  academicWorks: {
    worksType: '1',
    workTitle: '桥梁抗震研究',
    publishDate: '2019-05-01',
    authorRank: 1,
    authorCount: 3,
  },
  reward: { rewardName: '科技进步奖', awardLevel: '2', awardDate: '2018-12-01' },
  punishment: { punishmentName: '警告', punishmentType: '1', punishDate: '2012-06-01' },
  training: {
    startDate: '2021-03-01',
    endDate: '2021-03-05',
    courseName: '继续教育',
    courseType: '1',
    hours: 24,
  },
  partyInfo: { politicalStatus: '01', joinDate: '2005-07-01' },
  wageLevel: { wageLevel: '7', postName: '专业技术七级', startDate: '2016-01-01' },
  jobQualification: { qualificationName: '一级建造师', certNo: 'JZ2016001', issueDate: '2016-05-01' },
};
