import { useQuery } from '@tanstack/react-query';
import type {
  AssignmentActivity,
  AssignmentFinish,
  AssignmentSummary,
  AutoAssignResult,
  DrawOutcome,
  DrawResult,
  EvaluatorFillResult,
  PoolMemberVo,
  Result,
  ReviewerPoolVo,
  ReviewTeamCreate,
  ReviewTeamUpdate,
  ReviewTeamVo,
  TableData,
  TeamMemberAdd,
} from '@zcps/contracts';
import { http } from '../../../lib/request';

export const TEAM_BASE = '/title/review-team';
export const MEMBER_BASE = '/title/review-team-member';
export const ASSIGNMENT_BASE = '/title/assignment';
export const EVALUATOR_BASE = '/title/evaluation-reviewer';

export const teamApi = {
  add: (body: ReviewTeamCreate) => http.post<Result<number>>(TEAM_BASE, body),
  update: (body: ReviewTeamUpdate) => http.put<Result<null>>(TEAM_BASE, body),
  remove: (ids: readonly number[]) => http.delete<Result<null>>(`${TEAM_BASE}/${ids.join(',')}`),
  /** 随机抽取: who the draw would seat and who it leaves out; nothing is saved. */
  previewDraw: (teamId: number, poolId: number, seed?: string) =>
    http.post<Result<DrawOutcome>>(`${TEAM_BASE}/draw/preview`, { teamId, poolId, seed: seed || undefined }),
  /** 确定: seats the preview's draw (refused if the same seed no longer draws the same reviewers). */
  draw: (teamId: number, poolId: number, seed: string, expectedIds: number[]) =>
    http.post<Result<DrawOutcome>>(`${TEAM_BASE}/draw`, { teamId, poolId, seed, expectedIds }),
  exportUrl: `${TEAM_BASE}/export`,
};

export const memberApi = {
  add: (body: TeamMemberAdd) => http.post<Result<null>>(MEMBER_BASE, body),
  setRole: (memberId: number, memberRole: string) =>
    http.put<Result<null>>(MEMBER_BASE, { memberId, memberRole }),
  redraw: (memberId: number, reason: string) =>
    http.put<Result<DrawResult>>(`${MEMBER_BASE}/redraw`, { memberId, reason }),
  remove: (ids: readonly number[], reason: string) =>
    http.delete<Result<null>>(`${MEMBER_BASE}/${ids.join(',')}`, { params: { reason } }),
};

export const assignmentApi = {
  summary: (activityId: number, evaluatorCount?: number) =>
    http.get<Result<AssignmentSummary>>(`${ASSIGNMENT_BASE}/summary/${activityId}`, {
      params: { evaluatorCount },
    }),
  begin: (body: AssignmentActivity) => http.put<Result<null>>(`${ASSIGNMENT_BASE}/begin`, body),
  finish: (body: AssignmentFinish) => http.put<Result<null>>(`${ASSIGNMENT_BASE}/finish`, body),
  auto: (activityId: number) =>
    http.post<Result<AutoAssignResult>>(`${ASSIGNMENT_BASE}/auto`, { activityId, rerun: false }),
  move: (declarationIds: number[], teamId: number) =>
    http.put<Result<null>>(`${ASSIGNMENT_BASE}/move`, { declarationIds, teamId }),
  autoEvaluators: (activityId: number, evaluatorCount: number) =>
    http.post<Result<EvaluatorFillResult>>(`${EVALUATOR_BASE}/auto`, { activityId, evaluatorCount }),
  setEvaluators: (declarationId: number, reviewerIds: number[]) =>
    http.put<Result<null>>(EVALUATOR_BASE, { declarationId, reviewerIds }),
  exportUrl: `${ASSIGNMENT_BASE}/export`,
};

/** The activity's teams (discipline teams and the committee). */
export function useTeams(activityId: number | undefined) {
  return useTeamList(activityId).teams;
}

/** The activity's teams, and whether they have arrived (an empty list then means the activity has none). */
export function useTeamList(activityId: number | undefined) {
  const query = useQuery({
    queryKey: [TEAM_BASE, 'list', activityId],
    queryFn: () =>
      http.get<TableData<ReviewTeamVo>>(`${TEAM_BASE}/list`, { params: { activityId, pageSize: 500 } }),
    enabled: !!activityId,
  });
  return { teams: query.data?.rows ?? [], loaded: query.isSuccess };
}

/** Enabled pools of a series (the draw picks from one). */
export function usePools(seriesId: number | undefined, enabled: boolean) {
  const query = useQuery({
    queryKey: ['/title/reviewer-pool', 'optionselect', seriesId],
    queryFn: () =>
      http.get<Result<ReviewerPoolVo[]>>('/title/reviewer-pool/optionselect', { params: { seriesId } }),
    enabled,
  });
  return query.data?.data ?? [];
}

/** Members of a pool (a manual add picks from them). */
export function usePoolMembers(poolId: number | null | undefined, enabled: boolean) {
  const query = useQuery({
    queryKey: ['/title/reviewer-pool', poolId, 'members'],
    queryFn: () =>
      http.get<TableData<PoolMemberVo>>(`/title/reviewer-pool/${poolId}/members`, {
        params: { pageSize: 500 },
      }),
    enabled: enabled && !!poolId,
  });
  return query.data?.rows ?? [];
}

/** The assignment figures of an activity. */
export function useAssignmentSummary(activityId: number | undefined, evaluatorCount?: number) {
  return useQuery({
    queryKey: [ASSIGNMENT_BASE, 'summary', activityId, evaluatorCount],
    queryFn: () => assignmentApi.summary(activityId!, evaluatorCount),
    enabled: !!activityId,
  });
}
