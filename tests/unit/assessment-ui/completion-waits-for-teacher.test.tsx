// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { assessmentView, assignment, group, renderPlayer, revealed, world, written } from './assessment-world';

/**
 * Issue 11, item 4, on the client: when a submitted assessment's score waits for the teacher, the
 * assessment tells the lesson so (`onCompleted(true)`), and the lesson's status stays "In progress"
 * instead of reading "Completed" beside a blank score.
 */

const LESSON = 19;

async function submitUnanswered() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Submit assessment' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Submit your assessment?' })).getByRole('button', { name: 'Submit anyway' }));
}

describe('an assessment whose score waits for the teacher', () => {
  it('a lesson group: reports that it waits once the server leaves a written answer unscored', async () => {
    const q = written('Explain why.');
    const open = assessmentView([group([q])]);
    const submitted = assessmentView([group([revealed(q, { answer: { text: 'Ports.' } })], { isSubmitted: true, score: null, percent: null, feedbackStatus: 1 })]);
    const w = world({ content: { assessments: [open], revealed: [submitted] } });
    const onCompleted = vi.fn();
    renderPlayer(w, { onCompleted });
    await screen.findByRole('button', { name: 'Submit assessment' });
    await submitUnanswered();
    await waitFor(() => expect(onCompleted).toHaveBeenCalledWith(true));
    expect(onCompleted).not.toHaveBeenCalledWith(false);
  });

  it('a benchmark: reports that it waits once its score came back blank', async () => {
    const q = written('Explain why.');
    const open = assessmentView([group([q], { id: 9 })], { id: 9, lessonId: LESSON, kind: 'benchmark', lessonTypeId: 7, directions: null });
    const done = assessmentView([group([revealed(q, { answer: { text: 'Ports.' } })], { id: 9, isSubmitted: true, score: null, percent: null, feedbackStatus: 1 })], {
      id: 9,
      lessonId: LESSON,
      kind: 'benchmark',
      lessonTypeId: 7,
      directions: null,
    });
    const w = world({ content: { assessments: [open], benchmarks: [{ assignment: assignment(), assessment: open }], revealed: [done] } });
    const onCompleted = vi.fn();
    renderPlayer(w, { lessonId: LESSON, onCompleted });
    await userEvent.setup().click(within(await screen.findByRole('dialog', { name: 'Start the benchmark?' })).getByRole('button', { name: 'Start' }));
    await screen.findByRole('button', { name: 'Submit assessment' });
    await submitUnanswered();
    await waitFor(() => expect(onCompleted).toHaveBeenCalledWith(true));
    expect(onCompleted).not.toHaveBeenCalledWith(false);
  });
});
