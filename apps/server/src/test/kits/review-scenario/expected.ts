/**
 * The scenario's own arithmetic, written from domain.md and independent of the contracts' helpers
 * (quorumMet, votePassed, defenseScore100): deterministic choices, defense means, vote outcomes.
 */

/** The 32-bit finaliser of MurmurHash3: every input bit moves every output bit. */
function mix(x: number): number {
  let h = x >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b) >>> 0;
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35) >>> 0;
  h ^= h >>> 16;
  return h >>> 0;
}

/** A deterministic pseudo-random integer in [0, mod) of a few integers. */
export function pick(mod: number, ...keys: number[]): number {
  let h = 0x2545f491;
  for (const k of keys) h = mix((h + Math.imul(k, 0x9e3779b1)) >>> 0);
  return h % mod;
}

export type Choice = '1' | '2' | '3';

/** Member `m`'s choice on applicant `i` in vote `round`: 80 % agree, 10 % oppose, 10 % abstain. */
export function choiceOf(round: number, i: number, m: number): Choice {
  const r = pick(10, round, i, m);
  return r < 8 ? '1' : r === 8 ? '2' : '3';
}

/** Reviewer `r`'s defense score of applicant `i` (55–99), or null when they skip it (about one in eleven). */
export function scoreOf(i: number, r: number): number | null {
  if (pick(11, 7, i, r) === 0) return null;
  return 55 + pick(45, 3, i, r);
}

/**
 * Mean × 100 rounded half up; with `dropFrom` > 0 and at least that many scores (and more than two), the
 * highest and the lowest are left out first.
 */
export function meanTimes100(scores: number[], dropFrom: number): number {
  const sorted = [...scores].sort((a, b) => a - b);
  const kept = dropFrom > 0 && sorted.length >= dropFrom && sorted.length > 2 ? sorted.slice(1, -1) : sorted;
  let sum = 0;
  for (const s of kept) sum += s;
  // (sum / n) × 100 rounded half up = floor((200·sum + n) / 2n)
  return Math.floor((200 * sum + kept.length) / (2 * kept.length));
}

export interface Count {
  agree: number;
  oppose: number;
  abstain: number;
  blank: number;
  present: number;
}

/** Counts of one declaration: `present` members, `ballots` the choices cast (the rest are blanks). */
export function count(present: number, ballots: Choice[]): Count {
  const c = { agree: 0, oppose: 0, abstain: 0, blank: 0, present };
  for (const b of ballots) {
    if (b === '1') c.agree++;
    else if (b === '2') c.oppose++;
    else c.abstain++;
  }
  c.blank = present - ballots.length;
  return c;
}

/** agree / present ≥ num / den, i.e. agree × den ≥ present × num (abstain and blank are not agree). */
export const passes = (c: Count, num: number, den: number) => c.agree * den >= c.present * num;

/** present / members ≥ num / den. */
export const quorate = (present: number, members: number, num: number, den: number) =>
  present * den >= members * num;
