import { ContainerModule, type ResolutionContext } from 'inversify';
import type { AppServices } from '@application/app-services';
import { createIdentityUseCases } from '@application/identity/identity.use-cases';
import type { UserManagementUseCases } from '@application/identity/user-management.use-cases';
import type { StudentRecordUseCases } from '@application/identity/student-record.use-cases';
import type { PlaceUseCases } from '@application/places/place.use-cases';
import { AuthGateway } from '@application/ports/auth-gateway.port';
import { GeographyGateway } from '@application/ports/geography-gateway.port';
import { SessionEvents } from '@application/ports/session-events.port';
import { SessionStore } from '@application/ports/session-store.port';
import { StudentRecordArchive } from '@application/ports/student-record-archive.port';
import { UserDirectory } from '@application/ports/user-directory.port';
import { SessionService } from '@application/use-cases/session.service';
import type { ApiClient } from '../http/api-client';
import { createHttpAuthGateway } from '../http/http-auth.adapter';
import { deferredPort } from './deferred-port';
import { ApiClientToken } from './platform.module';

/** Sign-in, session and user management; states, districts and schools. */
export const identityModule = new ContainerModule(({ bind }) => {
  bind(AuthGateway).toDynamicValue((ctx) => createHttpAuthGateway(ctx.get<ApiClient>(ApiClientToken))).inSingletonScope();
  // Users and places are managers' and sign-up's business: their adapters load with the first such call.
  bind(UserDirectory)
    .toDynamicValue((ctx) => {
      const api = ctx.get<ApiClient>(ApiClientToken);
      return deferredPort<UserDirectory>(() => import('../http/http-user-directory.adapter').then((m) => m.createHttpUserDirectory(api)));
    })
    .inSingletonScope();
  // A student's record on request is the super admin's business alone.
  bind(StudentRecordArchive)
    .toDynamicValue((ctx) => {
      const api = ctx.get<ApiClient>(ApiClientToken);
      return deferredPort<StudentRecordArchive>(() =>
        import('../http/http-student-record-archive.adapter').then((m) => m.createHttpStudentRecordArchive(api)),
      );
    })
    .inSingletonScope();
  bind(SessionService)
    .toDynamicValue((ctx) => new SessionService(ctx.get(SessionStore), ctx.get(AuthGateway), ctx.get(SessionEvents)))
    .inSingletonScope();
  bind(GeographyGateway)
    .toDynamicValue((ctx) => {
      const api = ctx.get<ApiClient>(ApiClientToken);
      return deferredPort<GeographyGateway>(() => import('../http/http-geography.adapter').then((m) => m.createHttpGeographyGateway(api)));
    })
    .inSingletonScope();
});

/**
 * Identity's and places' part of AppServices: the session and the use cases over the HTTP adapters.
 * Managing users and places, and students' records, is a manager's business: that code loads with its first call.
 */
export const identityServices = (ctx: ResolutionContext): Pick<AppServices, 'session' | 'identity' | 'users' | 'studentRecords' | 'places'> => {
  const directory = ctx.get<UserDirectory>(UserDirectory);
  const archive = ctx.get<StudentRecordArchive>(StudentRecordArchive);
  const geography = ctx.get<GeographyGateway>(GeographyGateway);
  return {
    session: ctx.get(SessionService),
    identity: createIdentityUseCases(ctx.get<AuthGateway>(AuthGateway)),
    users: deferredPort<UserManagementUseCases>(() =>
      import('@application/identity/user-management.use-cases').then((m) => m.createUserManagementUseCases(directory)),
    ),
    studentRecords: deferredPort<StudentRecordUseCases>(() =>
      import('@application/identity/student-record.use-cases').then((m) => m.createStudentRecordUseCases(archive)),
    ),
    places: deferredPort<PlaceUseCases>(() => import('@application/places/place.use-cases').then((m) => m.createPlaceUseCases(geography))),
  };
};
