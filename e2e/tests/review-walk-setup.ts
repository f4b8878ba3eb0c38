import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { api } from './review-walk-steps.js';

/** Preconditions of the review walk (review-walk.spec.ts) that are configuration or data outside the walk. */

/** Sets a system parameter by key and reads it back through the key lookup (which also caches it). */
export async function setConfig(admin: Page, key: string, value: string) {
  const rows = await api<{ configId: number; configKey: string }[]>(
    admin,
    'GET',
    `/system/config/list?configKey=${encodeURIComponent(key)}`,
  );
  const row = rows.find((r) => r.configKey === key);
  if (!row) throw new Error(`no system parameter ${key}`);
  const full = await api<Record<string, unknown>>(admin, 'GET', `/system/config/${row.configId}`);
  await api(admin, 'PUT', '/system/config', {
    configId: full.configId,
    configName: full.configName,
    configKey: full.configKey,
    configValue: value,
    configType: full.configType,
    remark: full.remark,
  });
  expect(await api(admin, 'GET', `/system/config/configKey/${encodeURIComponent(key)}`)).toBe(value);
}

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

type Conflict = { conflictId: number; employeeId: number | null; conflictType: string; reason: string };

/**
 * Demo reviewer 5 (reviewer02) declares a personal conflict with demo employee 1 (staff01), so the server
 * rightly refuses to seat them for this declaration. The walk needs three reviewers without conflicts:
 * the conflict is lifted for the walk and restored after it (a seed-data gap, reported).
 */
export async function liftConflict(admin: Page, reviewerId: number, employeeId: number) {
  const conflicts = await api<Conflict[]>(admin, 'GET', `/title/reviewer/${reviewerId}/conflicts`);
  const lifted = conflicts.filter((c) => c.employeeId === employeeId);
  for (const c of lifted)
    await api(admin, 'DELETE', `/title/reviewer/${reviewerId}/conflicts/${c.conflictId}`);
  return async () => {
    for (const c of lifted)
      await api(admin, 'POST', `/title/reviewer/${reviewerId}/conflicts`, {
        conflictType: c.conflictType,
        employeeId: c.employeeId,
        personName: '王小明',
        reason: c.reason,
      });
  };
}

/** Moves the server's business clock (NODE_ENV=test reads this file on every "now"). */
export function setClockOffset(file: string | undefined, ms: number) {
  if (!file) throw new Error('ZCPS_TEST_CLOCK_FILE is not set (see playwright.config.ts)');
  fs.writeFileSync(file, String(ms));
}
