import { describe, expect, it } from 'vitest';
import type { AnswerDraft, AnswerRejection } from '@application/use-cases/answer-sync.service';
import { isHeldBack, isServerFault, SERVER_FAULTS_BEFORE_HOLD } from '@domain/assessment/answer-outbox.rules';
import { loadSync, refusal, SERVER_ERROR, settle, SYNC_RETRY_DELAYS_MS, syncWorld, type SyncWorld } from './answer-sync-helpers';

/**
 * A save the server keeps failing with a fault of its own (issue 10, hole 5): the outbox must not
 * resend it forever, must not lose it, and must not let it block the saves behind it. Network errors,
 * 503 and 429 are still retried without bound (answers are never lost while the server is away).
 */

const INTERNAL = refusal(500, 'INTERNAL');

const written = (questionId: number, text: string): AnswerDraft => ({ assessmentId: 3, retakeRound: 1, questionId, questionType: 'written', answer: { text } });


/** Lets every retry delay pass, `times` times over (the last delay repeats). */
async function waitOutRetries(w: SyncWorld, times: number): Promise<void> {
  for (let i = 0; i < times; i += 1) {
    w.clock.increment(SYNC_RETRY_DELAYS_MS[SYNC_RETRY_DELAYS_MS.length - 1]);
    await settle();
  }
}

describe('server faults in the outbox rules', () => {
  it('a 500 or 501 is a fault of the save; no answer, 502-504, 408 and 429 are not', () => {
    expect([500, 501, 505].map(isServerFault)).toEqual([true, true, true]);
    expect([0, 408, 429, 502, 503, 504].map(isServerFault)).toEqual([false, false, false, false, false, false]);
  });

  it('holds a save back after a bounded number of faults in a row', () => {
    expect(isHeldBack(SERVER_FAULTS_BEFORE_HOLD - 1)).toBe(false);
    expect(isHeldBack(SERVER_FAULTS_BEFORE_HOLD)).toBe(true);
  });
});

describe('answer sync and server faults', () => {
  it('stops resending a save after a bounded number of 500s, keeps it, reports it, and sends the next', async () => {
    const w = syncWorld();
    const sync = loadSync(w);
    const rejections: AnswerRejection[] = [];
    sync.onRejected((r) => rejections.push(r));
    w.server.failEvery('saveAnswer', INTERNAL);
    sync.save(written(1, 'broken'));
    await settle();
    await waitOutRetries(w, SERVER_FAULTS_BEFORE_HOLD + 5);
    expect(w.server.receivedSaves).toHaveLength(SERVER_FAULTS_BEFORE_HOLD);
    expect(rejections).toEqual([expect.objectContaining({ questionId: 1, status: 500, code: 'INTERNAL', message: 'refused' })]);
    expect(sync.getSnapshot().lastRejection?.code).toBe('INTERNAL');
    // Kept: the answer is still on the device.
    expect(await w.outbox.pending(6)).toHaveLength(1);

    // The save behind it is not blocked.
    w.server.recover('saveAnswer');
    sync.save(written(2, 'fine'));
    await settle();
    expect(w.server.appliedSaves.map((s) => s.questionId)).toEqual([2]);
    expect((await w.outbox.pending(6)).map((e) => e.questionId)).toEqual([1]);
    // A submit waits on it: it has not reached the server.
    expect(await sync.flush(3)).toEqual({ ok: false, reason: 'not-stored' });
  });

  it('tries a held-back save again after the next sign-in, and after the next start', async () => {
    const w = syncWorld();
    let sync = loadSync(w);
    w.server.failEvery('saveAnswer', INTERNAL);
    sync.save(written(1, 'broken for now'));
    await settle();
    await waitOutRetries(w, SERVER_FAULTS_BEFORE_HOLD + 2);
    expect(w.server.receivedSaves).toHaveLength(SERVER_FAULTS_BEFORE_HOLD);

    w.server.failNext('saveAnswer', INTERNAL);
    w.student.signIn(6);
    await settle();
    expect(w.server.receivedSaves).toHaveLength(SERVER_FAULTS_BEFORE_HOLD + 1);

    sync.stop();
    w.server.recover('saveAnswer');
    sync = loadSync(w);
    await settle();
    expect(w.server.appliedSaves.map((s) => s.questionId)).toEqual([1]);
    expect(await w.outbox.pending(6)).toEqual([]);
    expect(await sync.flush(3)).toEqual({ ok: true });
  });

  it('retries a save without bound while the server is unavailable (503), and it arrives when it is back', async () => {
    const w = syncWorld();
    const sync = loadSync(w);
    const rejections: AnswerRejection[] = [];
    sync.onRejected((r) => rejections.push(r));
    w.server.failEvery('saveAnswer', SERVER_ERROR);
    sync.save(written(1, 'patient'));
    await settle();
    await waitOutRetries(w, SERVER_FAULTS_BEFORE_HOLD * 3);
    expect(w.server.receivedSaves.length).toBeGreaterThan(SERVER_FAULTS_BEFORE_HOLD * 3);
    expect(rejections).toEqual([]);
    w.server.recover('saveAnswer');
    await waitOutRetries(w, 1);
    expect(w.server.appliedSaves.map((s) => s.questionId)).toEqual([1]);
  });

  it('counts only faults in a row: a 503 between two 500s starts the count again', async () => {
    const w = syncWorld();
    const sync = loadSync(w);
    const rejections: AnswerRejection[] = [];
    sync.onRejected((r) => rejections.push(r));
    for (let i = 0; i < SERVER_FAULTS_BEFORE_HOLD - 1; i += 1) w.server.failNext('saveAnswer', INTERNAL);
    w.server.failNext('saveAnswer', SERVER_ERROR);
    for (let i = 0; i < SERVER_FAULTS_BEFORE_HOLD - 1; i += 1) w.server.failNext('saveAnswer', INTERNAL);
    sync.save(written(1, 'eventually'));
    await settle();
    await waitOutRetries(w, SERVER_FAULTS_BEFORE_HOLD * 2 + 1);
    expect(rejections).toEqual([]);
    expect(w.server.appliedSaves.map((s) => s.questionId)).toEqual([1]);
  });
});
