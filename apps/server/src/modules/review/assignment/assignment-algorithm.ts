import { UnplacedReason, votingRole, type UnplacedReasonValue } from '@zcps/contracts';
import { conflictBetween, TeamIndex, type ApplicantFacts, type ReviewerFacts } from './conflicts.js';

export interface AssignDeclaration extends ApplicantFacts {
  professionId: number | null;
}

export interface TeamMemberFacts extends ReviewerFacts {
  memberRole: string;
}

export interface AssignTeam {
  teamId: number;
  teamName: string;
  professionIds: readonly number[];
  members: readonly TeamMemberFacts[];
}

export interface Placement {
  declarationId: number;
  teamId: number;
}

export interface UnplacedItem {
  declarationId: number;
  applicantName: string;
  reason: UnplacedReasonValue;
  detail: string | null;
}

/** Declarations kept where they are: they count toward each team's load. */
export interface ExistingLoad {
  teamId: number;
  professionId: number | null;
}

const CONFLICT_DETAIL_MAX = 5;

/**
 * Balanced assignment of declarations to the discipline teams covering their profession (issue 8). Each
 * declaration goes to the team with the fewest declarations of its profession among the teams it may go to
 * (no member conflicted with the applicant), ties to the team with the lighter total load, then the lower id.
 * The most constrained declarations go first, so conflicts cost as little balance as possible; without
 * conflicts the counts of a profession across its teams differ by at most one. A declaration that no team
 * can take is reported with the reason, never guessed.
 */
export function assignBalanced(
  declarations: readonly AssignDeclaration[],
  teams: readonly AssignTeam[],
  existing: readonly ExistingLoad[] = [],
): { placements: Placement[]; unplaced: UnplacedItem[] } {
  const indexes = new Map(teams.map((t) => [t.teamId, new TeamIndex(t.members)]));
  const staffedIds = new Set(
    teams.filter((t) => t.members.some((m) => votingRole(m.memberRole))).map((t) => t.teamId),
  );
  const covering = new Map<number, AssignTeam[]>();
  for (const t of [...teams].sort((a, b) => a.teamId - b.teamId))
    for (const p of t.professionIds) covering.set(p, [...(covering.get(p) ?? []), t]);
  const load = new Map<string, number>();
  const total = new Map<number, number>();
  const key = (teamId: number, professionId: number) => `${teamId}:${professionId}`;
  const bump = (teamId: number, professionId: number | null) => {
    if (professionId !== null)
      load.set(key(teamId, professionId), (load.get(key(teamId, professionId)) ?? 0) + 1);
    total.set(teamId, (total.get(teamId) ?? 0) + 1);
  };
  for (const e of existing) bump(e.teamId, e.professionId);

  const unplaced: UnplacedItem[] = [];
  const options: { d: AssignDeclaration; teams: AssignTeam[] }[] = [];
  for (const d of declarations) {
    const refuse = (reason: UnplacedReasonValue, detail: string | null = null) =>
      unplaced.push({ declarationId: d.declarationId, applicantName: d.applicantName, reason, detail });
    if (d.professionId === null) {
      refuse(UnplacedReason.NO_PROFESSION);
      continue;
    }
    const all = covering.get(d.professionId) ?? [];
    if (!all.length) {
      refuse(UnplacedReason.NO_TEAM);
      continue;
    }
    const staffed = all.filter((t) => staffedIds.has(t.teamId));
    if (!staffed.length) {
      refuse(UnplacedReason.TOO_FEW_MEMBERS, all.map((t) => t.teamName).join(', '));
      continue;
    }
    const free: AssignTeam[] = [];
    const blocked: string[] = [];
    for (const t of staffed) {
      const hit = indexes.get(t.teamId)!.conflictOf(d);
      if (!hit) free.push(t);
      else if (blocked.length < CONFLICT_DETAIL_MAX)
        blocked.push(`${t.teamName}/${hit.reviewer.reviewerName}`);
    }
    if (!free.length) refuse(UnplacedReason.ALL_CONFLICTED, blocked.join(', '));
    else options.push({ d, teams: free });
  }

  options.sort((a, b) => a.teams.length - b.teams.length || a.d.declarationId - b.d.declarationId);
  const placements: Placement[] = [];
  for (const { d, teams: free } of options) {
    const p = d.professionId!;
    let best = free[0]!;
    let bestLoad = load.get(key(best.teamId, p)) ?? 0;
    let bestTotal = total.get(best.teamId) ?? 0;
    for (let i = 1; i < free.length; i++) {
      const t = free[i]!;
      const l = load.get(key(t.teamId, p)) ?? 0;
      const tot = total.get(t.teamId) ?? 0;
      if (l < bestLoad || (l === bestLoad && tot < bestTotal)) {
        best = t;
        bestLoad = l;
        bestTotal = tot;
      }
    }
    bump(best.teamId, p);
    placements.push({ declarationId: d.declarationId, teamId: best.teamId });
  }
  placements.sort((a, b) => a.declarationId - b.declarationId);
  return { placements, unplaced };
}

export interface EvaluatorNeed extends ApplicantFacts {
  teamId: number;
  /** Reviewers already evaluating it (kept). */
  current: readonly number[];
}

/**
 * Evaluation reviewers: each declaration gets `count` voting members of its team who need not stand aside for the
 * applicant, the least loaded first (ties to the lower reviewer id), so the work spreads evenly over a team.
 * Existing picks stay and count toward the load; a declaration whose team cannot supply enough is reported.
 */
export function pickEvaluators(
  needs: readonly EvaluatorNeed[],
  teams: ReadonlyMap<number, readonly TeamMemberFacts[]>,
  count: number,
): { picks: { declarationId: number; reviewerId: number; teamId: number }[]; short: UnplacedItem[] } {
  const load = new Map<number, number>();
  for (const n of needs) for (const r of n.current) load.set(r, (load.get(r) ?? 0) + 1);
  const picks: { declarationId: number; reviewerId: number; teamId: number }[] = [];
  const short: UnplacedItem[] = [];
  for (const n of [...needs].sort((a, b) => a.declarationId - b.declarationId)) {
    const want = count - n.current.length;
    if (want <= 0) continue;
    const taken = new Set(n.current);
    const free = (teams.get(n.teamId) ?? []).filter(
      (m) => votingRole(m.memberRole) && !taken.has(m.reviewerId) && !conflictBetween(m, n),
    );
    free.sort(
      (a, b) => (load.get(a.reviewerId) ?? 0) - (load.get(b.reviewerId) ?? 0) || a.reviewerId - b.reviewerId,
    );
    const chosen = free.slice(0, want);
    for (const m of chosen) {
      load.set(m.reviewerId, (load.get(m.reviewerId) ?? 0) + 1);
      picks.push({ declarationId: n.declarationId, reviewerId: m.reviewerId, teamId: n.teamId });
    }
    if (chosen.length < want)
      short.push({
        declarationId: n.declarationId,
        applicantName: n.applicantName,
        reason: UnplacedReason.TOO_FEW_MEMBERS,
        detail: `${n.current.length + chosen.length}/${count}`,
      });
  }
  return { picks, short };
}
