import { ContainerModule, type ResolutionContext } from 'inversify';
import type { AppServices } from '@application/app-services';
import { AuthGateway } from '@application/ports/auth-gateway.port';
import { GeographyGateway } from '@application/ports/geography-gateway.port';
import { SessionEvents } from '@application/ports/session-events.port';
import { SessionStore } from '@application/ports/session-store.port';
import { UserDirectory } from '@application/ports/user-directory.port';
import { createClientSettings } from '@application/use-cases/client-settings.use-case';
import { SessionService } from '@application/use-cases/session.service';
import type { ApiClient } from '../http/api-client';
import { createHttpAuthGateway } from '../http/http-auth.adapter';
import { createHttpGeographyGateway } from '../http/http-geography.adapter';
import { createHttpUserDirectory } from '../http/http-user-directory.adapter';
import { ApiClientToken } from './platform.module';

/** Sign-in, session and user management; states, districts and schools. */
export const identityModule = new ContainerModule(({ bind }) => {
  bind(AuthGateway).toDynamicValue((ctx) => createHttpAuthGateway(ctx.get<ApiClient>(ApiClientToken))).inSingletonScope();
  bind(UserDirectory).toDynamicValue((ctx) => createHttpUserDirectory(ctx.get<ApiClient>(ApiClientToken))).inSingletonScope();
  bind(SessionService)
    .toDynamicValue((ctx) => new SessionService(ctx.get(SessionStore), ctx.get(AuthGateway), ctx.get(SessionEvents)))
    .inSingletonScope();
  bind(GeographyGateway).toDynamicValue((ctx) => createHttpGeographyGateway(ctx.get<ApiClient>(ApiClientToken))).inSingletonScope();
});

/** Identity's and geography's part of AppServices. */
export const identityServices = (ctx: ResolutionContext): Pick<AppServices, 'session' | 'auth' | 'users' | 'geography' | 'settings'> => ({
  session: ctx.get(SessionService),
  auth: ctx.get(AuthGateway),
  users: ctx.get(UserDirectory),
  geography: ctx.get(GeographyGateway),
  settings: createClientSettings(ctx.get(AuthGateway)),
});
