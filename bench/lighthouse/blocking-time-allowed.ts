import type { Result } from 'lighthouse';
import { Util } from 'lighthouse/shared/util.js';

const TBT = 'total-blocking-time';
/** The longest blocking time tried: far past the curve's median, where its score is near 0. */
const MAX_BLOCKING_MS = 3_000;

/**
 * The most total blocking time a page could have had, everything else as measured, and still score
 * `target` for performance, with Lighthouse's own curve and weights from the report; null when no
 * blocking time would do (its paints alone keep it below). It says whether what a page lacks is on the
 * main thread or in its paints (docs/performance.md, issue 17).
 */
export function blockingTimeAllowed(lhr: Result, target: number): number | null {
  const refs = lhr.categories.performance?.auditRefs.filter((ref) => ref.weight > 0) ?? [];
  const curve = lhr.audits[TBT]?.scoringOptions;
  if (refs.length === 0 || !curve || !('p10' in curve && 'median' in curve)) return null;
  const totalWeight = refs.reduce((sum, ref) => sum + ref.weight, 0);
  const others = refs.filter((ref) => ref.id !== TBT).reduce((sum, ref) => sum + ref.weight * (lhr.audits[ref.id]?.score ?? 0), 0);
  const tbtWeight = refs.find((ref) => ref.id === TBT)?.weight ?? 0;
  const scoreWith = (blockingMs: number) =>
    Math.round(((others + tbtWeight * Util.computeLogNormalScore({ p10: curve.p10, median: curve.median }, blockingMs)) / totalWeight) * 100);
  if (scoreWith(0) < target) return null;
  // The score falls as blocking time grows: the last millisecond that still reaches the target.
  let [reaches, misses] = [0, MAX_BLOCKING_MS];
  if (scoreWith(misses) >= target) return MAX_BLOCKING_MS;
  while (misses - reaches > 1) {
    const mid = Math.floor((reaches + misses) / 2);
    if (scoreWith(mid) >= target) reaches = mid;
    else misses = mid;
  }
  return reaches;
}
