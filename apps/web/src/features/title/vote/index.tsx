import { votesPagePerms } from '../../titleReviewApproval/teamVote/api';
import { VotePage } from '../../titleReviewApproval/teamVote/VotePage';

/** 投票管理 (menu title/vote/index): every team's and the committee's meetings, with the title:vote:* buttons. */
export function Page() {
  return <VotePage perms={votesPagePerms} />;
}
