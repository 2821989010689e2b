// @vitest-environment jsdom
import '../../setup/dom.setup';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { QuestionView } from '@domain/assessment/student-view';
import { AssessmentGroupSlot } from '@ui/learning/lesson/AssessmentGroupSlot';
import { assessmentView, essay, group, multipleChoice, multiResponse, rejected, renderAssessment, renderPlayer, revealed, world, written, type WorldOptions } from './assessment-world';

/** The assessment player: the Next rule, the pager, review marks, the save status, the submit confirmation, submitting and results. */

const choiceIds = (q: QuestionView) => (q as QuestionView & { choices: { id: number }[] }).choices.map((c) => c.id);
const heading = (number: number, total: number) => screen.getByRole('heading', { name: `Question ${number} of ${total}` });
const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;

async function openView(view: ReturnType<typeof assessmentView>, options: WorldOptions = {}, render: Parameters<typeof renderPlayer>[1] = {}) {
  const w = world({ ...options, content: { ...options.content, assessments: [view] } });
  renderPlayer(w, { language: options.language, ...render });
  await screen.findByRole('heading', { name: /^(Question|Pregunta) \d+ (of|de) \d+$/ });
  return w;
}

describe('the Next rule', () => {
  it('keeps Next disabled while a multiple choice is unanswered or an essay empty, and says why; Skip passes by', async () => {
    const mc = multipleChoice('Pick one.', ['Yes', 'No']);
    const w = await openView(assessmentView([group([mc, essay('Plan a colony.'), written('Explain.')])]));
    const user = userEvent.setup();

    expect(button('Next question').disabled).toBe(true);
    const reason = screen.getByTestId('next-reason');
    expect(reason.textContent).toBe('Choose an answer to go on, or skip this question for now.');
    expect(button('Next question').getAttribute('aria-describedby')).toBe(reason.id);
    expect(button('Previous question').disabled).toBe(true);

    // Skip moves on and leaves the question marked skipped in the pager.
    await user.click(button('Skip for now'));
    expect(heading(2, 3)).toBeTruthy();
    expect(document.activeElement).toBe(heading(2, 3));
    expect(button('Question 1: skipped')).toBeTruthy();
    expect(w.recorder.events('assessmentSubmission').map((e) => e.type)).toEqual(['SKIP']);

    // An empty essay blocks Next; text typed (even unsaved) frees it.
    expect(button('Next question').disabled).toBe(true);
    expect(screen.getByTestId('next-reason').textContent).toBe('Write your essay to go on, or skip it for now.');
    await user.type(screen.getByRole('textbox', { name: 'Your essay' }), 'A plan');
    expect(button('Next question').disabled).toBe(false);
    expect(screen.queryByTestId('next-reason')).toBeNull();

    // Back to the multiple choice: answering it frees Next.
    await user.click(button('Previous question'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Continue without saving' }));
    expect(heading(1, 3)).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'A. Yes' }));
    expect(button('Next question').disabled).toBe(false);
    expect(button('Question 1: answered')).toBeTruthy();

    // The last question: Next is disabled with the reason to submit.
    await user.click(button('Question 3: not answered'));
    expect(heading(3, 3)).toBeTruthy();
    expect(button('Next question').disabled).toBe(true);
    expect(screen.getByTestId('next-reason').textContent).toBe('This is the last question. Submit when you are ready.');
    expect(button('Skip for now').disabled).toBe(true);
  });

  it('the pager names each question’s state, marks the current one, and the position is saved on the component', async () => {
    const first = multipleChoice('Pick one.', ['Yes', 'No']);
    const w = await openView(assessmentView([group([first, written('Two'), written('Three')], { currentIndex: 1 })]));
    const user = userEvent.setup();
    // Resumes at the group's current index.
    expect(heading(2, 3)).toBeTruthy();
    const pager = screen.getByRole('navigation', { name: 'Questions' });
    expect(within(pager).getByRole('button', { name: 'Question 2: not answered' }).getAttribute('aria-current')).toBe('step');
    // Forward jumps are refused while the current question blocks Next (here it does not).
    await user.click(within(pager).getByRole('button', { name: 'Question 3: not answered' }));
    expect(heading(3, 3)).toBeTruthy();
    expect(w.gateway.saveCurrentIndex).toHaveBeenLastCalledWith(6, 25, 2);
    await user.click(within(pager).getByRole('button', { name: 'Question 1: not answered' }));
    expect(w.gateway.saveCurrentIndex).toHaveBeenLastCalledWith(6, 25, 0);
    // On an unanswered multiple choice, later questions cannot be reached from the pager either.
    expect((within(pager).getByRole('button', { name: 'Question 3: not answered' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('review marks', () => {
  it('a pressed toggle, a visible flag in words, and IsReviewing with the question-type code', async () => {
    const mc = multipleChoice('Pick one.', ['Yes', 'No']);
    const text = written('Explain.');
    const w = await openView(assessmentView([group([mc, text])]));
    const user = userEvent.setup();
    await user.click(button('Mark for review'));
    expect(button('Mark for review').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('review-flag').textContent).toBe('Marked for review');
    expect(button('Question 1: marked for review')).toBeTruthy();
    expect(w.gateway.setReviewing).toHaveBeenLastCalledWith({ assessmentId: 3, questionId: mc.id, isReviewing: true, questionTypeCode: 1 });
    await user.click(button('Mark for review'));
    expect(screen.queryByTestId('review-flag')).toBeNull();
    expect(w.gateway.setReviewing).toHaveBeenLastCalledWith({ assessmentId: 3, questionId: mc.id, isReviewing: false, questionTypeCode: 1 });
    await user.click(button('Skip for now'));
    await user.click(button('Mark for review'));
    expect(w.gateway.setReviewing).toHaveBeenLastCalledWith({ assessmentId: 3, questionId: text.id, isReviewing: true, questionTypeCode: 2 });
  });
});

describe('submitting', () => {
  it('the confirmation lists unanswered and review-marked questions; go to one, go back, then submit anyway and see the results', async () => {
    const q1 = multipleChoice('Pick one.', ['Yes', 'No']);
    const q2 = written('Explain.');
    const q3 = multipleChoice('Pick again.', ['Up', 'Down']);
    const view = assessmentView([group([q1, q2, q3])]);
    const [yes] = choiceIds(q1) as [number];
    const [up] = choiceIds(q3) as [number];
    const submittedView = assessmentView([
      group(
        [
          revealed(q1, { answer: { choiceId: yes }, marks: { [yes]: true }, score: 1, isCorrect: true }),
          revealed(q2, { answer: null, score: 0, isCorrect: false }),
          revealed(q3, { answer: { choiceId: up }, marks: { [up]: true }, score: 1, isCorrect: true }),
        ],
        { isSubmitted: true, score: 2, maxScore: 3, percent: 66.67, feedbackStatus: 2 },
      ),
    ]);
    const onCompleted = vi.fn();
    // The server's marks of the round (what it shows once submitted).
    const w = await openView(view, { content: { revealed: [submittedView] } }, { onCompleted });
    const submitAssessment = w.gateway.submitAssessment;
    const user = userEvent.setup();

    await user.click(screen.getByRole('radio', { name: 'A. Yes' }));
    await user.click(button('Mark for review'));
    await user.click(button('Question 3: not answered'));
    await user.click(screen.getByRole('radio', { name: 'A. Up' }));

    await user.click(button('Submit assessment'));
    let dialog = await screen.findByRole('dialog', { name: 'Submit your assessment?' });
    expect(dialog.textContent).toContain('After you submit, your answers cannot be changed. Unanswered questions score 0.');
    expect(within(within(dialog).getByTestId('unanswered-list')).getByRole('heading').textContent).toBe('Unanswered questions (1)');
    expect(within(within(dialog).getByTestId('unanswered-list')).getByRole('button').textContent).toBe('Go to question 2');
    expect(within(within(dialog).getByTestId('review-list')).getByRole('heading').textContent).toBe('Marked for review (1)');
    expect(within(within(dialog).getByTestId('review-list')).getByRole('button').textContent).toBe('Go to question 1');

    // Go to an unanswered question from the list.
    await user.click(within(dialog).getByRole('button', { name: 'Go to question 2' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(heading(2, 3)).toBeTruthy();
    expect(document.activeElement).toBe(heading(2, 3));

    // Go back returns to Submit.
    await user.click(button('Submit assessment'));
    dialog = await screen.findByRole('dialog', { name: 'Submit your assessment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button('Submit assessment'));
    expect(submitAssessment).not.toHaveBeenCalled();

    await user.click(button('Submit assessment'));
    dialog = await screen.findByRole('dialog', { name: 'Submit your assessment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit anyway' }));

    const results = await screen.findByTestId('assessment-results');
    expect(w.sync.flush).toHaveBeenCalledWith(3);
    expect(submitAssessment).toHaveBeenCalledWith({ assessmentId: 3, retakeRound: 1, assessmentGroupNumber: 1 });
    await waitFor(() => expect(within(results).getByTestId('assessment-score').textContent).toBe('Your score: 2 of 3 points (66.67%)'));
    expect(within(results).getByTestId('assessment-tally').textContent).toBe('Correct: 2 · Incorrect: 1 · Waiting for your teacher: 0');
    expect(document.activeElement).toBe(within(results).getByRole('heading', { name: 'Your results' }));
    expect(onCompleted).toHaveBeenCalledWith(false);
    // Everything is read only now, and marked.
    expect(screen.queryByRole('button', { name: 'Submit assessment' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark for review' })).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Your answer' }) as HTMLTextAreaElement).readOnly).toBe(true);
    await user.click(button('Next question'));
    expect(within(screen.getByTestId('question')).getByTestId('answer-mark').textContent).toBe('Correct');
    expect((screen.getByRole('radio', { name: 'A. Up' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('a submit that cannot reach the server says so and is retried; a refused one offers Retry and going back', async () => {
    const q1 = multipleChoice('Pick one.', ['Yes', 'No']);
    const view = assessmentView([group([q1])]);
    const submitted = assessmentView([group([revealed(q1, { answer: { choiceId: choiceIds(q1)[0]! }, score: 1, isCorrect: true })], { isSubmitted: true, score: 1, maxScore: 1, percent: 100 })]);
    const w = await openView(view, { content: { revealed: [submitted] } });
    const submitAssessment = w.gateway.submitAssessment;
    // Two attempts never reach the server; the third is refused for good (the round moved on meanwhile).
    w.gateway.failNext('submitAssessment', 'unreachable');
    w.gateway.failNext('submitAssessment', 'unreachable');
    w.gateway.failNext('submitAssessment', rejected(409, 'ASSESSMENT.STALE_ROUND', 'This belongs to an earlier attempt of the assessment'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'A. Yes' }));
    await user.click(button('Submit assessment'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Your assessment is not submitted yet. Trying again…')).toBeTruthy();
    expect(screen.getByText('The server cannot be reached. Your answers are kept on this device.')).toBeTruthy();
    await user.click(button('Try again now'));
    // A second attempt fails the same way; the third is refused for good.
    expect(await screen.findByText('Your assessment could not be submitted.', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('This belongs to an earlier attempt of the assessment')).toBeTruthy();
    await user.click(button('Back to my answers'));
    expect(document.activeElement).toBe(button('Submit assessment'));
    await user.click(button('Submit assessment'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByTestId('assessment-results')).toBeTruthy();
    expect(submitAssessment).toHaveBeenCalledTimes(4);
  });

  it('an already submitted group opens on its results; unscored written answers wait for the teacher; earlier attempts listed', async () => {
    const q = revealed(written('Explain.'), { answer: { text: 'Because.' } });
    const view = assessmentView([group([q], { isSubmitted: true, retakeRound: 2 })], {
      requiresTeacherFeedback: true,
      history: [
        { retakeRound: 1, submittedAt: '2026-09-01T10:00:00.000Z', score: 3, maxScore: 4, percent: 75 },
        { retakeRound: 2, submittedAt: '2026-09-08T10:00:00.000Z', score: null, maxScore: 4, percent: null },
      ],
    });
    const onCompleted = vi.fn();
    await openView(view, {}, { onCompleted });
    const results = screen.getByTestId('assessment-results');
    expect(within(results).getByTestId('assessment-score-waiting').textContent).toContain('Waiting for your teacher’s score');
    expect(results.textContent).toContain('Your teacher will review this assessment and give you feedback.');
    expect(results.textContent).toContain('Attempt 1: 75%');
    expect(results.textContent).not.toContain('Attempt 2');
    // Opening a submitted assessment changes nothing and takes no focus.
    expect(onCompleted).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.body);
  });
});

describe('saving', () => {
  it('the quiet save status: Saved, Saving…, Offline — kept and sent later; announced as a status', async () => {
    const w = await openView(assessmentView([group([multipleChoice('Pick one.', ['Yes', 'No'])])]));
    const user = userEvent.setup();
    const status = screen.getByTestId('save-status');
    expect(status.getAttribute('role')).toBe('status');
    // Issue 11: nothing was answered yet, so nothing reads "Saved" — a hint says how saving works.
    expect(status.textContent).toBe('Your answers are saved as you go');
    // A save in flight (the server holds it), then a second answer behind it.
    w.gateway.holdSaves(true);
    await user.click(screen.getByRole('radio', { name: 'A. Yes' }));
    await waitFor(() => expect(status.textContent).toBe('Saving…'));
    await user.click(screen.getByRole('radio', { name: 'B. No' }));
    // The network drops: both answers wait on this device.
    w.gateway.failEvery('saveAnswer', 'unreachable');
    await act(async () => {
      w.gateway.holdSaves(false);
      w.gateway.releaseSaves();
    });
    await waitFor(() => expect(status.textContent).toBe('Offline — your answers are kept and will be sent'));
    expect(status.getAttribute('data-pending')).toBe('2');
    w.gateway.recover();
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(status.textContent).toBe('Saved'));
  });

  it('reads Saved only once the first answer reached the server', async () => {
    const first = multipleChoice('Pick one.', ['Yes', 'No']);
    const w = await openView(assessmentView([group([first, written('Explain.')])]));
    const status = screen.getByTestId('save-status');
    expect(status.textContent).toBe('Your answers are saved as you go');
    expect(status.getAttribute('data-status')).toBe('none');
    w.gateway.holdSaves(true);
    await userEvent.setup().click(screen.getByRole('radio', { name: 'A. Yes' }));
    await waitFor(() => expect(status.textContent).toBe('Saving…'));
    await act(async () => {
      w.gateway.holdSaves(false);
      w.gateway.releaseSaves();
    });
    await waitFor(() => expect(status.textContent).toBe('Saved'));
  });

  it('a group resumed with a saved answer reads Saved before anything is touched', async () => {
    const first = multipleChoice('Pick one.', ['Yes', 'No']);
    const [yes] = choiceIds(first) as [number];
    await openView(assessmentView([group([{ ...first, studentAnswer: { choiceId: yes } }, written('Explain.')])]));
    expect(screen.getByTestId('save-status').textContent).toBe('Saved');
  });

  it('a group of one question has no pager: there is nowhere to go', async () => {
    await openView(assessmentView([group([multipleChoice('Pick one.', ['Yes', 'No'])])]));
    expect(screen.queryByRole('navigation', { name: 'Questions' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Question 1:/ })).toBeNull();
  });

  it('a save refused for good is shown as an alert, with a reload when the round changed', async () => {
    const view = assessmentView([group([multipleChoice('Pick one.', ['Yes', 'No'])])]);
    const w = await openView(view);
    // The teacher opened a new attempt meanwhile: the server refuses this round's save.
    w.gateway.failNext('saveAnswer', rejected(409, 'ASSESSMENT.STALE_ROUND', 'This belongs to an earlier attempt of the assessment'));
    await userEvent.setup().click(screen.getByRole('radio', { name: 'A. Yes' }));
    const alert = await screen.findByText('An answer could not be saved: This belongs to an earlier attempt of the assessment');
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    await userEvent.setup().click(button('Reload the assessment'));
    await waitFor(() => expect(w.gateway.lessonAssessment).toHaveBeenCalledTimes(2));
  });

  it('answers still waiting in the outbox (typed before a reload) show over the server’s', async () => {
    const q1 = multipleChoice('Pick one.', ['Yes', 'No']);
    const q2 = written('Explain.');
    const [, no] = choiceIds(q1) as [number, number];
    const view = assessmentView([group([q1, q2])]);
    await openView(view, {
      typedOffline: [
        { assessmentId: 3, retakeRound: 1, questionId: q1.id, questionType: 'multiple-choice', answer: { choiceId: no } },
        { assessmentId: 3, retakeRound: 1, questionId: q2.id, questionType: 'written', answer: { text: 'Typed offline' } },
      ],
    });
    expect((screen.getByRole('radio', { name: 'B. No' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.setup().click(button('Next question'));
    expect((screen.getByRole('textbox', { name: 'Your answer' }) as HTMLTextAreaElement).value).toBe('Typed offline');
  });
});

describe('multi-response through the answer queue', () => {
  it('a burst of toggles is one save in flight at a time; the server gets the newest selection, never a repeat', async () => {
    const q = multiResponse('Select every reason.', ['Religion', 'Land', 'Trade']);
    const [religion, land] = choiceIds(q) as [number, number];
    const view = assessmentView([group([q])]);
    const w = world({ content: { assessments: [view] } });
    const server = w.gateway;
    server.holdSaves(true);
    renderPlayer(w);
    await screen.findByRole('heading', { name: 'Question 1 of 1' });
    const user = userEvent.setup();

    await user.click(screen.getByRole('checkbox', { name: 'A. Religion' }));
    await waitFor(() => expect(screen.getByTestId('save-status').textContent).toBe('Saving…'));
    await user.click(screen.getByRole('checkbox', { name: 'B. Land' }));
    await user.click(screen.getByRole('checkbox', { name: 'C. Trade' }));
    await user.click(screen.getByRole('checkbox', { name: 'C. Trade' }));
    expect(w.recorder.events('answerQueue').filter((e) => e.type === 'ANSWER')).toHaveLength(4);
    await act(async () => {
      server.holdSaves(false);
      server.releaseSaves();
    });
    await waitFor(() => expect(screen.getByTestId('save-status').textContent).toBe('Saved'));
    expect(server.receivedSaves.map((e) => e.answer)).toEqual([{ choiceIds: [religion] }, { choiceIds: [religion, land] }]);
    expect(server.answerOf(3, q.id)!.answer).toEqual({ choiceIds: [religion, land] });
  });
});

describe('the slot and Spanish', () => {
  it('the lesson’s slot loads the player in its own chunk; in Spanish every word is Spanish', async () => {
    const view = assessmentView([group([multipleChoice('Pick one.', ['Yes', 'No']), written('Explain.')])]);
    const w = world({ content: { assessments: [view] }, language: 'es' });
    renderAssessment(<AssessmentGroupSlot unitId={1} lessonId={6} componentId={25} groupNumber={1} requiresTeacherFeedback={false} headingLevel={2} />, {
      services: w.services,
      path: '/unit/1/assessment/6',
      language: 'es',
    });
    const slot = screen.getByRole('region', { name: 'Evaluación 1' });
    expect(await within(slot).findByRole('heading', { name: 'Pregunta 1 de 2' })).toBeTruthy();
    expect(within(slot).getByRole('group', { name: 'Elige una respuesta.' })).toBeTruthy();
    expect(within(slot).getByRole('radio', { name: 'A. Yes (es)' })).toBeTruthy();
    expect(within(slot).getByTestId('save-status').textContent).toBe('Tus respuestas se guardan a medida que respondes');
    expect(within(slot).getByTestId('next-reason').textContent).toBe('Elige una respuesta para continuar, o salta esta pregunta por ahora.');
    expect(within(slot).getByRole('button', { name: 'Entregar la evaluación' })).toBeTruthy();
    expect(within(slot).getByRole('button', { name: 'Marcar para revisar' })).toBeTruthy();
  });

  it('a slot outside a lesson (a unit story) says where to answer it', async () => {
    const w = world();
    renderAssessment(<AssessmentGroupSlot unitId={1} lessonId={null} groupNumber={1} requiresTeacherFeedback={false} headingLevel={2} />, { services: w.services, path: '/x' });
    expect(await screen.findByText('Open this assessment from its lesson to answer it.')).toBeTruthy();
    expect(w.gateway.lessonAssessment).not.toHaveBeenCalled();
  });
});
