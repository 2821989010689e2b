import { expect, test, type Locator, type Page } from '@playwright/test';
import { assignSetA } from './support/benchmark-assignment';
import { json, studentOfNewClassroom } from './support/class-api';
import { signIn } from './support/session';

/**
 * The pictures of docs/reports.md: one per report table and dialog, the standards mastery and the
 * management section, taken from the demo world (and, for the benchmark report, a classroom of one
 * student made here). Not a check: skipped unless REPORT_SCREENSHOTS=1, then writes docs/reports/*.png.
 *   REPORT_SCREENSHOTS=1 STATIC_DIR=<built client> npx playwright test tests/e2e/report-screenshots.spec.ts
 */
test.skip(process.env.REPORT_SCREENSHOTS !== '1', 'Writes the pictures of docs/reports.md only when REPORT_SCREENSHOTS=1');
test.use({ viewport: { width: 1280, height: 800 } });

const CLASSROOM = 'US History, Period 2';

/** Waits for animations to end (a dialog fading in), brings `target` to the middle of the window and saves the window as docs/reports/<name>.png. */
async function shoot(page: Page, name: string, target: Locator): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
  await target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: `docs/reports/${name}.png`, fullPage: false });
}

/** A `has` locator is matched inside each row, so it starts from the page, never from the scope. */
const pageOf = (scope: Page | Locator): Page => ('goto' in scope ? scope : scope.page());
const row = (scope: Page | Locator, name: string) => scope.getByRole('row').filter({ has: pageOf(scope).getByRole('rowheader', { name, exact: true }) });
/** The report table holding the row named `name`. */
const tableWith = (page: Page, name: string) => page.getByRole('table').filter({ has: page.getByRole('rowheader', { name, exact: true }) });

test('teacher report tables 1 to 7 (check your understanding)', async ({ page }) => {
  await signIn(page, 'teacher');
  await page.goto('/class-room/reporting');
  await expect(row(page, CLASSROOM)).toBeVisible();
  await shoot(page, 'table-1-classrooms', tableWith(page, CLASSROOM));

  // Table 7: the classroom's students, a dialog from table 1.
  await row(page, CLASSROOM).getByRole('button', { name: `Students of ${CLASSROOM}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('table')).toBeVisible();
  await shoot(page, 'table-7-classroom-students', dialog);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Table 2: the classroom's units on the page.
  await row(page, CLASSROOM).getByRole('button', { name: `Open ${CLASSROOM}` }).click();
  await expect(row(page, 'Colonial America')).toBeVisible();
  await shoot(page, 'table-2-units', tableWith(page, 'Colonial America'));

  // Tables 3, 4, 5 and 6 in the dialog: unit → lessons → students → one student's questions; the student's unit.
  await row(page, 'Colonial America').getByRole('button', { name: 'Open Colonial America' }).click();
  await expect(dialog.getByRole('table')).toBeVisible();
  await shoot(page, 'table-3-unit-lessons', dialog);
  // Rows with work submitted: "n of m" with n > 0.
  const withWork = (scope: Locator) => scope.getByRole('row').filter({ has: pageOf(scope).getByRole('cell', { name: /^[1-9]\d* of / }) }).first();
  await withWork(dialog).getByRole('button', { name: /^Open / }).click();
  await expect(dialog.getByRole('columnheader', { name: 'Round' })).toBeVisible();
  await shoot(page, 'table-4-lesson-students', dialog);
  const student = withWork(dialog);
  const name = (await student.getByRole('rowheader').textContent())!;
  await student.getByRole('button', { name: `Open ${name}` }).click();
  await expect(dialog.getByRole('table').first()).toBeVisible();
  await shoot(page, 'table-5-student-questions', dialog);
  // Back to the lesson's students (the breadcrumbs: classroom, unit, lesson), then the student's whole unit.
  await dialog.getByRole('navigation').getByRole('button').nth(2).click();
  await row(dialog, name).getByRole('button', { name: `Unit report of ${name}` }).click();
  await expect(dialog.getByRole('table').first()).toBeVisible();
  await shoot(page, 'table-6-student-unit', dialog);
});

test('benchmark report: sets and students on the page, a student’s sets in the dialog', async ({ page, browser, request }) => {
  test.setTimeout(150_000);
  const classroom = 'Benchmark pictures';
  const { teacher, id } = await studentOfNewClassroom(request, { username: 'benchpicturekid', firstName: 'Pia', lastName: 'Picture', birthDate: '2013-06-07', classroom, period: '7' });
  await signIn(page, 'teacher');
  await page.goto('/class-room/benchmarks');
  await assignSetA(page, classroom);

  const student = await (await browser.newContext()).newPage();
  await signIn(student, 'benchpicturekid');
  await student.goto('/unit/5/benchmark-assessment/19');
  await student.getByRole('dialog', { name: 'Start the benchmark?' }).getByRole('button', { name: 'Start' }).click();
  await student.getByTestId('question').getByRole('radio', { name: 'B. 1607' }).check();
  await expect(student.getByTestId('save-status')).toHaveText('Saved');
  await student.getByRole('button', { name: 'Question 5: not answered' }).click();
  await student.getByTestId('question').getByRole('textbox', { name: 'Your answer' }).fill('Tobacco and rice were sold overseas.');
  await expect(student.getByTestId('save-status')).toHaveText('Saved');
  await student.getByRole('button', { name: 'Submit assessment' }).click();
  await student.getByRole('dialog', { name: 'Submit your assessment?' }).getByRole('button', { name: 'Submit anyway' }).click();
  await expect(student.getByTestId('assessment-score-waiting')).toBeVisible();
  await student.context().close();
  const queue = await json<{ answers: { student: { id: number }; question: { id: number } }[] }>(await request.get('/api/teacher-feedback/queue', { headers: teacher }));
  const written = queue.answers.find((a) => a.student.id === id)!;
  await json(await request.post('/api/answer-feedback', { headers: teacher, data: { studentId: id, questionId: written.question.id, score: 1, feedback: '' } }));

  await page.goto('/class-room/reporting?reportType=3');
  await expect(row(page, classroom)).toBeVisible();
  await shoot(page, 'benchmark-table-1-classrooms', tableWith(page, classroom));
  await row(page, classroom).getByRole('button', { name: `Open ${classroom}` }).click();
  await expect(row(page, 'Pia Picture')).toBeVisible();
  await shoot(page, 'benchmark-table-2-sets', page.getByRole('table').filter({ has: page.getByRole('rowheader', { name: /^Set A/ }) }));
  await shoot(page, 'benchmark-table-5-students', tableWith(page, 'Pia Picture'));
  await row(page, 'Pia Picture').getByRole('button', { name: 'Open Pia Picture' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('table').first()).toBeVisible();
  await shoot(page, 'benchmark-table-6-student-sets', dialog);
});

test('standards mastery: the expanded report of a classroom and of a student', async ({ page }) => {
  await signIn(page, 'teacher');
  await page.goto('/class-room/reporting');
  await row(page, CLASSROOM).getByRole('button', { name: `Open ${CLASSROOM}` }).click();
  const classroomId = new URL(page.url()).searchParams.get('classroomId');
  await page.goto(`/student-reports-expended?classroomId=${classroomId}`);
  await expect(page.getByRole('heading', { name: 'Expanded standards report', level: 1 })).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();
  await shoot(page, 'standards-classroom', page.getByRole('heading', { name: 'Expanded standards report', level: 1 }));
  await page.getByRole('combobox', { name: 'Student' }).selectOption({ label: 'Mateo García' });
  await expect(page).toHaveURL(/studentId=\d+/);
  await expect(page.getByRole('table').first()).toBeVisible();
  await shoot(page, 'standards-student', page.getByRole('heading', { name: 'Expanded standards report', level: 1 }));
});

test('the management dashboard’s reporting section: the district, a classroom’s students', async ({ page }) => {
  await signIn(page, 'districtmanager');
  await page.goto('/management-dashboard/reporting');
  await expect(row(page, 'Riverbend Middle School')).toBeVisible();
  await shoot(page, 'manager-district', tableWith(page, 'Riverbend Middle School'));
  await page.getByRole('button', { name: 'Open Riverbend Middle School' }).click();
  await page.getByRole('button', { name: 'Open Teresa Maestra' }).click();
  await page.getByRole('button', { name: `Open ${CLASSROOM}` }).click();
  await expect(row(page, 'Mateo García')).toBeVisible();
  await shoot(page, 'manager-classroom-students', tableWith(page, 'Mateo García'));
});
