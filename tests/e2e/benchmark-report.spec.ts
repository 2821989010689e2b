import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { assignSetA } from './support/benchmark-assignment';
import { json, studentOfNewClassroom } from './support/class-api';
import { chooseLanguage, expectNoSeriousA11yViolations, signIn } from './support/session';

const CLASSROOM = 'Benchmark report class';
const STUDENT = 'Rita Report';

/** The classroom's students table of the benchmark report (table 5), and the student's row in it. */
const studentRow = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: STUDENT, exact: true }) });

/**
 * Issue 13: the demo teacher assigns benchmark set A to a classroom of their own (one student made
 * through the API, so no other journey's numbers move), the student takes it — one choice right, one
 * written answer, the rest left — and the teacher's benchmark report counts the submit with the score
 * blank while the written answer waits; once scored the score shows, and the downloaded workbook says
 * the same.
 */
test('a teacher reads the benchmark report of a classroom, before and after scoring, and downloads it', async ({ page, browser, request }) => {
  test.setTimeout(150_000);
  const { teacher, id } = await studentOfNewClassroom(request, { username: 'benchreportkid', firstName: 'Rita', lastName: 'Report', birthDate: '2013-04-05', classroom: CLASSROOM, period: '8' });

  // The teacher assigns set A to the whole classroom on the Benchmarks screen.
  await signIn(page, 'teacher');
  await page.getByRole('link', { name: 'Benchmarks' }).click();
  await assignSetA(page, CLASSROOM);
  await expect(page.getByRole('rowheader', { name: /^Set A/ })).toBeVisible();

  // The student, elsewhere, takes it: question 1 right, question 5 written, the rest left.
  const studentContext = await browser.newContext();
  const studentPage = await studentContext.newPage();
  await signIn(studentPage, 'benchreportkid');
  await studentPage.goto('/unit/5/benchmark-assessment/19');
  await studentPage.getByRole('dialog', { name: 'Start the benchmark?' }).getByRole('button', { name: 'Start' }).click();
  await expect(studentPage.getByRole('heading', { name: 'Question 1 of 5' })).toBeFocused();
  await studentPage.getByTestId('question').getByRole('radio', { name: 'B. 1607' }).check();
  await expect(studentPage.getByTestId('save-status')).toHaveText('Saved');
  await studentPage.getByRole('button', { name: 'Question 5: not answered' }).click();
  await studentPage.getByTestId('question').getByRole('textbox', { name: 'Your answer' }).fill('Planters sold tobacco and rice across the sea.');
  await expect(studentPage.getByTestId('save-status')).toHaveText('Saved');
  await studentPage.getByRole('button', { name: 'Submit assessment' }).click();
  await studentPage.getByRole('dialog', { name: 'Submit your assessment?' }).getByRole('button', { name: 'Submit anyway' }).click();
  await expect(studentPage.getByTestId('assessment-score-waiting')).toBeVisible();
  await studentContext.close();

  // Reports → Benchmark → the classroom: its set and its student, submitted, the score blank, one answer waiting.
  await page.getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/class-room\/reporting/);
  await expect(page.getByRole('heading', { name: 'Reporting', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Benchmark' }).click();
  await page.getByRole('button', { name: `Open ${CLASSROOM}` }).click();
  await expect(page.getByRole('navigation', { name: 'Where you are in the report' })).toContainText(CLASSROOM);
  const setRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^Set A/ }) });
  await expect(setRow).toContainText('1 of 1');
  const row = studentRow(page);
  await expect(row).toContainText('1 of 1');
  // Cells after the name: round, students, submitted of expected, completion, score, waiting for a score, last submit.
  await expect(row.getByRole('cell').nth(4)).toHaveText('None');
  await expect(row.getByRole('cell').nth(5)).toHaveText('1');
  await expectNoSeriousA11yViolations(page);

  // The teacher scores the written answer (the grading queue's call), and after a reload the report has the score.
  const queue = await json<{ answers: { student: { id: number }; question: { id: number } }[] }>(await request.get('/api/teacher-feedback/queue', { headers: teacher }));
  const written = queue.answers.find((a) => a.student.id === id);
  expect(written).toBeDefined();
  await json(await request.post('/api/answer-feedback', { headers: teacher, data: { studentId: id, questionId: written!.question.id, score: 1, feedback: 'Good: name the markets too.' } }));
  await page.reload();
  await expect(row.getByRole('cell').nth(5)).toHaveText('0');
  await expect(row.getByRole('cell').nth(4)).not.toHaveText('None');
  const score = (await row.getByRole('cell').nth(4).textContent())!;
  expect(score).toMatch(/^\d+(\.\d+)?%$/);

  // The student's modal (table 6): the set with the same score.
  await row.getByRole('button', { name: `Open ${STUDENT}` }).click();
  const modal = page.getByRole('dialog', { name: STUDENT });
  await expect(modal.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^Set A/ }) })).toContainText(score);
  await expectNoSeriousA11yViolations(page);
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();

  // The students table as a workbook: its header row and the student's cells.
  const studentsTable = page.getByRole('table').filter({ has: page.getByRole('rowheader', { name: STUDENT, exact: true }) });
  const caption = (await studentsTable.locator('caption').textContent())!;
  const title = caption.replace(/ \(\d+ rows?\)$/, '');
  expect(title).toMatch(/^Students of /);
  const downloadButton = page.getByRole('button', { name: `Download ${title} as a spreadsheet` });
  const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
  const workbook = new ExcelJS.Workbook();
  // exceljs types its load with an older Buffer than Node's: the bytes are the same.
  await workbook.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(header).toEqual([
    'Name',
    'Number',
    'Round',
    'Students',
    'Students started',
    'Expected',
    'Submitted',
    'Completion',
    'Points earned',
    'Points possible',
    'Score',
    'Waiting for a score',
    'Last submit (Central time)',
  ]);
  const cell = (column: string) => sheet.getCell(`${column}2`).value;
  expect(cell('A')).toBe(STUDENT);
  // Round 1; one student, started; one expected, one submitted: completion 100 %.
  expect(['C', 'D', 'E', 'F', 'G', 'H'].map(cell)).toEqual([1, 1, 1, 1, 1, 1]);
  expect(Number(cell('K')) * 100).toBeCloseTo(Number(score.replace(/[^\d.]/g, '')), 0);
  expect(sheet.getCell('K2').numFmt).toBe('0.0%');
  expect(cell('L')).toBe(0);
  expect(String(cell('M'))).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} CT$/);

  // In Spanish: the heading, a column header, and axe again.
  await chooseLanguage(page, 'Español');
  await expect(page.getByRole('heading', { name: 'Informes', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Evaluación de referencia' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('columnheader', { name: 'Esperando puntuación' }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await chooseLanguage(page, 'English');
});
