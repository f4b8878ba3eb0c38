import { z } from 'zod';
import { dossierVoSchema, type DossierVo } from '../employee/employee.js';

/**
 * Defense (答辩), group review (学科组评议) and the reviewer's workbench (评审打分): request bodies and answers
 * shared by server and console (issue 8 deliverables 4, 5 and 9).
 */

const id = z.coerce.number().int().positive();
const text = (max: number) => z.string().trim().max(max);

/** `yyyy-MM-dd HH:mm:ss` (or `yyyy-MM-dd HH:mm`) in the server's time zone. */
export const localDateTimeSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/);

/** Check-in of an arranged applicant: present, absent, or not yet (null). */
export const CHECKIN_VALUES = ['present', 'absent'] as const;
export type CheckinValue = (typeof CHECKIN_VALUES)[number];

/** `review_rating`: A 优秀, B 良好, C 合格, D 不合格. */
export const REVIEW_RATINGS = ['A', 'B', 'C', 'D'] as const;
export type ReviewRating = (typeof REVIEW_RATINGS)[number];

export const DEFENSE_SCORE_MAX = 100;

export const activityIdQuerySchema = z.object({ activityId: id });
export const activityIdBodySchema = z.object({ activityId: id });

/** What the begin/finish pages show: the phase and what finishing will do. */
export const defenseStateVoSchema = z.object({
  activityId: z.number().int(),
  activityName: z.string(),
  activityStatus: z.string(),
  defenseRequired: z.boolean(),
  assignmentStatus: z.string(),
  defenseStatus: z.string(),
  dropExtremesFrom: z.number().int(),
  /** Declarations at stage defense, in review. */
  total: z.number().int(),
  arranged: z.number().int(),
  present: z.number().int(),
  absent: z.number().int(),
  /** Arranged but not checked in, or not arranged at all. */
  unchecked: z.number().int(),
  /** Present with no score yet. */
  unscored: z.number().int(),
  sessions: z.number().int(),
});
export type DefenseStateVo = z.infer<typeof defenseStateVoSchema>;

export const defenseSessionCreateSchema = z.object({
  activityId: id,
  teamId: id,
  place: text(200).min(1),
  startTime: localDateTimeSchema,
  remark: text(500).nullish(),
});
export type DefenseSessionCreate = z.infer<typeof defenseSessionCreateSchema>;

export const defenseSessionUpdateSchema = defenseSessionCreateSchema
  .omit({ activityId: true, teamId: true })
  .extend({ sessionId: id });
export type DefenseSessionUpdate = z.infer<typeof defenseSessionUpdateSchema>;

export const defenseSessionVoSchema = z.object({
  sessionId: z.number().int(),
  activityId: z.number().int(),
  teamId: z.number().int(),
  teamName: z.string().nullable(),
  place: z.string(),
  startTime: z.string().nullable(),
  remark: z.string().nullable(),
  slotCount: z.number().int(),
  presentCount: z.number().int(),
  absentCount: z.number().int(),
});
export type DefenseSessionVo = z.infer<typeof defenseSessionVoSchema>;

/** The session's applicants in order: the whole list (adds, removes and reorders in one). */
export const defenseArrangeSchema = z.object({
  declarationIds: z.array(id).max(500),
});
export type DefenseArrange = z.infer<typeof defenseArrangeSchema>;

export const defenseCheckinSchema = z.object({
  declarationId: id,
  checkin: z.enum(CHECKIN_VALUES).nullable(),
});
export type DefenseCheckin = z.infer<typeof defenseCheckinSchema>;

export const defenseScoreSchema = z.object({
  sessionId: id,
  scores: z
    .array(z.object({ declarationId: id, score: z.number().int().min(0).max(DEFENSE_SCORE_MAX) }))
    .min(1)
    .max(500),
});
export type DefenseScore = z.infer<typeof defenseScoreSchema>;

export const defenseExemptSchema = z.object({
  declarationIds: z.array(id).min(1).max(500),
  reason: text(500).min(1),
});
export type DefenseExempt = z.infer<typeof defenseExemptSchema>;

/** A declaration at stage defense of a team, not yet in a session. */
export const defenseCandidateVoSchema = z.object({
  declarationId: z.number().int(),
  applicantName: z.string(),
  unitName: z.string().nullable(),
  professionName: z.string().nullable(),
  defenseStatus: z.string(),
  version: z.number().int(),
});
export type DefenseCandidateVo = z.infer<typeof defenseCandidateVoSchema>;

export const defenseScoreCellSchema = z.object({
  reviewerId: z.number().int(),
  reviewerName: z.string(),
  score: z.number().int().nullable(),
});

/** One row of a session's results: order, applicant, check-in, each score and the (expected or final) result. */
export const defenseResultRowSchema = z.object({
  declarationId: z.number().int(),
  orderNum: z.number().int(),
  applicantName: z.string(),
  unitName: z.string().nullable(),
  checkin: z.enum(CHECKIN_VALUES).nullable(),
  defenseStatus: z.string(),
  stage: z.string(),
  approvalStatus: z.string(),
  version: z.number().int(),
  scores: z.array(defenseScoreCellSchema),
  /** Mean × 100 as it stands (or as frozen at finish); null while nobody scored. */
  score100: z.number().int().nullable(),
});
export type DefenseResultRow = z.infer<typeof defenseResultRowSchema>;

export const defenseSessionDetailSchema = z.object({
  session: defenseSessionVoSchema,
  rows: z.array(defenseResultRowSchema),
});
export type DefenseSessionDetail = z.infer<typeof defenseSessionDetailSchema>;

/** One reviewer's scoring sheet of one session. */
export const defenseSheetVoSchema = z.object({
  sessionId: z.number().int(),
  reviewerId: z.number().int(),
  reviewerName: z.string(),
  editable: z.boolean(),
  rows: z.array(
    z.object({
      declarationId: z.number().int(),
      orderNum: z.number().int(),
      applicantName: z.string(),
      checkin: z.enum(CHECKIN_VALUES).nullable(),
      score: z.number().int().nullable(),
    }),
  ),
});
export type DefenseSheetVo = z.infer<typeof defenseSheetVoSchema>;
export const defenseSheetQuerySchema = z.object({ reviewerId: id.optional() });

// ── group review ──────────────────────────────────────────────────────────────────────────────────────────

export const groupReviewOpinionSchema = z.object({
  declarationId: id,
  rating: z.enum(REVIEW_RATINGS),
  opinion: text(2000).min(1),
});
export type GroupReviewOpinion = z.infer<typeof groupReviewOpinionSchema>;

export const groupReviewCloseSchema = z.object({
  declarationIds: z.array(id).min(1).max(500),
  opinion: text(2000).nullish(),
});
export type GroupReviewClose = z.infer<typeof groupReviewCloseSchema>;

/** The office closes a whole team's group review, even with ratings missing: the opinion says why. */
export const groupReviewCloseTeamSchema = z.object({
  teamId: id,
  opinion: text(2000).min(1),
});
export type GroupReviewCloseTeam = z.infer<typeof groupReviewCloseTeamSchema>;

export const groupReviewProgressVoSchema = z.object({
  teamId: z.number().int(),
  teamName: z.string(),
  declarations: z.number().int(),
  required: z.number().int(),
  rated: z.number().int(),
  /** Declarations whose every evaluation is in. */
  complete: z.number().int(),
});
export type GroupReviewProgressVo = z.infer<typeof groupReviewProgressVoSchema>;

export const groupReviewListQuerySchema = z.object({ activityId: id, teamId: id.optional() });

export const evaluationVoSchema = z.object({
  reviewerId: z.number().int(),
  reviewerName: z.string(),
  rating: z.string().nullable(),
  opinion: z.string().nullable(),
  ratedTime: z.string().nullable(),
  mine: z.boolean(),
});
export type EvaluationVo = z.infer<typeof evaluationVoSchema>;

export const groupReviewRowSchema = z.object({
  declarationId: z.number().int(),
  applicantName: z.string(),
  unitName: z.string().nullable(),
  teamId: z.number().int().nullable(),
  teamName: z.string().nullable(),
  defenseScore: z.number().int().nullable(),
  version: z.number().int(),
  required: z.number().int(),
  rated: z.number().int(),
  /** The office sees every evaluation; a reviewer only their own. */
  evaluations: z.array(evaluationVoSchema),
});
export type GroupReviewRow = z.infer<typeof groupReviewRowSchema>;

// ── the reviewer's workbench ─────────────────────────────────────────────────────────────────────────────

export const workbenchTasksSchema = z.object({
  /** Ratings to write in group review. */
  ratings: z.number().int(),
  /** Defense scores to give (present applicants of my sessions, not yet scored by me). */
  scores: z.number().int(),
  /** Ballots to cast in open meetings of my teams. */
  ballots: z.number().int(),
  /** Dossiers assigned to me. */
  dossiers: z.number().int(),
});
export type WorkbenchTasks = z.infer<typeof workbenchTasksSchema>;

export const assignedDeclarationVoSchema = z.object({
  declarationId: z.number().int(),
  activityId: z.number().int(),
  activityName: z.string().nullable(),
  employeeId: z.number().int(),
  applicantName: z.string(),
  unitName: z.string().nullable(),
  titleName: z.string().nullable(),
  titleLevel: z.string(),
  declareType: z.string(),
  stage: z.string(),
  approvalStatus: z.string(),
  teamName: z.string().nullable(),
  myRating: z.string().nullable(),
  myOpinion: z.string().nullable(),
  myScore: z.number().int().nullable(),
});
export type AssignedDeclarationVo = z.infer<typeof assignedDeclarationVoSchema>;

export const assignedFilterSchema = z.object({
  applicantName: z.string().trim().max(30).optional(),
  stage: z.string().trim().max(20).optional(),
});

/** One assigned declaration with the applicant's dossier, read-only. */
export const assignedDossierVoSchema = z.object({
  declaration: assignedDeclarationVoSchema,
  dossier: dossierVoSchema,
});
export interface AssignedDossierVo {
  declaration: AssignedDeclarationVo;
  dossier: DossierVo;
}
