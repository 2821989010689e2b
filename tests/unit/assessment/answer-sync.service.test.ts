import { describe, expect, it } from 'vitest';
import { AnswerSyncService, type AnswerDraft, type AnswerRejection } from '@application/use-cases/answer-sync.service';
import { ANSWER_QUEUE_POLL_MS } from '@domain/shared/constants';
import { IDBFactory } from 'fake-indexeddb';
import { createBrowserAnswerOutbox } from '@infrastructure/storage/browser-answer-outbox.adapter';
import { loadSync, refusal, SERVER_ERROR, SESSION_ENDED, settle, simulatedFactory, startSync, SYNC_RETRY_DELAYS_MS, syncWorld, type SyncWorld } from './answer-sync-helpers';

/**
 * The answer sync over the assessment gateway's twin and an in-memory outbox (issue 5, "Answers are never lost"):
 * answers reach the server exactly once and in order, across offline periods, lost replies, reloads
 * and sign-ins; refusals that can never succeed are dropped and reported; identical multi-response
 * answers are never resent.
 */


const mc = (questionId: number, choiceId: number): AnswerDraft => ({
  assessmentId: 3,
  retakeRound: 1,
  questionId,
  questionType: 'multiple-choice',
  answer: { choiceId },
});
const written = (questionId: number, text: string): AnswerDraft => ({ assessmentId: 3, retakeRound: 1, questionId, questionType: 'written', answer: { text } });
const choices = (questionId: number, choiceIds: number[]): AnswerDraft => ({
  assessmentId: 3,
  retakeRound: 1,
  questionId,
  questionType: 'multi-response',
  answer: { choiceIds },
});


const appliedIds = (w: SyncWorld) => w.server.appliedSaves.map((e) => e.clientAnswerId);
const appliedAnswers = (w: SyncWorld) => w.server.appliedSaves.map((e) => [e.questionId, e.answer]);

describe('answer sync', () => {
  it('saves online at once: saving, then saved', async () => {
    const w = syncWorld();
    const sync = loadSync(w);
    const statuses: string[] = [];
    sync.subscribe(() => statuses.push(sync.getSnapshot().status));
    sync.save(mc(1, 11));
    await settle();
    expect(appliedAnswers(w)).toEqual([[1, { choiceId: 11 }]]);
    expect(sync.getSnapshot()).toEqual({ status: 'saved', pending: 0, lastRejection: null });
    expect(statuses).toContain('saving');
    expect(await w.outbox.pending()).toEqual([]);
  });

  it('offline then online: every answer reaches the server exactly once, in the order given', async () => {
    const w = syncWorld();
    w.server.failEvery('saveAnswer', 'unreachable');
    const sync = loadSync(w);
    sync.save(mc(1, 11));
    sync.save(written(2, 'first draft'));
    sync.save(mc(1, 12));
    sync.save(written(2, 'second draft'));
    await settle();
    expect(sync.getSnapshot()).toMatchObject({ status: 'offline', pending: 4 });
    expect(w.server.appliedSaves).toEqual([]);
    // Only the oldest entry was tried; the rest wait behind it.
    expect(new Set(w.server.lostSaves.map((e) => e.clientAnswerId)).size).toBe(1);

    w.server.recover();
    w.online.fire();
    await settle();
    expect(appliedAnswers(w)).toEqual([
      [1, { choiceId: 11 }],
      [2, { text: 'first draft' }],
      [1, { choiceId: 12 }],
      [2, { text: 'second draft' }],
    ]);
    expect(new Set(appliedIds(w)).size).toBe(4);
    expect(w.server.receivedSaves).toHaveLength(4);
    expect(w.server.answerOf(3, 1)?.answer).toEqual({ choiceId: 12 });
    expect(w.server.answerOf(3, 2)?.answer).toEqual({ text: 'second draft' });
    expect(sync.getSnapshot()).toEqual({ status: 'saved', pending: 0, lastRejection: null });
    expect(await w.outbox.pending()).toEqual([]);
  });

  it('numbers the saves of a question in increasing order, also when the clock stands still', async () => {
    const w = syncWorld();
    const sync = loadSync(w);
    sync.save(mc(1, 11));
    sync.save(mc(1, 12));
    sync.save(mc(2, 21));
    await settle();
    const seqOf = (q: number) => w.server.appliedSaves.filter((e) => e.questionId === q).map((e) => e.clientSeq);
    expect(seqOf(1)).toEqual([1_000_000, 1_000_001]);
    expect(seqOf(2)).toEqual([1_000_000]);
    // After the outbox emptied, the next save still numbers above the last one.
    w.now = 999_000;
    sync.save(mc(1, 13));
    await settle();
    expect(seqOf(1)).toEqual([1_000_000, 1_000_001, 1_000_002]);
  });

  it('retries on the named backoff schedule, the last delay repeating, until the server answers', async () => {
    const w = syncWorld();
    w.server.failEvery('saveAnswer', SERVER_ERROR);
    const sync = loadSync(w);
    sync.save(mc(1, 11));
    await settle();
    expect(w.server.receivedSaves).toHaveLength(1);
    w.clock.increment(SYNC_RETRY_DELAYS_MS[0] - 1);
    await settle();
    expect(w.server.receivedSaves).toHaveLength(1);
    w.clock.increment(1);
    await settle();
    expect(w.server.receivedSaves).toHaveLength(2);
    w.clock.increment(SYNC_RETRY_DELAYS_MS[1]);
    await settle();
    expect(w.server.receivedSaves).toHaveLength(3);
    w.clock.increment(SYNC_RETRY_DELAYS_MS[1]);
    await settle();
    expect(w.server.receivedSaves).toHaveLength(4);
    expect(sync.getSnapshot().status).toBe('offline');
    w.server.recover();
    w.clock.increment(SYNC_RETRY_DELAYS_MS[1]);
    await settle();
    expect(sync.getSnapshot()).toMatchObject({ status: 'saved', pending: 0 });
    expect(w.server.appliedSaves).toHaveLength(1);
  });

  it('a save whose reply was lost is sent again with the same id, and applied once', async () => {
    const w = syncWorld();
    w.server.failEvery('saveAnswer', 'reply-lost');
    const sync = loadSync(w);
    sync.save(written(2, 'kept'));
    await settle();
    expect(w.server.appliedSaves).toHaveLength(1);
    expect(sync.getSnapshot().status).toBe('offline');
    w.server.recover();
    w.clock.increment(SYNC_RETRY_DELAYS_MS[0]);
    await settle();
    expect(w.server.receivedSaves.map((e) => e.clientAnswerId)).toEqual([appliedIds(w)[0], appliedIds(w)[0]]);
    expect(w.server.appliedSaves).toHaveLength(1);
    expect(sync.getSnapshot()).toMatchObject({ status: 'saved', pending: 0 });
  });

  it('survives a reload: a new service over the same storage resumes the pending saves at start', async () => {
    const w = syncWorld();
    w.server.failEvery('saveAnswer', 'unreachable');
    const before = loadSync(w);
    before.save(mc(1, 11));
    before.save(written(2, 'typed offline'));
    await settle();
    before.stop(); // the tab is closed
    expect(await w.outbox.pending()).toHaveLength(2);

    // What the reloaded screen shows over the server's answers until they arrive.
    w.server.failEvery('saveAnswer', 'unreachable');
    const reloadedOffline = loadSync(w);
    expect(await reloadedOffline.pendingAnswers(3)).toEqual(
      new Map<number, unknown>([
        [1, { choiceId: 11 }],
        [2, { text: 'typed offline' }],
      ]),
    );
    expect(await reloadedOffline.pendingAnswers(4)).toEqual(new Map());
    reloadedOffline.stop();

    w.server.recover();
    const after = loadSync(w);
    await settle();
    expect(appliedAnswers(w)).toEqual([
      [1, { choiceId: 11 }],
      [2, { text: 'typed offline' }],
    ]);
    expect(after.getSnapshot()).toMatchObject({ status: 'saved', pending: 0 });
  });

  it('survives a reload over IndexedDB too', async () => {
    const w = syncWorld();
    const database = new IDBFactory();
    const page = () => {
      const service = new AnswerSyncService({
        outbox: createBrowserAnswerOutbox({ indexedDB: database }),
        gateway: w.server,
        machines: simulatedFactory(w.clock),
        student: w.student,
        newId: w.newId,
      });
      return startSync(service);
    };
    w.server.failEvery('saveAnswer', 'unreachable');
    const before = page();
    before.save(written(2, 'stored in IndexedDB'));
    await settle(20);
    before.stop();
    w.server.recover();
    const after = page();
    await settle(20);
    expect(appliedAnswers(w)).toEqual([[2, { text: 'stored in IndexedDB' }]]);
    expect(after.getSnapshot()).toMatchObject({ status: 'saved', pending: 0 });
  });

  it('drops a save the server refuses for good (409) and reports it; the others go on', async () => {
    const w = syncWorld();
    // The first save sent (question 2's) is refused for good.
    w.server.failNext('saveAnswer', refusal(409, 'ASSESSMENT.ALREADY_SUBMITTED'));
    const sync = loadSync(w);
    const rejections: AnswerRejection[] = [];
    sync.onRejected((r) => rejections.push(r));
    sync.save(written(2, 'too late'));
    sync.save(mc(1, 11));
    await settle();
    expect(rejections).toEqual([
      { clientAnswerId: w.server.receivedSaves[0].clientAnswerId, assessmentId: 3, questionId: 2, status: 409, code: 'ASSESSMENT.ALREADY_SUBMITTED', message: 'refused' },
    ]);
    expect(appliedAnswers(w)).toEqual([[1, { choiceId: 11 }]]);
    expect(w.server.receivedSaves.filter((e) => e.questionId === 2)).toHaveLength(1);
    expect(await w.outbox.pending()).toEqual([]);
    expect(sync.getSnapshot()).toEqual({ status: 'saved', pending: 0, lastRejection: rejections[0] });
    // Never retried.
    w.clock.increment(60_000);
    await settle();
    expect(w.server.receivedSaves.filter((e) => e.questionId === 2)).toHaveLength(1);
  });

  it.each([400, 403, 404])('drops a %i too', async (status) => {
    const w = syncWorld();
    w.server.failEvery('saveAnswer', refusal(status, 'UNKNOWN'));
    const sync = loadSync(w);
    sync.save(mc(1, 11));
    await settle();
    expect(sync.getSnapshot().lastRejection?.status).toBe(status);
    expect(await w.outbox.pending()).toEqual([]);
  });

  it('identical multi-response answers are never resent; toggles during a save become one save', async () => {
    const w = syncWorld();
    const sync = new AnswerSyncService({
      outbox: w.outbox,
      gateway: w.server,
      machines: simulatedFactory(w.clock),
      student: w.student,
      newId: w.newId,
      now: () => w.now,
    });
    startSync(sync);
    w.server.holdSaves(true);
    sync.save(choices(4, [1, 2]));
    await settle();
    // While [1, 2] is in flight: toggles that end on the same set send nothing more.
    sync.save(choices(4, [1, 2, 3]));
    sync.save(choices(4, [2, 1]));
    w.server.releaseSaves();
    await settle();
    w.clock.increment(ANSWER_QUEUE_POLL_MS);
    await settle();
    expect(w.server.receivedSaves.map((e) => e.answer)).toEqual([{ choiceIds: [1, 2] }]);
    // The same set in another order is the same answer.
    sync.save(choices(4, [2, 1]));
    await settle();
    expect(w.server.receivedSaves).toHaveLength(1);
    // A burst while a save is in flight: only the newest is sent, 200 ms after the save ended at most.
    sync.save(choices(4, [1]));
    await settle();
    sync.save(choices(4, [1, 3]));
    sync.save(choices(4, [3]));
    sync.save(choices(4, [3, 4]));
    w.server.releaseSaves();
    await settle();
    w.server.holdSaves(false);
    w.clock.increment(ANSWER_QUEUE_POLL_MS - 1);
    await settle();
    expect(w.server.receivedSaves).toHaveLength(2);
    w.clock.increment(1);
    await settle();
    expect(w.server.receivedSaves.map((e) => e.answer)).toEqual([{ choiceIds: [1, 2] }, { choiceIds: [1] }, { choiceIds: [3, 4] }]);
    expect(sync.getSnapshot()).toMatchObject({ status: 'saved', pending: 0 });
  });

  it('flush: offline when the server cannot be reached; once online, resolves after every answer of the assessment arrived', async () => {
    const w = syncWorld();
    w.server.failEvery('saveAnswer', 'unreachable');
    const sync = loadSync(w);
    sync.save(mc(1, 11));
    sync.save(choices(4, [1, 2]));
    await settle();
    expect(await sync.flush(3)).toEqual({ ok: false, reason: 'offline' });

    w.server.recover();
    w.online.fire();
    sync.save(choices(4, [2, 3]));
    const flushed = sync.flush(3);
    await settle();
    w.clock.increment(ANSWER_QUEUE_POLL_MS);
    await settle();
    expect(await flushed).toEqual({ ok: true });
    expect(appliedAnswers(w)).toEqual([
      [1, { choiceId: 11 }],
      [4, { choiceIds: [1, 2] }],
      [4, { choiceIds: [2, 3] }],
    ]);
  });

  it('sends only the signed-in student`s saves; a 401 waits for the next sign-in', async () => {
    const w = syncWorld();
    w.server.failEvery('saveAnswer', SESSION_ENDED);
    const sync = loadSync(w);
    sync.save(mc(1, 11));
    await settle();
    expect(sync.getSnapshot()).toMatchObject({ status: 'offline', pending: 1 });
    expect(await sync.flush(3)).toEqual({ ok: false, reason: 'signed-out' });

    // Someone else signs in on the same device: student 6's answer is not theirs to send.
    w.server.recover();
    w.student.signIn(7);
    await settle();
    expect(w.server.appliedSaves).toEqual([]);
    expect(sync.getSnapshot()).toMatchObject({ status: 'saved', pending: 0 });

    w.student.signIn(6);
    await settle();
    expect(appliedAnswers(w)).toEqual([[1, { choiceId: 11 }]]);
    expect(w.server.appliedSaves[0].userId).toBe(6);
  });

  it('without a signed-in student a save is reported, not stored', async () => {
    const w = syncWorld();
    w.student.id = null;
    const sync = loadSync(w);
    sync.save(mc(1, 11));
    await settle();
    expect(sync.getSnapshot().lastRejection).toMatchObject({ code: 'SIGNED_OUT', questionId: 1 });
    expect(await w.outbox.pending()).toEqual([]);
  });
});
