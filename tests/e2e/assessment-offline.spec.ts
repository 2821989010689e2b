import { expect, test, type Page } from '@playwright/test';
import { chooseLanguage, signIn } from './support/session';

/**
 * Answers are never lost (issue 5): the demo student answers unit 2's mid-unit check (lesson 15:
 * multiple choice, multi-response, cloze sentence, true/false) while the network is down, reloads
 * the page while saves still cannot get through, reconnects, and every answer reaches the server
 * exactly once. Only this spec touches lesson 15.
 */
const MID_UNIT = '/unit/2/mid-unit/15';
const LESSON_ID = 15;
/** The save calls (`multiple-choice-answer`, `multi-response-answer`, …, and their `/submit`). */
const SAVE_CALL = /\/api\/[a-z-]+-answer(\/submit)?$/;
const OFFLINE_TEXT = 'Offline — your answers are kept and will be sent';

interface SaveBody {
  readonly clientAnswerId: string;
  readonly clientSeq: number;
  readonly questionId: number;
  readonly answer: unknown;
}

const status = (page: Page) => page.getByTestId('save-status');
const question = (page: Page) => page.getByTestId('question');
const next = (page: Page) => page.getByRole('button', { name: 'Next question' });

test('answers given offline survive a reload and reach the server exactly once', async ({ page, context }) => {
  test.setTimeout(120_000);
  // Every save the page tried (also those that never got through), and every acknowledgement.
  const tried = new Map<string, { url: string; body: SaveBody }>();
  const acknowledged: Array<{ clientAnswerId: string; duplicate: boolean }> = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !SAVE_CALL.test(new URL(request.url()).pathname)) return;
    const body = request.postDataJSON() as SaveBody;
    tried.set(body.clientAnswerId, { url: new URL(request.url()).pathname, body });
  });
  page.on('response', async (response) => {
    if (response.request().method() !== 'POST' || !SAVE_CALL.test(new URL(response.url()).pathname) || !response.ok()) return;
    const { data } = (await response.json()) as { data: { clientAnswerId: string; duplicate: boolean } };
    acknowledged.push({ clientAnswerId: data.clientAnswerId, duplicate: data.duplicate });
  });

  await signIn(page, 'student');
  // The interface language is the student's saved one; these checks read English.
  await chooseLanguage(page, 'English');
  await page.goto(MID_UNIT);
  await expect(page.getByRole('heading', { name: 'Question 1 of 4' })).toBeVisible();

  // Online: the first answer is saved at once.
  await question(page).getByRole('radio', { name: /^A\. Printed paper/ }).check();
  await expect(status(page)).toHaveText('Saved');
  await expect(status(page)).toHaveAttribute('data-pending', '0');
  await next(page).click();

  // The network drops: answers keep going into the outbox, and the status says so.
  await context.setOffline(true);
  await question(page).getByRole('checkbox', { name: /^A\. The Boston Tea Party/ }).check();
  await question(page).getByRole('checkbox', { name: /^B\. Boycotts/ }).check();
  await expect(status(page)).toHaveText(OFFLINE_TEXT);
  await next(page).click();
  await page.getByRole('combobox', { name: 'Blank 1' }).selectOption('4');
  await page.getByRole('combobox', { name: 'Blank 2' }).selectOption('1776');
  await next(page).click();
  await question(page).getByRole('radio', { name: 'True' }).check();
  // Five saves wait: two selections of the multi-response, two of the cloze, the true/false.
  await expect(status(page)).toHaveAttribute('data-pending', '5');
  await expect(status(page)).toHaveText(OFFLINE_TEXT);

  // Reload with the page back online but every save still failing, so the outbox keeps them all.
  await page.route(SAVE_CALL, (route) => route.abort('internetdisconnected'));
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByRole('heading', { name: /^Question \d of 4$/ })).toBeVisible();
  await expect(status(page)).toHaveText(OFFLINE_TEXT);
  await expect(status(page)).toHaveAttribute('data-pending', '5');
  // The answers waiting in the outbox show over the server's.
  await page.getByRole('button', { name: 'Question 2: answered' }).click();
  await expect(question(page).getByRole('checkbox', { name: /^A\. The Boston Tea Party/ })).toBeChecked();
  await expect(question(page).getByRole('checkbox', { name: /^B\. Boycotts/ })).toBeChecked();
  await expect(question(page).getByRole('checkbox', { name: /^C\. The Stamp Act Congress/ })).not.toBeChecked();
  await page.getByRole('button', { name: 'Question 3: answered' }).click();
  await expect(page.getByRole('combobox', { name: 'Blank 1' })).toHaveValue('4');
  await expect(page.getByRole('combobox', { name: 'Blank 2' })).toHaveValue('1776');
  await page.getByRole('button', { name: 'Question 4: answered' }).click();
  await expect(question(page).getByRole('radio', { name: 'True' })).toBeChecked();

  // Reconnect (the browser's online event): the outbox empties.
  await page.unroute(SAVE_CALL);
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(status(page)).toHaveText('Saved', { timeout: 30_000 });
  await expect(status(page)).toHaveAttribute('data-pending', '0');

  // On the server: the newest answer of every question…
  const token = await page.evaluate(() => sessionStorage.getItem('auth-token'));
  const headers = { Authorization: `Bearer ${token}`, Language: 'en' };
  const view = (await (await page.request.get(`/api/assessment/lesson/${LESSON_ID}`, { headers })).json()) as {
    data: { groups: Array<{ questions: Array<{ id: number; type: string; studentAnswer: unknown; choices?: Array<{ id: number; choiceNumber: number }> }> }> };
  };
  const questions = view.data.groups[0]!.questions;
  const choice = (q: number, n: number) => questions[q]!.choices!.find((c) => c.choiceNumber === n)!.id;
  expect(questions[0]!.studentAnswer).toEqual({ choiceId: choice(0, 1) });
  expect(questions[1]!.studentAnswer).toEqual({ choiceIds: [choice(1, 1), choice(1, 2)] });
  expect((questions[2]!.studentAnswer as { blanks: Array<{ value: string }> }).blanks.map((b) => b.value)).toEqual(['4', '1776']);
  expect(questions[3]!.studentAnswer).toEqual({ choiceId: choice(3, 1) });

  // …and every save the page made, applied exactly once: six distinct saves, each acknowledged as new
  // once (retries after the reload were the same saves, never new ones)…
  expect(tried.size).toBe(6);
  const applied = acknowledged.filter((a) => !a.duplicate).map((a) => a.clientAnswerId);
  expect(new Set(applied).size).toBe(applied.length);
  expect(new Set(applied)).toEqual(new Set(tried.keys()));
  const perQuestion = new Map<number, number>();
  for (const { body } of tried.values()) perQuestion.set(body.questionId, (perQuestion.get(body.questionId) ?? 0) + 1);
  expect([...perQuestion.values()]).toEqual([1, 2, 2, 1]);
  // …and the server's history holds each of them once: sending any of them again changes nothing.
  for (const { url, body } of tried.values()) {
    const replay = (await (await page.request.post(url, { headers, data: body })).json()) as { statusType: number; data: { duplicate: boolean } };
    expect(replay.statusType).toBe(1);
    expect(replay.data.duplicate).toBe(true);
  }
});
