import { expect, test, type Browser, type Page } from '@playwright/test';
import { addComponent, addLessonAndOpen, allSaved, createUnit, inSpanishThenEnglish, runTag, unitBuilderPath } from './support/back-office';
import { expectNoSeriousA11yViolations, signIn } from './support/session';

/**
 * Issue 14, product-spec §4: "When a unit, lesson, biography, story or timeline event was updated, a
 * page shows a notice that the user will be redirected home." The demo student reads a lesson while
 * the demo creator, in a second browser, changes and publishes it: the student is told, lands home
 * after the notice's delay, and reopening the lesson reads the new text. The notice is axe-clean in
 * English and Spanish. The lesson is in a unit of the journey's own (the seeded course stays as is).
 */

/** The notice is up for 20 s (CONTENT_UPDATED_REDIRECT_MS) before the page goes home. */
const REDIRECT_WAIT_MS = 35_000;

/** Replaces the open paragraph's English text (rich text) and waits for the save. */
async function writeParagraph(creator: Page, text: string): Promise<void> {
  const content = creator.getByRole('textbox', { name: 'Content in English' });
  await content.click();
  await creator.keyboard.press('ControlOrMeta+A');
  await creator.keyboard.type(text);
  await creator.keyboard.press('Tab');
  await allSaved(creator);
}

async function publishLesson(creator: Page): Promise<void> {
  await creator.getByRole('button', { name: /^Publish Lesson 1: New lesson/ }).click();
  await expect(creator.getByText('Changes published!')).toBeVisible({ timeout: 30_000 });
}

/** The student opens the journey's unit from home; a unit without an opener opens at its first lesson. */
async function openLesson(student: Page, unitName: string, text: string): Promise<void> {
  await expect(student).toHaveURL(/\/$/);
  await student.getByRole('link', { name: unitName }).click();
  await expect(student).toHaveURL(/\/unit\/\d+\/lesson\/\d+$/);
  await expect(student.getByText(text)).toBeVisible();
}

async function newPage(browser: Browser, username: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, username);
  return page;
}

test('a student reading a lesson while it is published is told, goes home, and reads the new copy', async ({ page: creator, browser }) => {
  test.setTimeout(240_000);
  const tag = runTag();
  const unitName = `Updated Journey ${tag}`;
  const first = `The first telling ${tag}.`;
  const second = `The second telling ${tag}.`;
  await signIn(creator, 'creator');
  const unitBuilder = unitBuilderPath(await createUnit(creator, unitName));
  await addLessonAndOpen(creator);
  const lessonBuilder = creator.url();
  await addComponent(creator, 'Paragraph', '1. Paragraph');
  await writeParagraph(creator, first);
  // The new lesson reaches students with its unit.
  await creator.goto(unitBuilder);
  await creator.getByRole('button', { name: new RegExp(`^Publish Unit \\d+: ${unitName}$`) }).click();
  await expect(creator.getByText('Changes published!')).toBeVisible({ timeout: 30_000 });

  const student = await newPage(browser, 'student');
  await openLesson(student, unitName, first);
  // The hub connection is up before anything is published (the bell says so in its drawer).
  await expect(student.getByTestId('notification-bell')).toHaveAttribute('data-channel', 'connected');

  await creator.goto(lessonBuilder);
  await creator.getByRole('button', { name: 'Edit 1. Paragraph', exact: true }).click();
  await writeParagraph(creator, second);
  await publishLesson(creator);

  const notice = student.getByRole('alert').filter({ hasText: 'This lesson was updated.' });
  await expect(notice).toContainText('You will be redirected to the home page, where you can open the new version.');
  await expect(notice.getByRole('button', { name: 'Stay on this page' })).toBeVisible();
  await expectNoSeriousA11yViolations(student);
  // Still the copy the student was reading until the page goes home.
  await expect(student.getByText(first)).toBeVisible();
  await expect(student).toHaveURL(/\/$/, { timeout: REDIRECT_WAIT_MS });

  await openLesson(student, unitName, second);
  await expect(student.getByText(first)).toHaveCount(0);

  // In Spanish, the same notice; "Ir a la página de inicio ahora" goes home at once.
  await inSpanishThenEnglish(student, async () => {
    await creator.goto(lessonBuilder);
    await creator.getByRole('button', { name: 'Edit 1. Paragraph', exact: true }).click();
    await writeParagraph(creator, `The third telling ${tag}.`);
    await publishLesson(creator);
    const aviso = student.getByRole('alert').filter({ hasText: 'Esta lección se actualizó.' });
    await expect(aviso).toContainText('Te llevaremos a la página de inicio, donde puedes abrir la versión nueva.');
    await expectNoSeriousA11yViolations(student);
    await aviso.getByRole('button', { name: 'Ir a la página de inicio ahora' }).click();
    await expect(student).toHaveURL(/\/$/);
  });
  await student.context().close();
});
