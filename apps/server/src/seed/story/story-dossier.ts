import { RECORD_KINDS, RECORD_SPECS } from '@zcps/contracts';
import type { Story } from './story-context.js';

const STAFF01 = 1;

/**
 * staff01 completes their dossier as the 人员信息 page lets them (a paper and a professional course of this
 * year, every draft submitted) and the office approves everything pending of theirs on the same page: then the
 * applicant meets the conditions of 正高级工程师 and can submit a declaration.
 */
export async function completeStaffDossier(s: Story): Promise<void> {
  const year = s.clock.now().getFullYear();
  await s.staff.call('POST', RECORD_SPECS.academicWorks.base, {
    employeeId: STAFF01,
    worksType: '1',
    workTitle: '城市地下综合管廊结构抗震设计方法研究',
    publisher: '土木工程学报',
    publishDate: `${year - 2}-06-15`,
    authorRank: 1,
    authorCount: 2,
    isRepresentative: true,
  });
  await s.staff.call('POST', RECORD_SPECS.training.base, {
    employeeId: STAFF01,
    startDate: `${year}-04-13`,
    endDate: `${year}-04-24`,
    courseName: `${year}年工程建设新技术高级研修班`,
    organizer: '省工程师协会',
    courseType: '2',
    hours: 60,
  });
  // The dossier's own records; wage levels and post qualifications are the unit's to keep.
  for (const kind of RECORD_KINDS.filter((k) => RECORD_SPECS[k].base.startsWith('/employee/'))) {
    const base = RECORD_SPECS[kind].base;
    const rows = async (status: string) => {
      const list = await s.office.raw('GET', `${base}/list?employeeId=${STAFF01}&pageSize=100`);
      return ((list.rows ?? []) as { recordId: number; checkStatus: string }[])
        .filter((r) => r.checkStatus === status)
        .map((r) => r.recordId);
    };
    const drafts = await rows('0');
    if (drafts.length) await s.staff.call('PUT', `${base}/submit`, { recordIds: drafts });
    const pending = await rows('1');
    if (pending.length)
      await s.office.call('PUT', `${base}/check`, { recordIds: pending, action: 'approve' });
  }
}
