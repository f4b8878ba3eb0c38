import { useQuery } from '@tanstack/react-query';
import type {
  AssignedDossierVo,
  DefenseCandidateVo,
  DefenseCheckin,
  DefenseExempt,
  DefenseScore,
  DefenseSessionCreate,
  DefenseSessionDetail,
  DefenseSessionVo,
  DefenseSheetVo,
  DefenseStateVo,
  GroupReviewClose,
  GroupReviewCloseTeam,
  GroupReviewOpinion,
  GroupReviewProgressVo,
  GroupReviewRow,
  Result,
  WorkbenchTasks,
} from '@zcps/contracts';
import { http } from '../../../lib/request';

const DEFENSE = '/title/review-approval/defense';
const GROUP = '/title/review-approval/group-review';
const RATING = '/title/review-approval/rating';

export const defenseApi = {
  state: (activityId: number) =>
    http.get<Result<DefenseStateVo>>(`${DEFENSE}/state`, { params: { activityId } }),
  begin: (activityId: number) => http.post<Result<null>>(`${DEFENSE}/begin`, { activityId }),
  finish: (activityId: number) =>
    http.post<Result<{ passed: number; absent: number }>>(`${DEFENSE}/finish`, { activityId }),
  sessions: (activityId: number) =>
    http.get<Result<DefenseSessionVo[]>>(`${DEFENSE}/sessions`, { params: { activityId } }),
  createSession: (body: DefenseSessionCreate) =>
    http.post<Result<{ sessionId: number }>>(`${DEFENSE}/session`, body),
  removeSession: (sessionId: number) => http.delete<Result<null>>(`${DEFENSE}/session/${sessionId}`),
  detail: (sessionId: number) => http.get<Result<DefenseSessionDetail>>(`${DEFENSE}/session/${sessionId}`),
  candidates: (sessionId: number) =>
    http.get<Result<DefenseCandidateVo[]>>(`${DEFENSE}/session/${sessionId}/candidates`),
  arrange: (sessionId: number, declarationIds: number[]) =>
    http.put<Result<null>>(`${DEFENSE}/session/${sessionId}/slots`, { declarationIds }),
  checkin: (sessionId: number, body: DefenseCheckin) =>
    http.put<Result<null>>(`${DEFENSE}/session/${sessionId}/checkin`, body),
  /** Silent: the office holds the score button too but sits on no team; its 403 only hides the sheet. */
  sheet: (sessionId: number, reviewerId?: number) =>
    http.get<Result<DefenseSheetVo>>(`${DEFENSE}/session/${sessionId}/sheet`, {
      params: { reviewerId },
      silent: true,
    }),
  score: (body: DefenseScore) => http.put<Result<null>>(`${DEFENSE}/score`, body),
  exempt: (body: DefenseExempt) => http.post<Result<null>>(`${DEFENSE}/exempt`, body),
  exportUrl: (sessionId: number) => `${DEFENSE}/session/${sessionId}/export`,
};

export const groupReviewApi = {
  progress: (activityId: number) =>
    http.get<Result<GroupReviewProgressVo[]>>(`${GROUP}/progress`, { params: { activityId } }),
  list: (activityId: number, teamId?: number) =>
    http.get<Result<GroupReviewRow[]>>(`${GROUP}/list`, { params: { activityId, teamId } }),
  opinion: (body: GroupReviewOpinion) => http.put<Result<null>>(`${GROUP}/opinion`, body),
  close: (body: GroupReviewClose) => http.post<Result<{ closed: number }>>(`${GROUP}/close`, body),
  closeTeam: (body: GroupReviewCloseTeam) =>
    http.post<Result<{ closed: number }>>(`${GROUP}/close-team`, body),
  exportUrl: (activityId: number) => `${GROUP}/export?activityId=${activityId}`,
};

export const workbenchApi = {
  tasks: () => http.get<Result<WorkbenchTasks>>(`${RATING}/tasks`),
  assignedUrl: `${RATING}/assigned`,
  dossier: (declarationId: number) =>
    http.get<Result<AssignedDossierVo>>(`${RATING}/dossier/${declarationId}`),
  /** The expert's reader: attachments and eligibility through the routes the dossier's own check guards. */
  dossierSource: (declarationId: number) => ({
    previewUrl: (recordId: number) => `${RATING}/dossier/${declarationId}/attachment/${recordId}/preview`,
    eligibilityUrl: `${RATING}/dossier/${declarationId}/eligibility`,
  }),
};

interface ActivityOption {
  activityId: number;
  activityName: string;
  defenseRequired: boolean;
}

/** Activities in progress, for the stage pages' activity picker. */
export function useActivityOptions() {
  return useQuery({
    queryKey: ['review-activity', 'optionselect'],
    queryFn: async () =>
      (await http.get<Result<ActivityOption[]>>('/title/review-activity/optionselect')).data ?? [],
  });
}
