import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { assessmentIdOf, json, studentOfNewClassroom } from './support/class-api';
import { expectNoSeriousA11yViolations, signIn } from './support/session';

/**
 * Issue 12: the demo teacher grades an essay from the grading queue with the keyboard alone. The test
 * makes its own student (a roster of one, through the API) who writes the Colonial America performance
 * assessment's essay and submits, so it depends on nobody else's demo data; after sign-in there is no
 * mouse click: the navigation link, the moves, the score and the save are all keys.
 */
const STUDENT = 'queuekid';
const NAME = 'Quinn Queue';

interface EssayQuestion {
  id: number;
  type: string;
  topics: { id: number }[];
  steps: { id: number }[];
}

/** A classroom of the demo teacher with one new student, who writes the essay and submits. */
async function essaySubmitted(request: APIRequestContext) {
  const { teacher, student, id } = await studentOfNewClassroom(request, { username: STUDENT, firstName: 'Quinn', lastName: 'Queue', birthDate: '2013-04-05', classroom: 'Queue class', period: '8' });
  const assessmentId = await assessmentIdOf(request, teacher, id, 'Colonial America', 'Performance Assessment: Found a Colony');
  const view = await json<{ retakeRound: number; groups: { questions: EssayQuestion[] }[] }>(await request.get(`/api/assessment/${assessmentId}`, { headers: student }));
  const essay = view.groups.flatMap((g) => g.questions).find((q) => q.type === 'essay')!;
  await json(
    await request.post('/api/essay-answer', {
      headers: student,
      data: {
        assessmentId,
        questionId: essay.id,
        clientAnswerId: randomUUID(),
        clientSeq: 1,
        retakeRound: view.retakeRound,
        answer: { topicId: essay.topics[0].id, text: 'My colony sits by a deep harbor, so we can fish and trade.', steps: [{ stepId: essay.steps[0].id, text: 'New England' }] },
      },
    }),
  );
  await json(await request.post(`/api/assessment/${assessmentId}/submit`, { headers: student, data: { retakeRound: view.retakeRound } }));
  return { id, essayId: essay.id, teacher };
}

const openAnswer = (page: Page) => page.getByTestId('queue-current').getByRole('heading', { level: 2 });

test('a teacher grades an essay from the queue with the keyboard alone, and it leaves the queue', async ({ page, request }) => {
  const { id, essayId, teacher } = await essaySubmitted(request);
  await signIn(page, 'teacher');

  // The header's link, by keyboard.
  await page.getByRole('link', { name: 'Grading queue' }).press('Enter');
  await expect(page).toHaveURL(/\/class-room\/grading$/);
  await expect(page.getByRole('heading', { name: 'Grading queue', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: /answers? waiting for a score/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Keyboard shortcuts' })).toBeVisible();
  const row = page.getByRole('button', { name: `Grade ${NAME}, question 1 of Performance Assessment: Found a Colony` });
  await expect(row).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Alt+Down until the essay is open (it is the newest submission: the end of the list).
  for (let i = 0; i < 60 && !((await openAnswer(page).textContent()) ?? '').startsWith(NAME); i++) {
    await page.keyboard.press('Alt+ArrowDown');
    await expect(page.getByTestId('queue-announcer')).toContainText(/Answer \d+ of \d+/);
  }
  await expect(openAnswer(page)).toHaveText(`${NAME}: Performance Assessment: Found a Colony, question 1`);
  await expect(page.getByTestId('queue-announcer')).toContainText(`${NAME}, question 1`);
  await expect(page.getByTestId('answer-review')).toContainText('My colony sits by a deep harbor');

  // Alt+S: the score; type it; Ctrl+Enter: save and go on.
  await page.keyboard.press('Alt+KeyS');
  const score = page.getByRole('textbox', { name: /^Score \(0 to/ });
  await expect(score).toBeFocused();
  await page.keyboard.type('8');
  await page.keyboard.press('Control+Enter');
  await expect(page.getByTestId('queue-announcer')).toContainText(/^Saved\./);
  await expect(row).toHaveCount(0);
  await expect(openAnswer(page)).not.toHaveText(new RegExp(NAME));

  // The server agrees: the essay has its score, and the queue no longer lists it.
  const queue = await json<{ answers: { student: { id: number }; question: { id: number } }[] }>(await request.get('/api/teacher-feedback/queue', { headers: teacher }));
  expect(queue.answers.filter((a) => a.student.id === id && a.question.id === essayId)).toEqual([]);

  // In Spanish too (the language switch by keyboard).
  await page.getByRole('radio', { name: 'Español' }).press('Space');
  await expect(page.getByRole('heading', { name: 'Respuestas por calificar', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Atajos de teclado' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // Back to English: with the teacher's five links, the Spanish header keeps its switches in the menu.
  const menu = page.locator('header').getByRole('button', { name: 'Menú', exact: true });
  const inMenu = await menu.isVisible();
  if (inMenu) await menu.press('Enter');
  await page.getByRole('radio', { name: 'English' }).press('Space');
  if (inMenu) await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'Grading queue', level: 1 })).toBeVisible();
});
