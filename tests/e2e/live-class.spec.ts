import { expect, test } from '@playwright/test';
import { studentOfNewClassroom } from './support/class-api';
import { chooseLanguage, expectNoSeriousA11yViolations, signIn } from './support/session';

/**
 * Issue 12, live class view: the demo teacher follows a classroom while its student, in another
 * browser, moves through a lesson; the teacher's row follows without a reload. Each test makes its own
 * classroom and student (through the API), so the demo student's remembered pages stay as they were.
 */
const LESSON = { unit: 1, id: 3, title: 'Three Colonial Regions' };

test("the teacher's live view follows the student's lesson page as it changes, with no reload", async ({ page, browser, request }) => {
  const { classroomId } = await studentOfNewClassroom(request, { username: 'livekid', firstName: 'Lia', lastName: 'Live', birthDate: '2013-05-06', classroom: 'Live class', period: '6' });
  await signIn(page, 'teacher');
  await chooseLanguage(page, 'English');
  await page.goto('/class-room/management');
  await page.getByRole('button', { name: 'View students of Live class' }).click();
  await page.getByRole('link', { name: 'Live view of Live class' }).click();
  await expect(page).toHaveURL(new RegExp(`/class-room/live\\?classroomId=${classroomId}$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Live class' })).toBeVisible();
  await expect(page.getByTestId('live-status')).toHaveAttribute('data-connection', 'live');
  await expectNoSeriousA11yViolations(page);
  // Marks this document: a reload would lose it.
  await page.evaluate(() => ((window as unknown as { liveMarker: boolean }).liveMarker = true));

  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  try {
    await signIn(student, 'livekid');
    await chooseLanguage(student, 'English');
    await student.goto(`/unit/${LESSON.unit}/lesson/${LESSON.id}`);
    const pageText = student.getByText(/^Page \d of 3$/);
    await expect(pageText).toBeVisible();
    const first = (await pageText.textContent())!;

    const row = page.getByTestId('live-row-livekid');
    await expect(row).toContainText(LESSON.title);
    await expect(row).toContainText(first);

    // Another page: the teacher's row moves with it.
    const button = first === 'Page 3 of 3' ? 'Previous page' : 'Next page';
    await student.getByRole('button', { name: button }).click();
    await expect(pageText).not.toHaveText(first);
    const second = (await pageText.textContent())!;
    await expect(row).toContainText(second);
    expect(await page.evaluate(() => (window as unknown as { liveMarker?: boolean }).liveMarker)).toBe(true);
    // The polite summary comes within its interval.
    await expect(page.getByTestId('live-summary')).toContainText('Lia', { timeout: 15_000 });
  } finally {
    await studentContext.close();
  }

  await chooseLanguage(page, 'Español');
  await expect(page.getByRole('heading', { level: 1, name: 'Clase en vivo' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await chooseLanguage(page, 'English');
});

test('a student inside a lesson sees the locked message as soon as their classroom locks the unit, with no reload', async ({ page, request }) => {
  // The teacher locks through the API, as the details page does; the lock row's trigger tells the student.
  const { teacher, classroomId } = await studentOfNewClassroom(request, { username: 'lockkid', firstName: 'Lou', lastName: 'Lock', birthDate: '2013-06-07', classroom: 'Lock class', period: '5' });
  const lock = (locked: boolean) => request.put(`/api/ClassRoom/${classroomId}/unit-locks/${LESSON.unit}`, { headers: teacher, data: { locked } });

  await signIn(page, 'lockkid');
  await chooseLanguage(page, 'English');
  await page.goto(`/unit/${LESSON.unit}/lesson/${LESSON.id}`);
  await expect(page.getByText(/^Page \d of 3$/)).toBeVisible();
  await page.evaluate(() => ((window as unknown as { liveMarker: boolean }).liveMarker = true));
  // The signal reaches connected students: wait until this one's hub connection is up.
  await expect(page.getByTestId('notification-bell')).toHaveAttribute('data-channel', 'connected');
  try {
    expect((await lock(true)).ok()).toBeTruthy();
    await expect(page.getByTestId('unit-locked')).toContainText('This unit is locked');
    expect(await page.evaluate(() => (window as unknown as { liveMarker?: boolean }).liveMarker)).toBe(true);
  } finally {
    expect((await lock(false)).ok()).toBeTruthy();
  }
  // Unlocked again: the lesson comes back by itself too.
  await expect(page.getByText(/^Page \d of 3$/)).toBeVisible();
});
