import crypto from 'node:crypto';

/** A fresh seed for a draw that names none: 16 hex digits, recorded in the draw log and shown to the office. */
export function newSeed(): string {
  return crypto.randomBytes(8).toString('hex');
}

/** xmur3: the seed text folded into 32 bits, so any recorded seed string replays. */
function hashSeed(seed: string): number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  h = Math.imul(h ^ (h >>> 16), 2246822507);
  h = Math.imul(h ^ (h >>> 13), 3266489909);
  return (h ^ (h >>> 16)) >>> 0;
}

/** mulberry32: small, fast and fully determined by its 32-bit state (Math.random cannot be replayed). */
function mulberry32(state: number): () => number {
  let a = state;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Draws `count` of `candidates` (in their given order) by a partial Fisher–Yates shuffle driven by the seed: the
 * same seed and the same candidate list always give the same reviewers, so anyone holding the draw log can
 * replay and audit a draw.
 */
export function drawFrom(candidates: readonly number[], count: number, seed: string): number[] {
  const next = mulberry32(hashSeed(seed));
  const pool = [...candidates];
  const n = Math.min(Math.max(count, 0), pool.length);
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(next() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, n);
}
