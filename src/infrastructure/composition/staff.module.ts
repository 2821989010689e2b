import type { ResolutionContext } from 'inversify';
import type { AppServices } from '@application/app-services';
import type { ApiFileClient } from '../http/api-client';
import { deferredPort } from './deferred-port';
import { ApiClientToken } from './platform.module';

type StaffServices = ReturnType<(typeof import('./staff.wiring'))['wireStaffServices']>;

/**
 * What no student uses (standards, roster imports, Edlink, SSO providers, usage analytics, the chat
 * with support): the first load holds one loader for all of them — each dynamic import costs the
 * student's first load its own preload list — and their adapters arrive as one small chunk.
 */
export const staffServices = (ctx: ResolutionContext): Pick<AppServices, keyof StaffServices> => {
  let wired: Promise<StaffServices> | null = null;
  const wire = () => (wired ??= import('./staff.wiring').then((m) => m.wireStaffServices(ctx.get<ApiFileClient>(ApiClientToken))).catch((error: unknown) => {
    wired = null;
    throw error;
  }));
  const service = <K extends keyof StaffServices>(name: K) => deferredPort<StaffServices[K]>(() => wire().then((all) => all[name]));
  return {
    soaStandards: service('soaStandards'),
    rosterSync: service('rosterSync'),
    edlink: service('edlink'),
    ssoProviderSettings: service('ssoProviderSettings'),
    usageAnalytics: service('usageAnalytics'),
    supportChat: service('supportChat'),
  };
};
