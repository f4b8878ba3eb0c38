import { eq } from 'drizzle-orm';
import type { TitleRule } from '@zcps/contracts';
import { zcReviewActivity, zcReviewDeclaration } from '../../db/schema/index.js';
import { caller, operLogs } from './monitor.js';
import type { TestApp } from '../test-app.js';
import { roleUser } from './employee-attachment.js';
import { conditionsOf, employeeWithDossier, exceptionOf } from './title-eligibility.js';

export type Caller = ReturnType<typeof caller>;

/** The title's declare conditions in these tests: a bachelor's degree at least, and no punishment. */
export const DECLARE_RULES: TitleRule[] = [
  { ruleKind: 'education', params: { minEducation: '21' } },
  { ruleKind: 'no_punishment', params: { years: 3 } },
];
/** 破格: the education rule relaxed for a provincial award or better. */
export const AWARD_EVIDENCE: TitleRule = { ruleKind: 'awards', params: { count: 1, minAwardLevel: '2' } };

export async function signIn(t: TestApp, name: string, roleId: number, deptId = 105, lang = 'zh_CN') {
  const { userId, token } = await roleUser(t, name, roleId, deptId);
  return { userId, who: caller(t, token, lang), en: caller(t, token, 'en_US') };
}

let card = 7000;
const idCard = () => `1101011990${String(++card).padStart(8, '0')}`;

/** An employee of `deptId` with approved records: a bachelor (eligible) unless `education` says otherwise. */
export function applicant(
  t: TestApp,
  name: string,
  opts: {
    deptId?: number;
    userId?: number;
    education?: string;
    pendingEducation?: string;
    awards?: string[];
    idCard?: string;
  } = {},
) {
  return employeeWithDossier(t, {
    name,
    idCard: opts.idCard ?? idCard(),
    deptId: opts.deptId ?? 105,
    userId: opts.userId,
    education: opts.education ?? '21',
    pendingEducation: opts.pendingEducation,
    assessments: { fromYear: 2023, results: ['2', '2', '1'] },
    awards: opts.awards,
  });
}

export async function declareRules(t: TestApp, titleId: number) {
  await conditionsOf(t, titleId, DECLARE_RULES);
  return exceptionOf(t, titleId, ['education'], [AWARD_EVIDENCE]);
}

export async function declarationRow(t: TestApp, declarationId: number) {
  const [row] = await t.database.db
    .select()
    .from(zcReviewDeclaration)
    .where(eq(zcReviewDeclaration.declarationId, declarationId));
  return row!;
}

/** Moves the activity's declaration window (a day in ms relative to now). */
export async function windowOf(t: TestApp, activityId: number, startDays: number, endDays: number) {
  const day = 86_400_000;
  await t.database.db
    .update(zcReviewActivity)
    .set({
      declareStart: new Date(Date.now() + startDays * day),
      declareEnd: new Date(Date.now() + endDays * day),
    })
    .where(eq(zcReviewActivity.activityId, activityId));
}

export async function lastLog(t: TestApp, title: string) {
  return (await operLogs(t)).find((l) => l.title === title);
}
