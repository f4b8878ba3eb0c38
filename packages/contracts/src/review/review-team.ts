import { z } from 'zod';

/**
 * 评审组 and 评委会 (domain.md "Teams"): teams of an activity, their members and the draw log.
 *
 * The committee minimums default to the national rule of 《职称评审管理暂行规定》(人社部令第40号) art. 9: a
 * committee judging a whole series at senior level seats at least 25 reviewers, one organised per profession at
 * least 11. domain.md makes them configurable (sys_config `review.committee.minSeniorSeries` and
 * `review.committee.minPerProfession`), for rules of a province or a pilot that differ.
 */
export const COMMITTEE_MIN_SENIOR_SERIES = 25;
export const COMMITTEE_MIN_PER_PROFESSION = 11;
/** A discipline team seats an odd number of voting members, at least three (a vote always has a majority). */
export const TEAM_MIN_SIZE = 3;
/** Senior title levels (title_level 1 正高级, 2 副高级). */
export const SENIOR_TITLE_LEVELS: readonly string[] = ['1', '2'];

/** `member_role`: a secretary keeps the minutes and does not vote. */
export const MemberRole = { CHAIR: '1', VICE_CHAIR: '2', MEMBER: '3', LEADER: '4', SECRETARY: '5' } as const;
export const votingRole = (role: string) => role !== MemberRole.SECRETARY;

/** The configuration keys of the committee minimums. */
export const CommitteeMinimumConfig = {
  SENIOR_SERIES: 'review.committee.minSeniorSeries',
  PER_PROFESSION: 'review.committee.minPerProfession',
} as const;

export interface CommitteeMinimums {
  seniorSeries: number;
  perProfession: number;
}

/** The smallest committee an activity may seat, and which rule sets it. */
export function committeeMinimum(
  perProfession: boolean,
  activityLevels: readonly string[],
  minimums: CommitteeMinimums = {
    seniorSeries: COMMITTEE_MIN_SENIOR_SERIES,
    perProfession: COMMITTEE_MIN_PER_PROFESSION,
  },
): { minimum: number; rule: 'series' | 'profession' } {
  const senior = activityLevels.some((l) => SENIOR_TITLE_LEVELS.includes(l));
  return !perProfession && senior
    ? { minimum: minimums.seniorSeries, rule: 'series' }
    : { minimum: minimums.perProfession, rule: 'profession' };
}

/** Why a reviewer was left out of a draw (the draw log's `excluded[].reason` is `<code>` or `<code>:<name>`). */
export const DrawExclusion = {
  SEATED: 'seated',
  SEATED_ELSEWHERE: 'seatedElsewhere',
  SAME_UNIT: 'sameUnit',
  DECLARED_CONFLICT: 'declaredConflict',
  REPLACED: 'replaced',
  REMOVED: 'removed',
  /** A discipline team draws only reviewers of the professions it covers. */
  OTHER_PROFESSION: 'otherProfession',
  NO_PROFESSION: 'noProfession',
} as const;

/** Draw log actions. */
export const DrawAction = { DRAW: 'draw', REDRAW: 'redraw', ADD: 'add', REMOVE: 'remove' } as const;

const noHtml = (s: string) => !/<[^>]*>/.test(s);
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optionalId = z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional());
const id = z.number().int().positive();
const reason = z.string().trim().min(1).max(500).refine(noHtml);
/** A draw's seed: letters, digits, '-' and '_' (a generated one is 16 hex digits). */
export const drawSeedSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/);

export const reviewTeamVoSchema = z.object({
  teamId: z.number().int(),
  activityId: z.number().int(),
  activityName: z.string().nullable(),
  teamName: z.string(),
  teamType: z.string(),
  professionIds: z.array(z.number().int()),
  professionNames: z.array(z.string()),
  poolId: z.number().int().nullable(),
  poolName: z.string().nullable(),
  teamSize: z.number().int(),
  memberCount: z.number().int(),
  status: z.string(),
  version: z.number().int(),
  /** The activity's assignment is finished: the team and its members can no longer change. */
  locked: z.boolean(),
  remark: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type ReviewTeamVo = z.infer<typeof reviewTeamVoSchema>;

export const reviewTeamFilterSchema = z.object({
  activityId: optionalId,
  teamName: z.string().trim().max(100).optional(),
  teamType: z.enum(['1', '2', '']).optional(),
});
export type ReviewTeamFilter = z.infer<typeof reviewTeamFilterSchema>;

const teamFields = z.object({
  activityId: id,
  teamName: z.string().trim().min(1).max(100).refine(noHtml),
  teamType: z.enum(['1', '2']),
  professionIds: z.array(id).max(100).default([]),
  teamSize: z.number().int().min(TEAM_MIN_SIZE).max(199),
  status: z.enum(['0', '1']).default('0'),
  remark: z.string().trim().max(500).refine(noHtml).nullish(),
});

/** Sizes are odd; a discipline team names the professions it covers. */
function checkTeam(b: { teamType: string; teamSize: number; professionIds: number[] }, ctx: z.RefinementCtx) {
  if (b.teamSize % 2 === 0)
    ctx.addIssue({ code: 'custom', path: ['teamSize'], params: { message: 'review.team.sizeOdd' } });
  if (b.teamType === '1' && b.professionIds.length === 0)
    ctx.addIssue({ code: 'custom', path: ['professionIds'], params: { message: 'validation.required' } });
}

export const reviewTeamCreateSchema = teamFields.superRefine(checkTeam);
export type ReviewTeamCreate = z.infer<typeof reviewTeamCreateSchema>;
export const reviewTeamUpdateSchema = teamFields
  .extend({ teamId: id, version: z.number().int().min(0) })
  .superRefine(checkTeam);
export type ReviewTeamUpdate = z.infer<typeof reviewTeamUpdateSchema>;

/** Draw the team's empty voting seats from a pool; without a seed the server makes one (and shows it). */
export const teamDrawSchema = z.object({
  teamId: id,
  poolId: id,
  seed: z.preprocess(blankToUndefined, drawSeedSchema.optional()),
  /**
   * The reviewers a preview drew with this seed: the draw is saved only if it seats the same ones (the pool or
   * the 回避 facts did not change in between); otherwise it is refused and nothing is saved.
   */
  expectedIds: z.array(id).max(200).optional(),
});
export type TeamDraw = z.infer<typeof teamDrawSchema>;

export const drawResultSchema = z.object({
  logId: z.number().int(),
  seed: z.string(),
  candidateIds: z.array(z.number().int()),
  /** Who was left out and why (`reason` is `code` or `code:detail`); the name is on draws made since it was kept. */
  excluded: z.array(
    z.object({ reviewerId: z.number().int(), reason: z.string(), reviewerName: z.string().optional() }),
  ),
  drawnIds: z.array(z.number().int()),
});
export type DrawResult = z.infer<typeof drawResultSchema>;

/** A draw shown before it is saved (随机抽取), or the one saved (确定): who, and the professions it kept to. */
export const drawOutcomeSchema = drawResultSchema.extend({
  /** 0 on a preview: nothing is saved until it is confirmed. */
  logId: z.number().int(),
  drawn: z.array(
    z.object({
      reviewerId: z.number().int(),
      reviewerName: z.string(),
      professionName: z.string().nullable(),
      /** False for an expert without an enabled account: seated, but unable to score or vote until one is opened. */
      canSignIn: z.boolean(),
    }),
  ),
  /** The team's professions the candidates had to match; empty when the draw is not held to professions. */
  professionNames: z.array(z.string()),
});
export type DrawOutcome = z.infer<typeof drawOutcomeSchema>;

export const drawLogVoSchema = drawResultSchema.extend({
  teamId: z.number().int(),
  action: z.string(),
  reason: z.string().nullable(),
  operatorId: z.number().int().nullable(),
  createTime: z.string().nullable(),
});
export type DrawLogVo = z.infer<typeof drawLogVoSchema>;
export const drawLogFilterSchema = z.object({ teamId: z.coerce.number().int().positive() });

export const teamMemberVoSchema = z.object({
  memberId: z.number().int(),
  teamId: z.number().int(),
  reviewerId: z.number().int(),
  reviewerName: z.string(),
  unitName: z.string().nullable(),
  professionName: z.string().nullable(),
  titleLevel: z.string().nullable(),
  /** The member has an enabled account (can score and vote). */
  canSignIn: z.boolean(),
  memberRole: z.string(),
  source: z.string(),
  reason: z.string().nullable(),
  removed: z.boolean(),
  removedTime: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type TeamMemberVo = z.infer<typeof teamMemberVoSchema>;

export const teamMemberFilterSchema = z.object({
  teamId: z.coerce.number().int().positive(),
  reviewerName: z.string().trim().max(30).optional(),
  /** `1` lists replaced and removed members too (the audit view). */
  includeRemoved: z.enum(['0', '1', '']).optional(),
});
export type TeamMemberFilter = z.infer<typeof teamMemberFilterSchema>;

const memberRole = z.enum(['1', '2', '3', '4', '5']);
export const teamMemberAddSchema = z.object({
  teamId: id,
  reviewerId: id,
  memberRole: memberRole.default('3'),
  reason,
});
export type TeamMemberAdd = z.infer<typeof teamMemberAddSchema>;
export const teamMemberRoleSchema = z.object({ memberId: id, memberRole });
export type TeamMemberRole = z.infer<typeof teamMemberRoleSchema>;
export const teamMemberRedrawSchema = z.object({
  memberId: id,
  reason,
  seed: z.preprocess(blankToUndefined, drawSeedSchema.optional()),
});
export type TeamMemberRedraw = z.infer<typeof teamMemberRedrawSchema>;
export const teamMemberRemoveQuerySchema = z.object({ reason });
