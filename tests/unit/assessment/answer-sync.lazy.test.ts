import { describe, expect, it } from 'vitest';
import type { AnswerDraft, AnswerRejection, AnswerSync, AnswerSyncSnapshot } from '@application/use-cases/answer-sync.contract';
import { createDeferredAnswerSync } from '@application/use-cases/answer-sync.lazy';

/** The answer sync loaded in its own chunk: calls before it arrives are kept and handed over in order. */
describe('deferred answer sync', () => {
  const draft = (questionId: number): AnswerDraft => ({ assessmentId: 3, retakeRound: 1, questionId, questionType: 'written', answer: { text: `q${questionId}` } });

  function fakeSync() {
    const saved: number[] = [];
    const listeners = new Set<() => void>();
    const rejected = new Set<(r: AnswerRejection) => void>();
    let snapshot: AnswerSyncSnapshot = { status: 'saving', pending: 2, lastRejection: null };
    const sync: AnswerSync = {
      subscribe: (l) => (listeners.add(l), () => listeners.delete(l)),
      getSnapshot: () => snapshot,
      save: (d) => void saved.push(d.questionId),
      flush: async () => ({ ok: true }),
      onRejected: (l) => (rejected.add(l), () => rejected.delete(l)),
      pendingAnswers: async () => new Map([[1, { text: 'pending' }]]),
    };
    return {
      sync,
      saved,
      change(next: AnswerSyncSnapshot) {
        snapshot = next;
        for (const l of listeners) l();
      },
      reject(r: AnswerRejection) {
        for (const l of rejected) l(r);
      },
    };
  }

  it('reads saved until loaded, hands over early saves in order, then forwards everything', async () => {
    const fake = fakeSync();
    let arrive!: (sync: AnswerSync) => void;
    const deferred = createDeferredAnswerSync(() => new Promise((resolve) => (arrive = resolve)));
    const seen: string[] = [];
    deferred.subscribe(() => seen.push(deferred.getSnapshot().status));
    const rejections: AnswerRejection[] = [];
    deferred.onRejected((r) => rejections.push(r));
    expect(deferred.getSnapshot()).toEqual({ status: 'saved', pending: 0, lastRejection: null });
    deferred.save(draft(1));
    deferred.save(draft(2));
    const flushed = deferred.flush(3);
    arrive(fake.sync);
    expect(await flushed).toEqual({ ok: true });
    expect(await deferred.pendingAnswers(3)).toEqual(new Map([[1, { text: 'pending' }]]));
    expect(fake.saved).toEqual([1, 2]);
    expect(seen).toEqual(['saving']);
    deferred.save(draft(3));
    expect(fake.saved).toEqual([1, 2, 3]);
    fake.change({ status: 'offline', pending: 1, lastRejection: null });
    expect(seen).toEqual(['saving', 'offline']);
    const rejection = { clientAnswerId: 'x', assessmentId: 3, questionId: 1, status: 409, code: 'ASSESSMENT.STALE_ROUND' as const, message: '' };
    fake.reject(rejection);
    expect(rejections).toEqual([rejection]);
  });
});
