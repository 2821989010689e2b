import { expect, type Locator, type Page } from '@playwright/test';
import { chooseLanguage, expectNoSeriousA11yViolations } from './session';

/** A 1×1 PNG, made here so an upload needs no file on disk. */
export const PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** Names unique to this run, so a repeated run never meets the units the last one made. */
export const runTag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

export const unitBuilderPath = (unitId: number) => `/back-office/unit-builder/unit/${unitId}`;

/**
 * Creates a unit named `name` on the course dashboard (a unit of the journey's own: the demo course
 * other specs read stays as seeded) and opens its builder; answers the unit's id.
 */
export async function createUnit(page: Page, name: string): Promise<number> {
  await page.goto('/back-office/dashboard-builder');
  const units = page.getByRole('table', { name: /^Units of the course/ });
  await expect(units).toBeVisible();
  await page.getByRole('button', { name: 'New unit: choose its type' }).click();
  await page.getByRole('menuitem', { name: 'Unit', exact: true }).click();
  const rename = page.getByRole('button', { name: /^Rename Unit \d+: New unit$/ });
  await expect(rename).toBeFocused();
  await rename.click();
  const dialog = page.getByRole('dialog', { name: /^Rename Unit \d+: New unit$/ });
  await dialog.getByRole('textbox', { name: 'Name in English' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Name in Spanish' }).fill(`${name} ES`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await units.getByRole('link', { name: new RegExp(`^Open Unit \\d+: ${name}$`) }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`^Unit \\d+: ${name}$`), level: 1 })).toBeVisible();
  return Number(/\/unit-builder\/unit\/(\d+)$/.exec(page.url())?.[1]);
}

/** Adds a lesson of type Lesson to the open unit builder and opens its lesson builder. */
export async function addLessonAndOpen(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Add lesson: choose its type' }).click();
  await page.getByRole('menuitem', { name: 'Lesson', exact: true }).click();
  await page.getByRole('link', { name: /^Edit (lesson )?Lesson 1: New lesson/ }).click();
  await expect(page).toHaveURL(/\/back-office\/lesson-builder\/unit\/\d+\/lesson\/\d+$/);
  await expect(page.getByRole('heading', { name: /Lesson 1: New lesson/, level: 1 })).toBeVisible();
}

/** Adds a component from the lesson builder's catalogue; the new one is selected and its properties shown. */
export async function addComponent(page: Page, type: string, name: string): Promise<void> {
  await page.getByRole('button', { name: `Add ${type}`, exact: true }).click();
  await expect(page.getByRole('button', { name: `Edit ${name}`, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { name: `Properties of ${name}`, level: 2 })).toBeVisible();
}

/** Fills a one-line field saved on blur, and leaves it. */
export async function fillAndLeave(field: Locator, text: string): Promise<void> {
  await field.fill(text);
  await field.press('Tab');
}

/** Types into a rich-text field and leaves it, which hands its text on at once. */
export async function typeRich(page: Page, field: Locator, text: string): Promise<void> {
  await field.click();
  await page.keyboard.type(text);
  await page.keyboard.press('Tab');
}

/**
 * Moves the last of two items of `list` up to the first place from the keyboard: dnd-kit's handle picks
 * it up with Space, ArrowUp moves it, Space drops it. Each key waits for the announcement of the last
 * one: dnd-kit measures the list between them.
 */
export async function moveLastUpByKeyboard(page: Page, list: Locator, name: string): Promise<void> {
  await list.getByRole('button', { name: `Move ${name}`, exact: true }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(`Picked up ${name}, at position 2 of 2.`)).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText(`${name} is over position 1 of 2.`)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText(`${name} dropped at position 1 of 2.`)).toBeAttached();
}

/**
 * Notes on the page (as `data-publish-progress` on <html>) whether the progress bar of `name`'s publish
 * ever showed: a small publish may end faster than a poll.
 */
export async function watchPublishBar(page: Page, name: string): Promise<void> {
  await page.evaluate((item) => {
    const seen = document.documentElement.dataset;
    new MutationObserver(() => {
      const bar = [...document.querySelectorAll('[role="progressbar"]')].find((el) => el.getAttribute('aria-label')?.endsWith(item));
      if (bar) seen.publishProgress = bar.getAttribute('aria-valuetext') ?? '';
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  }, name);
}

/** The builder's bar says every change reached the server. */
export const allSaved = (page: Page) => expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();

/**
 * Axe once the snackbars are gone: one leaving fades through colours that fail contrast, and the
 * earlier steps' confirmations are not what is being checked.
 */
export async function axeCleanAfterNotices(page: Page): Promise<void> {
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 15_000 });
  await expectNoSeriousA11yViolations(page);
}

/**
 * Runs `steps` in Spanish, then picks English again whatever happens: a language choice may be kept on
 * the profile, and later specs expect English.
 */
export async function inSpanishThenEnglish(page: Page, steps: () => Promise<void>): Promise<void> {
  try {
    await chooseLanguage(page, 'Español');
    await steps();
  } finally {
    await chooseLanguage(page, 'English');
  }
}

/** What `expectBuilderAndPreviewAxeClean` needs of a lesson or story builder. */
export interface BuilderAndPreview {
  /** The builder's link to its preview. */
  readonly previewLink: string | RegExp;
  /** What the new paragraph says, which the preview shows. */
  readonly text: string;
  /** Waits until the builder, opened again in Spanish, shows what axe is to check. */
  readonly builderReadyInSpanish: () => Promise<void>;
}

/**
 * Writes `text` in a new paragraph of the open lesson or story builder; the builder and its preview are
 * then axe-clean in English, and in Spanish (chosen on the preview, checked there and on the builder
 * opened again); English again whatever happens.
 */
export async function expectBuilderAndPreviewAxeClean(page: Page, { previewLink, text, builderReadyInSpanish }: BuilderAndPreview): Promise<void> {
  const builder = page.url();
  await addComponent(page, 'Paragraph', '1. Paragraph');
  await typeRich(page, page.getByRole('textbox', { name: 'Content in English' }), text);
  await allSaved(page);
  await axeCleanAfterNotices(page);
  await page.getByRole('link', { name: previewLink }).click();
  await expect(page.getByText(text)).toBeVisible();
  await axeCleanAfterNotices(page);
  await inSpanishThenEnglish(page, async () => {
    await expect(page.getByTestId('preview-banner')).toBeVisible();
    await expect(page.getByText(text)).toBeVisible();
    await axeCleanAfterNotices(page);
    await page.goto(builder);
    await builderReadyInSpanish();
    await axeCleanAfterNotices(page);
  });
}
