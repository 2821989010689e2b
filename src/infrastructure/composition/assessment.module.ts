import { ContainerModule, type ResolutionContext } from 'inversify';
import type { AppServices } from '@application/app-services';
import type { MachineActorFactory } from '@application/machines/machine-actor-factory';
import { AssessmentGateway } from '@application/ports/assessment-gateway.port';
import type { AssessmentMachineKit } from '@application/use-cases/answer-sync.actors';
import { AnswerSync } from '@application/use-cases/answer-sync.contract';
import { createDeferredAnswerSync } from '@application/use-cases/answer-sync.lazy';
import { SessionService } from '@application/use-cases/session.service';
import type { ApiClient } from '../http/api-client';
import { createHttpAssessmentGateway } from '../http/http-assessment.adapter';
import { ApiClientToken, MachineActorFactoryToken, type BrowserEnvironment } from './platform.module';

const AssessmentMachinesLoader = Symbol.for('AssessmentMachinesLoader');

/**
 * Assessments (issue 5): the gateway, and the answer sync over the durable outbox (IndexedDB, else
 * localStorage). The sync's code is loaded in its own chunk right after start (a student's first
 * load stays light) and then started, so saves left from an earlier page load resume at once.
 */
export const assessmentModule = (env: BrowserEnvironment) =>
  new ContainerModule(({ bind }) => {
    bind(AssessmentGateway).toDynamicValue((ctx) => createHttpAssessmentGateway(ctx.get<ApiClient>(ApiClientToken))).inSingletonScope();
    bind(AnswerSync)
      .toDynamicValue((ctx) => {
        const session = ctx.get(SessionService);
        const gateway = ctx.get<AssessmentGateway>(AssessmentGateway);
        const machines = ctx.get<MachineActorFactory>(MachineActorFactoryToken);
        return createDeferredAnswerSync(async () => {
          const [{ AnswerSyncService }, { createBrowserAnswerOutbox }] = await Promise.all([
            import('@application/use-cases/answer-sync.service'),
            import('../storage/browser-answer-outbox.adapter'),
          ]);
          const service = new AnswerSyncService({
            outbox: createBrowserAnswerOutbox({ indexedDB: env.indexedDB ?? globalThis.indexedDB, localStorage: env.localStorage }),
            gateway,
            machines,
            student: { current: () => session.getSnapshot().profile?.id ?? null, subscribe: session.subscribe },
            online: {
              onOnline(listener) {
                if (typeof globalThis.addEventListener !== 'function') return () => undefined;
                globalThis.addEventListener('online', listener);
                return () => globalThis.removeEventListener('online', listener);
              },
            },
          });
          service.start();
          return service;
        });
      })
      .inSingletonScope();
    // The machines' actors are loaded with the first assessment screen that asks for them.
    bind(AssessmentMachinesLoader)
      .toDynamicValue((ctx) => {
        const sync = ctx.get<AnswerSync>(AnswerSync);
        const gateway = ctx.get<AssessmentGateway>(AssessmentGateway);
        let kit: Promise<AssessmentMachineKit> | null = null;
        return () => (kit ??= import('@application/use-cases/answer-sync.actors').then((m) => m.createAssessmentMachineKit(sync, gateway)));
      })
      .inSingletonScope();
  });

/** Assessments' part of AppServices. */
export const assessmentServices = (ctx: ResolutionContext): Pick<AppServices, 'assessments' | 'answerSync' | 'assessmentMachines'> => ({
  assessments: ctx.get(AssessmentGateway),
  answerSync: ctx.get<AnswerSync>(AnswerSync),
  assessmentMachines: ctx.get<() => Promise<AssessmentMachineKit>>(AssessmentMachinesLoader),
});
