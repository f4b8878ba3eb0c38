import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns, delFlagColumn, idColumn, tenantColumn } from './columns.js';

/**
 * The review process (domain.md "Review activity" .. "Declaration"): activities, declarations and their trail,
 * teams and the committee with the draw log, evaluation reviewers, defense, vote meetings with anonymous
 * ballots, objections during publicity and the applicant's messages. Ratios are kept as integer pairs so every
 * rule is integer arithmetic.
 */

/** 评审活动: one year's review of one series; `status` 0 未开始, 1 进行中, 2 已结束. */
export const zcReviewActivity = pgTable(
  'zc_review_activity',
  {
    activityId: idColumn('activity_id'),
    tenantId: tenantColumn(),
    activityName: varchar('activity_name', { length: 100 }).notNull(),
    reviewYear: integer('review_year').notNull(),
    seriesId: bigint('series_id', { mode: 'number' }).notNull(),
    professionIds: jsonb('profession_ids').$type<number[]>().notNull().default([]),
    titleLevels: jsonb('title_levels').$type<string[]>().notNull().default([]),
    orgId: bigint('org_id', { mode: 'number' }),
    declareStart: timestamp('declare_start', { mode: 'date' }).notNull(),
    declareEnd: timestamp('declare_end', { mode: 'date' }).notNull(),
    defenseRequired: boolean('defense_required').notNull().default(false),
    /** Defense mean drops the highest and lowest score when at least this many scored (0 = never). */
    defenseDropExtremesFrom: integer('defense_drop_extremes_from').notNull().default(0),
    teamPassNum: integer('team_pass_num').notNull().default(2),
    teamPassDen: integer('team_pass_den').notNull().default(3),
    quorumNum: integer('quorum_num').notNull().default(2),
    quorumDen: integer('quorum_den').notNull().default(3),
    committeePassNum: integer('committee_pass_num').notNull().default(2),
    committeePassDen: integer('committee_pass_den').notNull().default(3),
    publicityDays: integer('publicity_days').notNull().default(5),
    barYears: integer('bar_years').notNull().default(3),
    /** The workflow key of the 预审 process a submission runs first (null: straight to 资格审查). */
    preReviewKey: varchar('pre_review_key', { length: 64 }),
    status: char('status', { length: 1 }).notNull().default('0'),
    /** 0 not started, 1 in progress, 2 done (teams and dossiers locked). */
    assignmentStatus: char('assignment_status', { length: 1 }).notNull().default('0'),
    /** 0 not started, 1 in progress, 2 done (scores frozen). */
    defenseStatus: char('defense_status', { length: 1 }).notNull().default('0'),
    version: integer('version').notNull().default(0),
    delFlag: delFlagColumn(),
    ...auditColumns(),
    remark: varchar('remark', { length: 500 }),
  },
  (t) => [index('zc_review_activity_year_idx').on(t.tenantId, t.reviewYear)],
);

/**
 * 申报: one person's declaration in one activity. `stage` (title_review_stage, plus `draft` before the first
 * submission) and `approvalStatus` (title_review_approval_status) move only through the transition service;
 * `version` makes concurrent transitions on one declaration fail instead of both winning.
 */
export const zcReviewDeclaration = pgTable(
  'zc_review_declaration',
  {
    declarationId: idColumn('declaration_id'),
    tenantId: tenantColumn(),
    activityId: bigint('activity_id', { mode: 'number' }).notNull(),
    employeeId: bigint('employee_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }),
    clientId: bigint('client_id', { mode: 'number' }),
    deptId: bigint('dept_id', { mode: 'number' }),
    /** 申报编号, issued by the tenant's `declaration` numbering rule when the declaration is created. */
    declarationNo: varchar('declaration_no', { length: 40 }),
    applicantName: varchar('applicant_name', { length: 30 }).notNull(),
    unitName: varchar('unit_name', { length: 100 }),
    titleId: bigint('title_id', { mode: 'number' }).notNull(),
    professionId: bigint('profession_id', { mode: 'number' }),
    titleLevel: char('title_level', { length: 1 }).notNull(),
    declareType: char('declare_type', { length: 1 }).notNull().default('1'),
    exceptionId: bigint('exception_id', { mode: 'number' }),
    stage: varchar('stage', { length: 20 }).notNull().default('draft'),
    approvalStatus: char('approval_status', { length: 1 }).notNull().default('0'),
    /** Eligibility as evaluated at submission: { eligible, rules: [{ rule, passed, reason }] }. */
    eligibility: jsonb('eligibility'),
    pledgeTime: timestamp('pledge_time', { mode: 'date' }),
    submitTime: timestamp('submit_time', { mode: 'date' }),
    recommendTime: timestamp('recommend_time', { mode: 'date' }),
    /** The unit's opinion when it recommended (推荐意见), shown to the unit, the office and the applicant. */
    recommendOpinion: varchar('recommend_opinion', { length: 500 }),
    returnCount: integer('return_count').notNull().default(0),
    teamId: bigint('team_id', { mode: 'number' }),
    defenseStatus: char('defense_status', { length: 1 }).notNull().default('0'),
    /** Defense result × 100 (integer hundredths of a point). */
    defenseScore: integer('defense_score'),
    teamResult: char('team_result', { length: 1 }),
    committeeResult: char('committee_result', { length: 1 }),
    publicityStart: date('publicity_start', { mode: 'string' }),
    publicityEnd: date('publicity_end', { mode: 'string' }),
    finalTime: timestamp('final_time', { mode: 'date' }),
    certificateNo: varchar('certificate_no', { length: 40 }),
    revokeReason: varchar('revoke_reason', { length: 500 }),
    barUntil: date('bar_until', { mode: 'string' }),
    version: integer('version').notNull().default(0),
    delFlag: delFlagColumn(),
    ...auditColumns(),
    remark: varchar('remark', { length: 500 }),
  },
  (t) => [
    uniqueIndex('zc_review_declaration_live_uq')
      .on(t.tenantId, t.activityId, t.employeeId)
      .where(sql`${t.delFlag} = '0' AND ${t.approvalStatus} <> '5'`),
    uniqueIndex('zc_review_declaration_no_uq')
      .on(t.tenantId, t.declarationNo)
      .where(sql`${t.declarationNo} IS NOT NULL`),
    uniqueIndex('zc_review_declaration_cert_uq')
      .on(t.tenantId, t.certificateNo)
      .where(sql`${t.certificateNo} IS NOT NULL`),
    // The office's lists filter an activity by stage and status and page newest first: rows and count come
    // from this index alone (the count as an index-only scan).
    index('zc_review_declaration_activity_idx')
      .on(t.tenantId, t.activityId, t.stage, t.approvalStatus, t.declarationId)
      .where(sql`${t.delFlag} = '0'`),
    index('zc_review_declaration_team_idx').on(t.teamId),
    index('zc_review_declaration_user_idx').on(t.tenantId, t.userId),
    index('zc_review_declaration_employee_idx').on(t.tenantId, t.employeeId),
  ],
);

/** 评审详情: one row per transition — the declaration's audit trail. */
export const zcReviewDetail = pgTable(
  'zc_review_detail',
  {
    detailId: idColumn('detail_id'),
    tenantId: tenantColumn(),
    declarationId: bigint('declaration_id', { mode: 'number' }).notNull(),
    action: varchar('action', { length: 30 }).notNull(),
    fromStage: varchar('from_stage', { length: 20 }),
    toStage: varchar('to_stage', { length: 20 }).notNull(),
    fromStatus: char('from_status', { length: 1 }),
    toStatus: char('to_status', { length: 1 }).notNull(),
    opinion: varchar('opinion', { length: 2000 }),
    /** Return reasons per item: [{ item, reason }]. */
    items: jsonb('items'),
    operatorId: bigint('operator_id', { mode: 'number' }),
    operatorName: varchar('operator_name', { length: 30 }),
    createTime: timestamp('create_time', { mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('zc_review_detail_declaration_idx').on(t.declarationId, t.detailId)],
);

/** 评审组 (`teamType` 1) per discipline, or the activity's 评委会 (`teamType` 2). */
export const zcReviewTeam = pgTable(
  'zc_review_team',
  {
    teamId: idColumn('team_id'),
    tenantId: tenantColumn(),
    activityId: bigint('activity_id', { mode: 'number' }).notNull(),
    teamName: varchar('team_name', { length: 100 }).notNull(),
    teamType: char('team_type', { length: 1 }).notNull().default('1'),
    professionIds: jsonb('profession_ids').$type<number[]>().notNull().default([]),
    poolId: bigint('pool_id', { mode: 'number' }),
    teamSize: integer('team_size').notNull(),
    status: char('status', { length: 1 }).notNull().default('0'),
    version: integer('version').notNull().default(0),
    delFlag: delFlagColumn(),
    ...auditColumns(),
    remark: varchar('remark', { length: 500 }),
  },
  (t) => [index('zc_review_team_activity_idx').on(t.tenantId, t.activityId)],
);

/** A reviewer's seat on a team; `removedTime` set when replaced (the row stays for the audit). */
export const zcReviewTeamMember = pgTable(
  'zc_review_team_member',
  {
    memberId: idColumn('member_id'),
    tenantId: tenantColumn(),
    teamId: bigint('team_id', { mode: 'number' }).notNull(),
    reviewerId: bigint('reviewer_id', { mode: 'number' }).notNull(),
    memberRole: char('member_role', { length: 1 }).notNull().default('3'),
    source: varchar('source', { length: 10 }).notNull().default('draw'),
    reason: varchar('reason', { length: 500 }),
    removedTime: timestamp('removed_time', { mode: 'date' }),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('zc_review_team_member_live_uq')
      .on(t.teamId, t.reviewerId)
      .where(sql`${t.removedTime} IS NULL`),
  ],
);

/** Every draw, redraw and manual change of a team: the seed and the lists, so a draw can be replayed. */
export const zcReviewDrawLog = pgTable(
  'zc_review_draw_log',
  {
    logId: idColumn('log_id'),
    tenantId: tenantColumn(),
    teamId: bigint('team_id', { mode: 'number' }).notNull(),
    action: varchar('action', { length: 10 }).notNull(),
    seed: varchar('seed', { length: 64 }),
    candidateIds: jsonb('candidate_ids').$type<number[]>(),
    excluded: jsonb('excluded').$type<{ reviewerId: number; reason: string }[]>(),
    drawnIds: jsonb('drawn_ids').$type<number[]>(),
    reason: varchar('reason', { length: 500 }),
    operatorId: bigint('operator_id', { mode: 'number' }),
    createTime: timestamp('create_time', { mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('zc_review_draw_log_team_idx').on(t.teamId)],
);

/** 评议专家 of a declaration: opinion and rating in group review, and defense score when examined. */
export const zcReviewEvaluation = pgTable(
  'zc_review_evaluation',
  {
    evaluationId: idColumn('evaluation_id'),
    tenantId: tenantColumn(),
    declarationId: bigint('declaration_id', { mode: 'number' }).notNull(),
    reviewerId: bigint('reviewer_id', { mode: 'number' }).notNull(),
    teamId: bigint('team_id', { mode: 'number' }),
    opinion: varchar('opinion', { length: 2000 }),
    /** A 优秀, B 良好, C 合格, D 不合格. */
    rating: char('rating', { length: 1 }),
    ratedTime: timestamp('rated_time', { mode: 'date' }),
    /** Defense score 0..100 (integer). */
    defenseScore: integer('defense_score'),
    scoredTime: timestamp('scored_time', { mode: 'date' }),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('zc_review_evaluation_uq').on(t.declarationId, t.reviewerId),
    index('zc_review_evaluation_reviewer_idx').on(t.tenantId, t.reviewerId),
  ],
);

/** 答辩场次: a team's defense session; declarations join it with an order and a check-in. */
export const zcReviewDefenseSession = pgTable(
  'zc_review_defense_session',
  {
    sessionId: idColumn('session_id'),
    tenantId: tenantColumn(),
    activityId: bigint('activity_id', { mode: 'number' }).notNull(),
    teamId: bigint('team_id', { mode: 'number' }).notNull(),
    place: varchar('place', { length: 200 }).notNull(),
    startTime: timestamp('start_time', { mode: 'date' }).notNull(),
    ...auditColumns(),
    remark: varchar('remark', { length: 500 }),
  },
  (t) => [index('zc_review_defense_session_activity_idx').on(t.tenantId, t.activityId)],
);

export const zcReviewDefenseSlot = pgTable(
  'zc_review_defense_slot',
  {
    sessionId: bigint('session_id', { mode: 'number' }).notNull(),
    declarationId: bigint('declaration_id', { mode: 'number' }).notNull(),
    tenantId: tenantColumn(),
    orderNum: integer('order_num').notNull(),
    /** null not checked in, present, absent. */
    checkin: varchar('checkin', { length: 10 }),
    checkinTime: timestamp('checkin_time', { mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.declarationId] }),
    uniqueIndex('zc_review_defense_slot_declaration_uq').on(t.declarationId),
  ],
);

/**
 * A voting meeting: one round of a team (`kind` team) or of the committee (`kind` committee) on the
 * declarations listed in `declarationIds`. Closed meetings keep their tallies.
 */
export const zcReviewMeeting = pgTable(
  'zc_review_meeting',
  {
    meetingId: idColumn('meeting_id'),
    tenantId: tenantColumn(),
    activityId: bigint('activity_id', { mode: 'number' }).notNull(),
    teamId: bigint('team_id', { mode: 'number' }).notNull(),
    kind: varchar('kind', { length: 10 }).notNull(),
    roundNo: integer('round_no').notNull().default(1),
    memberCount: integer('member_count').notNull(),
    presentIds: jsonb('present_ids').$type<number[]>().notNull().default([]),
    declarationIds: jsonb('declaration_ids').$type<number[]>().notNull().default([]),
    /** 0 open, 1 closed (tallied), 2 no quorum (a new round follows). */
    status: char('status', { length: 1 }).notNull().default('0'),
    quorumMet: boolean('quorum_met'),
    openTime: timestamp('open_time', { mode: 'date' }).notNull().defaultNow(),
    closeTime: timestamp('close_time', { mode: 'date' }),
    ...auditColumns(),
  },
  (t) => [index('zc_review_meeting_activity_idx').on(t.tenantId, t.activityId, t.kind)],
);

/** Who has voted on what in a meeting (one ballot per reviewer per declaration per round); never the choice. */
export const zcReviewVoteReceipt = pgTable(
  'zc_review_vote_receipt',
  {
    meetingId: bigint('meeting_id', { mode: 'number' }).notNull(),
    declarationId: bigint('declaration_id', { mode: 'number' }).notNull(),
    reviewerId: bigint('reviewer_id', { mode: 'number' }).notNull(),
    tenantId: tenantColumn(),
  },
  (t) => [primaryKey({ columns: [t.meetingId, t.declarationId, t.reviewerId] })],
);

/** The choice, without the voter and without a time: a random key so row order tells nothing. */
export const zcReviewBallot = pgTable(
  'zc_review_ballot',
  {
    ballotId: uuid('ballot_id').primaryKey().defaultRandom(),
    meetingId: bigint('meeting_id', { mode: 'number' }).notNull(),
    declarationId: bigint('declaration_id', { mode: 'number' }).notNull(),
    tenantId: tenantColumn(),
    /** vote_option: 1 agree, 2 oppose, 3 abstain. */
    choice: char('choice', { length: 1 }).notNull(),
  },
  (t) => [index('zc_review_ballot_meeting_idx').on(t.meetingId, t.declarationId)],
);

/**
 * 纸质选票录入: the office entered the paper ballots of these present members (receipts mark them as voted).
 * Who entered them and when; never their choices, which went into `zc_review_ballot` like the online ones.
 */
export const zcReviewPaperEntry = pgTable(
  'zc_review_paper_entry',
  {
    entryId: idColumn('entry_id'),
    tenantId: tenantColumn(),
    meetingId: bigint('meeting_id', { mode: 'number' }).notNull(),
    voterIds: jsonb('voter_ids').$type<number[]>().notNull(),
    enteredBy: bigint('entered_by', { mode: 'number' }).notNull(),
    enteredTime: timestamp('entered_time', { mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('zc_review_paper_entry_meeting_idx').on(t.meetingId)],
);

/** The tally of one declaration in one meeting (the tally sheet's row). */
export const zcReviewTally = pgTable(
  'zc_review_tally',
  {
    meetingId: bigint('meeting_id', { mode: 'number' }).notNull(),
    declarationId: bigint('declaration_id', { mode: 'number' }).notNull(),
    tenantId: tenantColumn(),
    memberCount: integer('member_count').notNull(),
    presentCount: integer('present_count').notNull(),
    agree: integer('agree').notNull(),
    oppose: integer('oppose').notNull(),
    abstain: integer('abstain').notNull(),
    blank: integer('blank').notNull(),
    quorumMet: boolean('quorum_met').notNull(),
    passed: boolean('passed').notNull(),
  },
  (t) => [primaryKey({ columns: [t.meetingId, t.declarationId] })],
);

/** 异议 raised during publicity; an upheld objection stops final approval. status 0 open, 1 upheld, 2 dismissed. */
export const zcReviewObjection = pgTable(
  'zc_review_objection',
  {
    objectionId: idColumn('objection_id'),
    tenantId: tenantColumn(),
    declarationId: bigint('declaration_id', { mode: 'number' }).notNull(),
    content: varchar('content', { length: 2000 }).notNull(),
    contact: varchar('contact', { length: 100 }),
    status: char('status', { length: 1 }).notNull().default('0'),
    handleOpinion: varchar('handle_opinion', { length: 1000 }),
    handleBy: bigint('handle_by', { mode: 'number' }),
    handleTime: timestamp('handle_time', { mode: 'date' }),
    ...auditColumns(),
  },
  (t) => [index('zc_review_objection_declaration_idx').on(t.declarationId)],
);

/** A message to one user about their declaration (the applicant's notice on each transition). */
export const zcReviewMessage = pgTable(
  'zc_review_message',
  {
    messageId: idColumn('message_id'),
    tenantId: tenantColumn(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    declarationId: bigint('declaration_id', { mode: 'number' }),
    title: varchar('title', { length: 200 }).notNull(),
    content: text('content'),
    readTime: timestamp('read_time', { mode: 'date' }),
    createTime: timestamp('create_time', { mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('zc_review_message_user_idx').on(t.tenantId, t.userId, t.messageId)],
);
