import { expect, test } from '@playwright/test';
import { chooseLanguage, expectNoSeriousA11yViolations, signIn } from './support/session';

/**
 * The demo student's benchmark (server/src/seed/assessment/literacy-benchmark.assessments.ts: set A,
 * two question sets taken as one, assigned for the current school year) on the benchmark lesson of
 * unit 5: Start, answer, submit, the score and the revealed answers. Only this spec touches lesson 19.
 */
test('the demo student starts, answers and submits the assigned benchmark and sees its score', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'student');
  // The interface language is the student's saved one; these checks read English.
  await chooseLanguage(page, 'English');
  await page.goto('/unit/5/benchmark-assessment/19');
  const benchmark = page.getByTestId('benchmark');
  await expect(benchmark).toContainText('Set A: Colonies to Independence');
  await expect(benchmark).toContainText('Questions: 5');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Start the benchmark' }).click();

  await expect(page.getByRole('heading', { name: 'Question 1 of 5' })).toBeVisible();
  await page.getByTestId('question').getByRole('radio', { name: 'B. 1607' }).check();
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  await page.getByRole('button', { name: 'Submit assessment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit your assessment?' });
  await expect(dialog.getByTestId('unanswered-list')).toContainText('Unanswered questions (4)');
  await dialog.getByRole('button', { name: 'Submit anyway' }).click();

  // One point of six (unanswered questions score 0, an empty written answer too, so nothing waits for the teacher).
  await expect(page.getByTestId('assessment-score')).toHaveText('Your score: 1 of 6 points (16.67%)');
  await expect(page.getByTestId('benchmark-score')).toHaveText('Benchmark score: 16.67%');
  await expect(page.getByTestId('lesson-status')).toContainText('Completed');
  await expect(page.getByTestId('question').getByTestId('answer-mark')).toHaveText('Correct');
  await expect(page.getByTestId('question').getByRole('radio', { name: 'B. 1607' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
});
