import { expect, test, type APIRequestContext } from '@playwright/test';
import { json, studentOfNewClassroom } from './support/class-api';
import { chooseLanguage, expectNoSeriousA11yViolations, signIn } from './support/session';

/**
 * Issue 13: a benchmark whose period closes while the student works on it. The test makes its own
 * student (a roster of one) and gives the classroom set A for a short period; the student saves an
 * answer inside it, and after its end the submit is refused: the expired-benchmark modal, and the
 * saved answer stays read only. Opened again later, the modal greets the student at once, in English
 * and in Spanish, with no serious axe finding.
 */
const STUDENT = 'expirykid';
/** Long enough to sign in, open the benchmark and save one answer. */
const PERIOD_MS = 40_000;

interface BenchmarkSet {
  readonly id: number;
  readonly unitId: number;
  readonly lessonId: number;
}

async function shortBenchmark(request: APIRequestContext) {
  const { teacher, classroomId } = await studentOfNewClassroom(request, { username: STUDENT, firstName: 'Eve', lastName: 'Expiry', birthDate: '2013-02-03', classroom: 'Expiry class', period: '9' });
  const [set] = await json<BenchmarkSet[]>(await request.get('/api/benchmarkSet/unitList', { headers: teacher }));
  const endsAt = Date.now() + PERIOD_MS;
  await json(
    await request.post('/api/assign-benchmark/classroom', {
      headers: teacher,
      data: { benchmarkSetId: set.id, classroomId, startsAt: new Date(Date.now() - 60_000).toISOString(), endsAt: new Date(endsAt).toISOString() },
    }),
  );
  return { path: `/unit/${set.unitId}/benchmark-assessment/${set.lessonId}`, endsAt };
}

test('a benchmark whose period closed: the refused submit and the later visit show the expired modal, the saved answer stays read only', async ({ page, request }) => {
  test.setTimeout(150_000);
  const { path, endsAt } = await shortBenchmark(request);
  await signIn(page, STUDENT);
  await chooseLanguage(page, 'English');
  await page.goto(path);
  const confirm = page.getByRole('dialog', { name: 'Start the benchmark?' });
  await confirm.getByRole('button', { name: 'Start' }).click();
  await page.getByTestId('question').getByRole('radio', { name: 'B. 1607' }).check();
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  expect(Date.now(), 'the answer was saved inside the period').toBeLessThan(endsAt);

  // The period ends (the server's clock decides; this waits for it, asserting nothing about time).
  await expect.poll(() => Date.now() > endsAt + 1_000, { timeout: PERIOD_MS + 10_000, intervals: [1_000] }).toBe(true);
  await page.getByRole('button', { name: 'Submit assessment' }).click();
  await page.getByRole('dialog', { name: 'Submit your assessment?' }).getByRole('button', { name: /^Submit/ }).click();
  const refused = page.getByRole('dialog', { name: 'This benchmark has ended' });
  await expect(refused.getByRole('alert')).toHaveText('The time to take this benchmark has ended');
  await expect(refused.getByRole('button', { name: 'Close' }).last()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await refused.getByRole('button', { name: 'Close' }).last().click();
  await expect(page.getByTestId('benchmark')).toHaveAttribute('data-phase', 'ended');
  await expect(page.getByTestId('question').getByRole('radio', { name: 'B. 1607' })).toBeChecked();
  await expect(page.getByTestId('question').getByRole('radio', { name: 'B. 1607' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Submit assessment' })).toHaveCount(0);

  // Opened again: the modal at once, the saved answer still there, read only.
  await page.reload();
  const again = page.getByRole('dialog', { name: 'This benchmark has ended' });
  await expect(again).toContainText('The answers you saved are kept and shown read only.');
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(again).toBeHidden();
  await expect(page.getByTestId('question').getByRole('radio', { name: 'B. 1607' })).toBeChecked();
  await expect(page.getByTestId('question').getByRole('radio', { name: 'B. 1607' })).toBeDisabled();

  // In Spanish.
  await chooseLanguage(page, 'Español');
  await page.reload();
  const spanish = page.getByRole('dialog', { name: 'Esta evaluación de referencia terminó' });
  await expect(spanish).toContainText('Pregunta a tu maestro si necesitas un nuevo intento.');
  await expectNoSeriousA11yViolations(page);
});
