import { z } from 'zod';

/**
 * 评审分配 (domain.md "Review activity" sub-phase assignment): declarations that passed the eligibility check go
 * to the discipline teams covering their profession, each gets evaluation reviewers from its team, and finishing
 * locks teams and dossiers.
 */

/** Evaluation reviewers per declaration when the caller names no other number. */
export const DEFAULT_EVALUATOR_COUNT = 3;
export const MAX_EVALUATOR_COUNT = 15;

/** Why a declaration could not be placed (`unplaced[].reason`). */
export const UnplacedReason = {
  NO_PROFESSION: 'noProfession',
  NO_TEAM: 'noTeam',
  ALL_CONFLICTED: 'allConflicted',
  TOO_FEW_MEMBERS: 'tooFewMembers',
} as const;
export type UnplacedReasonValue = (typeof UnplacedReason)[keyof typeof UnplacedReason];

const id = z.number().int().positive();
const evaluatorCount = z.coerce.number().int().min(1).max(MAX_EVALUATOR_COUNT);
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optionalId = z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional());

export const assignmentActivitySchema = z.object({ activityId: id, version: z.number().int().min(0) });
export type AssignmentActivity = z.infer<typeof assignmentActivitySchema>;
export const assignmentFinishSchema = assignmentActivitySchema.extend({
  evaluatorCount: evaluatorCount.optional(),
});
export type AssignmentFinish = z.infer<typeof assignmentFinishSchema>;

export const autoAssignSchema = z.object({
  activityId: id,
  /** Also re-place declarations that already have a team (their unrated evaluation reviewers go). */
  rerun: z.boolean().default(false),
});
export type AutoAssign = z.infer<typeof autoAssignSchema>;

export const unplacedSchema = z.object({
  declarationId: z.number().int(),
  applicantName: z.string(),
  reason: z.string(),
  /** Reviewers whose conflicts kept it out (allConflicted), or the team short of members. */
  detail: z.string().nullable(),
});
export type Unplaced = z.infer<typeof unplacedSchema>;

export const autoAssignResultSchema = z.object({
  considered: z.number().int(),
  assigned: z.number().int(),
  unplaced: z.array(unplacedSchema),
});
export type AutoAssignResult = z.infer<typeof autoAssignResultSchema>;

export const moveDeclarationsSchema = z.object({
  declarationIds: z.array(id).min(1).max(1000),
  teamId: id,
});
export type MoveDeclarations = z.infer<typeof moveDeclarationsSchema>;

export const autoEvaluatorsSchema = z.object({ activityId: id, evaluatorCount: evaluatorCount.optional() });
export type AutoEvaluators = z.infer<typeof autoEvaluatorsSchema>;
export const evaluatorsSetSchema = z.object({
  declarationId: id,
  reviewerIds: z.array(id).min(1).max(MAX_EVALUATOR_COUNT),
});
export type EvaluatorsSet = z.infer<typeof evaluatorsSetSchema>;

/** Per team and profession: how many declarations it holds (the assignment detail's table). */
export const assignmentCountSchema = z.object({
  teamId: z.number().int(),
  teamName: z.string(),
  professionId: z.number().int().nullable(),
  professionName: z.string().nullable(),
  declarations: z.number().int(),
  lackingEvaluators: z.number().int(),
});

export const assignmentSummarySchema = z.object({
  activityId: z.number().int(),
  activityName: z.string(),
  status: z.string(),
  assignmentStatus: z.string(),
  version: z.number().int(),
  evaluatorCount: z.number().int(),
  /** Declarations that passed the eligibility check (stage defense or group review, in review). */
  passed: z.number().int(),
  assigned: z.number().int(),
  unassigned: z.number().int(),
  lackingEvaluators: z.number().int(),
  teams: z.number().int(),
  counts: z.array(assignmentCountSchema),
});
export type AssignmentSummary = z.infer<typeof assignmentSummarySchema>;

export const assignmentFilterSchema = z.object({
  activityId: z.coerce.number().int().positive(),
  teamId: optionalId,
  professionId: optionalId,
  applicantName: z.string().trim().max(30).optional(),
  /** `1` only declarations without a team. */
  unassigned: z.enum(['0', '1', '']).optional(),
});
export type AssignmentFilter = z.infer<typeof assignmentFilterSchema>;

export const evaluatorVoSchema = z.object({
  evaluationId: z.number().int(),
  reviewerId: z.number().int(),
  reviewerName: z.string(),
  rated: z.boolean(),
});

export const assignmentRowSchema = z.object({
  declarationId: z.number().int(),
  applicantName: z.string(),
  unitName: z.string().nullable(),
  professionId: z.number().int().nullable(),
  professionName: z.string().nullable(),
  titleLevel: z.string(),
  stage: z.string(),
  approvalStatus: z.string(),
  teamId: z.number().int().nullable(),
  teamName: z.string().nullable(),
  evaluators: z.array(evaluatorVoSchema),
});
export type AssignmentRow = z.infer<typeof assignmentRowSchema>;

export const evaluatorFilterSchema = z.object({
  activityId: optionalId,
  declarationId: optionalId,
  reviewerId: optionalId,
});
export type EvaluatorFilter = z.infer<typeof evaluatorFilterSchema>;
export const evaluatorRowSchema = z.object({
  evaluationId: z.number().int(),
  declarationId: z.number().int(),
  applicantName: z.string(),
  teamId: z.number().int().nullable(),
  teamName: z.string().nullable(),
  reviewerId: z.number().int(),
  reviewerName: z.string(),
  rating: z.string().nullable(),
  ratedTime: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type EvaluatorRow = z.infer<typeof evaluatorRowSchema>;
export const evaluatorFillResultSchema = z.object({
  declarations: z.number().int(),
  added: z.number().int(),
  short: z.array(unplacedSchema),
});
export type EvaluatorFillResult = z.infer<typeof evaluatorFillResultSchema>;
