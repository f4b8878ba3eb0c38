/**
 * The dossier's sub-record kinds as data: each kind's fields drive its zod schemas (employee-records.ts), the
 * server's generic routes and the console's generic table and form. Field names are the drizzle columns.
 */

export type RecordFieldKind = 'text' | 'longText' | 'date' | 'dict' | 'int' | 'hours' | 'bool' | 'year';

export interface RecordField {
  name: string;
  kind: RecordFieldKind;
  required?: boolean;
  /** Longest text, or the largest number. */
  max?: number;
  /** The smallest number. */
  min?: number;
  /** Dictionary type of a `dict` field. */
  dict?: string;
  /** Offered as a list filter (text contains, others equal). */
  filter?: boolean;
  /** Not a table column (still in the form and the export). */
  hidden?: boolean;
  /** A date or year that cannot lie in the future. */
  past?: boolean;
}

export interface RecordSpec {
  kind: RecordKind;
  /** API path under /zcps, e.g. `/employee/education`. */
  base: string;
  /** Permission prefix, e.g. `employee:education`. */
  prefix: string;
  fields: readonly RecordField[];
  /** `[low, high]` pairs: high, when given, is not before (dates) or below (numbers) low. */
  ranges?: readonly (readonly [string, string])[];
  /** Lists are newest first by this field. */
  orderBy: string;
  /**
   * Kept by the office itself (the title menu's lists): no submit or check buttons are seeded, so submitting
   * and checking go with the edit permission.
   */
  officeKept?: boolean;
}

export const RECORD_KINDS = [
  'education',
  'officePost',
  'dutyAchievement',
  'yearlyAchievement',
  'academicWorks',
  'reward',
  'punishment',
  'training',
  'partyInfo',
  'wageLevel',
  'jobQualification',
] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

const employee = (path: string) => ({ base: `/employee/${path}`, prefix: `employee:${path}` });
const title = (path: string) => ({ base: `/title/${path}`, prefix: `title:${path}` });
const start: RecordField = { name: 'startDate', kind: 'date', required: true, past: true };
const end: RecordField = { name: 'endDate', kind: 'date', past: true };
const period = [['startDate', 'endDate']] as const;

export const RECORD_SPECS: Record<RecordKind, RecordSpec> = {
  education: {
    kind: 'education',
    ...employee('education'),
    fields: [
      start,
      end,
      { name: 'school', kind: 'text', required: true, max: 100, filter: true },
      { name: 'major', kind: 'text', max: 100 },
      { name: 'education', kind: 'dict', dict: 'education', required: true, filter: true },
      { name: 'degree', kind: 'dict', dict: 'degree' },
      { name: 'studyForm', kind: 'dict', dict: 'study_form' },
      { name: 'certNo', kind: 'text', max: 50, hidden: true },
      { name: 'degreeCertNo', kind: 'text', max: 50, hidden: true },
      { name: 'isHighest', kind: 'bool' },
    ],
    ranges: period,
    orderBy: 'startDate',
  },
  officePost: {
    kind: 'officePost',
    ...employee('office-post'),
    fields: [
      start,
      end,
      { name: 'unitName', kind: 'text', required: true, max: 100, filter: true },
      { name: 'postName', kind: 'text', required: true, max: 100, filter: true },
      { name: 'titleHeld', kind: 'text', max: 50 },
      { name: 'dutyDesc', kind: 'longText', max: 1000, hidden: true },
    ],
    ranges: period,
    orderBy: 'startDate',
  },
  dutyAchievement: {
    kind: 'dutyAchievement',
    ...employee('duty-achievement'),
    fields: [
      start,
      // A project may be planned to end later.
      { name: 'endDate', kind: 'date' },
      { name: 'projectName', kind: 'text', required: true, max: 200, filter: true },
      { name: 'ownRole', kind: 'dict', dict: 'achievement_role', required: true, filter: true },
      { name: 'content', kind: 'longText', max: 2000, hidden: true },
      { name: 'outcome', kind: 'longText', max: 1000, hidden: true },
    ],
    ranges: period,
    orderBy: 'startDate',
  },
  yearlyAchievement: {
    kind: 'yearlyAchievement',
    ...employee('yearly-achievement'),
    fields: [
      { name: 'assessYear', kind: 'year', required: true, past: true, filter: true },
      { name: 'result', kind: 'dict', dict: 'assessment_result', required: true, filter: true },
      { name: 'unitOpinion', kind: 'longText', max: 500 },
    ],
    orderBy: 'assessYear',
  },
  academicWorks: {
    kind: 'academicWorks',
    ...employee('academic-works'),
    fields: [
      { name: 'worksType', kind: 'dict', dict: 'works_type', required: true, filter: true },
      { name: 'workTitle', kind: 'text', required: true, max: 200, filter: true },
      { name: 'publisher', kind: 'text', max: 200 },
      { name: 'publishDate', kind: 'date', required: true, past: true },
      { name: 'serialNo', kind: 'text', max: 50, hidden: true },
      { name: 'paperIndex', kind: 'dict', dict: 'paper_index' },
      { name: 'authorRank', kind: 'int', required: true, min: 1, max: 99 },
      { name: 'authorCount', kind: 'int', required: true, min: 1, max: 99 },
      { name: 'isRepresentative', kind: 'bool' },
      { name: 'isCorresponding', kind: 'bool', hidden: true },
    ],
    ranges: [['authorRank', 'authorCount']],
    orderBy: 'publishDate',
  },
  reward: {
    kind: 'reward',
    ...employee('reward'),
    fields: [
      { name: 'rewardName', kind: 'text', required: true, max: 200, filter: true },
      { name: 'rewardType', kind: 'dict', dict: 'reward_type' },
      { name: 'awardLevel', kind: 'dict', dict: 'award_level', required: true, filter: true },
      { name: 'awardGrade', kind: 'dict', dict: 'award_grade' },
      { name: 'awardRank', kind: 'int', min: 1, max: 99 },
      { name: 'awardDate', kind: 'date', required: true, past: true },
      { name: 'issuer', kind: 'text', max: 100 },
    ],
    orderBy: 'awardDate',
  },
  punishment: {
    kind: 'punishment',
    ...employee('punishment'),
    fields: [
      { name: 'punishmentName', kind: 'text', required: true, max: 200, filter: true },
      { name: 'punishmentType', kind: 'dict', dict: 'punishment_type', required: true, filter: true },
      { name: 'punishDate', kind: 'date', required: true, past: true },
      { name: 'issuer', kind: 'text', max: 100 },
      // The end of a punishment period may still lie ahead.
      { name: 'liftedDate', kind: 'date' },
    ],
    ranges: [['punishDate', 'liftedDate']],
    orderBy: 'punishDate',
  },
  training: {
    kind: 'training',
    ...employee('training'),
    fields: [
      start,
      end,
      { name: 'courseName', kind: 'text', required: true, max: 200, filter: true },
      { name: 'organizer', kind: 'text', max: 100 },
      { name: 'courseType', kind: 'dict', dict: 'course_type', required: true, filter: true },
      { name: 'hours', kind: 'hours', required: true, min: 0.5, max: 9999.9 },
      { name: 'certNo', kind: 'text', max: 50, hidden: true },
    ],
    ranges: period,
    orderBy: 'startDate',
  },
  partyInfo: {
    kind: 'partyInfo',
    ...employee('party-info'),
    fields: [
      { name: 'politicalStatus', kind: 'dict', dict: 'political_status', required: true, filter: true },
      { name: 'joinDate', kind: 'date', past: true },
      { name: 'branchName', kind: 'text', max: 100 },
      { name: 'partyPost', kind: 'text', max: 100 },
    ],
    orderBy: 'joinDate',
  },
  wageLevel: {
    kind: 'wageLevel',
    ...title('wage-level'),
    fields: [
      { name: 'wageLevel', kind: 'dict', dict: 'wage_level', required: true, filter: true },
      { name: 'postName', kind: 'text', required: true, max: 100, filter: true },
      start,
      end,
      { name: 'approvalDoc', kind: 'text', max: 100 },
    ],
    ranges: period,
    orderBy: 'startDate',
    officeKept: true,
  },
  jobQualification: {
    kind: 'jobQualification',
    ...title('job-qualification'),
    fields: [
      { name: 'qualificationName', kind: 'text', required: true, max: 100, filter: true },
      { name: 'qualificationLevel', kind: 'text', max: 4 },
      { name: 'certNo', kind: 'text', required: true, max: 50, filter: true },
      { name: 'issueDate', kind: 'date', required: true, past: true },
      { name: 'validUntil', kind: 'date' },
      { name: 'issuer', kind: 'text', max: 100 },
    ],
    ranges: [['issueDate', 'validUntil']],
    orderBy: 'issueDate',
    officeKept: true,
  },
};
