import { expect, test, type Locator, type Page } from '@playwright/test';
import { addLessonAndOpen, axeCleanAfterNotices, createUnit, inSpanishThenEnglish, runTag, typeRich, watchPublishBar } from './support/back-office';
import { signIn } from './support/session';

/**
 * Issue 15, the assessment builder: in a unit of its own (the demo course stays as seeded), a creator
 * adds a lesson, adds its assessment and one question of every type (Venn diagram and graphic
 * organizer included) until nothing stops a publish, previews it with the students' player, and
 * publishes the unit; the demo student answers all nine in the lesson and submits (seven scored
 * right at once, two waiting for a teacher). The builder is axe-clean in English and Spanish.
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

test('a creator builds an assessment of every question type, previews and publishes it; the student answers and submits it', async ({ page, browser }) => {
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
        // A cloze blank is answered from the word bank: publish waits until the bank holds its answer.
        await oneBlank(page, editor);
        await expect(page.getByTestId('assessment-problems')).toContainText('no accepted answer in the English word bank');
        await editor.getByRole('button', { name: 'Add word' }).click();
        await editor.getByRole('textbox', { name: 'Word 1 in English' }).fill('1607');
        await editor.getByRole('textbox', { name: 'Word 1 in Spanish' }).fill('1607');
        await editor.getByRole('textbox', { name: 'Word 1 in English' }).focus();
        break;
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

  // The demo student opens the unit at its lesson, answers the nine questions as the creator keyed them, and submits.
  const student = await (await browser.newContext()).newPage();
  await signIn(student, 'student');
  await student.getByRole('link', { name: unitName }).click();
  await expect(student).toHaveURL(/\/unit\/\d+\/lesson\/\d+$/);
  const slot = student.getByTestId('assessment-group-slot');
  await expect(slot.getByRole('navigation', { name: 'Questions' }).getByRole('button')).toHaveCount(9);
  await answerAsKeyed(slot);
  await slot.getByRole('button', { name: 'Submit assessment' }).click();
  const dialog = student.getByRole('dialog', { name: 'Submit your assessment?' });
  await expect(dialog).toContainText('You answered every question.');
  await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
  // Seven questions scored right on submit; the written answer and the essay wait for a teacher.
  await expect(slot.getByTestId('assessment-tally')).toHaveText('Correct: 7 · Incorrect: 0 · Waiting for your teacher: 2');
  await student.context().close();
});

/** Answers each question of the builder's order with the answer its creator marked right (or any text). */
async function answerAsKeyed(slot: Locator): Promise<void> {
  const question = slot.getByTestId('question');
  const next = () => slot.getByRole('button', { name: 'Next question' }).click();
  const heading = (n: number) => expect(slot.getByRole('heading', { name: `Question ${n} of 9` })).toBeVisible();
  await heading(1);
  await question.getByRole('radio', { name: /^A\. Choice 1/ }).check();
  await next();
  await heading(2);
  await question.getByRole('checkbox', { name: /^A\. Choice 1/ }).check();
  await question.getByRole('checkbox', { name: /^B\. Choice 2/ }).check();
  await next();
  await heading(3);
  await question.getByRole('radio', { name: /True/ }).check();
  await next();
  await heading(4);
  await question.getByRole('group', { name: 'Tobacco farms' }).getByRole('radio', { name: 'Both' }).check();
  await next();
  await heading(5);
  await question.getByRole('textbox', { name: 'Your answer' }).fill('The colonists grew tobacco to sell.');
  await next();
  await heading(6);
  await question.getByRole('radio', { name: 'Why settle in Virginia?' }).check();
  await question.getByRole('textbox', { name: 'Your essay' }).fill('Virginia had rivers and good soil for tobacco.');
  await question.getByRole('button', { name: 'Save essay' }).click();
  await expect(question.getByText('All changes saved')).toBeVisible();
  await next();
  await heading(7);
  await question.getByRole('combobox', { name: 'Column for: Taxes' }).selectOption({ label: 'Column 1' });
  await next();
  await heading(8);
  await question.getByRole('combobox', { name: 'Blank 1' }).selectOption('1607');
  await next();
  await heading(9);
  await question.getByRole('textbox', { name: 'Blank 1' }).fill('1607');
}
