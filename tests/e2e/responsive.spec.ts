import { expect, test, type Page } from '@playwright/test';
import type { RoleId } from '@domain/identity/role';
import { common } from '@ui/i18n/locales/common';
import { roles } from '@ui/i18n/locales/roles';
import { ROUTES } from '@domain/routing/route-table';
import { NAVIGATION_BY_ROLE } from '@ui/shell/role-navigation';
import { checkSignedIn, settle, urlsFor, USERS } from './support/role-routes';
import { chooseLanguage, expectNoSeriousA11yViolations } from './support/session';
import { cspViolations, recordCspViolations } from './support/csp-violations';
import { translationKeysShown } from './support/translation-keys';

/**
 * The shell fits every screen a student or a member of staff uses (issue 11, item 2): every route of
 * every role, in English and in Spanish, at phone, tablet and desktop sizes, in both orientations.
 * Each page is loaded cold once (a full page load, as after a reload or a typed URL), checked for
 * text that looks like a translation key, then resized (no reload), as a tablet turned on its side is,
 * and last checked for anything its Content-Security-Policy refused meanwhile.
 */

type Language = 'en' | 'es';

const VIEWPORTS = [
  { width: 320, height: 640 }, // the narrowest width the product supports (WCAG reflow)
  { width: 390, height: 844 }, // phone, portrait
  { width: 844, height: 390 }, // phone, landscape
  { width: 820, height: 1180 }, // tablet, portrait
  { width: 1024, height: 768 }, // small tablet landscape, older Chromebook
  { width: 1180, height: 820 }, // tablet, landscape
  { width: 1366, height: 768 }, // Chromebook, laptop
] as const;

/** A landscape phone: the header and the unit bar may take at most this share of the height. */
const SHORT_SCREEN_HEIGHT = 500;
/** Where each pass starts and ends (the Spanish pass switches back to English there). */
const DESKTOP = { width: 1366, height: 768 };
const MAX_CHROME_SHARE = 0.3;

/**
 * What is wrong with the layout as it is drawn now, in the browser: sideways scroll (naming the element
 * that sticks out furthest), header controls covered or squeezed, and on a short screen the height the
 * header and the unit bar take. Runs in the page, so it cannot use anything from this file.
 */
function layoutProblems({ shortScreen, maxShare }: { shortScreen: boolean; maxShare: number }): string[] {
  const problems: string[] = [];
  const selectorOf = (element: Element): string => {
    const parts: string[] = [];
    for (let el: Element | null = element; el && el !== document.body && parts.length < 4; el = el.parentElement) {
      const id = el.id ? `#${el.id}` : '';
      const testId = el.getAttribute('data-testid') ? `[data-testid="${el.getAttribute('data-testid')}"]` : '';
      const classes = [...el.classList].slice(0, 2).map((c) => `.${c}`).join('');
      parts.unshift(`${el.tagName.toLowerCase()}${id}${testId}${classes}`);
    }
    return parts.join(' > ');
  };
  const clippedByAncestor = (element: Element): boolean => {
    for (let el = element.parentElement; el && el !== document.body; el = el.parentElement) {
      if (getComputedStyle(el).overflowX !== 'visible') return true;
    }
    return false;
  };
  window.scrollTo(0, 0);

  const pageWidth = document.documentElement.scrollWidth;
  if (pageWidth > window.innerWidth) {
    let widest: Element | null = null;
    let right = window.innerWidth;
    // ">=": of an element and its descendants reaching as far, name the innermost (the one that pushes).
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right >= right && box.right > window.innerWidth + 0.5 && !clippedByAncestor(element)) {
        widest = element;
        right = box.right;
      }
    }
    problems.push(`scrolls sideways: ${pageWidth}px wide; furthest out: ${widest ? selectorOf(widest) : 'unknown'} (right edge ${Math.round(right)}px)`);
  }

  const header = document.querySelector('header');
  if (!header) return [...problems, 'no header'];
  for (const control of header.querySelectorAll('a, button, label')) {
    const box = control.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || getComputedStyle(control).visibility === 'hidden') continue;
    const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40);
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (!hit || !control.contains(hit)) problems.push(`header control "${name}" is covered at its centre by ${hit ? selectorOf(hit) : 'nothing: it is off screen'}`);
    if (control.scrollWidth > control.clientWidth + 1) problems.push(`header control "${name}" is narrower than its text (${control.clientWidth}px for ${control.scrollWidth}px)`);
  }

  if (shortScreen) {
    const onScreen = (element: Element | null) => {
      if (!element) return 0;
      const box = element.getBoundingClientRect();
      return Math.max(0, Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0));
    };
    const taken = onScreen(header) + onScreen(document.querySelector('[data-testid="unit-bar"]'));
    if (taken > window.innerHeight * maxShare) problems.push(`header and unit bar take ${Math.round(taken)} of ${window.innerHeight}px`);
  }
  return problems;
}

/** "User menu for …" in the page's language. */
function userMenuName(language: Language): RegExp {
  return new RegExp(`^${common[language].userMenu.split('{{')[0]}`);
}

/** Resolves after the browser has drawn twice at the new size: resize listeners have run. */
async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))));
}

/** Every navigation link of the role is reachable: shown in the header, or in the menu the menu button opens. */
async function navigationProblems(page: Page, roleId: RoleId, language: Language): Promise<string[]> {
  const labels = NAVIGATION_BY_ROLE[roleId].map((item) => roles[language][item.labelKey as keyof (typeof roles)['en']]);
  const header = page.locator('header');
  const menuButton = header.getByRole('button', { name: common[language].menu, exact: true });
  if (!(await menuButton.isVisible())) {
    const hidden = [];
    for (const label of labels) if (!(await header.getByRole('link', { name: label, exact: true }).isVisible())) hidden.push(label);
    return hidden.length ? [`no menu button, and the links ${hidden.join(', ')} are not shown`] : [];
  }
  const problems: string[] = [];
  await menuButton.click();
  const panel = page.locator(`#${await menuButton.getAttribute('aria-controls')}`);
  if ((await menuButton.getAttribute('aria-expanded')) !== 'true' || !(await panel.isVisible())) return ['the menu button does not open a panel'];
  for (const label of labels) if (!(await panel.getByRole('link', { name: label, exact: true }).isVisible())) problems.push(`the menu does not show "${label}"`);
  await page.keyboard.press('Escape');
  if (await panel.isVisible()) problems.push('Escape does not close the menu');
  if (!(await menuButton.evaluate((button) => button === document.activeElement))) problems.push('Escape does not return focus to the menu button');
  return problems;
}

/** The header at phone width with its menu open passes axe (labels, contrast, landmarks). */
async function openMenuAccessibility(page: Page, language: Language): Promise<string[]> {
  await page.setViewportSize({ width: 390, height: 844 });
  const menuButton = page.locator('header').getByRole('button', { name: common[language].menu, exact: true });
  if (!(await menuButton.isVisible())) return ['no menu button at 390px'];
  await menuButton.click();
  await expect(page.locator(`#${await menuButton.getAttribute('aria-controls')}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  return [];
}

/** Loads each URL of the role once, checks its text and then its layout at every size; then the menu's accessibility. */
async function checkRoutes(page: Page, roleId: RoleId, language: Language): Promise<string[]> {
  const found: string[] = [];
  const urls = urlsFor(roleId);
  await recordCspViolations(page.context());
  for (const url of urls) {
    await page.goto(url);
    await settle(page);
    // The user menu loads just after the first paint; the header is complete once it shows.
    await expect(page.locator('header').getByRole('button', { name: userMenuName(language) })).toBeVisible();
    const keys = await translationKeysShown(page);
    if (keys.length > 0) found.push(`${language} ${url} shows translation keys: ${keys.join(', ')}`);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await nextFrames(page);
      const shortScreen = viewport.height <= SHORT_SCREEN_HEIGHT;
      // The menu is the shell's, the same on every page: opened on the role's home at every size, it
      // is not opened again on each route (that would double the run).
      const problems = [
        ...(await page.evaluate(layoutProblems, { shortScreen, maxShare: MAX_CHROME_SHARE })),
        ...(url === urls[0] ? await navigationProblems(page, roleId, language) : []),
      ];
      for (const problem of problems) found.push(`${language} ${url} at ${viewport.width}x${viewport.height}: ${problem}`);
    }
    for (const refused of await cspViolations(page)) found.push(`${language} ${url}: the CSP refused ${refused}`);
  }
  found.push(...(await openMenuAccessibility(page, language)).map((problem) => `${language} axe with the menu open: ${problem}`));
  return found;
}

test.describe('every route, loaded cold, shows no translation keys and fits phones, tablets and desktops, in both languages', () => {
  for (const [username, roleId] of USERS) {
    // The two languages run side by side, each in its own browser context, to keep the run short.
    test(`${username}, English and Spanish`, async ({ browser }) => {
      // About a second per route and language on this machine (the super admin has 49 routes), after some
      // 30 s of signing in, menus and axe: the state manager's 5 routes took 30 s alone and over 45 s in
      // the fresh-clone run, with other browser tests beside it; the teacher's took 1.3 min alone and
      // 2.4 min in one fresh-clone run.
      test.setTimeout(60_000 + urlsFor(roleId).length * 5_000);
      const [english, spanish] = await Promise.all([
        checkSignedIn(browser, username, 'en', (page) => checkRoutes(page, roleId, 'en'), DESKTOP),
        checkSignedIn(browser, username, 'es', (page) => checkRoutes(page, roleId, 'es'), DESKTOP),
      ]);
      expect([...english, ...spanish]).toEqual([]);
    });
  }
});

/** The signed-out pages (sign-in, password reset, the not-found page): their text, the same sizes and the CSP, both languages. */
test('the signed-out pages show no translation keys and fit phones, tablets and desktops, in both languages', async ({ page }) => {
  const urls = [...ROUTES.filter((route) => route.public && !route.path.includes(':')).map((route) => route.path), '/no-such-page'];
  const found: string[] = [];
  await recordCspViolations(page.context());
  for (const language of ['en', 'es'] as const) {
    await page.goto('/signin');
    await chooseLanguage(page, language === 'es' ? 'Español' : 'English');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    for (const url of urls) {
      await page.goto(url);
      await expect(page.locator('main')).toBeVisible();
      const keys = await translationKeysShown(page);
      if (keys.length > 0) found.push(`${language} ${url} shows translation keys: ${keys.join(', ')}`);
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        await nextFrames(page);
        const problems = await page.evaluate(layoutProblems, { shortScreen: viewport.height <= SHORT_SCREEN_HEIGHT, maxShare: MAX_CHROME_SHARE });
        for (const problem of problems) found.push(`${language} ${url} at ${viewport.width}x${viewport.height}: ${problem}`);
      }
      for (const refused of await cspViolations(page)) found.push(`${language} ${url}: the CSP refused ${refused}`);
    }
  }
  await page.setViewportSize(DESKTOP);
  await page.goto('/signin');
  await chooseLanguage(page, 'English');
  expect(found).toEqual([]);
});
