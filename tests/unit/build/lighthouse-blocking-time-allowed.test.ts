import { describe, expect, it } from 'vitest';
import type { Result } from 'lighthouse';
import { Util } from 'lighthouse/shared/util.js';
import { blockingTimeAllowed } from '../../../bench/lighthouse/blocking-time-allowed';

/** Lighthouse 12's mobile curve for total blocking time and its performance weights. */
const TBT_CURVE = { p10: 200, median: 600 };
const WEIGHTS = { 'first-contentful-paint': 10, 'largest-contentful-paint': 25, 'total-blocking-time': 30, 'cumulative-layout-shift': 25, 'speed-index': 10 };

/** A report with what `blockingTimeAllowed` reads: the weights, each metric's score, the blocking-time curve. */
function reportOf(paintScores: { fcp: number; lcp: number; si: number; cls: number }, blockingMs: number): Result {
  const scores: Record<string, number> = {
    'first-contentful-paint': paintScores.fcp,
    'largest-contentful-paint': paintScores.lcp,
    'speed-index': paintScores.si,
    'cumulative-layout-shift': paintScores.cls,
    'total-blocking-time': Util.computeLogNormalScore(TBT_CURVE, blockingMs),
  };
  const audits = Object.fromEntries(
    Object.entries(scores).map(([id, score]) => [id, { id, score, numericValue: id === 'total-blocking-time' ? blockingMs : 0, scoringOptions: id === 'total-blocking-time' ? TBT_CURVE : undefined }]),
  );
  const auditRefs = [...Object.entries(WEIGHTS).map(([id, weight]) => ({ id, weight })), { id: 'interaction-to-next-paint', weight: 0 }];
  return { audits, categories: { performance: { auditRefs } } } as unknown as Result;
}

/** The performance score Lighthouse gives a report: its weighted mean, in points. */
function scoreOf(lhr: Result): number {
  const refs = lhr.categories.performance!.auditRefs;
  const total = refs.reduce((sum, ref) => sum + ref.weight, 0);
  return Math.round((refs.reduce((sum, ref) => sum + ref.weight * (lhr.audits[ref.id]?.score ?? 0), 0) / total) * 100);
}

describe('the blocking time a page could have and still reach a score', () => {
  const lessonLike = { fcp: 0.77, lcp: 0.92, si: 0.97, cls: 1 };

  it('is the last millisecond that reaches the target: one more misses it', () => {
    const allowed = blockingTimeAllowed(reportOf(lessonLike, 300), 95);
    expect(allowed).not.toBeNull();
    expect(scoreOf(reportOf(lessonLike, allowed!))).toBeGreaterThanOrEqual(95);
    expect(scoreOf(reportOf(lessonLike, allowed! + 1))).toBeLessThan(95);
  });

  it('does not depend on the blocking time measured, only on the other metrics', () => {
    expect(blockingTimeAllowed(reportOf(lessonLike, 50), 95)).toBe(blockingTimeAllowed(reportOf(lessonLike, 900), 95));
  });

  it('allows at least what the page had for the score it got', () => {
    for (const blockingMs of [0, 90, 180, 276, 450, 800]) {
      const lhr = reportOf(lessonLike, blockingMs);
      expect(blockingTimeAllowed(lhr, scoreOf(lhr))).toBeGreaterThanOrEqual(blockingMs);
    }
  });

  it('allows less for a higher target and more for better paints', () => {
    const lhr = reportOf(lessonLike, 200);
    expect(blockingTimeAllowed(lhr, 95)!).toBeLessThan(blockingTimeAllowed(lhr, 93)!);
    expect(blockingTimeAllowed(lhr, 96)).toBeNull();
    expect(blockingTimeAllowed(reportOf({ ...lessonLike, fcp: 0.85 }, 200), 95)!).toBeGreaterThan(blockingTimeAllowed(lhr, 95)!);
  });

  it('is null when the paints alone keep the page below the target', () => {
    expect(blockingTimeAllowed(reportOf({ fcp: 0.68, lcp: 0.87, si: 0.97, cls: 1 }, 0), 95)).toBeNull();
  });

  it('is null for a report without the blocking-time curve or the performance category', () => {
    const lhr = reportOf(lessonLike, 100);
    expect(blockingTimeAllowed({ ...lhr, audits: { ...lhr.audits, 'total-blocking-time': { ...lhr.audits['total-blocking-time'], scoringOptions: undefined } } } as Result, 95)).toBeNull();
    expect(blockingTimeAllowed({ ...lhr, categories: {} } as Result, 95)).toBeNull();
  });
});
