import { createUsageAnalyticsUseCases } from '@application/analytics/usage-analytics.use-cases';
import { createEdlinkUseCases } from '@application/roster-sync/edlink.use-cases';
import { createRosterSyncUseCases } from '@application/roster-sync/roster-sync.use-cases';
import { createSsoProviderSettingsUseCases } from '@application/sso/sso-provider-settings.use-cases';
import { createSoaStandardUseCases } from '@application/standards/soa-standards.use-cases';
import { createSupportChatUseCases } from '@application/support-chat/support-chat.use-cases';
import type { ApiFileClient } from '../http/api-client';
import { createHttpEdlink } from '../http/http-edlink.adapter';
import { createHttpRosterSync } from '../http/http-roster-sync.adapter';
import { createHttpSoaStandards } from '../http/http-soa-standards.adapter';
import { createHttpSsoProviderSettings } from '../http/http-sso-provider-settings.adapter';
import { createHttpSupportChat } from '../http/http-support-chat.adapter';
import { createHttpUsageAnalytics } from '../http/http-usage-analytics.adapter';

/**
 * What only staff use (the managers' and super admin's sections, the teachers' chat with support) over
 * their HTTP adapters: one chunk, which staff.module.ts loads with the first call of any of them.
 */
export function wireStaffServices(api: ApiFileClient) {
  return {
    soaStandards: createSoaStandardUseCases(createHttpSoaStandards(api)),
    rosterSync: createRosterSyncUseCases(createHttpRosterSync(api)),
    edlink: createEdlinkUseCases(createHttpEdlink(api)),
    ssoProviderSettings: createSsoProviderSettingsUseCases(createHttpSsoProviderSettings(api)),
    usageAnalytics: createUsageAnalyticsUseCases(createHttpUsageAnalytics(api)),
    supportChat: createSupportChatUseCases(createHttpSupportChat(api)),
  };
}
