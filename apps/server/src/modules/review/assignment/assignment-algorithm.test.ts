import { describe, expect, it } from 'vitest';
import { UnplacedReason } from '@zcps/contracts';
import {
  assignBalanced,
  pickEvaluators,
  type AssignDeclaration,
  type AssignTeam,
  type TeamMemberFacts,
} from './assignment-algorithm.js';

let nextReviewer = 1000;
const member = (values: Partial<TeamMemberFacts> = {}): TeamMemberFacts => {
  const reviewerId = values.reviewerId ?? ++nextReviewer;
  return {
    reviewerId,
    reviewerName: `专家${reviewerId}`,
    clientId: null,
    unitName: `专家单位${reviewerId}`,
    conflicts: [],
    memberRole: '3',
    ...values,
  };
};
const team = (
  teamId: number,
  professionIds: number[],
  members = [member(), member(), member()],
): AssignTeam => ({
  teamId,
  teamName: `学科组${teamId}`,
  professionIds,
  members,
});
const declaration = (id: number, professionId: number | null, values: Partial<AssignDeclaration> = {}) => ({
  declarationId: id,
  employeeId: 10_000 + id,
  applicantName: `申报人${id}`,
  clientId: 500 + (id % 7),
  unitName: `申报单位${id % 7}`,
  professionId,
  ...values,
});
const countsOf = (placements: { teamId: number }[]) => {
  const counts = new Map<number, number>();
  for (const p of placements) counts.set(p.teamId, (counts.get(p.teamId) ?? 0) + 1);
  return counts;
};
const spread = (counts: Map<number, number>, teamIds: number[]) => {
  const values = teamIds.map((id) => counts.get(id) ?? 0);
  return Math.max(...values) - Math.min(...values);
};

describe('balanced assignment', () => {
  it('without conflicts, the counts of each profession across its teams differ by at most one', () => {
    const teams = [team(1, [11]), team(2, [11]), team(3, [11, 12]), team(4, [12]), team(5, [12])];
    const decls = Array.from({ length: 1003 }, (_, i) => declaration(i + 1, i % 3 === 0 ? 12 : 11));
    const { placements, unplaced } = assignBalanced(decls, teams);
    expect(unplaced).toEqual([]);
    expect(placements).toHaveLength(1003);
    const byProfession = (p: number) =>
      countsOf(placements.filter((x) => decls[x.declarationId - 1]!.professionId === p));
    expect(spread(byProfession(11), [1, 2, 3])).toBeLessThanOrEqual(1);
    expect(spread(byProfession(12), [3, 4, 5])).toBeLessThanOrEqual(1);
    for (const p of placements) {
      const covered = teams.find((t) => t.teamId === p.teamId)!.professionIds;
      expect(covered).toContain(decls[p.declarationId - 1]!.professionId);
    }
  });

  it('counts declarations already in place toward the balance', () => {
    const existing = Array.from({ length: 6 }, () => ({ teamId: 1, professionId: 11 }));
    const { placements } = assignBalanced(
      Array.from({ length: 6 }, (_, i) => declaration(i + 1, 11)),
      [team(1, [11]), team(2, [11])],
      existing,
    );
    expect(placements.every((p) => p.teamId === 2)).toBe(true);
  });

  it('never places an applicant with a member of their unit or with a declared conflict', () => {
    const sameClient = member({ clientId: 777 });
    const sameUnitName = member({ unitName: '同名单位' });
    const declared = member({ conflicts: [{ clientId: null, employeeId: 20_003, personName: null }] });
    const byName = member({ conflicts: [{ clientId: null, employeeId: null, personName: '王五' }] });
    const teams = [
      team(1, [11], [sameClient, member(), member()]),
      team(2, [11], [sameUnitName, declared, member()]),
      team(3, [11], [byName, member(), member()]),
    ];
    const decls = [
      declaration(1, 11, { clientId: 777 }),
      declaration(2, 11, { unitName: '同名单位' }),
      declaration(3, 11, { employeeId: 20_003 }),
      declaration(4, 11, { applicantName: '王五' }),
    ];
    const placed = new Map(assignBalanced(decls, teams).placements.map((p) => [p.declarationId, p.teamId]));
    expect(placed.get(1)).not.toBe(1);
    expect(placed.get(2)).not.toBe(2);
    expect(placed.get(3)).not.toBe(2);
    expect(placed.get(4)).not.toBe(3);
    expect(placed.size).toBe(4);
  });

  it('reports what it cannot place, with the reason, and places nothing for them', () => {
    const blocker = member({ clientId: 900 });
    const other = member({ clientId: 900 });
    const teams = [team(1, [11], [blocker, member(), member()]), team(2, [11], [other]), team(3, [13], [])];
    const { placements, unplaced } = assignBalanced(
      [
        declaration(1, null),
        declaration(2, 12),
        declaration(3, 11, { clientId: 900 }),
        declaration(4, 13),
        declaration(5, 11),
      ],
      teams,
    );
    expect(placements.map((p) => p.declarationId)).toEqual([5]);
    expect(unplaced.map((u) => [u.declarationId, u.reason])).toEqual([
      [1, UnplacedReason.NO_PROFESSION],
      [2, UnplacedReason.NO_TEAM],
      [3, UnplacedReason.ALL_CONFLICTED],
      [4, UnplacedReason.TOO_FEW_MEMBERS],
    ]);
    expect(unplaced[2]!.detail).toBe(`学科组1/${blocker.reviewerName}, 学科组2/${other.reviewerName}`);
  });

  it('keeps balance when conflicts narrow some applicants to one team', () => {
    const teams = [
      team(1, [11], [member({ clientId: 1 }), member(), member()]),
      team(2, [11]),
      team(3, [11]),
    ];
    const decls = Array.from({ length: 300 }, (_, i) => declaration(i + 1, 11, { clientId: i < 60 ? 1 : 2 }));
    const { placements } = assignBalanced(decls, teams);
    expect(spread(countsOf(placements), [1, 2, 3])).toBeLessThanOrEqual(1);
    expect(placements.filter((p) => p.declarationId <= 60).every((p) => p.teamId !== 1)).toBe(true);
  });
});

describe('evaluation reviewers', () => {
  it('picks N conflict-free voting members, spread evenly, keeping current picks', () => {
    const members = [
      member({ reviewerId: 1 }),
      member({ reviewerId: 2 }),
      member({ reviewerId: 3 }),
      member({ reviewerId: 4, clientId: 42 }),
      member({ reviewerId: 5, memberRole: '5' }),
    ];
    const needs = Array.from({ length: 8 }, (_, i) => ({
      ...declaration(i + 1, 11, { clientId: i === 0 ? 42 : 1 }),
      teamId: 7,
      current: i === 1 ? [2] : [],
    }));
    const { picks, short } = pickEvaluators(needs, new Map([[7, members]]), 3);
    expect(short).toEqual([]);
    const of = (id: number) => picks.filter((p) => p.declarationId === id).map((p) => p.reviewerId);
    expect(of(1).sort()).toEqual([1, 2, 3]);
    expect(of(2)).toHaveLength(2);
    expect(of(2)).not.toContain(2);
    expect(picks.some((p) => p.reviewerId === 5)).toBe(false);
    const load = countsOf(picks.map((p) => ({ teamId: p.reviewerId })));
    load.set(2, (load.get(2) ?? 0) + 1);
    expect(spread(load, [1, 2, 3, 4])).toBeLessThanOrEqual(1);
  });

  it('reports a declaration its team cannot staff', () => {
    const { picks, short } = pickEvaluators(
      [{ ...declaration(1, 11, { clientId: 3 }), teamId: 7, current: [] }],
      new Map([[7, [member({ reviewerId: 1 }), member({ reviewerId: 2, clientId: 3 })]]]),
      3,
    );
    expect(picks.map((p) => p.reviewerId)).toEqual([1]);
    expect(short).toEqual([
      { declarationId: 1, applicantName: '申报人1', reason: UnplacedReason.TOO_FEW_MEMBERS, detail: '1/3' },
    ]);
  });

  it('places 10,000 declarations on 100 teams with conflicts in the benchmark shape, all but the conflicted', () => {
    const teams = Array.from({ length: 100 }, (_, t) =>
      team(
        t + 1,
        [t % 20],
        Array.from({ length: 7 }, (_, k) => member({ clientId: (t * 7 + k) % 300 })),
      ),
    );
    const decls = Array.from({ length: 10_000 }, (_, i) => declaration(i + 1, i % 20, { clientId: i % 300 }));
    const { placements, unplaced } = assignBalanced(decls, teams);
    expect(placements.length + unplaced.length).toBe(10_000);
    expect(placements.length).toBeGreaterThan(9_900);
  });
});
