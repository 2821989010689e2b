import type { AnswerDraft, AnswerRejection, AnswerSync, AnswerSyncSnapshot, FlushOutcome } from './answer-sync.contract';

const NOTHING_YET: AnswerSyncSnapshot = { status: 'saved', pending: 0, lastRejection: null };

/**
 * An AnswerSync whose implementation (the sync and queue machines, the outbox adapters) is loaded
 * on demand, so none of it weighs on a student's first page load. Calls made before it is loaded
 * wait for it: saves are handed over in order, flushes resolve once it answers; until then the
 * status reads `saved` (nothing of this page load is pending yet).
 */
export function createDeferredAnswerSync(load: () => Promise<AnswerSync>): AnswerSync {
  const listeners = new Set<() => void>();
  const rejectionListeners = new Set<(rejection: AnswerRejection) => void>();
  const early: AnswerDraft[] = [];
  let real: AnswerSync | null = null;
  const ready = load().then((sync) => {
    real = sync;
    sync.subscribe(() => {
      for (const listener of [...listeners]) listener();
    });
    sync.onRejected((rejection) => {
      for (const listener of [...rejectionListeners]) listener(rejection);
    });
    for (const draft of early.splice(0)) sync.save(draft);
    for (const listener of [...listeners]) listener();
    return sync;
  });
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => real?.getSnapshot() ?? NOTHING_YET,
    save(draft) {
      if (real) real.save(draft);
      else early.push(draft);
    },
    flush: async (assessmentId): Promise<FlushOutcome> => (await ready).flush(assessmentId),
    pendingAnswers: async (assessmentId) => (await ready).pendingAnswers(assessmentId),
    onRejected(listener) {
      rejectionListeners.add(listener);
      return () => rejectionListeners.delete(listener);
    },
  };
}
