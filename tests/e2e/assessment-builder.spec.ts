import { expect, test, type Locator, type Page } from '@playwright/test';
import { addLessonAndOpen, axeCleanAfterNotices, createUnit, inSpanishThenEnglish, runTag, typeRich, watchPublishBar } from './support/back-office';
import { signIn } from './support/session';

/**
 * Issue 15, the assessment builder: in a unit of its own (the demo course stays as seeded), a creator
 * adds a lesson, adds its assessment and one question of every type (Venn diagram and graphic
 * organizer included) until nothing stops a publish, previews it with the students' player, and
 * publishes the unit; the demo student finds all nine questions in the lesson. The builder is
 * axe-clean in English and Spanish.
 */

const TYPES = ['Multiple choice', 'Multiple response', 'True or false', 'Venn diagram', 'Written response', 'Essay', 'Graphic organizer', 'Cloze sentence', 'Fill-in-blank paragraph'] as const;

/** Adds a question of `type` and answers its editor (the new question is selected). */
async function addQuestion(page: Page, type: string): Promise<Locator> {
  const menu = page.getByRole('region', { name: 'Add question' });
  await menu.getByRole('combobox', { name: 'Question type' }).selectOption({ label: type });
  await menu.getByRole('button', { name: 'Add question', exact: true }).click();
  const editor = page.getByRole('region', { name: new RegExp(`^Question \\d+: ${type}$`) });
  await expect(editor).toBeVisible();
  return editor;
}

const allSaved = (page: Page) => expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();

/** A text with blank 1 in both languages, and blank 1's accepted answers. */
async function oneBlank(page: Page, editor: Locator): Promise<void> {
  await typeRich(page, editor.getByRole('textbox', { name: 'Text with its blanks, in English' }), 'Jamestown was founded in [[1]].');
  await typeRich(page, editor.getByRole('textbox', { name: 'Text with its blanks, in Spanish' }), 'Jamestown se fundó en [[1]].');
  await editor.getByRole('textbox', { name: 'Accepted answers of the new blank in English' }).fill('1607');
  await editor.getByRole('textbox', { name: 'Accepted answers of the new blank in Spanish' }).fill('1607');
  await editor.getByRole('button', { name: 'Add blank' }).click();
  await expect(editor.getByText('Blank [[1]]')).toBeVisible();
}

test('a creator builds an assessment of every question type, previews and publishes it; the student finds it', async ({ page, browser }) => {
  test.slow();
  const tag = runTag();
  const unitName = `Assessment Journey ${tag}`;
  await signIn(page, 'creator');
  const unitId = await createUnit(page, unitName);
  await addLessonAndOpen(page);
  const lessonId = Number(/\/lesson\/(\d+)$/.exec(page.url())?.[1]);

  // The lesson is selected by the path (§5); it has no assessment yet.
  await page.goto(`/back-office/assessment-builder/unit/${unitId}/lesson/${lessonId}/assessment`);
  await page.getByRole('button', { name: 'Add assessment' }).click();
  await expect(page.getByTestId('assessment-problems').getByText('no questions')).toBeVisible();

  for (const type of TYPES) {
    const editor = await addQuestion(page, type);
    switch (type) {
      case 'Multiple choice':
      case 'True or false':
        // Controlled by the draft: checked once the server's answer is on screen.
        await editor.getByRole('radio', { name: 'Choice 1 is the correct answer' }).click();
        await expect(editor.getByRole('radio', { name: 'Choice 1 is the correct answer' })).toBeChecked();
        break;
      case 'Multiple response':
        for (const name of ['Choice 1 is correct', 'Choice 2 is correct']) {
          await editor.getByRole('checkbox', { name }).click();
          await expect(editor.getByRole('checkbox', { name })).toBeChecked();
        }
        break;
      case 'Venn diagram':
        await editor.getByRole('textbox', { name: 'New element in English' }).fill('Tobacco farms');
        await editor.getByRole('combobox', { name: 'Where element 1 belongs' }).selectOption({ label: 'Both sets' });
        await editor.getByRole('button', { name: 'Add element' }).click();
        await expect(editor.getByRole('textbox', { name: 'Element 1 in English' })).toHaveValue('Tobacco farms');
        break;
      case 'Graphic organizer':
        await editor.getByRole('textbox', { name: 'New element in English' }).fill('Taxes');
        await editor.getByRole('button', { name: 'Add element' }).click();
        await expect(editor.getByRole('textbox', { name: 'Element 1 in English' })).toHaveValue('Taxes');
        break;
      case 'Essay':
        await editor.getByRole('textbox', { name: 'New topic in English' }).fill('Why settle in Virginia?');
        await editor.getByRole('button', { name: 'Add topic' }).click();
        await expect(editor.getByRole('textbox', { name: 'Topic 1 in English' })).toHaveValue('Why settle in Virginia?');
        break;
      case 'Cloze sentence':
      case 'Fill-in-blank paragraph':
        await oneBlank(page, editor);
        break;
      default:
        await typeRich(page, editor.getByRole('textbox', { name: 'Instruction in English' }), 'Explain why the colony survived.');
    }
    await allSaved(page);
  }
  // §5: a second essay or Venn diagram is not offered.
  const types = page.getByRole('region', { name: 'Add question' }).getByRole('combobox', { name: 'Question type' });
  await expect(types.getByRole('option', { name: /^Essay \(already/ })).toBeDisabled();
  await expect(types.getByRole('option', { name: /^Venn diagram \(already/ })).toBeDisabled();
  await expect(page.getByText('Nothing stops this assessment from being published.')).toBeVisible();

  // Axe-clean in English and Spanish, a question's editor open.
  await axeCleanAfterNotices(page);
  await inSpanishThenEnglish(page, async () => {
    await expect(page.getByRole('heading', { name: 'Agregar pregunta', level: 3 })).toBeVisible();
    await axeCleanAfterNotices(page);
  });

  // The preview: the students' player over the draft, nine questions, nothing saved.
  await page.getByRole('link', { name: /^Preview / }).click();
  await expect(page).toHaveURL(new RegExp(`/back-office/preview-mode/lesson/${lessonId}/assessment$`));
  await expect(page.getByTestId('preview-banner')).toBeVisible();
  const preview = page.getByTestId('assessment-preview-group');
  await expect(preview.getByRole('navigation', { name: 'Questions' }).getByRole('button')).toHaveCount(9);

  // Published with its unit (the lesson's publish carries its assessment).
  await page.goto(`/back-office/unit-builder/unit/${unitId}`);
  await watchPublishBar(page, unitName);
  await page.getByRole('button', { name: new RegExp(`^Publish Unit \\d+: ${unitName}$`) }).click();
  await expect(page.getByText('Changes published!')).toBeVisible({ timeout: 30_000 });

  // The demo student opens the unit at its lesson and finds the nine questions.
  const student = await (await browser.newContext()).newPage();
  await signIn(student, 'student');
  await student.getByRole('link', { name: unitName }).click();
  await expect(student).toHaveURL(/\/unit\/\d+\/lesson\/\d+$/);
  const slot = student.getByTestId('assessment-group-slot');
  await expect(slot.getByRole('navigation', { name: 'Questions' }).getByRole('button')).toHaveCount(9);
  await student.context().close();
});
