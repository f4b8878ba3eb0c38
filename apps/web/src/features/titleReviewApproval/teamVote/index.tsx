import { ReviewApprovalPermission as RA } from '@zcps/contracts';
import { stagePerms } from './api';
import { VotePage } from './VotePage';

const perms = stagePerms(RA.TEAM_VOTE);

/** 评审组投票 (menu titleReviewApproval/teamVote/index). */
export function Page() {
  return <VotePage kind="team" perms={perms} />;
}
