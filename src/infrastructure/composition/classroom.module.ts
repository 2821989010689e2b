import { ContainerModule, type ResolutionContext } from 'inversify';
import type { AppServices } from '@application/app-services';
import { ClassroomDirectory } from '@application/classroom/classroom-directory.port';
import type { ClassroomUseCases } from '@application/classroom/classroom.use-cases';
import type { ApiClient } from '../http/api-client';
import { deferredPort } from './deferred-port';
import { ApiClientToken } from './platform.module';

/** Teachers' classrooms and their students (issue 12). */
export const classroomModule = new ContainerModule(({ bind }) => {
  // A teacher's business, never a student's: the adapter loads with the first classroom call.
  bind(ClassroomDirectory)
    .toDynamicValue((ctx) => {
      const api = ctx.get<ApiClient>(ApiClientToken);
      return deferredPort<ClassroomDirectory>(() => import('../http/http-classroom-directory.adapter').then((m) => m.createHttpClassroomDirectory(api)));
    })
    .inSingletonScope();
});

/** Classrooms' part of AppServices: the use cases load with their first call, as the adapter does. */
export const classroomServices = (ctx: ResolutionContext): Pick<AppServices, 'classrooms'> => {
  const directory = ctx.get<ClassroomDirectory>(ClassroomDirectory);
  return {
    classrooms: deferredPort<ClassroomUseCases>(() => import('@application/classroom/classroom.use-cases').then((m) => m.createClassroomUseCases(directory))),
  };
};
