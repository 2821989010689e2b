import { expect, test, type APIRequestContext } from '@playwright/test';
import { chooseLanguage, DEMO_PASSWORD, expectNoSeriousA11yViolations, signIn } from './support/session';

/**
 * Issue 12, /class-room/details: the demo teacher opens a classroom's details, finds a student, and
 * locks a unit; the demo student is then shut out of it ("This unit is locked", api-spec §8.5).
 * Unit 2 is locked for the demo classroom only in this test: the notifications and offline journeys use
 * it later, so it is unlocked at the end, and again after the test whatever happened.
 */
const UNIT_ID = 2;
const SWITCH = 'Lock Unit 2: The American Revolution';
const CLASSROOM = 'US History, Period 2';

/** Opens unit 2 for the demo classroom through the API (idempotent): the journeys after this one need it open. */
async function unlockThroughApi(request: APIRequestContext): Promise<void> {
  const auth = await request.post('/api/user/authenticate', { data: { username: 'teacher', password: DEMO_PASSWORD } });
  const { token, user } = (await auth.json()).data as { token: string; user: { id: number; schoolId: number } };
  const headers = { authorization: `Bearer ${token}` };
  const list = await request.get(`/api/ClassRoom/GetByTeacherId/${user.id}/${user.schoolId}`, { headers });
  const classroom = ((await list.json()).data as { id: number; name: string }[]).find((c) => c.name === CLASSROOM)!;
  const res = await request.put(`/api/ClassRoom/${classroom.id}/unit-locks/${UNIT_ID}`, { headers, data: { locked: false } });
  expect(res.ok(), await res.text()).toBeTruthy();
}

test.afterEach(async ({ request }) => {
  await unlockThroughApi(request);
});

test('a teacher finds a student in a classroom’s details and locks a unit; the student then finds it locked', async ({ page, browser }) => {
  await signIn(page, 'teacher');
  await page.goto('/class-room/management');
  await page.getByRole('link', { name: `Details of ${CLASSROOM}` }).click();
  await expect(page).toHaveURL(/\/class-room\/details\?classroomId=\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: CLASSROOM })).toBeVisible();
  const table = page.getByRole('table', { name: /Students: showing 12 of 12/ });
  await expect(table).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('searchbox', { name: 'Search students' }).fill('Sam Stu');
  await expect(page.getByRole('table', { name: /Students: showing 1 of 12/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sam Student' })).toHaveAttribute('href', /\/student-reports\/student\/\d+$/);

  const lock = page.getByRole('switch', { name: SWITCH });
  await expect(lock).not.toBeChecked();
  // A click, not check(): the switch shows the server's state, which changes once the answer is in.
  await lock.click();
  await expect(page.locator('.mantine-Notification-root', { hasText: 'Unit locked for this classroom' })).toBeVisible();
  await expect(lock).toBeChecked();

  // The student, in a browser of their own, cannot open the unit now.
  const studentContext = await browser.newContext();
  const studentPage = await studentContext.newPage();
  await signIn(studentPage, 'student');
  await chooseLanguage(studentPage, 'English');
  await studentPage.goto(`/unit/${UNIT_ID}/overview`);
  await expect(studentPage.getByTestId('unit-locked')).toContainText('This unit is locked');
  await studentContext.close();

  await chooseLanguage(page, 'Español');
  await expect(page.getByRole('heading', { level: 1, name: 'Detalles de la clase' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Bloquear Unidad 2: La Revolución estadounidense' })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await chooseLanguage(page, 'English');

  await lock.click();
  await expect(page.locator('.mantine-Notification-root', { hasText: 'Unit unlocked for this classroom' })).toBeVisible();
  await expect(lock).not.toBeChecked();
  await expectNoSeriousA11yViolations(page);
});
