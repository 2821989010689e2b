import { expect, test } from '@playwright/test';
import { chooseLanguage, DEMO_PASSWORD, expectNoSeriousA11yViolations, signIn } from './support/session';

/**
 * Issue 12, live class view: the demo teacher follows "US History, Period 2" while the demo student,
 * in another browser, moves through a lesson; the teacher's row follows without a reload.
 */
const LESSON = { unit: 1, id: 3, title: 'Three Colonial Regions' };

test("the teacher's live view follows the student's lesson page as it changes, with no reload", async ({ page, browser }) => {
  await signIn(page, 'teacher');
  await chooseLanguage(page, 'English');
  await page.goto('/class-room/management');
  await page.getByRole('button', { name: 'View students of US History, Period 2' }).click();
  await page.getByRole('link', { name: 'Live view of US History, Period 2' }).click();
  await expect(page).toHaveURL(/\/class-room\/live\?classroomId=\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: 'US History, Period 2' })).toBeVisible();
  await expect(page.getByTestId('live-status')).toHaveAttribute('data-connection', 'live');
  await expectNoSeriousA11yViolations(page);
  // Marks this document: a reload would lose it.
  await page.evaluate(() => ((window as unknown as { liveMarker: boolean }).liveMarker = true));

  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  try {
    await signIn(student, 'student');
    await chooseLanguage(student, 'English');
    await student.goto(`/unit/${LESSON.unit}/lesson/${LESSON.id}`);
    const pageText = student.getByText(/^Page \d of 3$/);
    await expect(pageText).toBeVisible();
    const first = (await pageText.textContent())!;

    const row = page.getByTestId('live-row-student');
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
    await expect(page.getByTestId('live-summary')).toContainText('Student', { timeout: 15_000 });
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
  const auth = await request.post('/api/user/authenticate', { data: { username: 'teacher', password: DEMO_PASSWORD } });
  const { token, user } = (await auth.json()).data as { token: string; user: { id: number } };
  const headers = { authorization: `Bearer ${token}` };
  const list = await request.get(`/api/ClassRoom/GetByTeacherId/${user.id}/0`, { headers });
  const classroomId = ((await list.json()).data as { id: number; name: string }[]).find((c) => c.name === 'US History, Period 2')!.id;
  const lock = (locked: boolean) => request.put(`/api/ClassRoom/${classroomId}/unit-locks/${LESSON.unit}`, { headers, data: { locked } });

  await signIn(page, 'student');
  await chooseLanguage(page, 'English');
  await page.goto(`/unit/${LESSON.unit}/lesson/${LESSON.id}`);
  await expect(page.getByText(/^Page \d of 3$/)).toBeVisible();
  await page.evaluate(() => ((window as unknown as { liveMarker: boolean }).liveMarker = true));
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
