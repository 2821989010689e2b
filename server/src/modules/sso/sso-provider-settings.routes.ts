import type { FastifyInstance } from 'fastify';
import { RoleId } from '@domain/identity/role';
import { idParamsSchema, noDataSchema } from '@domain/shared/schema-kit';
import { ssoProviderAddSchema, ssoProviderChangeSchema } from '@domain/sso/sso-provider.schemas';
import { ssoProviderCheckSchema, ssoProviderSettingListSchema, ssoProviderSettingSchema } from '@domain/sso/sso-provider.responses';
import type { AppDeps } from '../../app-deps';
import { defineRoute } from '../../http/route';
import * as settings from './sso-provider-settings.use-cases';

/** Only super admins configure single sign-on (issue 16, "Rules the server enforces"). */
const CONFIGURERS = [RoleId.SuperAdmin] as const;

/** The super admin's single-sign-on providers (docs/sso.md, "Providers"). */
export function registerSsoProviderSettingsRoutes(app: FastifyInstance, deps: AppDeps): void {
  defineRoute(app, deps, {
    method: 'GET',
    url: '/sso/provider-settings',
    access: CONFIGURERS,
    response: ssoProviderSettingListSchema,
    handler: async () => ({ data: await settings.listProviderSettings(deps) }),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/sso/provider-settings',
    access: CONFIGURERS,
    body: ssoProviderAddSchema,
    response: ssoProviderSettingSchema,
    handler: async ({ body }) => ({ data: await settings.addProvider(deps, body), message: 'ssoProviderAdded', status: 201 }),
  });
  defineRoute(app, deps, {
    method: 'PUT',
    url: '/sso/provider-settings/:id',
    access: CONFIGURERS,
    params: idParamsSchema,
    body: ssoProviderChangeSchema,
    response: ssoProviderSettingSchema,
    handler: async ({ params, body }) => ({ data: await settings.changeProvider(deps, params.id, body), message: 'ssoProviderSaved' }),
  });
  defineRoute(app, deps, {
    method: 'DELETE',
    url: '/sso/provider-settings/:id',
    access: CONFIGURERS,
    params: idParamsSchema,
    response: noDataSchema,
    handler: async ({ params }) => {
      await settings.removeProvider(deps, params.id);
      return { data: null, message: 'ssoProviderRemoved' };
    },
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/sso/provider-settings/:id/check',
    access: CONFIGURERS,
    params: idParamsSchema,
    response: ssoProviderCheckSchema,
    handler: async ({ params }) => ({ data: await settings.checkProvider(deps, params.id) }),
  });
}
