import { DAY, declare, openActivity, RA, withClock, type Applicant, type Story } from './story-context.js';
import { assign, confirm, formTeams, inStage, opinions, publicize, vote } from './story-steps.js';

/** The office's check and the unit's recommendation of submitted declarations. */
export async function recommendAndCheck(s: Story, declarationIds: number[]): Promise<void> {
  await s.company.call('PUT', '/title/review-declare/recommend', {
    declarationIds,
    opinion: '该同志政治素质好，业务能力强，同意推荐',
  });
  await s.office.call('PUT', `${RA}/prepare/check`, { declarationIds, opinion: '资格审查通过' });
}

/**
 * Last year's round, played a year back on the business clock: six declarations without defense, teams drawn,
 * group review, both votes, publicity and confirmation, one failed at the team vote; the activity ended with
 * certificates.
 */
export async function playLastYear(s: Story, year: number, applicants: Applicant[]): Promise<number> {
  return withClock(s, async (travel) => {
    travel(-365 * DAY);
    const activityId = await openActivity(s, {
      activityName: `${year}年度工程系列高级职称评审`,
      reviewYear: year,
      titleLevels: ['2', '3'],
      defenseRequired: false,
    });
    const ids = await declare(s, activityId, applicants);
    await recommendAndCheck(s, ids);
    const teams = await formTeams(s, activityId, String(year));
    await assign(s, activityId);

    const own = await inStage(s, activityId, 'group_review', { team: 'own' });
    await opinions(s, own);
    await s.office.call('POST', `${RA}/group-review/close`, { declarationIds: own, opinion: '评议完成' });
    await s.office.call('POST', `${RA}/group-review/close-team`, {
      teamId: teams.drawn,
      opinion: '会议集中评议，意见已汇总',
    });
    const drawnAgenda = await inStage(s, activityId, 'team_vote', { team: 'drawn' });
    await vote(s, teams.own, teams.members.get(teams.own)!, { online: teams.members.get(teams.own)! });
    await vote(s, teams.drawn, teams.members.get(teams.drawn)!, { against: drawnAgenda.slice(-1) });
    await vote(s, teams.committee, teams.members.get(teams.committee)!.slice(0, 20));

    const passed = await inStage(s, activityId, 'final_approval');
    await publicize(s, passed);
    travel(20 * DAY);
    await confirm(s, passed);
    await s.office.call('PUT', `/title/review-activity/end/${activityId}`);
    return activityId;
  });
}
