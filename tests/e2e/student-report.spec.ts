import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { assessmentIdOf, json, studentOfNewClassroom } from './support/class-api';
import { chooseLanguage, expectNoSeriousA11yViolations, signIn } from './support/session';

/**
 * Issue 12: the demo teacher's report of a student. The test makes its own classroom and student
 * (through the API, as a teacher would with a roster), so the demo student's journeys are untouched;
 * the student submits the Colonial America mid-unit check, the teacher scores the written answer and
 * allows a retake, and the student sees "retake allowed" arrive live.
 */
const STUDENT = 'gradekid';

/** A classroom of the demo teacher with one new student, who answers the written question and submits. */
async function studentWhoSubmitted(request: APIRequestContext) {
  const { teacher, student, id } = await studentOfNewClassroom(request, { username: STUDENT, firstName: 'Gia', lastName: 'Grader', birthDate: '2013-02-03', classroom: 'Grading class', period: '7' });
  const assessmentId = await assessmentIdOf(request, teacher, id, 'Colonial America', 'Mid-Unit Check');
  const view = await json<{ retakeRound: number; groups: { questions: { id: number; type: string }[] }[] }>(await request.get(`/api/assessment/${assessmentId}`, { headers: student }));
  const written = view.groups.flatMap((g) => g.questions).find((q) => q.type === 'written')!;
  await json(
    await request.post('/api/written-answer', {
      headers: student,
      data: { assessmentId, questionId: written.id, clientAnswerId: randomUUID(), clientSeq: 1, retakeRound: view.retakeRound, answer: { text: 'They wanted land to farm.' } },
    }),
  );
  await json(await request.post(`/api/assessment/${assessmentId}/submit`, { headers: student, data: { retakeRound: view.retakeRound } }));
  return { id, writtenId: written.id };
}

test('a teacher scores a submitted answer and allows a retake; the student is told at once', async ({ page, browser, request }) => {
  const { id, writtenId } = await studentWhoSubmitted(request);

  // The student is signed in elsewhere, waiting.
  const studentContext = await browser.newContext();
  const studentPage = await studentContext.newPage();
  await signIn(studentPage, STUDENT);

  await signIn(page, 'teacher');
  await page.goto(`/student-reports/student/${id}`);
  await expect(page.getByRole('heading', { name: 'Report: Gia Grader', level: 1 })).toBeVisible();
  const unitRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Colonial America' }) });
  await expect(unitRow).toContainText('Waiting for scores');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Show lessons of Colonial America' }).click();
  const lessonRow = page.getByTestId('report-lesson').filter({ has: page.getByRole('rowheader', { name: 'Mid-Unit Check' }) });
  await expect(lessonRow).toContainText('In progress');
  await lessonRow.getByRole('button', { name: 'Open Mid-Unit Check' }).click();
  await expect(page.getByRole('heading', { name: 'Mid-Unit Check, attempt 1', level: 2 })).toBeFocused();

  const form = page.locator(`[data-testid="score-feedback-form"][data-question-id="${writtenId}"]`);
  await form.getByLabel(/^Score \(0 to/).fill('1');
  await form.getByRole('textbox', { name: 'Feedback', exact: true }).fill('Name one colony too.');
  await form.getByRole('button', { name: /^Save score and feedback/ }).click();
  await expect(form.getByText('Feedback saved')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Allow retake' }).click();
  const dialog = page.getByRole('dialog', { name: 'Allow a retake?' });
  await expect(dialog).toContainText('Gia Grader can take Mid-Unit Check again as attempt 2');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Allow retake' }).click();
  await expect(dialog).toBeHidden();

  // Live: the student's snackbar, without a reload.
  await expect(studentPage.locator('.mantine-Notification-root', { hasText: 'allowed you to retake Mid-Unit Check' })).toBeVisible({ timeout: 10_000 });

  // The teacher now sees attempt 2, and attempt 1 stays readable with its score and feedback.
  await expect(page.getByRole('heading', { name: 'Mid-Unit Check, attempt 2', level: 2 })).toBeVisible();
  await expect(page.getByText('The student has not submitted this attempt yet.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Open attempt 1 of Mid-Unit Check' }).click();
  await expect(page.getByRole('heading', { name: 'Mid-Unit Check, attempt 1', level: 2 })).toBeVisible();
  await expect(page.getByText('Attempt 1 is history', { exact: false })).toBeVisible();
  await expect(page.getByText('Name one colony too.')).toBeVisible();
  await expect(page.getByTestId('score-feedback-form')).toHaveCount(0);

  await chooseLanguage(page, 'Español');
  await expect(page.getByRole('heading', { name: 'Informe: Gia Grader', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mid-Unit Check, intento 1', level: 2 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await chooseLanguage(page, 'English');
  await studentContext.close();
});
