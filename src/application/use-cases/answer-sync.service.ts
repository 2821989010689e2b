import { fromPromise, type Actor } from 'xstate';
import { isHeldBack, isPermanentRejection, isServerFault, type OutboxEntry } from '@domain/assessment/answer-outbox.rules';
import { answerQueueMachine, isAnswerQueueSettled, type AnswerQueueMachine, type SaveChoicesInput } from '@domain/assessment/answer-queue.machine';
import { answerSyncMachine, type AnswerSyncMachine, type SendOutcome } from '@domain/assessment/answer-sync.machine';
import type { AnswerValue } from '@domain/assessment/answer-value';
import type { MachineActorFactory } from '../machines/machine-actor-factory';
import type { AnswerOutbox } from '../ports/answer-outbox.port';
import type { AssessmentGateway } from '../ports/assessment-gateway.port';
import type { AnswerDraft, AnswerRejection, AnswerSync, AnswerSyncSnapshot, AnswerSyncStatus, FlushOutcome, SaveReceipt } from './answer-sync.contract';

export type { AnswerDraft, AnswerRejection, AnswerSync, AnswerSyncSnapshot, AnswerSyncStatus, FlushOutcome, SaveReceipt };

/** Who is signed in (answers belong to a student; a shared device sends only theirs). */
export interface SignedInStudent {
  current(): number | null;
  subscribe(listener: () => void): () => void;
}

/** The browser's `online` event. */
export interface OnlineSignal {
  onOnline(listener: () => void): () => void;
}

export interface AnswerSyncDeps {
  readonly outbox: AnswerOutbox;
  readonly gateway: Pick<AssessmentGateway, 'saveAnswer'>;
  /** Creates the sync and queue actors (so QA traces record them). */
  readonly machines: MachineActorFactory;
  readonly student: SignedInStudent;
  readonly online?: OnlineSignal;
  /** Defaults to crypto.randomUUID. */
  readonly newId?: () => string;
  /** Defaults to Date.now. */
  readonly now?: () => number;
  /** Defaults to ANSWER_SYNC_RETRY_DELAYS_MS. */
  readonly retryDelaysMs?: readonly number[];
  /** Defaults to ANSWER_QUEUE_POLL_MS. */
  readonly queuePollMs?: number;
}

type QueueActor = Actor<AnswerQueueMachine>;

/**
 * Answers that are never lost (issue 5). Every save goes to the durable outbox first and is sent
 * from there in order by the answer-sync machine, removed only after the server acknowledged it (or
 * refused it for good, which is reported). Pending saves resume on start, after a reload, a
 * sign-in or an `online` event. A save the server keeps failing with a fault of its own (500) is held
 * back after a few tries: kept in the outbox, reported, and not sent again until the next start or
 * sign-in, so one bad save neither loops forever nor blocks the saves behind it. Multi-response answers pass through one answer-queue machine per
 * question first, so a burst of toggles becomes one save and identical answers are never resent.
 *
 * The UI reads `subscribe`/`getSnapshot` (useSyncExternalStore) for the quiet status, and a submit
 * calls `flush(assessmentId)` first.
 */
export class AnswerSyncService implements AnswerSync {
  private sync: Actor<AnswerSyncMachine> | null = null;
  private readonly queues = new Map<string, QueueActor>();
  private readonly waiters = new Map<string, (receipt: SaveReceipt) => void>();
  private readonly storing = new Set<Promise<unknown>>();
  private readonly listeners = new Set<() => void>();
  private readonly rejectionListeners = new Set<(rejection: AnswerRejection) => void>();
  private readonly changeWaiters: Array<() => void> = [];
  private cleanups: Array<() => void> = [];
  /** Server faults in a row per save (isServerFault), and the saves held back after too many. */
  private readonly serverFaults = new Map<string, number>();
  private readonly heldBack = new Set<string>();
  private pendingCount = 0;
  private pendingGeneration = 0;
  private lastRejection: AnswerRejection | null = null;
  private current: AnswerSyncSnapshot = { status: 'saved', pending: 0, lastRejection: null };
  private readonly newId: () => string;
  private readonly now: () => number;

  constructor(private readonly deps: AnswerSyncDeps) {
    this.newId = deps.newId ?? (() => crypto.randomUUID());
    this.now = deps.now ?? (() => Date.now());
  }

  /** Starts sending: pending saves (from before a reload) resume at once. Idempotent. */
  start(): void {
    if (this.sync) return;
    const actor = this.deps.machines.create(answerSyncMachine, {
      input: this.deps.retryDelaysMs ? { retryDelaysMs: this.deps.retryDelaysMs } : {},
      provide: { actors: { sendNext: fromPromise<SendOutcome>(() => this.sendNext()) } },
    });
    this.sync = actor;
    this.forgetServerFaults();
    const subscription = actor.subscribe(() => this.onChange());
    actor.start();
    this.cleanups = [
      () => subscription.unsubscribe(),
      this.deps.outbox.subscribe(() => this.refreshPending()),
      this.deps.student.subscribe(() => {
        // A sign-in gives held-back saves another chance.
        this.forgetServerFaults();
        this.refreshPending();
        this.wake();
      }),
      this.deps.online?.onOnline(() => this.sync?.send({ type: 'ONLINE' })) ?? (() => undefined),
    ];
    this.refreshPending();
    this.wake();
  }

  /** Stops sending (pending saves stay in the outbox for the next start). */
  stop(): void {
    for (const cleanup of this.cleanups) cleanup();
    this.cleanups = [];
    for (const queue of this.queues.values()) queue.stop();
    this.queues.clear();
    this.sync?.stop();
    this.sync = null;
    this.resolveWaiters('queued');
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): AnswerSyncSnapshot => this.current;

  /** Reports every save the server refused for good. */
  onRejected(listener: (rejection: AnswerRejection) => void): () => void {
    this.rejectionListeners.add(listener);
    return () => this.rejectionListeners.delete(listener);
  }

  /**
   * Saves an answer of the signed-in student. Multi-response answers go through their question's
   * answer queue; the others straight to the outbox. Never throws: failures show in the status
   * (a save that could not even be stored leaves the queue `failed`, or is reported as a rejection).
   */
  save(draft: AnswerDraft): void {
    const userId = this.deps.student.current();
    if (userId === null) {
      this.reject({ clientAnswerId: '', assessmentId: draft.assessmentId, questionId: draft.questionId, status: 401, code: 'SIGNED_OUT', message: '' });
      return;
    }
    if (draft.questionType === 'multi-response' && 'choiceIds' in draft.answer && !draft.submit) {
      this.queueFor(userId, draft).send({ type: 'ANSWER', choiceIds: draft.answer.choiceIds });
      return;
    }
    this.persist(userId, draft).catch((error: unknown) =>
      this.reject({
        clientAnswerId: '',
        assessmentId: draft.assessmentId,
        questionId: draft.questionId,
        status: 0,
        code: 'NOT_STORED',
        message: error instanceof Error ? error.message : String(error),
      }),
    );
  }

  /**
   * Waits until every answer of the assessment given so far has reached the server (or was refused
   * for good). `offline` when the server cannot be reached now; `signed-out` when nobody may send.
   */
  async flush(assessmentId: number): Promise<FlushOutcome> {
    const userId = this.deps.student.current();
    if (userId === null) return { ok: false, reason: 'signed-out' };
    const queues = [...this.queues.values()].filter((q) => q.getSnapshot().context.assessmentId === assessmentId);
    await Promise.all(queues.map(waitUntilSettled));
    if (queues.some((q) => q.getSnapshot().matches('failed'))) return { ok: false, reason: 'not-stored' };
    await Promise.allSettled([...this.storing]);
    let woke = false;
    for (;;) {
      const ofAssessment = (await this.deps.outbox.pending(userId)).filter((e) => e.assessmentId === assessmentId);
      const waiting = ofAssessment.filter((e) => !this.heldBack.has(e.clientAnswerId));
      if (waiting.length === 0) return ofAssessment.length === 0 ? { ok: true } : { ok: false, reason: 'not-stored' };
      const sync = this.sync;
      if (!sync) return { ok: false, reason: 'offline' };
      const state = sync.getSnapshot();
      if (state.matches('backingOff')) return { ok: false, reason: 'offline' };
      if (state.matches('idle')) {
        // Woken once and idle again with saves left: nobody may send them now (signed out, 401).
        if (woke) return { ok: false, reason: 'signed-out' };
        woke = true;
        const changed = this.nextChange();
        this.wake();
        await changed;
        continue;
      }
      await this.nextChange();
    }
  }

  async pendingAnswers(assessmentId: number): Promise<ReadonlyMap<number, AnswerValue>> {
    const userId = this.deps.student.current();
    const newest = new Map<number, AnswerValue>();
    if (userId === null) return newest;
    // Oldest first, so the newest entry of a question is the one left in the map.
    for (const entry of await this.deps.outbox.pending(userId)) if (entry.assessmentId === assessmentId) newest.set(entry.questionId, entry.answer);
    return newest;
  }

  private queueFor(userId: number, draft: AnswerDraft): QueueActor {
    const key = `${userId}:${draft.assessmentId}:${draft.retakeRound}:${draft.questionId}`;
    const existing = this.queues.get(key);
    if (existing) return existing;
    const queue = this.deps.machines.create(answerQueueMachine, {
      input: {
        assessmentId: draft.assessmentId,
        retakeRound: draft.retakeRound,
        questionId: draft.questionId,
        ...(this.deps.queuePollMs !== undefined ? { pollMs: this.deps.queuePollMs } : {}),
      },
      provide: {
        actors: {
          saveAnswer: fromPromise<unknown, SaveChoicesInput>(({ input }) =>
            this.persist(userId, {
              assessmentId: input.assessmentId,
              retakeRound: input.retakeRound,
              questionId: input.questionId,
              questionType: 'multi-response',
              answer: { choiceIds: [...input.choiceIds] },
            }),
          ),
        },
      },
    });
    queue.subscribe(() => this.onChange());
    queue.start();
    this.queues.set(key, queue);
    return queue;
  }

  /** Stores the save durably, then resolves with how its first attempt ended. Rejects only when it could not be stored. */
  private async persist(userId: number, draft: AnswerDraft): Promise<SaveReceipt> {
    const stored = this.deps.outbox.enqueue({
      clientAnswerId: this.newId(),
      userId,
      assessmentId: draft.assessmentId,
      retakeRound: draft.retakeRound,
      questionId: draft.questionId,
      questionType: draft.questionType,
      answer: draft.answer,
      submit: draft.submit === true,
      enqueuedAt: this.now(),
    });
    this.storing.add(stored);
    this.onChange();
    let entry: OutboxEntry;
    try {
      entry = await stored;
    } finally {
      this.storing.delete(stored);
    }
    const receipt = new Promise<SaveReceipt>((resolve) => this.waiters.set(entry.clientAnswerId, resolve));
    if (!this.sync || this.sync.getSnapshot().matches('backingOff')) this.settle(entry.clientAnswerId, 'queued');
    else this.wake();
    this.onChange();
    return receipt;
  }

  /** The provided `sendNext` actor: sends the oldest entry of the signed-in student. */
  private async sendNext(): Promise<SendOutcome> {
    const userId = this.deps.student.current();
    if (userId === null) return { kind: 'paused' };
    const entry = await this.nextToSend(userId);
    if (!entry) return { kind: 'empty' };
    const result = await this.deps.gateway.saveAnswer(entry);
    if (result.ok || result.kind !== 'rejected' || !isServerFault(result.status)) this.serverFaults.delete(entry.clientAnswerId);
    if (result.ok) {
      await this.deps.outbox.ack(entry.clientAnswerId);
      this.settle(entry.clientAnswerId, 'saved');
      return { kind: 'acked', clientAnswerId: entry.clientAnswerId };
    }
    if (result.kind === 'unauthorized') return { kind: 'paused' };
    if (result.kind === 'rejected' && isPermanentRejection(result.status)) {
      await this.deps.outbox.ack(entry.clientAnswerId);
      this.refuse(entry, result);
      return { kind: 'dropped', clientAnswerId: entry.clientAnswerId, status: result.status, code: result.code };
    }
    if (result.kind === 'rejected' && isServerFault(result.status)) {
      const faults = (this.serverFaults.get(entry.clientAnswerId) ?? 0) + 1;
      this.serverFaults.set(entry.clientAnswerId, faults);
      if (isHeldBack(faults)) {
        this.heldBack.add(entry.clientAnswerId);
        this.refuse(entry, result);
        return { kind: 'held', clientAnswerId: entry.clientAnswerId, status: result.status, code: result.code };
      }
    }
    return { kind: 'unavailable', clientAnswerId: entry.clientAnswerId, code: result.code };
  }

  /** The oldest entry of the student that is not held back. */
  private async nextToSend(userId: number): Promise<OutboxEntry | null> {
    const oldest = await this.deps.outbox.peek(userId);
    if (!oldest || !this.heldBack.has(oldest.clientAnswerId)) return oldest;
    return (await this.deps.outbox.pending(userId)).find((e) => !this.heldBack.has(e.clientAnswerId)) ?? null;
  }

  private forgetServerFaults(): void {
    this.serverFaults.clear();
    this.heldBack.clear();
  }

  private wake(): void {
    this.sync?.send({ type: 'WAKE' });
  }

  private settle(clientAnswerId: string, receipt: SaveReceipt): void {
    const resolve = this.waiters.get(clientAnswerId);
    if (!resolve) return;
    this.waiters.delete(clientAnswerId);
    resolve(receipt);
  }

  private resolveWaiters(receipt: SaveReceipt): void {
    for (const id of [...this.waiters.keys()]) this.settle(id, receipt);
  }

  /** The server refused this save for good (or until the next start): its receipt and the student's notice. */
  private refuse(entry: OutboxEntry, failure: Pick<AnswerRejection, 'status' | 'code' | 'message'>): void {
    this.settle(entry.clientAnswerId, 'rejected');
    this.reject({
      clientAnswerId: entry.clientAnswerId,
      assessmentId: entry.assessmentId,
      questionId: entry.questionId,
      status: failure.status,
      code: failure.code,
      message: failure.message,
    });
  }

  private reject(rejection: AnswerRejection): void {
    this.lastRejection = rejection;
    for (const listener of this.rejectionListeners) listener(rejection);
    this.publish();
  }

  private refreshPending(): void {
    const generation = ++this.pendingGeneration;
    const userId = this.deps.student.current();
    const counted = userId === null ? Promise.resolve(0) : this.deps.outbox.pending(userId).then((entries) => entries.length);
    counted.then(
      (count) => {
        if (generation !== this.pendingGeneration) return;
        this.pendingCount = count;
        this.onChange();
      },
      () => undefined,
    );
  }

  /** Something moved (sync or queue state, outbox, a store in progress): wake flushes and republish. */
  private onChange(): void {
    const state = this.sync?.getSnapshot();
    // Saves waiting for their first attempt stay in the outbox when the sync waits or stops.
    if (state && (state.matches('backingOff') || state.matches('idle'))) this.resolveWaiters('queued');
    for (const resolve of this.changeWaiters.splice(0)) resolve();
    this.publish();
  }

  private nextChange(): Promise<void> {
    return new Promise((resolve) => this.changeWaiters.push(resolve));
  }

  private publish(): void {
    const next: AnswerSyncSnapshot = { status: this.status(), pending: this.pendingCount, lastRejection: this.lastRejection };
    const prev = this.current;
    if (prev.status === next.status && prev.pending === next.pending && prev.lastRejection === next.lastRejection) return;
    this.current = next;
    for (const listener of this.listeners) listener();
  }

  private status(): AnswerSyncStatus {
    const state = this.sync?.getSnapshot();
    if (state?.matches('backingOff')) return 'offline';
    const busy =
      state?.matches('sending') === true || this.storing.size > 0 || [...this.queues.values()].some((q) => !isAnswerQueueSettled(q.getSnapshot()));
    if (busy) return 'saving';
    return this.pendingCount > 0 ? 'offline' : 'saved';
  }
}

function waitUntilSettled(queue: QueueActor): Promise<void> {
  if (isAnswerQueueSettled(queue.getSnapshot())) return Promise.resolve();
  return new Promise((resolve) => {
    const subscription = queue.subscribe((snapshot) => {
      if (!isAnswerQueueSettled(snapshot)) return;
      subscription.unsubscribe();
      resolve();
    });
  });
}
