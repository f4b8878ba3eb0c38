import { ACCOUNT_REVIEWERS, activityVersion, ENGINEERING, RA, type Story } from './story-context.js';

export interface Teams {
  /** reviewer01–03, seated by hand: they score, write opinions and vote online in the story. */
  own: number;
  /** Drawn from the pool (回避 logged); the office enters their ballots as paper ballots. */
  drawn: number;
  committee: number;
  members: Map<number, number[]>;
}

const OWN_PROFESSIONS = [1, 2, 3, 4];
const DRAWN_PROFESSIONS = [5, 6, 7, 8];

async function team(s: Story, activityId: number, fields: object): Promise<number> {
  return s.office.call<number>('POST', '/title/review-team', { activityId, ...fields });
}

async function draw(s: Story, teamId: number, seed: string): Promise<number[]> {
  const res = await s.office.call<{ drawnIds: number[] }>('POST', '/title/review-team/draw', {
    teamId,
    poolId: ENGINEERING.poolId,
    seed,
  });
  return res.drawnIds;
}

/** Two discipline teams (one seated by hand, one drawn) and the committee drawn from the engineering pool. */
export async function formTeams(s: Story, activityId: number, tag: string): Promise<Teams> {
  const own = await team(s, activityId, {
    teamName: '第一学科组（土木、机械、电子、计算机）',
    teamType: '1',
    professionIds: OWN_PROFESSIONS,
    teamSize: 3,
  });
  for (const reviewerId of ACCOUNT_REVIEWERS)
    await s.office.call('POST', '/title/review-team-member', {
      teamId: own,
      reviewerId,
      memberRole: reviewerId === ACCOUNT_REVIEWERS[0] ? '1' : '3',
      reason: '熟悉本专业评审标准，按评委会安排指定',
    });
  const drawn = await team(s, activityId, {
    teamName: '第二学科组（化工、交通、环境、材料）',
    teamType: '1',
    professionIds: DRAWN_PROFESSIONS,
    teamSize: 5,
  });
  const committee = await team(s, activityId, {
    teamName: '工程系列高级职称评审委员会',
    teamType: '2',
    professionIds: [],
    teamSize: 25,
  });
  const members = new Map<number, number[]>([[own, ACCOUNT_REVIEWERS]]);
  members.set(drawn, await draw(s, drawn, `demo-${tag}-team-2`));
  members.set(committee, await draw(s, committee, `demo-${tag}-committee`));
  return { own, drawn, committee, members };
}

/** 分配: begin, automatic placement by profession, three evaluation experts each, finish. */
export async function assign(s: Story, activityId: number): Promise<void> {
  await s.office.call('PUT', '/title/assignment/begin', {
    activityId,
    version: await activityVersion(s, activityId),
  });
  await s.office.call('POST', '/title/assignment/auto', { activityId });
  await s.office.call('POST', '/title/evaluation-reviewer/auto', { activityId, evaluatorCount: 3 });
  await s.office.call('PUT', '/title/assignment/finish', {
    activityId,
    version: await activityVersion(s, activityId),
    evaluatorCount: 3,
  });
}

/** Declaration ids of the activity in a stage and status, of the given team's professions when named. */
export async function inStage(
  s: Story,
  activityId: number,
  stage: string,
  opts: { status?: string; team?: 'own' | 'drawn' } = {},
): Promise<number[]> {
  const status = opts.status ? `&approvalStatus=${opts.status}` : '';
  const res = await s.office.raw(
    'GET',
    `${RA}/detail/list?activityId=${activityId}&stage=${stage}${status}&pageSize=100`,
  );
  const professions =
    opts.team === 'own' ? OWN_PROFESSIONS : opts.team === 'drawn' ? DRAWN_PROFESSIONS : null;
  return ((res.rows ?? []) as { declarationId: number; professionId: number | null }[])
    .filter((r) => !professions || professions.includes(r.professionId ?? 0))
    .map((r) => r.declarationId)
    .sort((a, b) => a - b);
}

/** The own team's experts write their opinions on these declarations. */
export async function opinions(s: Story, declarationIds: number[]): Promise<void> {
  const texts = [
    '业绩突出，代表作质量较高，同意推荐',
    '专业基础扎实，工程实践经验丰富',
    '材料完整，符合评审条件',
  ];
  for (const [k, declarationId] of declarationIds.entries())
    for (const [i, reviewerId] of ACCOUNT_REVIEWERS.entries())
      await s.reviewers.get(reviewerId)!.call('PUT', `${RA}/group-review/opinion`, {
        declarationId,
        rating: 'ABAB'[(k + i) % 4],
        opinion: texts[i],
      });
}

/**
 * A vote meeting of the team with these members present; `online` vote themselves (agree, except `against`),
 * the others' ballots go in as paper ballots entered by the office (unless `paper` is false: they have yet to
 * vote). Tallied unless `leaveOpen`.
 */
export async function vote(
  s: Story,
  teamId: number,
  present: number[],
  opts: { online?: number[]; against?: number[]; leaveOpen?: boolean; paper?: boolean } = {},
): Promise<number> {
  const meetingId = await s.office.call<number>('POST', `${RA}/vote/meeting`, {
    teamId,
    presentIds: present,
  });
  const detail = await s.office.call<{ agenda: { declarationId: number }[] }>(
    'GET',
    `${RA}/vote/meeting/${meetingId}`,
  );
  const agenda = detail.agenda.map((a) => a.declarationId);
  const against = new Set(opts.against ?? []);
  const online = opts.online ?? [];
  for (const reviewerId of online)
    await s.reviewers.get(reviewerId)!.call('POST', `${RA}/vote/ballot`, {
      meetingId,
      ballots: agenda.map((declarationId) => ({
        declarationId,
        choice: against.has(declarationId) ? '2' : '1',
      })),
    });
  const onPaper = present.filter((r) => !online.includes(r));
  if (onPaper.length && opts.paper !== false)
    await s.office.call('POST', `${RA}/vote/meeting/${meetingId}/paper`, {
      voterIds: onPaper,
      paperCounts: agenda.map((declarationId) =>
        against.has(declarationId)
          ? { declarationId, agree: 1, oppose: onPaper.length - 1, abstain: 0 }
          : { declarationId, agree: onPaper.length - 1, oppose: 0, abstain: 1 },
      ),
    });
  if (!opts.leaveOpen) await s.office.call('POST', `${RA}/vote/meeting/${meetingId}/tally`);
  return meetingId;
}

export async function publicize(s: Story, declarationIds: number[]): Promise<void> {
  await s.office.call('POST', `${RA}/final-approval/publicize`, {
    declarationIds,
    publicityStart: s.clock.today(),
  });
}

export async function confirm(s: Story, declarationIds: number[]): Promise<void> {
  await s.office.call('POST', `${RA}/final-approval/confirm`, { declarationIds });
}
