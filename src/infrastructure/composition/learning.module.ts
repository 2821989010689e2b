import { ContainerModule, type ResolutionContext } from 'inversify';
import type { AppServices } from '@application/app-services';
import { createLearningUseCases, type LearningUseCases } from '@application/learning/learning.use-cases';
import { CourseReader } from '@application/ports/course-reader.port';
import { PreferenceStore } from '@application/ports/preference-store.port';
import { ProfileGateway } from '@application/ports/profile-gateway.port';
import { SessionService } from '@application/use-cases/session.service';
import type { ApiClient } from '../http/api-client';
import { createHttpCourseReader } from '../http/http-course-reader.adapter';
import { createHttpProfileGateway } from '../http/http-profile-gateway.adapter';
import { ApiClientToken } from './platform.module';

const LearningUseCasesToken = Symbol.for('LearningUseCases');

/** The student journey: published course content, progress and the student's language choices. */
export const learningModule = new ContainerModule(({ bind }) => {
  bind(CourseReader).toDynamicValue((ctx) => createHttpCourseReader(ctx.get<ApiClient>(ApiClientToken))).inSingletonScope();
  bind(ProfileGateway).toDynamicValue((ctx) => createHttpProfileGateway(ctx.get<ApiClient>(ApiClientToken))).inSingletonScope();
  bind(LearningUseCasesToken)
    .toDynamicValue((ctx) =>
      createLearningUseCases({
        course: ctx.get(CourseReader),
        profiles: ctx.get(ProfileGateway),
        preferences: ctx.get(PreferenceStore),
        session: ctx.get(SessionService),
      }),
    )
    .inSingletonScope();
});

/** Learning's part of AppServices. */
export const learningServices = (ctx: ResolutionContext): Pick<AppServices, 'learning'> => ({
  learning: ctx.get<LearningUseCases>(LearningUseCasesToken),
});
