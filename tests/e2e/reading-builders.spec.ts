import { expect, test, type Page } from '@playwright/test';
import { allSaved, axeCleanAfterNotices, createUnit, fillAndLeave, inSpanishThenEnglish, moveLastUpByKeyboard, PIXEL_PNG, runTag, typeRich, unitBuilderPath } from './support/back-office';
import { signIn } from './support/session';

/**
 * Issue 14, the biography and timeline builders: a creator writes a biography (name, period, rich
 * text, an uploaded portrait), previews and publishes it; builds the unit's timeline with two events,
 * reorders them from the keyboard and previews the order, which the demo teacher also previews (with
 * no way into the builder). The builders and previews are axe-clean in English and Spanish.
 *
 * Every journey works in a unit of its own made on the dashboard, so the demo course other specs read
 * stays as seeded.
 */

/** Adds a biography from the unit builder (it opens in its builder) and names it. */
async function addBiography(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Add biography', exact: true }).click();
  await expect(page).toHaveURL(/\/back-office\/biography-builder\/unit\/\d+\/biography\/\d+$/);
  await expect(page.getByRole('heading', { name: 'New biography', level: 1 })).toBeVisible();
  await fillAndLeave(page.getByRole('textbox', { name: 'Character name in English' }), name);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}

/** Creates the unit's timeline from the unit builder; it opens in its builder. */
async function createTimeline(page: Page, unitId: number): Promise<void> {
  await page.goto(unitBuilderPath(unitId));
  await page.getByRole('button', { name: 'Create timeline', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/back-office/time-line-builder/unit/${unitId}$`));
  await expect(page.getByRole('heading', { name: 'Timeline', level: 1 })).toBeVisible();
}

interface NewEvent {
  readonly date: string;
  readonly year: string;
  readonly title: string;
  readonly short: string;
  readonly long: string;
}

/** "Add event": the dialog's fields, then Add; the event joins the end of the list. */
async function addEvent(page: Page, event: NewEvent): Promise<void> {
  await page.getByRole('button', { name: 'Add event', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an event' });
  await dialog.getByRole('textbox', { name: 'Date in English' }).fill(event.date);
  await dialog.getByRole('textbox', { name: 'Year' }).fill(event.year);
  await dialog.getByRole('textbox', { name: 'Title in English' }).fill(event.title);
  await dialog.getByRole('textbox', { name: 'Short description in English' }).fill(event.short);
  await dialog.getByRole('textbox', { name: 'Long description in English' }).click();
  await page.keyboard.type(event.long);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Events of the timeline' }).getByText(`${event.year}: ${event.title}`, { exact: true })).toBeVisible();
}

test('a creator writes a biography and a timeline, previews and publishes them; a teacher previews the timeline', async ({ page, browser }) => {
  test.slow();
  const tag = runTag();
  const unitName = `Reading Journey ${tag}`;
  const character = `Harriet Tubman ${tag}`;
  const mainText = `She led many to freedom ${tag}.`;
  await signIn(page, 'creator');
  const unitId = await createUnit(page, unitName);

  // The biography: name, period, main text and an uploaded portrait.
  await addBiography(page, character);
  await fillAndLeave(page.getByRole('textbox', { name: 'Period in English' }), '1822–1913');
  await typeRich(page, page.getByRole('textbox', { name: 'Main text in English' }), mainText);
  await allSaved(page);
  const portrait = page.getByRole('region', { name: 'Portrait' });
  await expect(portrait.getByText('No portrait yet.')).toBeVisible();
  await portrait.locator('input[type="file"]').setInputFiles({ name: 'tubman.png', mimeType: 'image/png', buffer: PIXEL_PNG });
  await expect(portrait.getByRole('status').filter({ hasText: 'File Uploaded Successfully' })).toBeVisible();
  await expect(portrait.getByRole('img', { name: `Portrait of ${character}` })).toBeVisible();
  await allSaved(page);
  const biographyBuilder = page.url();

  // Its preview: the draft as students will read it.
  await page.getByRole('link', { name: `Preview ${character}` }).click();
  await expect(page).toHaveURL(/\/back-office\/preview-mode\/biography\/unit\/\d+\/biography\/\d+$/);
  // Read afresh from the server, not from the builder's cache: every field was saved.
  await page.reload();
  await expect(page.getByTestId('preview-banner')).toBeVisible();
  const article = page.getByTestId('biography');
  await expect(article.getByRole('heading', { name: character, level: 1 })).toBeVisible();
  await expect(article.getByTestId('biography-period')).toContainText('1822–1913');
  await expect(article.getByText(mainText)).toBeVisible();
  await expect(article.getByRole('img')).toBeVisible();

  // Back in its builder, the biography's own publish.
  await page.getByRole('link', { name: 'Back to the biography builder' }).click();
  await expect(page).toHaveURL(biographyBuilder);
  await page.getByRole('button', { name: `Publish ${character}`, exact: true }).click();
  await expect(page.getByText('Changes published!')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Published', { exact: true }).first()).toBeVisible();

  // The unit's timeline: two events, the second moved up from the keyboard.
  await createTimeline(page, unitId);
  await addEvent(page, { date: 'July 4, 1776', year: '1776', title: `Independence ${tag}`, short: 'The Declaration is signed.', long: 'Thirteen colonies.' });
  await addEvent(page, { date: 'November 1620', year: '1620', title: `Mayflower ${tag}`, short: 'The Pilgrims land.', long: 'Plymouth colony.' });
  const events = page.getByRole('list', { name: 'Events of the timeline' });
  await expect(events.getByRole('listitem')).toHaveCount(2);
  await expect(events.getByRole('listitem').nth(1)).toContainText(`1620: Mayflower ${tag}`);
  await moveLastUpByKeyboard(page, events, `1620: Mayflower ${tag}`);
  await expect(events.getByRole('listitem').first()).toContainText(`1620: Mayflower ${tag}`);
  await expect(events.getByRole('listitem').nth(1)).toContainText(`1776: Independence ${tag}`);
  await allSaved(page);

  // The timeline's preview shows the new order.
  await page.getByRole('link', { name: 'Preview Timeline', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/back-office/preview-mode/time-line/unit/${unitId}$`));
  await expect(page.getByTestId('preview-banner')).toBeVisible();
  const previewed = page.getByTestId('timeline-events').getByRole('listitem');
  await expect(previewed).toHaveCount(2);
  await expect(previewed.first()).toContainText(`Mayflower ${tag}`);
  await expect(previewed.nth(1)).toContainText(`Independence ${tag}`);
  await expect(page.getByRole('link', { name: 'Back to the timeline builder' })).toBeVisible();

  // The demo teacher previews the same draft, with no way into the builder.
  const teacher = await (await browser.newContext()).newPage();
  await signIn(teacher, 'teacher');
  await teacher.goto(`/back-office/preview-mode/time-line/unit/${unitId}`);
  await expect(teacher.getByTestId('preview-banner')).toBeVisible();
  await expect(teacher.getByRole('heading', { name: 'Timeline', level: 1 })).toBeVisible();
  const seen = teacher.getByTestId('timeline-events').getByRole('listitem');
  await expect(seen.first()).toContainText(`Mayflower ${tag}`);
  await expect(seen.nth(1)).toContainText(`Independence ${tag}`);
  await expect(teacher.getByRole('link', { name: 'Back to the timeline builder' })).toHaveCount(0);
  await teacher.context().close();
});

test('the biography and timeline builders and their previews are axe-clean in English and Spanish', async ({ page }) => {
  test.slow();
  const tag = runTag();
  const character = `Frederick Douglass ${tag}`;
  await signIn(page, 'creator');
  const unitId = await createUnit(page, `Accessible Readings ${tag}`);

  await addBiography(page, character);
  await typeRich(page, page.getByRole('textbox', { name: 'Main text in English' }), `Checked by axe ${tag}.`);
  await allSaved(page);
  const biographyBuilder = page.url();
  await axeCleanAfterNotices(page);
  await page.getByRole('link', { name: `Preview ${character}` }).click();
  await expect(page.getByText(`Checked by axe ${tag}.`)).toBeVisible();
  const biographyPreview = page.url();
  await axeCleanAfterNotices(page);

  await createTimeline(page, unitId);
  const timelineBuilder = page.url();
  await addEvent(page, { date: 'July 4, 1776', year: '1776', title: `Independence ${tag}`, short: 'The Declaration is signed.', long: 'Thirteen colonies.' });
  const eventName = `1776: Independence ${tag}`;
  await page.getByRole('button', { name: `Edit ${eventName}`, exact: true }).click();
  await expect(page.getByRole('region', { name: `Fields of ${eventName}` })).toBeVisible();
  await axeCleanAfterNotices(page);
  const timelinePreview = `/back-office/preview-mode/time-line/unit/${unitId}`;
  await page.goto(timelinePreview);
  await expect(page.getByTestId('timeline-events')).toContainText(`Independence ${tag}`);
  await axeCleanAfterNotices(page);

  await inSpanishThenEnglish(page, async () => {
    await expect(page.getByRole('heading', { name: 'Línea de tiempo', level: 1 })).toBeVisible();
    await axeCleanAfterNotices(page);

    await page.goto(timelineBuilder);
    await page.getByRole('button', { name: `Editar ${eventName}`, exact: true }).click();
    const fields = page.getByRole('region', { name: `Campos de ${eventName}` });
    await expect(fields.getByRole('textbox', { name: 'Título en inglés', exact: true })).toHaveValue(`Independence ${tag}`);
    await axeCleanAfterNotices(page);

    await page.goto(biographyBuilder);
    await expect(page.getByRole('textbox', { name: 'Texto principal en inglés' })).toContainText(`Checked by axe ${tag}.`);
    await axeCleanAfterNotices(page);

    await page.goto(biographyPreview);
    await expect(page.getByRole('link', { name: 'Volver al editor de la biografía' })).toBeVisible();
    await axeCleanAfterNotices(page);
  });
});
