import { RECORD_KINDS, RECORD_SPECS, type Language, type RecordKind, type RecordSpec } from '@zcps/contracts';
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
  title: Record<Language, string>;
  /** A field whose value is unique per employee (one assessment per year). */
  uniquePerEmployee?: string;
}

const h = (zh_CN: string, en_US: string) => ({ zh_CN, en_US });

const TABLES: Record<RecordKind, Omit<RecordDef, 'spec'>> = {
  education: { table: zcEmpEducation, title: h('学历学位', 'Education') },
  officePost: { table: zcEmpOfficePost, title: h('任职经历', 'Offices and posts') },
  dutyAchievement: { table: zcEmpDutyAchievement, title: h('任职业绩', 'Duty achievements') },
  yearlyAchievement: {
    table: zcEmpYearlyAssessment,
    title: h('年度考核', 'Yearly assessments'),
    uniquePerEmployee: 'assessYear',
  },
  academicWorks: { table: zcEmpAcademicWork, title: h('论文著作', 'Academic works') },
  reward: { table: zcEmpReward, title: h('奖励情况', 'Awards') },
  punishment: { table: zcEmpPunishment, title: h('处分情况', 'Punishments') },
  training: { table: zcEmpTraining, title: h('继续教育', 'Training') },
  partyInfo: { table: zcEmpPartyInfo, title: h('党团信息', 'Party information') },
  wageLevel: { table: zcWageLevel, title: h('岗位等级', 'Wage levels') },
  jobQualification: { table: zcJobQualification, title: h('岗位资格', 'Job qualifications') },
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
