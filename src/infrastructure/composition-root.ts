import { Container } from 'inversify';
import { AppServices } from '@application/app-services';
import { accessibilityServices } from './composition/accessibility.module';
import { authoringModule, authoringServices } from './composition/authoring.module';
import { assessmentModule, assessmentServices } from './composition/assessment.module';
import { benchmarkModule, benchmarkServices } from './composition/benchmark.module';
import { classroomModule, classroomServices } from './composition/classroom.module';
import { gradingModule, gradingServices } from './composition/grading.module';
import { identityModule, identityServices } from './composition/identity.module';
import { learningModule, learningServices } from './composition/learning.module';
import { staffServices } from './composition/staff.module';
import { notificationsModule, notificationsServices } from './composition/notifications.module';
import { platformModule, platformServices, type BrowserEnvironment } from './composition/platform.module';
import { reportsModule, reportsServices } from './composition/reports.module';
import { supportModule, supportServices } from './composition/support.module';
import { telemetryServices } from './composition/telemetry.module';

export type { BrowserEnvironment } from './composition/platform.module';

/**
 * The composition root: the only place that knows which adapter serves which port. One container
 * module per context (`./composition/*.module.ts`), each with its part of AppServices; the UI gets
 * the resulting AppServices once, through its root provider.
 */
export function composeApp(env: BrowserEnvironment): AppServices {
  const container = new Container();
  container.load(platformModule(env), identityModule, learningModule, assessmentModule(env), notificationsModule, classroomModule, gradingModule, supportModule, benchmarkModule, reportsModule, authoringModule);
  container
    .bind(AppServices)
    .toDynamicValue(
      (ctx): AppServices => ({
        ...platformServices(ctx),
        ...identityServices(ctx),
        ...learningServices(ctx),
        ...assessmentServices(ctx),
        ...notificationsServices(ctx),
        ...classroomServices(ctx),
        ...gradingServices(ctx),
        ...supportServices(ctx),
        ...benchmarkServices(ctx),
        ...reportsServices(ctx),
        ...authoringServices(ctx),
        ...staffServices(ctx),
        ...accessibilityServices(ctx),
        ...telemetryServices(ctx, env),
      }),
    )
    .inSingletonScope();
  return container.get<AppServices>(AppServices);
}
