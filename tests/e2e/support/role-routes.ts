import { expect, type Page } from '@playwright/test';
import { ROUTES, type RouteDefinition } from '@domain/routing/route-table';
import { MANAGEMENT_SECTIONS } from '@domain/identity/permissions';
import { ROLE_NAMES, RoleId, roleKey, type RoleKey } from '@domain/identity/role';

/**
 * Every route of every role, as concrete URLs over the demo world: the specs that walk the whole
 * application (cold load, responsive layout) visit the same pages.
 */

/** The demo world's users (server/src/seed/demo-world.seed.ts), one per role. */
export const USERS: ReadonlyArray<[string, RoleId]> = [
  ['superadmin', RoleId.SuperAdmin],
  ['statemanager', RoleId.StateManager],
  ['districtmanager', RoleId.DistrictManager],
  ['campusmanager', RoleId.CampusManager],
  ['teacher', RoleId.DistrictTeacher],
  ['creator', RoleId.ContentCreator],
  ['student', RoleId.Student],
  ['support', RoleId.SupportRole],
];

/** Demo ids for route parameters (server/src/seed/course: unit 1, its lesson 2, biography 1...). */
export const PARAMS: Record<string, string> = {
  unitId: '1',
  lessonId: '2',
  openerId: '1',
  biographyId: '1',
  unitstoryId: '1',
  blurbId: '1',
  teacherPageId: '1',
  studentId: '7',
  language: 'en',
};

function mayVisit(route: RouteDefinition, role: RoleKey): boolean {
  return !route.public && (!route.authorize || route.authorize.includes(role));
}

/** Concrete URLs of the route table for a role; a management section route once per section. */
export function urlsFor(roleId: RoleId): string[] {
  const role = roleKey(ROLE_NAMES[roleId]) as RoleKey;
  return ROUTES.filter((route) => mayVisit(route, role)).flatMap((route) => {
    if (route.path.includes(':section')) {
      return MANAGEMENT_SECTIONS[roleId].map((section) => route.path.replace(':section', section));
    }
    return [route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => PARAMS[name] ?? '1')];
  });
}

/** Waits for the screen to settle: its chunk loaded and no loader left on the page. */
export async function settle(page: Page): Promise<void> {
  await expect(page.locator('main')).toBeVisible();
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
}
