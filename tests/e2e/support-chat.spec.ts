import { expect, test, type Page } from '@playwright/test';
import { chooseLanguage, expectNoSeriousA11yViolations, signIn } from './support/session';

/**
 * Issue 16, the shell: the live chat between the demo teacher and the demo support user, in two
 * browsers. The teacher writes, support sees it arrive without a reload and answers; the teacher sees
 * the answer and the unread count on the button; the button is not on the expanded standards report.
 * Texts carry a run id, so a rerun on the same database finds its own messages.
 */

const connected = (page: Page) => expect(page.getByTestId('notification-bell')).toHaveAttribute('data-channel', 'connected');
const chatButton = (page: Page) => page.locator('header').getByTestId('support-chat-button');

test('a teacher and support chat live, with unread counts, in English and Spanish', async ({ page, browser }) => {
  const run = Date.now().toString(36);
  const question = `Where do I find the benchmark reports? (${run})`;
  const answer = `Open Reporting, then choose Benchmark (${run})`;

  await signIn(page, 'teacher');
  await chooseLanguage(page, 'English');
  await page.goto('/class-room/management');
  await connected(page);

  const supportContext = await browser.newContext();
  const support = await supportContext.newPage();
  try {
    await signIn(support, 'support');
    await chooseLanguage(support, 'English');
    await support.goto('/support-dashboard');
    await connected(support);
    await expect(support.getByRole('heading', { level: 2, name: 'Teacher chats' })).toBeVisible();
    await support.evaluate(() => ((window as unknown as { chatMarker: boolean }).chatMarker = true));

    // The teacher writes, with the keyboard only.
    await chatButton(page).focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Chat with support' });
    const field = drawer.getByRole('textbox', { name: 'Your message' });
    await field.focus();
    await page.keyboard.type(question);
    await page.keyboard.press('Enter');
    await expect(drawer.getByRole('log')).toContainText(question);
    await expect(field).toHaveValue('');
    await expectNoSeriousA11yViolations(page);

    // Support sees it arrive, unread, with no reload, opens the conversation and answers.
    const thread = support.getByRole('button', { name: /^Open the conversation with Teresa Maestra, \d+ unread$/ });
    await expect(thread).toBeVisible();
    await expect(support.getByTestId('support-chat-thread').first()).toContainText(question);
    await thread.click();
    const supportLog = support.getByRole('log', { name: 'Conversation with Teresa Maestra' });
    await expect(supportLog).toContainText(question);
    await expect(support.getByRole('button', { name: 'Open the conversation with Teresa Maestra', exact: true })).toBeVisible();
    await support.getByRole('textbox', { name: 'Your message' }).fill(answer);
    await support.getByRole('button', { name: 'Send' }).click();
    await expect(supportLog).toContainText(answer);
    expect(await support.evaluate(() => (window as unknown as { chatMarker?: boolean }).chatMarker)).toBe(true);
    await expectNoSeriousA11yViolations(support);

    // The teacher, with the conversation open, sees the answer at once.
    await expect(drawer.getByRole('log')).toContainText(answer);
    // Read while open: the count on the button stays at none.
    await expect(page.getByRole('button', { name: 'Chat with support', exact: true })).toBeAttached();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(chatButton(page)).toBeFocused();

    // Closed, the next answer shows as an unread count in the button's name.
    await support.getByRole('textbox', { name: 'Your message' }).fill(`Anything else? (${run})`);
    await support.keyboard.press('Enter');
    await expect(support.getByRole('log', { name: 'Conversation with Teresa Maestra' })).toContainText(`Anything else? (${run})`);
    await expect(page.getByRole('button', { name: 'Chat with support, 1 unread message' })).toBeVisible();
    await expect(page.getByTestId('support-chat-unread')).toHaveText('1');

    // Spanish: both screens, axe clean, the drawer open.
    await chooseLanguage(support, 'Español');
    await expect(support.getByRole('heading', { level: 2, name: 'Chats de maestros' })).toBeVisible();
    await expectNoSeriousA11yViolations(support);
    await chooseLanguage(support, 'English');
  } finally {
    await supportContext.close();
  }

  await chooseLanguage(page, 'Español');
  await page.getByRole('button', { name: 'Chatear con soporte, 1 mensaje sin leer' }).click();
  const cajon = page.getByRole('dialog', { name: 'Chatear con soporte' });
  await expect(cajon.getByRole('log', { name: 'Conversación con soporte' })).toContainText(`Anything else? (${run})`);
  // Opening it read the answer.
  await expect(page.getByRole('button', { name: 'Chatear con soporte', exact: true })).toBeAttached();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await chooseLanguage(page, 'English');
});

test('the chat button is not on the expanded standards report', async ({ page }) => {
  await signIn(page, 'teacher');
  await chooseLanguage(page, 'English');
  await page.goto('/class-room/management');
  await expect(chatButton(page)).toBeVisible();
  await page.goto('/student-reports-expended');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('header').getByTestId('notification-bell')).toBeVisible();
  await expect(chatButton(page)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
