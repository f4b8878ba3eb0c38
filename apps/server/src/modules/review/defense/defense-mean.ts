/**
 * A defense result in hundredths of a point: the mean of the scores, rounded half up, in integer arithmetic.
 * When the activity drops extremes (`dropExtremesFrom` > 0) and at least that many scored, the highest and the
 * lowest score are left out first (domain.md "Defense").
 */
export function defenseScore100(scores: readonly number[], dropExtremesFrom: number): number | null {
  if (!scores.length) return null;
  let kept = [...scores].sort((a, b) => a - b);
  if (dropExtremesFrom > 0 && kept.length >= dropExtremesFrom && kept.length > 2) kept = kept.slice(1, -1);
  const sum = kept.reduce((total, s) => total + s, 0);
  const n = kept.length;
  return Math.floor((sum * 200 + n) / (2 * n));
}
