import { afterEach } from 'vitest';
import { createActor, SimulatedClock, type AnyStateMachine } from 'xstate';
import type { MachineActorFactory } from '@application/machines/machine-actor-factory';
import { AnswerSyncService, type SignedInStudent } from '@application/use-cases/answer-sync.service';
import type { AssessmentView } from '@domain/assessment/student-view';
import type { ClientErrorCode } from '@domain/shared/error-codes';
import { createInMemoryAnswerOutbox } from '@infrastructure/storage/document-answer-outbox.adapter';
import { createInMemoryAssessmentGateway, type InMemoryAssessmentGateway, type ScriptedFailure } from '@infrastructure/http/in-memory-assessment-gateway.adapter';

/** Lets promise chains (outbox, gateway, actors) run to rest. */
export async function settle(rounds = 8): Promise<void> {
  for (let i = 0; i < rounds; i += 1) await new Promise((resolve) => setImmediate(resolve));
}

/** Creates actors on one simulated clock, as the real factory does on the real one. */
export function simulatedFactory(clock: SimulatedClock): MachineActorFactory {
  return {
    create<M extends AnyStateMachine>(machine: M, options: { input?: unknown; provide?: unknown } = {}) {
      const logic = options.provide ? machine.provide(options.provide as never) : machine;
      return createActor(logic, { input: options.input, clock } as never) as never;
    },
  } as MachineActorFactory;
}

/** Assessment 3 with the questions the sync tests answer, open in round 1, as the gateway's twin holds it. */
export function openAssessment(questionIds: readonly number[] = [1, 2, 4]): AssessmentView {
  const questions = questionIds.map((id) => ({ id, isSubmitted: false }));
  return { id: 3, lessonId: 6, retakeRound: 1, isSubmitted: false, groups: [{ assessmentGroupNumber: 1, isSubmitted: false, questions }] } as unknown as AssessmentView;
}

/** The gateway's twin holding `openAssessment()`: the server side of the save calls. */
export const answerServer = (): InMemoryAssessmentGateway => createInMemoryAssessmentGateway({ assessments: [openAssessment()] });

/** How a save fails when the test says so. */
export const SERVER_ERROR: ScriptedFailure = { ok: false, status: 503, code: 'UNKNOWN', message: '', fields: [], kind: 'offline' };
export const SESSION_ENDED: ScriptedFailure = { ok: false, status: 401, code: 'AUTH.UNAUTHENTICATED', message: '', fields: [], kind: 'unauthorized' };
export const refusal = (status: number, code: ClientErrorCode): ScriptedFailure => ({ ok: false, status, code, message: 'refused', fields: [], kind: 'rejected' });

/**
 * Who is signed in, switched by the test. The app builds this from the session service inline (no
 * adapter to twin), so the sync tests drive it directly.
 */
export class FakeStudent implements SignedInStudent {
  private listeners = new Set<() => void>();
  constructor(public id: number | null = 6) {}
  current = () => this.id;
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  signIn(id: number): void {
    this.id = id;
    for (const listener of this.listeners) listener();
  }
}

/** The browser's `online` event, fired by the test (the sync tests run without a window). */
export class FakeOnline {
  private listeners = new Set<() => void>();
  onOnline = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  fire(): void {
    for (const listener of this.listeners) listener();
  }
}

/** Deterministic uuids. */
export function idSequence(): () => string {
  let n = 0;
  return () => {
    n += 1;
    return `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
  };
}

/** The sync's retry schedule in these tests (the last delay repeats). */
export const SYNC_RETRY_DELAYS_MS = [1000, 5000];

/** One student's device and the server: a simulated clock, the outbox's storage, the server twin. */
export interface SyncWorld {
  readonly clock: SimulatedClock;
  readonly outbox: ReturnType<typeof createInMemoryAnswerOutbox>;
  readonly server: InMemoryAssessmentGateway;
  readonly student: FakeStudent;
  readonly online: FakeOnline;
  readonly newId: () => string;
  now: number;
}

export function syncWorld(): SyncWorld {
  const w = { clock: new SimulatedClock(), server: answerServer(), student: new FakeStudent(), online: new FakeOnline(), newId: idSequence(), now: 1_000_000 } as SyncWorld;
  (w as { outbox: SyncWorld['outbox'] }).outbox = createInMemoryAnswerOutbox({ now: () => w.now });
  return w;
}

const started: AnswerSyncService[] = [];
afterEach(() => {
  for (const s of started.splice(0)) s.stop();
});

/** Starts a sync service and stops it after the test. */
export function startSync(service: AnswerSyncService): AnswerSyncService {
  started.push(service);
  service.start();
  return service;
}

/** A page load: a new sync service over the world's storage and server, stopped after the test. */
export function loadSync(w: SyncWorld): AnswerSyncService {
  return startSync(
    new AnswerSyncService({
      outbox: w.outbox,
      gateway: w.server,
      machines: simulatedFactory(w.clock),
      student: w.student,
      online: w.online,
      newId: w.newId,
      now: () => w.now,
      retryDelaysMs: SYNC_RETRY_DELAYS_MS,
    }),
  );
}
