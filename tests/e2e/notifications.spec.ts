import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, expectNoSeriousA11yViolations, signIn } from './support/session';

/** Unit 2's performance assessment ("Make Your Case"): only this test submits it. */
const PERFORMANCE_LESSON_ID = 16;

async function authHeaders(request: APIRequestContext, username: string): Promise<Record<string, string>> {
  const auth = await request.post('/api/user/authenticate', { data: { username, password: DEMO_PASSWORD } });
  expect(auth.ok()).toBeTruthy();
  return { authorization: `Bearer ${(await auth.json()).data.token as string}` };
}

/** The user's unread notifications as the server holds them (the bell counts the same inbox). */
async function unreadOnServer(request: APIRequestContext, username: string): Promise<number> {
  const list = await request.get('/api/notification', { headers: await authHeaders(request, username) });
  expect(list.ok()).toBeTruthy();
  return ((await list.json()).data as { isRead: boolean; isDelete: boolean }[]).filter((n) => !n.isRead && !n.isDelete).length;
}

async function studentSubmitsAssessment(request: APIRequestContext): Promise<void> {
  const headers = await authHeaders(request, 'student');
  const view = await request.get(`/api/assessment/lesson/${PERFORMANCE_LESSON_ID}`, { headers });
  expect(view.ok()).toBeTruthy();
  const assessment = (await view.json()).data as { id: number; retakeRound: number };
  const submit = await request.post(`/api/assessment/${assessment.id}/submit`, { headers, data: { retakeRound: assessment.retakeRound } });
  expect(submit.ok(), await submit.text()).toBeTruthy();
}

test('a teacher sees the snackbar and the bell count change when their student submits an assessment', async ({ page, request }) => {
  await signIn(page, 'teacher');
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toBeVisible();
  // The bell shows 0 until the notification center has loaded the inbox after the first screen: wait for
  // the server's count rather than reading the label as soon as it shows a number.
  const before = await unreadOnServer(request, 'teacher');
  await expect(bell).toHaveAttribute('aria-label', `Notifications, ${before} unread`);

  // A real flow: the student's submit use case raises "assessment submitted" for their teacher.
  await studentSubmitsAssessment(request);

  const snackbar = page.locator('.mantine-Notification-root', { hasText: 'submitted Performance Assessment: Make Your Case' });
  await expect(snackbar).toBeVisible({ timeout: 5_000 });
  // Notification type 1 is highlighted yellow (product-spec §3).
  await expect(snackbar).toHaveCSS('background-color', 'rgb(255, 243, 191)');
  await expect(bell).toHaveAttribute('aria-label', `Notifications, ${before + 1} unread`);
  await expectNoSeriousA11yViolations(page);

  await bell.click();
  const drawer = page.getByRole('dialog', { name: 'Notifications' });
  const item = drawer.getByTestId('notification-item').filter({ hasText: 'Make Your Case' }).first();
  await expect(item).toBeVisible();
  await item.getByRole('button', { name: 'Mark as read' }).click();
  await expect(bell).toHaveAttribute('aria-label', `Notifications, ${before} unread`);
  await item.getByRole('button', { name: 'Delete' }).click();
  await expect(drawer.getByTestId('notification-item').filter({ hasText: 'Make Your Case' })).toHaveCount(0);
});
