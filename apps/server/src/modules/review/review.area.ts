import type { FastifyPluginAsync } from 'fastify';
import { ReviewApprovalPermission as P } from '@zcps/contracts';
import type { Clock } from '../../platform/clock.js';
import type { CountCache } from '../../platform/db/count-cache.js';
import type { Db } from '../../platform/db/database.js';
import type { AttachmentService } from '../employee/attachment/attachment.service.js';
import type { DossierService } from '../employee/records/dossier.js';
import type { SseHub } from '../resource/sse/sse.hub.js';
import type { CodeIssuer } from '../system/code-rule/code-rule.service.js';
import type { ConfigService } from '../system/config/config.service.js';
import type { DictService } from '../system/dict/dict.service.js';
import type { NoticeService } from '../system/notice/notice.service.js';
import type { EligibilityService } from '../title/eligibility/eligibility.service.js';
import type { TitleRefsRepo } from '../title/reviewer/title-refs.repo.js';
import { ActivityRepo } from './activity/activity.repo.js';
import { activityRoutes } from './activity/activity.routes.js';
import { ActivityService } from './activity/activity.service.js';
import { ActivityPhaseRepo } from './assignment/activity-phase.repo.js';
import { AssignmentRepo } from './assignment/assignment.repo.js';
import { assignmentRoutes } from './assignment/assignment.routes.js';
import { AssignmentService } from './assignment/assignment.service.js';
import { approvalRoutes } from './declaration/approval.routes.js';
import { ApprovalService } from './declaration/approval.service.js';
import { PreReviewRepo } from './declaration/pre-review.repo.js';
import { PreReview, type PreReviewWorkflow } from './declaration/pre-review.service.js';
import { DeclarationFlowService } from './declaration/declaration-flow.service.js';
import { DeclarationRepo } from './declaration/declaration.repo.js';
import { declarationRoutes } from './declaration/declaration.routes.js';
import { DeclarationService } from './declaration/declaration.service.js';
import { ReviewMessageRepo } from './declaration/review-message.repo.js';
import { reviewMessageRoutes } from './declaration/review-message.routes.js';
import { TrailRepo } from './declaration/trail.repo.js';
import { ReviewTransitions } from './declaration/transition.service.js';
import { DefenseScoreRepo } from './defense/defense-score.repo.js';
import { DefenseScoreService } from './defense/defense-score.service.js';
import { DefenseSessionService } from './defense/defense-session.service.js';
import { DefenseRepo } from './defense/defense.repo.js';
import { defenseRoutes } from './defense/defense.routes.js';
import { DefenseService } from './defense/defense.service.js';
import { ArchiveService } from './final/archive.service.js';
import { FinalApprovalService } from './final/final-approval.service.js';
import { FinalRepo } from './final/final.repo.js';
import { finalRoutes } from './final/final.routes.js';
import { ResultService } from './final/result.service.js';
import { GroupReviewRepo } from './group-review/group-review.repo.js';
import { groupReviewRoutes } from './group-review/group-review.routes.js';
import { GroupReviewService } from './group-review/group-review.service.js';
import { DefensePapersService } from './papers/defense-papers.service.js';
import type { Messenger } from '../system/sms/messenger.js';
import { OfficePapersService } from './papers/office-papers.service.js';
import { PapersRepo } from './papers/papers.repo.js';
import { papersRoutes } from './papers/papers.routes.js';
import { ReviewFormService } from './papers/review-form.service.js';
import { MemberRepo } from './team/member.repo.js';
import { MemberService } from './team/member.service.js';
import { TeamRepo } from './team/team.repo.js';
import { reviewTeamRoutes } from './team/team.routes.js';
import { TeamService } from './team/team.service.js';
import { BallotService } from './vote/ballot.service.js';
import { MeetingRepo } from './vote/meeting.repo.js';
import { MeetingService } from './vote/meeting.service.js';
import { PaperBallotRepo } from './vote/paper-ballot.repo.js';
import { PaperBallotService } from './vote/paper-ballot.service.js';
import { TallySheetService } from './vote/tally-sheet.service.js';
import { TallyService } from './vote/tally.service.js';
import { voteRoutes } from './vote/vote.routes.js';
import { ReviewerScope } from './workbench/reviewer-scope.js';
import { WorkbenchRepo } from './workbench/workbench.repo.js';
import { workbenchRoutes } from './workbench/workbench.routes.js';
import { WorkbenchService } from './workbench/workbench.service.js';

export interface ReviewAreaDeps {
  db: Db;
  dicts: DictService;
  /** The committee minimum of a team is a config value. */
  config: ConfigService;
  /** Declaration windows and publicity run on the business clock. */
  clock: Clock;
  /** Every stage change tells the applicant's event stream. */
  sse: SseHub;
  /** Published results become notices. */
  notices: NoticeService;
  /** From the title area: a declaration's eligibility check, and the catalogue an activity points at. */
  eligibility: EligibilityService;
  titleRefs: TitleRefsRepo;
  /** From the employee area: the dossier a reviewer reads, and its attachments shown in the page. */
  dossiers: DossierService;
  attachments: AttachmentService;
  /** From the workflow area: the 预审 processes a submission runs before 资格审查. */
  workflow: PreReviewWorkflow;
  /** From the system area: declaration and certificate numbers by the tenant's 用户编码 rules. */
  codes: CodeIssuer;
  /** The declaration list's totals (changed after every declaration write and transition). */
  counts: CountCache;
  /** From the system area: review and defense notices by SMS and email. */
  messenger?: Messenger;
}

/**
 * The review process (issue 8): activities and declarations, teams and assignment, defense, group review, votes
 * and final approval, every stage change through the one ReviewTransitions.
 */
export function createReviewArea(deps: ReviewAreaDeps) {
  const { db, dicts, clock } = deps;
  const transitions = new ReviewTransitions(db, deps.sse, deps.messenger, deps.counts);

  const activityRepo = new ActivityRepo(db);
  const activities = new ActivityService(activityRepo, deps.titleRefs);
  const declarations = new DeclarationService(
    new DeclarationRepo(db),
    activityRepo,
    db,
    deps.codes,
    deps.counts,
  );
  const preReview = new PreReview(deps.workflow, new PreReviewRepo(), transitions);
  const flow = new DeclarationFlowService(
    declarations,
    activityRepo,
    deps.eligibility,
    transitions,
    clock,
    db,
    preReview,
  );
  const approval = new ApprovalService(
    db,
    declarations,
    activityRepo,
    new TrailRepo(db),
    transitions,
    preReview,
  );
  const messages = new ReviewMessageRepo(db);

  const teamRepo = new TeamRepo(db);
  const phases = new ActivityPhaseRepo(db);
  const teams = new TeamService(db, teamRepo, phases, dicts, deps.config);
  const members = new MemberService(db, new MemberRepo(db), teamRepo, phases);
  const assignmentRepo = new AssignmentRepo(db);
  const assignments = new AssignmentService(db, assignmentRepo, phases);

  const defenseRepo = new DefenseRepo(db);
  const scoreRepo = new DefenseScoreRepo(db);
  const arrangers = new ReviewerScope(db, P.ARRANGE);
  const defense = new DefenseService(db, defenseRepo, scoreRepo, transitions);
  const defenseSessions = new DefenseSessionService(db, defenseRepo, scoreRepo, defense, arrangers);
  const scores = new DefenseScoreService(
    db,
    defenseRepo,
    scoreRepo,
    defense,
    defenseSessions,
    arrangers,
    dicts,
  );
  const closers = new ReviewerScope(db, P.CLOSE_REVIEW);
  const groupReview = new GroupReviewService(
    db,
    new GroupReviewRepo(db),
    defenseRepo,
    closers,
    transitions,
    dicts,
  );
  // Only the caller's own reviewer rows count on the workbench, whatever else they may manage.
  const raters = new ReviewerScope(db, P.RATE);
  const workbench = new WorkbenchService(
    new WorkbenchRepo(db),
    raters,
    deps.dossiers,
    deps.eligibility,
    deps.attachments,
  );

  const meetingRepo = new MeetingRepo(db);
  const meetings = new MeetingService(meetingRepo);
  const ballots = new BallotService(db, meetingRepo);
  const papers = new PaperBallotService(db, meetings, meetingRepo, new PaperBallotRepo());
  const tallies = new TallyService(db, transitions);
  const sheets = new TallySheetService(db, meetings);

  const finalRepo = new FinalRepo(db);
  const finalApproval = new FinalApprovalService(db, finalRepo, transitions, clock, deps.codes);
  const archive = new ArchiveService(db, finalRepo, transitions, clock);
  const results = new ResultService(finalRepo, deps.notices);

  const paperRepo = new PapersRepo(db);
  const printed = {
    defense: new DefensePapersService(db, paperRepo, defenseSessions, dicts, clock, deps.messenger),
    office: new OfficePapersService(paperRepo, meetings, finalRepo, activityRepo, dicts),
    reviewForm: new ReviewFormService(paperRepo, workbench, deps.dossiers, dicts),
  };

  const routes: FastifyPluginAsync = async (api) => {
    await api.register(reviewTeamRoutes, { teams, members });
    await api.register(assignmentRoutes, { assignments, repo: assignmentRepo });
    await api.register(defenseRoutes, { phase: defense, sessions: defenseSessions, scores });
    await api.register(groupReviewRoutes, { groupReview });
    await api.register(workbenchRoutes, { workbench });
    await api.register(voteRoutes, { meetings, ballots, papers, tallies, sheets });
    await api.register(finalRoutes, { finalApproval, archive, results });
    await api.register(papersRoutes, printed);
    await api.register(activityRoutes, { activities, dicts });
    await api.register(declarationRoutes, { declarations, flow, dicts });
    await api.register(approvalRoutes, { declarations, approval, dicts });
    await api.register(reviewMessageRoutes, { messages });
  };
  return { routes };
}

export type ReviewArea = ReturnType<typeof createReviewArea>;
