// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { QuestionView } from '@domain/assessment/student-view';
import { assessmentView, group, multipleChoice, renderPlayer, revealed, world, written, type WorldOptions } from './assessment-world';

/** After submission the pager says per question what it came to (issue 11, item 3): never a ✓ on a wrong answer, no review flags. */

const choiceIds = (q: QuestionView) => (q as QuestionView & { choices: { id: number }[] }).choices.map((c) => c.id);
const pager = () => screen.getByRole('navigation', { name: /^(Questions|Preguntas)$/ });
const pagerItems = () => within(pager()).getAllByRole('button');

async function openView(view: ReturnType<typeof assessmentView>, options: WorldOptions = {}) {
  const w = world({ ...options, content: { ...options.content, assessments: [view] } });
  renderPlayer(w, { language: options.language });
  await screen.findByRole('heading', { name: /^(Question|Pregunta) \d+ (of|de) \d+$/ });
  return w;
}

describe('the pager after submission', () => {
  it('submitted on this screen: correct, incorrect (wrong and unanswered) per question, and the review flag is gone', async () => {
    const q1 = multipleChoice('Pick one.', ['Yes', 'No']);
    const q2 = multipleChoice('Pick again.', ['Up', 'Down']);
    const q3 = written('Explain.');
    const [yes] = choiceIds(q1) as [number];
    const [, down] = choiceIds(q2) as [number, number];
    const view = assessmentView([group([q1, q2, q3])]);
    const submittedView = assessmentView([
      group(
        [
          revealed(q1, { answer: { choiceId: yes }, marks: { [yes]: true }, score: 1, isCorrect: true }),
          revealed(q2, { answer: { choiceId: down }, marks: { [down]: false }, score: 0, isCorrect: false }),
          revealed(q3, { answer: null, score: 0, isCorrect: false }),
        ],
        { isSubmitted: true, score: 1, maxScore: 3, percent: 33.33, feedbackStatus: 2 },
      ),
    ]);
    await openView(view, { content: { revealed: [submittedView] } });
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'A. Yes' }));
    await user.click(screen.getByRole('button', { name: 'Mark for review' }));
    expect(within(pager()).getByRole('button', { name: 'Question 1: marked for review' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next question' }));
    await user.click(screen.getByRole('radio', { name: 'B. Down' }));
    await user.click(screen.getByRole('button', { name: 'Submit assessment' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Submit your assessment?' })).getByRole('button', { name: 'Submit anyway' }));

    await screen.findByTestId('assessment-results');
    await waitFor(() => expect(pagerItems().map((b) => b.getAttribute('aria-label'))).toEqual(['Question 1: correct', 'Question 2: incorrect', 'Question 3: incorrect']));
    expect(pagerItems().map((b) => b.getAttribute('data-status'))).toEqual(['correct', 'incorrect', 'incorrect']);
    // The tally beside the pager counts the same outcomes.
    expect(screen.getByTestId('assessment-tally').textContent).toBe('Correct: 1 · Incorrect: 2 · Waiting for your teacher: 0');
  });

  it('opened already submitted (a reload), in Spanish: correct, incorrect, waiting for the teacher; a stored review mark shows no flag', async () => {
    const q1 = multipleChoice('Pick one.', ['Yes', 'No']);
    const q2 = multipleChoice('Pick again.', ['Up', 'Down']);
    const q3 = written('Explain.');
    const [yes] = choiceIds(q1) as [number];
    const [up] = choiceIds(q2) as [number];
    const view = assessmentView([
      group(
        [
          { ...revealed(q1, { answer: { choiceId: yes }, score: 1, isCorrect: true }), isReviewing: true },
          revealed(q2, { answer: { choiceId: up }, score: 0, isCorrect: false }),
          revealed(q3, { answer: { text: 'Because.' } }),
        ],
        { isSubmitted: true },
      ),
    ]);
    await openView(view, { language: 'es' });
    expect(pagerItems().map((b) => b.getAttribute('aria-label'))).toEqual([
      'Pregunta 1: correcta',
      'Pregunta 2: incorrecta',
      'Pregunta 3: esperando la puntuación de tu maestro',
    ]);
    expect(pagerItems().map((b) => b.getAttribute('data-status'))).toEqual(['correct', 'incorrect', 'awaiting-teacher']);
  });
});
