import type { ResolutionContext } from 'inversify';
import type { AccessibilityUseCases } from '@application/accessibility/accessibility.use-cases';
import type { AppServices } from '@application/app-services';
import type { ApiClient } from '../http/api-client';
import { deferredPort } from './deferred-port';
import { ApiClientToken } from './platform.module';

/**
 * A student's accessibility tools (issue 16). Only students have them, and only after the first
 * screen: their adapters (HTTP, speech synthesis) and use cases are one chunk that loads with the
 * first call, wired in `accessibility.wiring.ts` (one dynamic import keeps the first load smallest).
 */
export const accessibilityServices = (ctx: ResolutionContext): Pick<AppServices, 'accessibility'> => {
  const api = ctx.get<ApiClient>(ApiClientToken);
  return { accessibility: deferredPort<AccessibilityUseCases>(() => import('./accessibility.wiring').then((m) => m.wireAccessibility(api))) };
};
