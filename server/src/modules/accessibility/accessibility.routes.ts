import type { FastifyInstance } from 'fastify';
import { accessibilityPreferencesSchema } from '@domain/accessibility/accessibility.schemas';
import { RoleId } from '@domain/identity/role';
import type { AppDeps } from '../../app-deps';
import { defineRoute } from '../../http/route';
import { myAccessibilityPreferences, saveMyAccessibilityPreferences } from './accessibility-preferences.use-cases';

/*
 * A student's accessibility tools (issue 16; docs/decisions.md "Student accessibility tools"): the
 * signed-in student's own preferences. Students only: the tools replace the widget the old seeds
 * loaded for role 6 alone, and staff have their browser's and system's own settings (403).
 */

export const ACCESSIBILITY_TOOL_USERS = [RoleId.Student] as const;

export function registerAccessibilityRoutes(app: FastifyInstance, deps: AppDeps): void {
  defineRoute(app, deps, {
    method: 'GET',
    url: '/User/accessibility-preferences',
    access: ACCESSIBILITY_TOOL_USERS,
    response: accessibilityPreferencesSchema,
    handler: async ({ user }) => ({ data: await myAccessibilityPreferences(deps, user) }),
  });
  defineRoute(app, deps, {
    method: 'PUT',
    url: '/User/accessibility-preferences',
    access: ACCESSIBILITY_TOOL_USERS,
    body: accessibilityPreferencesSchema,
    response: accessibilityPreferencesSchema,
    handler: async ({ user, body }) => ({ data: await saveMyAccessibilityPreferences(deps, user, body) }),
  });
}
