import type { Page } from '@playwright/test';

/**
 * Text that looks like a translation key (a camelCase word) on the page as drawn: screens register
 * their strings when their code loads, and a screen that shows strings of a bundle nobody registered
 * shows keys instead of text.
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

/** The key-like words on the page, once each. */
export async function translationKeysShown(page: Page): Promise<string[]> {
  return [...new Set((await pageTexts(page)).match(KEY_LIKE) ?? [])].filter((word) => !REAL_WORDS.has(word));
}
