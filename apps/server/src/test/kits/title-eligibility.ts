import { DEFAULT_TENANT_ID, RecordCheckStatus, type TitleRule } from '@zcps/contracts';
import {
  zcEmpEducation,
  zcEmployee,
  zcEmpReward,
  zcEmpYearlyAssessment,
  zcTitleCondition,
  zcTitleException,
} from '../../db/schema/index.js';
import type { TestApp } from '../test-app.js';

const APPROVED = RecordCheckStatus.APPROVED;

/** Conditions of a title straight in the database, in the given order. */
export async function conditionsOf(
  t: TestApp,
  titleId: number,
  rules: TitleRule[],
  tenantId = DEFAULT_TENANT_ID,
) {
  await t.database.db
    .insert(zcTitleCondition)
    .values(
      rules.map((r, i) => ({ tenantId, titleId, ruleKind: r.ruleKind, params: r.params, orderNum: i })),
    );
}

export async function exceptionOf(
  t: TestApp,
  titleId: number,
  relaxes: string[],
  evidence: TitleRule[],
): Promise<number> {
  const [row] = await t.database.db
    .insert(zcTitleException)
    .values({ titleId, exceptionType: '1', exceptionName: '学历破格', relaxes, evidence })
    .returning({ id: zcTitleException.exceptionId });
  return row!.id;
}

export interface DossierSpec {
  name: string;
  idCard: string;
  deptId: number;
  userId?: number;
  tenantId?: string;
  /** Highest education code, approved. */
  education?: string;
  /** Education records in another state (do not count). */
  pendingEducation?: string;
  /** Approved yearly results from `fromYear`. */
  assessments?: { fromYear: number; results: string[] };
  /** Approved award levels. */
  awards?: string[];
}

/** An employee with approved (and optionally unapproved) sub-records. */
export async function employeeWithDossier(t: TestApp, spec: DossierSpec): Promise<number> {
  const db = t.database.db;
  const tenantId = spec.tenantId ?? DEFAULT_TENANT_ID;
  const [row] = await db
    .insert(zcEmployee)
    .values({
      tenantId,
      employeeName: spec.name,
      idCard: spec.idCard,
      deptId: spec.deptId,
      userId: spec.userId,
      currentTitleLevel: '3',
      currentTitleDate: '2019-01-01',
    })
    .returning({ id: zcEmployee.employeeId });
  const employeeId = row!.id;
  const own = { tenantId, employeeId };
  const education = (code: string, checkStatus: string) => ({
    ...own,
    checkStatus,
    startDate: '2010-09-01',
    school: '某大学',
    education: code,
  });
  if (spec.education) await db.insert(zcEmpEducation).values(education(spec.education, APPROVED));
  if (spec.pendingEducation)
    await db.insert(zcEmpEducation).values(education(spec.pendingEducation, RecordCheckStatus.PENDING));
  if (spec.assessments) {
    const { fromYear, results } = spec.assessments;
    await db
      .insert(zcEmpYearlyAssessment)
      .values(
        results.map((result, i) => ({ ...own, checkStatus: APPROVED, assessYear: fromYear + i, result })),
      );
  }
  for (const awardLevel of spec.awards ?? [])
    await db.insert(zcEmpReward).values({
      ...own,
      checkStatus: APPROVED,
      rewardName: '科技进步奖',
      awardLevel,
      awardDate: '2022-05-01',
    });
  return employeeId;
}
