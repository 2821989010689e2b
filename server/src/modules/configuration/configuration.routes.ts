import type { FastifyInstance } from 'fastify';
import { configurationSettingsSchema, configurationTypeParamsSchema } from '@domain/configuration/configuration.schemas';
import type { AppDeps } from '../../app-deps';
import { defineRoute } from '../../http/route';
import { settingsOfType } from './configuration-settings.use-cases';

/** `GET configurationsettings/getbytype/{type}` (api-spec §7.5): any signed-in user. */
export function registerConfigurationRoutes(app: FastifyInstance, deps: AppDeps): void {
  defineRoute(app, deps, {
    method: 'GET',
    url: '/configurationsettings/getbytype/:type',
    access: 'signedIn',
    params: configurationTypeParamsSchema,
    response: configurationSettingsSchema,
    handler: async ({ params }) => ({ data: settingsOfType(deps, params.type) }),
  });
}
