import { fromPromise } from 'xstate';
import { telemetrySenderMachine } from '@domain/telemetry/telemetry-sender.machine';
import { sendsTelemetry, sessionAt, type TelemetrySession } from '@domain/telemetry/telemetry.rules';
import type { TimeInSystemToday } from '@domain/telemetry/telemetry.responses';
import type { PageViewEvent } from '@domain/telemetry/telemetry.schemas';
import type { MachineActorFactory } from '../machines/machine-actor-factory';
import type { ApiResult } from '../ports/api-result';
import type { TelemetryCollector } from './telemetry-collector.port';
import type { TelemetryStore } from './telemetry-store.port';
import type { TimeInSystem } from './time-in-system.port';

/** The signed-in user telemetry is collected for. */
export interface TelemetryViewer {
  readonly id: number;
  readonly roleId: number;
}

/** A screen the user looked at: its route key, path (no query), when it opened and how long it showed. */
export interface PageView {
  readonly section: string;
  readonly path: string;
  readonly startedAt: number;
  readonly durationMs: number;
  /** A screen that asks not to be counted: dropped, never sent. */
  readonly avoidSending?: boolean;
}

/** Collecting for one signed-in user, from the shell's start until sign-out. */
export interface UsageRecorder {
  pageView(view: PageView): void;
  /** Send what is waiting now (the tab is being hidden). */
  flush(): void;
  stop(): void;
}

export interface UsageTelemetryUseCases {
  /** Starts collecting for the user (nothing is collected for a SuperAdmin) and resumes what an earlier load left. */
  start(viewer: TelemetryViewer): Promise<UsageRecorder>;
  /** Reports another interval of the user's time in the system; answers their total today. */
  reportTimeInSystem(userId: number): Promise<ApiResult<TimeInSystemToday>>;
}

export interface UsageTelemetryDeps {
  readonly collector: TelemetryCollector;
  readonly store: TelemetryStore;
  readonly timeInSystem: TimeInSystem;
  readonly machines: MachineActorFactory;
  readonly now?: () => number;
  readonly newId?: () => string;
}

const NOT_COLLECTING: UsageRecorder = { pageView: () => undefined, flush: () => undefined, stop: () => undefined };

/**
 * A batch the server could not take now (offline, its own failure, too many requests, the session
 * ending) is retried; one it refused for good (400, 403, 413) would be refused again: it is dropped.
 */
const worthRetrying = (result: ApiResult<unknown>): boolean => !result.ok && (result.kind !== 'rejected' || result.status >= 500 || result.status === 429);

export function createUsageTelemetryUseCases(deps: UsageTelemetryDeps): UsageTelemetryUseCases {
  const { collector, store, timeInSystem, machines } = deps;
  const now = deps.now ?? (() => Date.now());
  const newId = deps.newId ?? (() => crypto.randomUUID());
  return {
    async start(viewer) {
      if (!sendsTelemetry(viewer.roleId)) return NOT_COLLECTING;
      const browserId = await store.browserId();
      let session: TelemetrySession | null = await store.loadSession(viewer.id);
      const sender = machines.create(telemetrySenderMachine, {
        input: { roleId: viewer.roleId },
        provide: {
          actors: {
            loadStored: fromPromise<PageViewEvent[]>(() => store.load(viewer.id)),
            sendBatch: fromPromise<void, { events: readonly PageViewEvent[] }>(async ({ input }) => {
              const result = await collector.sendBatch({ browserId, events: [...input.events] });
              if (worthRetrying(result)) throw new Error(result.ok ? 'sent' : result.code);
            }),
          },
          actions: { persist: (_: unknown, events: readonly PageViewEvent[]) => void store.save(viewer.id, events) },
        },
      });
      sender.start();
      return {
        pageView(view) {
          session = sessionAt(session, now(), newId);
          void store.saveSession(viewer.id, session);
          const event = {
            id: newId(),
            type: 'page-view' as const,
            section: view.section,
            path: view.path,
            startedAt: new Date(view.startedAt).toISOString(),
            durationMs: Math.max(0, Math.round(view.durationMs)),
            sessionId: session.id,
          };
          sender.send({ type: 'RECORD', event: view.avoidSending ? { ...event, avoidSending: true } : event });
        },
        flush: () => sender.send({ type: 'FLUSH' }),
        stop: () => {
          sender.send({ type: 'STOP' });
          sender.stop();
        },
      };
    },
    reportTimeInSystem: (userId) => timeInSystem.report(userId),
  };
}
