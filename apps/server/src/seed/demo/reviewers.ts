import { chineseName, idCardOf, isoDate, phoneOf, seededRandom } from './random.js';

/**
 * 60 demo reviewers in three pools (engineering, health, economics): senior titles, mostly discipline-team
 * experts; reviewer 1 is the demo account reviewer01. A few sit in demo entrusted units and two declare
 * conflicts, so the team draw of the review issue has 回避 cases to honour.
 */
const UNITS = [
  '清华大学',
  '省建筑科学研究院',
  '省水利水电勘测设计院',
  '国网省电力公司',
  '省第二人民医院',
  '省财经大学',
];

const seriesOf = (id: number) => (id <= 40 ? 5 : id <= 50 ? 4 : 21);
const professionsOf = { 5: [1, 2, 3, 4, 5, 6, 7, 8], 4: [9, 10], 21: [11, 12] } as const;
const TITLE_NAMES: Record<number, [string, string]> = {
  5: ['正高级工程师', '高级工程师'],
  4: ['主任医师', '副主任医师'],
  21: ['正高级经济师', '高级经济师'],
};

/**
 * Reviewers with a demo account: reviewer01..03 (users 3, 6, 7). Reviewers 5 and 6 sit outside staff01's unit
 * and declare no conflict with staff01 (reviewer 7, without an account, is the near relative), so the three can
 * form one conflict-free team for staff01's declaration.
 */
const DEMO_ACCOUNT_OF: Record<number, { userId: number; name: string }> = {
  1: { userId: 3, name: '张建国' },
  5: { userId: 6, name: '周立新' },
  6: { userId: 7, name: '陈雅琴' },
};

const namedOr = (name: string | undefined, drawn: string) => name ?? drawn;

export function reviewerSeeds() {
  const r = seededRandom(20261123);
  return Array.from({ length: 60 }, (_, i) => {
    const reviewerId = i + 1;
    const seriesId = seriesOf(reviewerId);
    const professions = professionsOf[seriesId as keyof typeof professionsOf];
    const level = r.chance(0.4) ? 1 : 2;
    const birth = isoDate(r.int(1960, 1980), r.int(1, 12), r.int(1, 28));
    const inUnit = reviewerId === 2 || reviewerId === 3 ? 1 : reviewerId === 4 ? 2 : null;
    return {
      reviewerId,
      userId: DEMO_ACCOUNT_OF[reviewerId]?.userId ?? null,
      deptId: DEMO_ACCOUNT_OF[reviewerId] ? 102 : null,
      // The draw happens for every reviewer but the first, as before the accounts, so the others keep their data.
      reviewerName: reviewerId === 1 ? '张建国' : namedOr(DEMO_ACCOUNT_OF[reviewerId]?.name, chineseName(r)),
      sex: r.chance(0.7) ? '0' : '1',
      idCard: idCardOf(birth, 500 + reviewerId, '110105'),
      phone: phoneOf(20000 + reviewerId),
      email: `reviewer${reviewerId}@expert.zcps.local`,
      unitName:
        inUnit === 1 ? '华信建设集团有限公司' : inUnit === 2 ? '中科电子信息技术有限公司' : r.pick(UNITS),
      clientId: inUnit,
      seriesId,
      professionId: professions[i % professions.length]!,
      titleLevel: String(level),
      titleName: TITLE_NAMES[seriesId]![level - 1]!,
      reviewerType: reviewerId % 7 === 0 ? '1' : reviewerId % 5 === 0 ? '4' : '2',
      isExternal: r.chance(0.3),
      status: reviewerId === 39 ? '1' : reviewerId === 40 ? '2' : '0',
      remark: reviewerId === 40 ? '评审期间违反保密纪律，列入黑名单' : null,
    };
  });
}

export const poolSeeds = [
  {
    poolId: 1,
    poolName: '工程技术人员高级职称评审专家库',
    seriesId: 5,
    titleLevel: '2',
    orgId: 2,
    termStart: '2025-01-01',
    termEnd: '2027-12-31',
  },
  {
    poolId: 2,
    poolName: '卫生技术人员高级职称评审专家库',
    seriesId: 4,
    titleLevel: '2',
    orgId: 1,
    termStart: '2025-03-01',
    termEnd: '2028-02-28',
  },
  {
    poolId: 3,
    poolName: '经济专业人员高级职称评审专家库',
    seriesId: 21,
    titleLevel: '2',
    orgId: 1,
    termStart: '2026-01-01',
    termEnd: '2028-12-31',
  },
];

export function poolMemberSeeds() {
  return Array.from({ length: 60 }, (_, i) => {
    const reviewerId = i + 1;
    const pool = poolSeeds[reviewerId <= 40 ? 0 : reviewerId <= 50 ? 1 : 2]!;
    return { poolId: pool.poolId, reviewerId, joinDate: pool.termStart, termEnd: pool.termEnd };
  });
}

export const conflictSeeds = [
  {
    conflictId: 1,
    reviewerId: 2,
    conflictType: 'unit',
    clientId: 1,
    employeeId: null,
    personName: null,
    reason: '本单位职工',
  },
  {
    conflictId: 2,
    reviewerId: 7,
    conflictType: 'person',
    clientId: null,
    employeeId: 1,
    personName: '王小明',
    reason: '近亲属',
  },
];
