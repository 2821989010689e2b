import { createActor, SimulatedClock, type AnyStateMachine } from 'xstate';
import type { MachineActorFactory } from '@application/machines/machine-actor-factory';
import type { ApiResult } from '@application/ports/api-result';
import type { OutboxEntry } from '@application/ports/answer-outbox.port';
import type { SignedInStudent } from '@application/use-cases/answer-sync.service';

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

export type Reply = 'ok' | 'offline' | 'lost-reply' | 'server-error' | 'unauthorized' | { readonly status: number; readonly code: string };

/**
 * The server side of the save calls: applies a clientAnswerId once (a repeat answers the same),
 * keeps a question's answer only when its clientSeq is higher, and replies as the test says.
 */
export class FakeAnswerServer {
  /** Every save applied, in the order the server applied them (each clientAnswerId once). */
  readonly applied: OutboxEntry[] = [];
  /** Every request that reached the server (repeats included). */
  readonly received: OutboxEntry[] = [];
  /** Requests the network lost before the server (offline). */
  readonly lost: OutboxEntry[] = [];
  readonly current = new Map<number, { clientSeq: number; answer: unknown }>();
  reply: Reply = 'ok';
  /** Replies for particular questions, over `reply`. */
  readonly replyFor = new Map<number, Reply>();
  /** When set, every save waits until the test calls `release()`. */
  hold = false;
  private held: Array<() => void> = [];

  release(): void {
    for (const go of this.held.splice(0)) go();
  }

  readonly gateway = {
    saveAnswer: async (entry: OutboxEntry): Promise<ApiResult<unknown>> => {
      if (this.hold) await new Promise<void>((resolve) => this.held.push(resolve));
      const reply = this.replyFor.get(entry.questionId) ?? this.reply;
      if (reply === 'offline') {
        this.lost.push(entry);
        return { ok: false, status: 0, code: 'OFFLINE', message: '', fields: [], kind: 'offline' };
      }
      this.received.push(entry);
      if (reply === 'unauthorized') return { ok: false, status: 401, code: 'AUTH.UNAUTHORIZED', message: '', fields: [], kind: 'unauthorized' };
      if (reply === 'server-error') return { ok: false, status: 503, code: 'UNAVAILABLE', message: '', fields: [], kind: 'offline' };
      if (typeof reply === 'object') return { ok: false, status: reply.status, code: reply.code, message: 'refused', fields: [], kind: 'rejected' };
      if (!this.applied.some((e) => e.clientAnswerId === entry.clientAnswerId)) {
        this.applied.push(entry);
        const stored = this.current.get(entry.questionId);
        if (!stored || entry.clientSeq > stored.clientSeq) this.current.set(entry.questionId, { clientSeq: entry.clientSeq, answer: entry.answer });
      }
      // The server committed it, but the reply never arrived.
      if (reply === 'lost-reply') return { ok: false, status: 0, code: 'OFFLINE', message: '', fields: [], kind: 'offline' };
      return { ok: true, data: { clientAnswerId: entry.clientAnswerId, applied: true }, message: 'Answer saved' };
    },
  };
}

/** A signed-in student the test can sign out and in again. */
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

/** The browser's `online` event, fired by the test. */
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
