import { ReviewApprovalPermission as RA } from '@zcps/contracts';
import { stagePerms } from '../teamVote/api';
import { VotePage } from '../teamVote/VotePage';

const perms = stagePerms(RA.COMMITTEE_VOTE);

/** 评委会表决 (menu titleReviewApproval/committeeVote/index). */
export function Page() {
  return <VotePage kind="committee" perms={perms} />;
}
