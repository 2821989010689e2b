import { expect, type Browser, type Page } from '@playwright/test';
import { ROUTES, type RouteDefinition } from '@domain/routing/route-table';
import { MANAGEMENT_SECTIONS } from '@domain/identity/permissions';
import { ROLE_NAMES, RoleId, roleKey, type RoleKey } from '@domain/identity/role';
import { chooseLanguage, signIn } from './session';

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
  // The vocabulary manager's `{language}-us` (product-spec §2).
  language: 'en-us',
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

/**
 * Signs a demo user in on a browser context of its own, picks the language, runs `check` and answers
 * what it found. A Spanish pass picks English again at the end: a student's choice is stored on their
 * profile, and later specs expect English. `viewport` is the context's size (the default is Playwright's).
 */
export async function checkSignedIn(
  browser: Browser,
  username: string,
  language: 'en' | 'es',
  check: (page: Page) => Promise<string[]>,
  viewport?: { width: number; height: number },
): Promise<string[]> {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const page = await context.newPage();
  try {
    await signIn(page, username);
    await settle(page);
    // English is chosen too: the Spanish pass running beside this one stores its choice on a student's
    // profile, and a sign-in that lands after it would open in Spanish.
    await chooseLanguage(page, language === 'es' ? 'Español' : 'English');
    const found = await check(page);
    if (language === 'es') {
      if (viewport) await page.setViewportSize(viewport);
      await chooseLanguage(page, 'English');
    }
    return found;
  } finally {
    await context.close();
  }
}
