import { expect, test, type Page } from '@playwright/test';
import { addComponent, allSaved, createUnit, expectBuilderAndPreviewAxeClean, moveLastUpByKeyboard, runTag, typeRich, unitBuilderPath, watchPublishBar } from './support/back-office';
import { signIn } from './support/session';

/**
 * Issue 14, the story builder: a creator adds a story to a unit of their own, renames it, writes a
 * paragraph, reorders its components from the keyboard, previews it and publishes it (the progress
 * bar shows), then publishes the unit so its story list reaches students; the demo student reads the
 * story. The builder and the preview are axe-clean in English and Spanish.
 */

/** Adds a story from the open unit builder: it opens in its builder; answers the story's id. */
async function addStoryAndOpen(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'Add story', exact: true }).click();
  await expect(page).toHaveURL(/\/back-office\/story-builder\/unit\/\d+\/story\/\d+$/);
  await expect(page.getByRole('heading', { name: 'New story', level: 1 })).toBeVisible();
  return Number(/\/story\/(\d+)$/.exec(page.url())?.[1]);
}

test('a creator adds a story, writes and reorders it, previews and publishes it; the student reads it', async ({ page, browser }) => {
  const tag = runTag();
  const unitName = `Story Journey ${tag}`;
  const storyName = `The long winter ${tag}`;
  const text = `Snow covered the fort ${tag}.`;
  await signIn(page, 'creator');
  const unitId = await createUnit(page, unitName);
  const storyId = await addStoryAndOpen(page);

  // Its name, from the builder's bar.
  await page.getByRole('button', { name: 'Rename New story' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename New story' });
  await rename.getByRole('textbox', { name: 'Story name in English' }).fill(storyName);
  await rename.getByRole('textbox', { name: 'Story name in Spanish' }).fill(`El largo invierno ${tag}`);
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(rename).toBeHidden();
  await expect(page.getByRole('heading', { name: storyName, level: 1 })).toBeVisible();

  // A paragraph with its text, then a section title after it.
  await addComponent(page, 'Paragraph', '1. Paragraph');
  await typeRich(page, page.getByRole('textbox', { name: 'Content in English' }), text);
  await allSaved(page);
  await addComponent(page, 'Section title', '2. Section title');
  await allSaved(page);

  // The section title moved first from the keyboard.
  const components = page.getByRole('list', { name: 'Components of the story' });
  await moveLastUpByKeyboard(page, components, '2. Section title');
  await expect(components.getByRole('button', { name: 'Edit 1. Section title' })).toBeVisible();
  await expect(components.getByRole('button', { name: 'Edit 2. Paragraph' })).toBeVisible();
  await allSaved(page);

  // The preview: the draft through the students' story reader.
  await page.getByRole('link', { name: `Preview ${storyName}` }).click();
  await expect(page).toHaveURL(new RegExp(`/back-office/preview-mode/unitstory/unit/${unitId}/story/${storyId}$`));
  await expect(page.getByTestId('preview-banner')).toBeVisible();
  await expect(page.getByRole('heading', { name: storyName, level: 1 })).toBeVisible();
  await expect(page.getByText(text)).toBeVisible();
  await page.getByRole('link', { name: 'Back to the story builder' }).click();

  // The story's own publish, with its progress bar.
  await expect(page.getByText('Never published')).toBeVisible();
  await watchPublishBar(page, `Publishing ${storyName}`);
  await page.getByRole('button', { name: `Publish ${storyName}` }).click();
  await expect(page.getByText('Changes published!')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('html')).toHaveAttribute('data-publish-progress', /^Publishing/);
  await expect(page.getByText('Published', { exact: true })).toBeVisible();

  // A new unit reaches students with a unit publish, which also lists its stories.
  await page.goto(unitBuilderPath(unitId));
  await page.getByRole('button', { name: new RegExp(`^Publish Unit \\d+: ${unitName}$`) }).click();
  await expect(page.getByText('Changes published!').first()).toBeVisible({ timeout: 30_000 });

  const student = await (await browser.newContext()).newPage();
  await signIn(student, 'student');
  await student.goto(`/unit/${unitId}/unitstory/${storyId}`);
  await expect(student.getByRole('heading', { name: storyName, level: 1 })).toBeVisible();
  await expect(student.getByText(text)).toBeVisible();
  await student.context().close();
});

test('the story builder and its preview are axe-clean in English and Spanish', async ({ page }) => {
  const tag = runTag();
  await signIn(page, 'creator');
  await createUnit(page, `Accessible Story ${tag}`);
  await addStoryAndOpen(page);
  await expectBuilderAndPreviewAxeClean(page, {
    previewLink: 'Preview New story',
    text: `Checked by axe ${tag}.`,
    builderReadyInSpanish: async () => {
      await expect(page.getByRole('list', { name: 'Componentes de la historia' })).toBeVisible();
      await page.getByRole('button', { name: 'Editar 1. Párrafo', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Propiedades de 1. Párrafo', level: 2 })).toBeVisible();
    },
  });
});
