import { recommendAndCheck } from './act-last-year.js';
import { completeStaffDossier } from './story-dossier.js';
import {
  ACCOUNT_REVIEWERS,
  DAY,
  dateOf,
  declare,
  draft,
  openActivity,
  RA,
  withClock,
  type Applicant,
  type Story,
} from './story-context.js';
import { assign, confirm, formTeams, inStage, opinions, publicize, vote, type Teams } from './story-steps.js';

/** A defense session of the own team with these applicants arranged, on the third day from now at nine. */
async function session(
  s: Story,
  activityId: number,
  teams: Teams,
  declarationIds: number[],
): Promise<number> {
  const day = dateOf(new Date(s.clock.now().getTime() + 3 * DAY));
  const { sessionId } = await s.office.call<{ sessionId: number }>('POST', `${RA}/defense/session`, {
    activityId,
    teamId: teams.own,
    place: '省人才服务中心5楼第一答辩室',
    startTime: `${day} 09:00`,
  });
  await s.office.call('PUT', `${RA}/defense/session/${sessionId}/slots`, { declarationIds });
  return sessionId;
}

/**
 * This year's senior round, begun forty days back on the business clock: twelve declarations through defense
 * (one absent), group review, team votes and the committee. The first team's last applicant still awaits the
 * experts' opinions and its vote meeting is open with reviewer01 yet to vote; of those the committee passed,
 * half were publicized early enough to be confirmed now (certificates), the rest are in publicity.
 */
export async function playSeniorRound(s: Story, year: number, applicants: Applicant[]): Promise<number> {
  const { activityId, passed } = await withClock(s, async (travel) => {
    travel(-40 * DAY);
    const activityId = await openActivity(s, {
      activityName: `${year}年度工程系列高级职称评审`,
      reviewYear: year,
      titleLevels: ['2', '3'],
      defenseRequired: true,
    });
    await recommendAndCheck(s, await declare(s, activityId, applicants));
    const teams = await formTeams(s, activityId, `${year}`);
    await assign(s, activityId);

    await s.office.call('POST', `${RA}/defense/begin`, { activityId });
    const own = await inStage(s, activityId, 'defense', { team: 'own' });
    const sessionId = await session(s, activityId, teams, own);
    const absent = own.at(-1)!;
    for (const declarationId of own)
      await s.office.call('PUT', `${RA}/defense/session/${sessionId}/checkin`, {
        declarationId,
        checkin: declarationId === absent ? 'absent' : 'present',
      });
    for (const [i, reviewerId] of ACCOUNT_REVIEWERS.entries())
      await s.reviewers.get(reviewerId)!.call('PUT', `${RA}/defense/score`, {
        sessionId,
        scores: own
          .filter((id) => id !== absent)
          .map((declarationId, k) => ({ declarationId, score: 78 + ((k + i) % 4) * 4 })),
      });
    const drawn = await inStage(s, activityId, 'defense', { team: 'drawn' });
    await s.office.call('POST', `${RA}/defense/exempt`, {
      declarationIds: drawn,
      reason: '近三年已参加同级别答辩并通过',
    });
    await s.office.call('POST', `${RA}/defense/finish`, { activityId });

    const inReview = await inStage(s, activityId, 'group_review', { team: 'own' });
    const reviewed = inReview.slice(0, -1);
    await opinions(s, reviewed);
    await s.office.call('POST', `${RA}/group-review/close`, {
      declarationIds: reviewed,
      opinion: '评议完成',
    });
    await s.office.call('POST', `${RA}/group-review/close-team`, {
      teamId: teams.drawn,
      opinion: '会议集中评议，意见已汇总',
    });
    const drawnAgenda = await inStage(s, activityId, 'team_vote', { team: 'drawn' });
    await vote(s, teams.drawn, teams.members.get(teams.drawn)!, { against: drawnAgenda.slice(0, 1) });
    await vote(s, teams.own, ACCOUNT_REVIEWERS, {
      online: ACCOUNT_REVIEWERS.slice(1),
      paper: false,
      leaveOpen: true,
    });
    await vote(s, teams.committee, teams.members.get(teams.committee)!.slice(0, 21));
    const passed = await inStage(s, activityId, 'final_approval');
    await publicize(s, passed.slice(0, Math.ceil(passed.length / 2)));
    return { activityId, passed };
  });
  const early = passed.slice(0, Math.ceil(passed.length / 2));
  await confirm(s, early);
  await publicize(s, passed.slice(early.length));
  return activityId;
}

/**
 * This year's second batch, open now: staff01 completes their dossier and declares 正高级工程师 (submitted and
 * recommended), drafts of two applicants one rule short, submitted, returned with reasons, withdrawn and
 * refused declarations at qualification; three checked and
 * waiting in the first team's defense session, where the experts are to score them.
 */
export async function playSecondBatch(
  s: Story,
  year: number,
  applicants: Applicant[],
  short: Applicant[],
  staffTitleId: number,
): Promise<number> {
  const activityId = await openActivity(s, {
    activityName: `${year}年度工程系列职称评审（第二批）`,
    reviewYear: year,
    titleLevels: ['1', '2', '3'],
    defenseRequired: true,
  });
  await completeStaffDossier(s);
  const own = { employeeId: 1, employeeName: '王小明', professionId: 2, titleId: staffTitleId };
  const staffId = await draft(s, activityId, own, s.staff);
  await s.staff.call('PUT', '/title/review-declare/submit', { declarationId: staffId, pledge: true });
  for (const a of short) await draft(s, activityId, a);
  const ownFirst = [...applicants].sort((a, b) => Number(b.professionId <= 4) - Number(a.professionId <= 4));
  const checked = ownFirst.slice(0, 3);
  const rest = applicants.filter((a) => !checked.includes(a));
  const ids = await declare(s, activityId, [...checked, ...rest]);
  const [c1, c2, c3, recommended, returned, withdrawn, rejected] = ids;
  const recommendedIds = [recommended!, staffId];
  await recommendAndCheck(s, [c1!, c2!, c3!]);
  await s.company.call('PUT', '/title/review-declare/recommend', {
    declarationIds: recommendedIds,
    opinion: '同意推荐',
  });
  await s.office.call('PUT', `${RA}/return`, {
    declarationIds: [returned!],
    items: [
      { item: '学历证书', reason: '扫描件不清晰，请重新上传' },
      { item: '年度考核', reason: '缺2025年度考核登记表' },
    ],
    opinion: '请补正后重新提交',
  });
  await s.company.call('PUT', '/title/review-declare/withdraw', { declarationIds: [withdrawn!] });
  await s.office.call('PUT', `${RA}/prepare/reject`, {
    declarationIds: [rejected!],
    opinion: '申报专业与现从事专业不一致，不符合申报条件',
  });
  const teams = await formTeams(s, activityId, `${year}-2`);
  await assign(s, activityId);
  await s.office.call('POST', `${RA}/defense/begin`, { activityId });
  const waiting = await inStage(s, activityId, 'defense', { team: 'own' });
  if (waiting.length) await session(s, activityId, teams, waiting);
  return activityId;
}
