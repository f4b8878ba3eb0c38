import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { api } from './review-walk-steps.js';

/** Preconditions of the review walk (review-walk.spec.ts) that are configuration or data outside the walk. */

type DossierRecord = { recordId: number; checkStatus: string; [field: string]: unknown };
const KINDS = {
  education: 'education',
  dutyAchievement: 'duty-achievement',
  yearlyAchievement: 'yearly-achievement',
  academicWorks: 'academic-works',
  training: 'training',
} as const;
const PAPER = '基于BIM的电子信息系统集成设计方法';
const COURSE = '电子信息工程新技术高级研修班';

/**
 * The demo applicant's dossier lacks what 正高级工程师 asks (approved education and assessments, a second
 * first-author work, 450 training hours): the records it needs are added and submitted as staff01 and
 * approved as office01. The dossier check itself is the subject of employee-dossier-walk.spec.ts.
 */
export async function completeDossier(staff: Page, office: Page) {
  const records = async () =>
    (await api<{ records: Record<string, DossierRecord[]> }>(office, 'GET', '/employee/info/1/dossier'))
      .records;
  let all = await records();
  if (!all.academicWorks!.some((r) => r.workTitle === PAPER))
    await api(staff, 'POST', '/employee/academic-works', {
      employeeId: 1,
      worksType: '1',
      workTitle: PAPER,
      publisher: '电子学报',
      publishDate: '2024-06-15',
      authorRank: 1,
      authorCount: 2,
    });
  if (!all.training!.some((r) => r.courseName === COURSE))
    await api(staff, 'POST', '/employee/training', {
      employeeId: 1,
      startDate: '2026-04-13',
      endDate: '2026-04-24',
      courseName: COURSE,
      organizer: '省工程师协会',
      courseType: '2',
      hours: 60,
    });
  all = await records();
  for (const [kind, base] of Object.entries(KINDS)) {
    const drafts = all[kind]!.filter((r) => r.checkStatus === '0').map((r) => r.recordId);
    if (drafts.length) await api(staff, 'PUT', `/employee/${base}/submit`, { recordIds: drafts });
  }
  all = await records();
  for (const [kind, base] of Object.entries(KINDS)) {
    const pending = all[kind]!.filter((r) => r.checkStatus === '1').map((r) => r.recordId);
    if (pending.length)
      await api(office, 'PUT', `/employee/${base}/check`, { recordIds: pending, action: 'approve' });
  }
}

/** Moves the server's business clock (NODE_ENV=test reads this file on every "now"). */
export function setClockOffset(file: string | undefined, ms: number) {
  if (!file) throw new Error('ZCPS_TEST_CLOCK_FILE is not set (see playwright.config.ts)');
  fs.writeFileSync(file, String(ms));
}
