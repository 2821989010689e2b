import { expect, test, type Page } from '@playwright/test';
import { checkSignedIn, settle, urlsFor, USERS } from './support/role-routes';

/**
 * Every route a role may visit, loaded cold (a full page load, as after a reload or a typed URL) in
 * English and in Spanish: no text may look like a translation key. Screens register their strings
 * when their code loads; a screen that shows strings of a bundle nobody registered shows keys.
 */

/**
 * camelCase words that are real text, not keys (eSpeak: the speech synthesiser credited on /contributors;
 * sourcedId: the OneRoster field the district sync section says records are matched on; userIds: the
 * OneRoster field the single-sign-on section says imported users are found by).
 */
const REAL_WORDS = new Set(['eSpeak', 'iPad', 'iPhone', 'YouTube', 'JavaScript', 'PostgreSQL', 'sourcedId', 'userIds']);
const KEY_LIKE = /\b[a-z]+[A-Z][a-zA-Z]+\b/g;

/** Visible text plus the texts a user meets in attributes (placeholders, labels, titles). */
async function pageTexts(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = [...document.querySelectorAll('[placeholder], [aria-label], [title]')].flatMap((element) =>
      ['placeholder', 'aria-label', 'title'].map((name) => element.getAttribute(name) ?? ''),
    );
    return [document.body.innerText, ...attributes].join('\n');
  });
}

async function keysOnColdLoad(page: Page, urls: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const url of urls) {
    await page.goto(url);
    await settle(page);
    const keys = [...new Set((await pageTexts(page)).match(KEY_LIKE) ?? [])].filter((word) => !REAL_WORDS.has(word));
    if (keys.length > 0) found.push(`${url}: ${keys.join(', ')}`);
  }
  return found;
}

test.describe('every route, loaded cold, shows text and no translation keys', () => {
  for (const [username, roleId] of USERS) {
    // The two languages run side by side, each in its own browser context, to keep the scan short.
    test(`${username}, English and Spanish`, async ({ browser }) => {
      const urls = urlsFor(roleId);
      // Sign-in plus a few seconds a cold route: the super admin and the creator have some fifty routes.
      test.setTimeout(30_000 + urls.length * 4_000);
      const [english, spanish] = await Promise.all([
        checkSignedIn(browser, username, 'en', (page) => keysOnColdLoad(page, urls)),
        checkSignedIn(browser, username, 'es', (page) => keysOnColdLoad(page, urls)),
      ]);
      expect({ english, spanish }).toEqual({ english: [], spanish: [] });
    });
  }
});
