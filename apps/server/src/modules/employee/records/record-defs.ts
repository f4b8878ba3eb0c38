import { RECORD_KINDS, RECORD_SPECS, type RecordKind, type RecordSpec } from '@zcps/contracts';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  zcEmpAcademicWork,
  zcEmpDutyAchievement,
  zcEmpEducation,
  zcEmpOfficePost,
  zcEmpPartyInfo,
  zcEmpPunishment,
  zcEmpReward,
  zcEmpTraining,
  zcEmpYearlyAssessment,
  zcJobQualification,
  zcWageLevel,
} from '../../../db/schema/index.js';
import { message, type Message } from '../../../platform/i18n/format.js';

/** Any sub-record table: they share the owner, check and audit columns (schema/employee.ts). */
export type SubTable =
  | typeof zcEmpEducation
  | typeof zcEmpOfficePost
  | typeof zcEmpDutyAchievement
  | typeof zcEmpYearlyAssessment
  | typeof zcEmpAcademicWork
  | typeof zcEmpReward
  | typeof zcEmpPunishment
  | typeof zcEmpTraining
  | typeof zcEmpPartyInfo
  | typeof zcWageLevel
  | typeof zcJobQualification;

/** One sub-record kind on the server: its contract spec, its table and its names (sheet, operation log). */
export interface RecordDef {
  spec: RecordSpec;
  table: SubTable;
  title: Message;
  /** A field whose value is unique per employee (one assessment per year). */
  uniquePerEmployee?: string;
}

const TABLES: Record<RecordKind, Omit<RecordDef, 'spec'>> = {
  education: { table: zcEmpEducation, title: message('record.education.title') },
  officePost: { table: zcEmpOfficePost, title: message('record.officePost.title') },
  dutyAchievement: { table: zcEmpDutyAchievement, title: message('record.dutyAchievement.title') },
  yearlyAchievement: {
    table: zcEmpYearlyAssessment,
    title: message('record.yearlyAchievement.title'),
    uniquePerEmployee: 'assessYear',
  },
  academicWorks: { table: zcEmpAcademicWork, title: message('record.academicWorks.title') },
  reward: { table: zcEmpReward, title: message('record.reward.title') },
  punishment: { table: zcEmpPunishment, title: message('record.punishment.title') },
  training: { table: zcEmpTraining, title: message('record.training.title') },
  partyInfo: { table: zcEmpPartyInfo, title: message('record.partyInfo.title') },
  wageLevel: { table: zcWageLevel, title: message('record.wageLevel.title') },
  jobQualification: { table: zcJobQualification, title: message('record.jobQualification.title') },
};

export const RECORD_DEFS: readonly RecordDef[] = RECORD_KINDS.map((kind) => ({
  spec: RECORD_SPECS[kind],
  ...TABLES[kind],
}));

/** A column of the table by its field name (spec field names are the drizzle keys). */
export function columnOf(def: RecordDef, name: string): PgColumn {
  const column = (def.table as unknown as Record<string, PgColumn | undefined>)[name];
  if (!column) throw new Error(`${def.spec.kind} has no column ${name}`);
  return column;
}
