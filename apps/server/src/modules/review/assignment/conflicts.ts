import { DrawExclusion } from '@zcps/contracts';

/** 回避 facts of a reviewer: their unit, and the conflicts they declared (a unit, a person record or a name). */
export interface ReviewerFacts {
  reviewerId: number;
  reviewerName: string;
  clientId: number | null;
  unitName: string | null;
  conflicts: { clientId: number | null; employeeId: number | null; personName: string | null }[];
  /** The reviewer's profession (a discipline team's draw keeps to its professions). */
  professionId?: number | null;
  professionName?: string | null;
  /** Whether the reviewer has an enabled account: a drawn expert without one can neither score nor vote. */
  canSignIn?: boolean;
}

/** What 回避 needs of an applicant: their unit and who they are. */
export interface ApplicantFacts {
  declarationId: number;
  employeeId: number;
  applicantName: string;
  clientId: number | null;
  unitName: string | null;
}

export type ConflictReason = typeof DrawExclusion.SAME_UNIT | typeof DrawExclusion.DECLARED_CONFLICT;

const unitKey = (name: string | null) => (name ?? '').trim();

function add<K, V>(map: Map<K, V>, key: K | null | undefined, value: V) {
  if (key === null || key === undefined || key === '') return;
  if (!map.has(key)) map.set(key, value);
}

/**
 * Who a set of people conflicts with, answered by hash lookups (domain.md 回避: no reviewer judges an applicant of
 * their own unit — same entrusted unit or same unit name — or one they declared a conflict with). Built once
 * for a team's members or for the applicants a team will judge; each question then costs a few map reads, so
 * 10,000 declarations against 100 teams stay well under a second.
 */
export class TeamIndex {
  private readonly byClient = new Map<number, ReviewerFacts>();
  private readonly byUnit = new Map<string, ReviewerFacts>();
  private readonly declaredClient = new Map<number, ReviewerFacts>();
  private readonly declaredEmployee = new Map<number, ReviewerFacts>();
  private readonly declaredName = new Map<string, ReviewerFacts>();

  constructor(members: readonly ReviewerFacts[]) {
    for (const m of members) {
      add(this.byClient, m.clientId, m);
      add(this.byUnit, unitKey(m.unitName), m);
      for (const c of m.conflicts) {
        add(this.declaredClient, c.clientId, m);
        add(this.declaredEmployee, c.employeeId, m);
        add(this.declaredName, c.personName?.trim(), m);
      }
    }
  }

  /** The first member who must stand aside for this applicant, and why; null when none. */
  conflictOf(a: ApplicantFacts): { reviewer: ReviewerFacts; reason: ConflictReason } | null {
    const same =
      (a.clientId !== null ? this.byClient.get(a.clientId) : undefined) ??
      this.byUnit.get(unitKey(a.unitName));
    if (same) return { reviewer: same, reason: DrawExclusion.SAME_UNIT };
    const declared =
      (a.clientId !== null ? this.declaredClient.get(a.clientId) : undefined) ??
      this.declaredEmployee.get(a.employeeId) ??
      this.declaredName.get(a.applicantName.trim());
    return declared ? { reviewer: declared, reason: DrawExclusion.DECLARED_CONFLICT } : null;
  }
}

/** The applicants a team judges, asked about one reviewer at a time (a draw's exclusions). */
export class ApplicantIndex {
  private readonly byClient = new Map<number, ApplicantFacts>();
  private readonly byUnit = new Map<string, ApplicantFacts>();
  private readonly byEmployee = new Map<number, ApplicantFacts>();
  private readonly byName = new Map<string, ApplicantFacts>();

  constructor(applicants: readonly ApplicantFacts[]) {
    for (const a of applicants) {
      add(this.byClient, a.clientId, a);
      add(this.byUnit, unitKey(a.unitName), a);
      add(this.byEmployee, a.employeeId, a);
      add(this.byName, a.applicantName.trim(), a);
    }
  }

  conflictOf(r: ReviewerFacts): { applicant: ApplicantFacts; reason: ConflictReason } | null {
    const same =
      (r.clientId !== null ? this.byClient.get(r.clientId) : undefined) ??
      this.byUnit.get(unitKey(r.unitName));
    if (same) return { applicant: same, reason: DrawExclusion.SAME_UNIT };
    for (const c of r.conflicts) {
      const hit =
        (c.clientId !== null ? this.byClient.get(c.clientId) : undefined) ??
        (c.employeeId !== null ? this.byEmployee.get(c.employeeId) : undefined) ??
        (c.personName ? this.byName.get(c.personName.trim()) : undefined);
      if (hit) return { applicant: hit, reason: DrawExclusion.DECLARED_CONFLICT };
    }
    return null;
  }
}

/** One reviewer against one applicant (the evaluation-reviewer pick, where both sides are small). */
export function conflictBetween(r: ReviewerFacts, a: ApplicantFacts): ConflictReason | null {
  if (r.clientId !== null && r.clientId === a.clientId) return DrawExclusion.SAME_UNIT;
  const unit = unitKey(r.unitName);
  if (unit && unit === unitKey(a.unitName)) return DrawExclusion.SAME_UNIT;
  const name = a.applicantName.trim();
  for (const c of r.conflicts)
    if (
      (c.clientId !== null && c.clientId === a.clientId) ||
      (c.employeeId !== null && c.employeeId === a.employeeId) ||
      (c.personName && c.personName.trim() === name)
    )
      return DrawExclusion.DECLARED_CONFLICT;
  return null;
}
