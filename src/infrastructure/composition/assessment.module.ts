import { ContainerModule, type ResolutionContext } from 'inversify';
import type { AppServices } from '@application/app-services';
import type { MachineActorFactory } from '@application/machines/machine-actor-factory';
import { AssessmentGateway } from '@application/ports/assessment-gateway.port';
import { createDeferredAssessmentUseCases } from '@application/assessment/assessment.lazy';
import { AnswerSync } from '@application/use-cases/answer-sync.contract';
import { createDeferredAnswerSync } from '@application/use-cases/answer-sync.lazy';
import { SessionService } from '@application/use-cases/session.service';
import type { ApiClient } from '../http/api-client';
import { deferredPort } from './deferred-port';
import { ApiClientToken, MachineActorFactoryToken, type BrowserEnvironment } from './platform.module';

const AssessmentUseCasesToken = Symbol.for('AssessmentUseCases');

/**
 * Assessments (issue 5): the student's assessment use cases over the gateway and the answer sync
 * (the durable outbox: IndexedDB, else localStorage). The sync's code and the gateway's load in
 * their own chunks right after start (a student's first load stays light), and the sync then starts,
 * so saves left from an earlier page load resume at once.
 */
export const assessmentModule = (env: BrowserEnvironment) =>
  new ContainerModule(({ bind }) => {
    bind(AssessmentGateway)
      .toDynamicValue((ctx) => {
        const api = ctx.get<ApiClient>(ApiClientToken);
        return deferredPort<AssessmentGateway>(() => import('../http/http-assessment.adapter').then((m) => m.createHttpAssessmentGateway(api)));
      })
      .inSingletonScope();
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
    // The use cases and the machines' actors load with the first assessment screen (their own chunks).
    bind(AssessmentUseCasesToken)
      .toDynamicValue((ctx) => {
        const gateway = ctx.get<AssessmentGateway>(AssessmentGateway);
        const answers = ctx.get<AnswerSync>(AnswerSync);
        return createDeferredAssessmentUseCases(answers, () =>
          import('@application/assessment/assessment.use-cases').then((m) =>
            m.createAssessmentUseCases({
              gateway,
              answers,
              loadKit: (useCases) => import('@application/assessment/assessment-machine-kit').then((kit) => kit.createAssessmentMachineKit(useCases)),
            }),
          ),
        );
      })
      .inSingletonScope();
  });

/** Assessments' part of AppServices. */
export const assessmentServices = (ctx: ResolutionContext): Pick<AppServices, 'assessment'> => ({
  assessment: ctx.get(AssessmentUseCasesToken),
});
