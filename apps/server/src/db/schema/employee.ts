import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  char,
  date,
  index,
  integer,
  numeric,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns, delFlagColumn, idColumn, tenantColumn } from './columns.js';

/**
 * The employee record (人员信息, the applicant's dossier) and its sub-records (domain-research §5.10).
 * `deptId` is the entrusted unit's dept and `userId` the applicant's account: the company role's dept scope and
 * the staff role's self scope reach records through the one data-scope helper. Sub-records carry their own
 * check status (record_check_status: 0 draft, 1 pending, 2 returned, 3 rejected, 4 approved) and remark.
 */
export const zcEmployee = pgTable(
  'zc_employee',
  {
    employeeId: idColumn('employee_id'),
    tenantId: tenantColumn(),
    userId: bigint('user_id', { mode: 'number' }),
    clientId: bigint('client_id', { mode: 'number' }),
    deptId: bigint('dept_id', { mode: 'number' }),
    employeeName: varchar('employee_name', { length: 30 }).notNull(),
    sex: char('sex', { length: 1 }).notNull().default('0'),
    birthDate: date('birth_date', { mode: 'string' }),
    nation: varchar('nation', { length: 4 }),
    politicalStatus: varchar('political_status', { length: 4 }),
    idCard: varchar('id_card', { length: 18 }).notNull(),
    phone: varchar('phone', { length: 20 }),
    email: varchar('email', { length: 50 }),
    education: varchar('education', { length: 4 }),
    seriesId: bigint('series_id', { mode: 'number' }),
    professionId: bigint('profession_id', { mode: 'number' }),
    currentTitleId: bigint('current_title_id', { mode: 'number' }),
    currentTitleLevel: char('current_title_level', { length: 1 }),
    currentTitleDate: date('current_title_date', { mode: 'string' }),
    currentTitleCertNo: varchar('current_title_cert_no', { length: 50 }),
    hiredDate: date('hired_date', { mode: 'string' }),
    workStartDate: date('work_start_date', { mode: 'string' }),
    wageLevel: varchar('wage_level', { length: 4 }),
    employmentRelation: varchar('employment_relation', { length: 4 }),
    archiveLocation: varchar('archive_location', { length: 100 }),
    photoOssId: bigint('photo_oss_id', { mode: 'number' }),
    status: char('status', { length: 1 }).notNull().default('0'),
    delFlag: delFlagColumn(),
    ...auditColumns(),
    remark: varchar('remark', { length: 500 }),
  },
  (t) => [
    uniqueIndex('zc_employee_id_card_uq')
      .on(t.tenantId, t.idCard)
      .where(sql`${t.delFlag} = '0'`),
    uniqueIndex('zc_employee_user_uq')
      .on(t.tenantId, t.userId)
      .where(sql`${t.delFlag} = '0' AND ${t.userId} IS NOT NULL`),
    index('zc_employee_dept_idx').on(t.tenantId, t.deptId),
    index('zc_employee_client_idx').on(t.tenantId, t.clientId),
  ],
);

/** Columns every sub-record shares: its owner, its check state and the checker's remark. */
const subRecordColumns = () => ({
  recordId: idColumn('record_id'),
  tenantId: tenantColumn(),
  employeeId: bigint('employee_id', { mode: 'number' }).notNull(),
  checkStatus: char('check_status', { length: 1 }).notNull().default('0'),
  checkRemark: varchar('check_remark', { length: 500 }),
  checkBy: bigint('check_by', { mode: 'number' }),
  checkTime: timestamp('check_time', { mode: 'date' }),
  ...auditColumns(),
  remark: varchar('remark', { length: 500 }),
});

const ownerIndex = (name: string) => (t: { tenantId: AnyPgColumn; employeeId: AnyPgColumn }) => [
  index(name).on(t.tenantId, t.employeeId),
];

export const zcEmpEducation = pgTable(
  'zc_emp_education',
  {
    ...subRecordColumns(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    school: varchar('school', { length: 100 }).notNull(),
    major: varchar('major', { length: 100 }),
    education: varchar('education', { length: 4 }).notNull(),
    degree: varchar('degree', { length: 4 }),
    studyForm: varchar('study_form', { length: 4 }),
    certNo: varchar('cert_no', { length: 50 }),
    degreeCertNo: varchar('degree_cert_no', { length: 50 }),
    isHighest: boolean('is_highest').notNull().default(false),
  },
  ownerIndex('zc_emp_education_owner_idx'),
);

export const zcEmpOfficePost = pgTable(
  'zc_emp_office_post',
  {
    ...subRecordColumns(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    unitName: varchar('unit_name', { length: 100 }).notNull(),
    postName: varchar('post_name', { length: 100 }).notNull(),
    titleHeld: varchar('title_held', { length: 50 }),
    dutyDesc: varchar('duty_desc', { length: 1000 }),
  },
  ownerIndex('zc_emp_office_post_owner_idx'),
);

export const zcEmpDutyAchievement = pgTable(
  'zc_emp_duty_achievement',
  {
    ...subRecordColumns(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    projectName: varchar('project_name', { length: 200 }).notNull(),
    ownRole: varchar('own_role', { length: 4 }).notNull(),
    content: varchar('content', { length: 2000 }),
    outcome: varchar('outcome', { length: 1000 }),
  },
  ownerIndex('zc_emp_duty_achievement_owner_idx'),
);

export const zcEmpYearlyAssessment = pgTable(
  'zc_emp_yearly_assessment',
  {
    ...subRecordColumns(),
    assessYear: integer('assess_year').notNull(),
    result: varchar('result', { length: 4 }).notNull(),
    unitOpinion: varchar('unit_opinion', { length: 500 }),
  },
  (t) => [
    index('zc_emp_yearly_assessment_owner_idx').on(t.tenantId, t.employeeId),
    uniqueIndex('zc_emp_yearly_assessment_year_uq').on(t.tenantId, t.employeeId, t.assessYear),
  ],
);

export const zcEmpAcademicWork = pgTable(
  'zc_emp_academic_work',
  {
    ...subRecordColumns(),
    worksType: varchar('works_type', { length: 4 }).notNull(),
    workTitle: varchar('work_title', { length: 200 }).notNull(),
    publisher: varchar('publisher', { length: 200 }),
    publishDate: date('publish_date', { mode: 'string' }).notNull(),
    serialNo: varchar('serial_no', { length: 50 }),
    paperIndex: varchar('paper_index', { length: 20 }),
    authorRank: integer('author_rank').notNull().default(1),
    authorCount: integer('author_count').notNull().default(1),
    isRepresentative: boolean('is_representative').notNull().default(false),
    isCorresponding: boolean('is_corresponding').notNull().default(false),
  },
  ownerIndex('zc_emp_academic_work_owner_idx'),
);

export const zcEmpReward = pgTable(
  'zc_emp_reward',
  {
    ...subRecordColumns(),
    rewardName: varchar('reward_name', { length: 200 }).notNull(),
    rewardType: varchar('reward_type', { length: 4 }),
    awardLevel: varchar('award_level', { length: 4 }).notNull(),
    awardGrade: varchar('award_grade', { length: 4 }),
    awardRank: integer('award_rank'),
    awardDate: date('award_date', { mode: 'string' }).notNull(),
    issuer: varchar('issuer', { length: 100 }),
  },
  ownerIndex('zc_emp_reward_owner_idx'),
);

export const zcEmpPunishment = pgTable(
  'zc_emp_punishment',
  {
    ...subRecordColumns(),
    punishmentName: varchar('punishment_name', { length: 200 }).notNull(),
    punishmentType: varchar('punishment_type', { length: 4 }).notNull(),
    punishDate: date('punish_date', { mode: 'string' }).notNull(),
    issuer: varchar('issuer', { length: 100 }),
    liftedDate: date('lifted_date', { mode: 'string' }),
  },
  ownerIndex('zc_emp_punishment_owner_idx'),
);

export const zcEmpTraining = pgTable(
  'zc_emp_training',
  {
    ...subRecordColumns(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    courseName: varchar('course_name', { length: 200 }).notNull(),
    organizer: varchar('organizer', { length: 100 }),
    courseType: varchar('course_type', { length: 4 }).notNull(),
    hours: numeric('hours', { precision: 6, scale: 1, mode: 'number' }).notNull(),
    certNo: varchar('cert_no', { length: 50 }),
  },
  ownerIndex('zc_emp_training_owner_idx'),
);

export const zcEmpPartyInfo = pgTable(
  'zc_emp_party_info',
  {
    ...subRecordColumns(),
    politicalStatus: varchar('political_status', { length: 4 }).notNull(),
    joinDate: date('join_date', { mode: 'string' }),
    branchName: varchar('branch_name', { length: 100 }),
    partyPost: varchar('party_post', { length: 100 }),
  },
  ownerIndex('zc_emp_party_info_owner_idx'),
);

/** 附件类型: what a dossier attachment is, with the file types and size it accepts. */
export const zcAttachmentType = pgTable(
  'zc_attachment_type',
  {
    typeId: idColumn('type_id'),
    tenantId: tenantColumn(),
    typeCode: varchar('type_code', { length: 30 }).notNull(),
    typeName: varchar('type_name', { length: 50 }).notNull(),
    allowedExt: varchar('allowed_ext', { length: 100 }).notNull().default('pdf,jpg,jpeg,png'),
    maxSizeMb: integer('max_size_mb').notNull().default(10),
    required: boolean('required').notNull().default(false),
    orderNum: integer('order_num').notNull().default(0),
    status: char('status', { length: 1 }).notNull().default('0'),
    ...auditColumns(),
    remark: varchar('remark', { length: 500 }),
  },
  (t) => [uniqueIndex('zc_attachment_type_code_uq').on(t.tenantId, t.typeCode)],
);

/** A dossier attachment: a file in the object store, typed, optionally evidence of one sub-record. */
export const zcEmpAttachment = pgTable(
  'zc_emp_attachment',
  {
    ...subRecordColumns(),
    typeId: bigint('type_id', { mode: 'number' }).notNull(),
    ossId: bigint('oss_id', { mode: 'number' }).notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    mimeType: varchar('mime_type', { length: 100 }).notNull(),
    refTable: varchar('ref_table', { length: 40 }),
    refId: bigint('ref_id', { mode: 'number' }),
  },
  ownerIndex('zc_emp_attachment_owner_idx'),
);

/** 岗位等级: an employee's professional post grade (wage_level) over time. */
export const zcWageLevel = pgTable(
  'zc_wage_level',
  {
    ...subRecordColumns(),
    wageLevel: varchar('wage_level', { length: 4 }).notNull(),
    postName: varchar('post_name', { length: 100 }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    approvalDoc: varchar('approval_doc', { length: 100 }),
  },
  ownerIndex('zc_wage_level_owner_idx'),
);

/** 岗位资格: a job qualification (职业资格/执业资格) an employee holds. */
export const zcJobQualification = pgTable(
  'zc_job_qualification',
  {
    ...subRecordColumns(),
    qualificationName: varchar('qualification_name', { length: 100 }).notNull(),
    qualificationLevel: varchar('qualification_level', { length: 4 }),
    certNo: varchar('cert_no', { length: 50 }).notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    validUntil: date('valid_until', { mode: 'string' }),
    issuer: varchar('issuer', { length: 100 }),
  },
  ownerIndex('zc_job_qualification_owner_idx'),
);
