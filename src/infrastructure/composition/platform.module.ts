import { ContainerModule, type ResolutionContext } from 'inversify';
import type { AppServices } from '@application/app-services';
import type { MachineActorFactory } from '@application/machines/machine-actor-factory';
import { createInterfaceLanguage } from '@application/platform/interface-language.use-cases';
import { createQaTracing } from '@application/platform/qa-tracing.use-cases';
import { PreferenceStore } from '@application/ports/preference-store.port';
import { SessionEvents } from '@application/ports/session-events.port';
import { SessionStore } from '@application/ports/session-store.port';
import { TraceRecorder } from '@application/ports/trace-recorder.port';
import { createSessionEvents } from '../events/in-memory-session-events.adapter';
import { createApiClient, type ApiClient } from '../http/api-client';
import { createSessionTraceRecorder } from '../qa/session-trace-recorder.adapter';
import { createBrowserPreferenceStore } from '../storage/browser-preference-store.adapter';
import { createBrowserSessionStore } from '../storage/browser-session-store.adapter';
import { createDeferredMachineActorFactory } from './deferred-machine-actor-factory';

export const ApiClientToken = Symbol.for('ApiClient');
export const MachineActorFactoryToken = Symbol.for('MachineActorFactory');

export interface BrowserEnvironment {
  readonly sessionStorage: Storage;
  readonly localStorage: Storage;
  /** The answer outbox's database; defaults to `globalThis.indexedDB` (absent: localStorage). */
  readonly indexedDB?: IDBFactory;
}

/** Storage, events, HTTP transport and QA recording: what every context builds on. */
export const platformModule = (env: BrowserEnvironment) =>
  new ContainerModule(({ bind }) => {
    bind(SessionStore).toConstantValue(createBrowserSessionStore(env.sessionStorage));
    bind(PreferenceStore).toConstantValue(createBrowserPreferenceStore(env.sessionStorage));
    bind(SessionEvents).toConstantValue(createSessionEvents());
    bind<ApiClient>(ApiClientToken)
      .toDynamicValue((ctx) =>
        createApiClient({
          session: ctx.get(SessionStore),
          preferences: ctx.get(PreferenceStore),
          events: ctx.get(SessionEvents),
        }),
      )
      .inSingletonScope();
    bind(TraceRecorder)
      .toDynamicValue((ctx) => createSessionTraceRecorder(env.sessionStorage, ctx.get(PreferenceStore)))
      .inSingletonScope();
    bind<MachineActorFactory>(MachineActorFactoryToken)
      .toDynamicValue((ctx) => {
        const recorder = ctx.get<TraceRecorder>(TraceRecorder);
        return createDeferredMachineActorFactory(() =>
          import('@application/machines/machine-actor-factory').then((m) => m.createMachineActorFactory(recorder)),
        );
      })
      .inSingletonScope();
  });

/** The platform's part of AppServices. */
export const platformServices = (ctx: ResolutionContext): Pick<AppServices, 'language' | 'qaTracing' | 'machines'> => ({
  language: createInterfaceLanguage(ctx.get(PreferenceStore)),
  qaTracing: createQaTracing(ctx.get(TraceRecorder)),
  machines: ctx.get<MachineActorFactory>(MachineActorFactoryToken),
});
