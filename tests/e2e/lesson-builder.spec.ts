import { expect, test, type Browser, type Page } from '@playwright/test';
import { addComponent, addLessonAndOpen, allSaved, createUnit, expectBuilderAndPreviewAxeClean, fillAndLeave, moveLastUpByKeyboard, PIXEL_PNG, runTag, typeRich, unitBuilderPath, watchPublishBar } from './support/back-office';
import { signIn } from './support/session';

/**
 * Issue 14, the lesson builder: a creator builds a lesson of components (a paragraph with rich text
 * and an uploaded image, a global-connections map), reorders them from the keyboard, previews it and
 * publishes its unit, which the demo student then reads; a second editor's stale change is refused
 * with the newer draft shown; the builder and the preview are axe-clean in English and Spanish.
 *
 * Every journey works in a unit of its own made on the dashboard, so the demo course other specs read
 * stays as seeded (a new unit has no classroom lock: once published, students reach it).
 */

async function creatorPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, 'creator');
  return page;
}

test('a creator builds a lesson, previews it and publishes its unit; the student reads it', async ({ page, browser }) => {
  const tag = runTag();
  const unitName = `Builder Journey ${tag}`;
  const text = `Settlers crossed the ocean ${tag}.`;
  await signIn(page, 'creator');
  const unitBuilder = unitBuilderPath(await createUnit(page, unitName));
  await addLessonAndOpen(page);

  // A paragraph: its title, its rich text and an uploaded image.
  await addComponent(page, 'Paragraph', '1. Paragraph');
  const paragraph = page.getByRole('region', { name: /^Properties of Paragraph 1/ });
  await fillAndLeave(paragraph.getByRole('textbox', { name: 'Title in English' }), 'The voyage');
  await expect(page.getByRole('heading', { name: 'Properties of Paragraph 1: The voyage', level: 3 })).toBeVisible();
  await typeRich(page, paragraph.getByRole('textbox', { name: 'Content in English' }), text);
  await allSaved(page);

  // The upload is held until its progress bar is seen, so the bar is checked whatever the machine's speed.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/images', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    await held;
    await route.continue();
  });
  const images = paragraph.getByRole('region', { name: 'Images' });
  await images.locator('input[type="file"]').setInputFiles({ name: 'voyage.png', mimeType: 'image/png', buffer: PIXEL_PNG });
  // At 0 % the bar's filled section has no width: it is there, not "visible".
  await expect(images.getByRole('progressbar', { name: 'Uploading voyage.png' })).toHaveAttribute('aria-valuenow', /^\d+$/);
  await expect(images.getByRole('button', { name: /Choose an image/ })).toBeDisabled();
  release();
  await expect(images.getByRole('status').filter({ hasText: 'File Uploaded Successfully' })).toBeVisible();
  await expect(images.getByRole('region', { name: 'Image 1: voyage.png' })).toBeVisible();
  await page.unroute('**/api/images');

  // A global-connections map after it: one paragraph with route points 1 to 5.
  await addComponent(page, 'Global connections', '2. Global connections');
  const routePoints = page.getByRole('region', { name: 'Route points' });
  for (const number of [1, 2, 3, 4, 5]) await expect(routePoints.getByText(`Route point ${number}`, { exact: true })).toBeVisible();

  // Moved up from the keyboard.
  const components = page.getByRole('list', { name: 'Components of the lesson' });
  await moveLastUpByKeyboard(page, components, '2. Global connections');
  await expect(components.getByRole('button', { name: 'Edit 1. Global connections' })).toBeVisible();
  await expect(components.getByRole('button', { name: 'Edit 2. Paragraph' })).toBeVisible();
  // And back down with the visible Move down button.
  await components.getByRole('button', { name: 'Move down: 1. Global connections' }).press('Enter');
  await expect(components.getByRole('button', { name: 'Edit 1. Paragraph' })).toBeVisible();
  await allSaved(page);

  // The preview: the draft as a student would read it.
  await page.getByRole('link', { name: /^Preview Lesson 1: New lesson/ }).click();
  await expect(page).toHaveURL(/\/back-office\/preview-mode\/unit\/\d+\/lesson-builder\/\d+$/);
  await expect(page.getByTestId('preview-banner')).toBeVisible();
  await expect(page.getByText(text)).toBeVisible();
  await expect(page.getByRole('img', { name: 'voyage.png' })).toBeVisible();

  // The lesson is new: publishing its unit gives it to students.
  await page.goto(unitBuilder);
  const publish = page.getByRole('button', { name: new RegExp(`^Publish Unit \\d+: ${unitName}$`) });
  const progress = page.getByRole('progressbar', { name: new RegExp(`^Publishing Unit \\d+: ${unitName}$`) });
  await watchPublishBar(page, unitName);
  await publish.click();
  await expect(page.getByText('Changes published!')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('html')).toHaveAttribute('data-publish-progress', /^Publishing/);
  await expect(progress).toHaveCount(0);

  const student = await (await browser.newContext()).newPage();
  await signIn(student, 'student');
  await student.getByRole('link', { name: unitName }).click();
  // A unit with no opener opens at its first lesson: the new one.
  await expect(student).toHaveURL(/\/unit\/\d+\/lesson\/\d+$/);
  await expect(student.getByRole('heading', { name: 'New lesson', level: 1 })).toBeVisible();
  await expect(student.getByRole('heading', { name: 'The voyage' })).toBeVisible();
  await expect(student.getByText(text)).toBeVisible();
  await expect(student.getByRole('img', { name: 'voyage.png' })).toBeVisible();
  await student.context().close();
});

test('a second editor with an older draft is refused and shown the newer one', async ({ page, browser }) => {
  const tag = runTag();
  await signIn(page, 'creator');
  await createUnit(page, `Stale Editors ${tag}`);
  await addLessonAndOpen(page);
  await addComponent(page, 'Section title', '1. Section title');
  await allSaved(page);

  // The second creator opens the same draft before the first one's change.
  const other = await creatorPage(browser);
  await other.goto(page.url());
  await other.getByRole('button', { name: 'Edit 1. Section title', exact: true }).click();
  await expect(other.getByRole('heading', { name: 'Properties of 1. Section title', level: 2 })).toBeVisible();

  await fillAndLeave(page.getByRole('textbox', { name: 'Title in English' }), `First editor ${tag}`);
  await allSaved(page);
  await expect(page.getByRole('button', { name: `Edit 1. Section title: First editor ${tag}`, exact: true })).toBeVisible();

  await fillAndLeave(other.getByRole('textbox', { name: 'Background colour' }), '#1a2b3c');
  const stale = other.getByRole('alert').filter({ hasText: 'Someone else changed this lesson' });
  await expect(stale).toContainText('Someone else saved this after you opened it. Your change was not saved; the latest version is shown.');
  // The newer draft is on screen: the first editor's title, and no colour (the refused change).
  await expect(other.getByRole('button', { name: `Edit 1. Section title: First editor ${tag}`, exact: true })).toBeVisible();
  await expect(other.getByRole('textbox', { name: 'Title in English' })).toHaveValue(`First editor ${tag}`);
  await expect(other.getByRole('textbox', { name: 'Background colour' })).toHaveValue('');

  // Based on that draft, the same change now saves.
  await fillAndLeave(other.getByRole('textbox', { name: 'Background colour' }), '#1a2b3c');
  await allSaved(other);
  await other.context().close();
});

test('the lesson builder and its preview are axe-clean in English and Spanish', async ({ page }) => {
  const tag = runTag();
  await signIn(page, 'creator');
  await createUnit(page, `Accessible Builder ${tag}`);
  await addLessonAndOpen(page);
  await expectBuilderAndPreviewAxeClean(page, {
    previewLink: /^Preview Lesson 1: New lesson/,
    text: `Checked by axe ${tag}.`,
    builderReadyInSpanish: async () => {
      await page.getByRole('button', { name: 'Editar 1. Párrafo', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Propiedades de 1. Párrafo', level: 2 })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Contenido en inglés' })).toContainText(`Checked by axe ${tag}.`);
    },
  });
});
