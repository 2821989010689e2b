// @vitest-environment jsdom
import '../../setup/dom.setup';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMachineActorFactory } from '@application/machines/machine-actor-factory';
import { createAssessmentMachineKit } from '@application/use-cases/answer-sync.actors';
import { AnswerSyncService } from '@application/use-cases/answer-sync.service';
import type { QuestionView } from '@domain/assessment/student-view';
import { createInMemoryAnswerOutbox } from '@infrastructure/storage/document-answer-outbox.adapter';
import { AssessmentGroupSlot } from '@ui/learning/lesson/AssessmentGroupSlot';
import { FakeAnswerServer, FakeStudent, idSequence } from '../assessment/answer-sync-fakes';
import { renderAt } from '../learning/fake-course';
import {
  assessmentView,
  essay,
  group,
  multipleChoice,
  multiResponse,
  ok,
  rejected,
  renderPlayer,
  revealed,
  world,
  written,
} from './fake-assessment';

/** The assessment player: the Next rule, the pager, review marks, the save status, the submit confirmation, submitting and results. */

const choiceIds = (q: QuestionView) => (q as QuestionView & { choices: { id: number }[] }).choices.map((c) => c.id);
const heading = (number: number, total: number) => screen.getByRole('heading', { name: `Question ${number} of ${total}` });
const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;

async function openView(view: ReturnType<typeof assessmentView>, options: Parameters<typeof world>[0] = {}, render: Parameters<typeof renderPlayer>[1] = {}) {
  const w = world({ gateway: { lessonAssessment: vi.fn(async () => ok(view)), ...options.gateway }, pending: options.pending, language: options.language });
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
    const lessonAssessment = vi.fn().mockResolvedValueOnce(ok(view)).mockResolvedValue(ok(submittedView));
    const submitAssessment = vi.fn(async () => ok(submittedView));
    const w = await openView(view, { gateway: { lessonAssessment, submitAssessment } }, { onCompleted });
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
    const submitAssessment = vi
      .fn()
      .mockResolvedValueOnce({ ok: false, status: 0, code: 'OFFLINE', message: '', fields: [], kind: 'offline' })
      .mockResolvedValueOnce({ ok: false, status: 0, code: 'OFFLINE', message: '', fields: [], kind: 'offline' })
      .mockResolvedValueOnce(rejected(409, 'ASSESSMENT.STALE_ROUND', 'This belongs to an earlier attempt of the assessment'))
      .mockResolvedValue(ok(submitted));
    const lessonAssessment = vi.fn().mockResolvedValueOnce(ok(view)).mockResolvedValue(ok(submitted));
    await openView(view, { gateway: { submitAssessment, lessonAssessment } });
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
    const status = screen.getByTestId('save-status');
    expect(status.getAttribute('role')).toBe('status');
    expect(status.textContent).toBe('Saved');
    act(() => w.sync.setStatus('saving', 1));
    expect(status.textContent).toBe('Saving…');
    act(() => w.sync.setStatus('offline', 2));
    expect(status.textContent).toBe('Offline — your answers are kept and will be sent');
    expect(status.getAttribute('data-pending')).toBe('2');
    act(() => w.sync.setStatus('saved', 0));
    expect(status.textContent).toBe('Saved');
  });

  it('a save refused for good is shown as an alert, with a reload when the round changed', async () => {
    const view = assessmentView([group([multipleChoice('Pick one.', ['Yes', 'No'])])]);
    const w = await openView(view);
    act(() => w.sync.reject({ clientAnswerId: 'x', assessmentId: 3, questionId: 1, status: 409, code: 'ASSESSMENT.STALE_ROUND', message: 'This belongs to an earlier attempt of the assessment' }));
    const alert = screen.getByText('An answer could not be saved: This belongs to an earlier attempt of the assessment');
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    await userEvent.setup().click(button('Reload the assessment'));
    await waitFor(() => expect(w.gateway.lessonAssessment).toHaveBeenCalledTimes(2));
  });

  it('answers still waiting in the outbox (typed before a reload) show over the server’s', async () => {
    const q1 = multipleChoice('Pick one.', ['Yes', 'No']);
    const q2 = written('Explain.');
    const [, no] = choiceIds(q1) as [number, number];
    const view = assessmentView([group([q1, q2])]);
    await openView(view, { pending: new Map([[q1.id, { choiceId: no }], [q2.id, { text: 'Typed offline' }]]) });
    expect((screen.getByRole('radio', { name: 'B. No' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.setup().click(button('Next question'));
    expect((screen.getByRole('textbox', { name: 'Your answer' }) as HTMLTextAreaElement).value).toBe('Typed offline');
  });
});

describe('multi-response through the answer queue', () => {
  const services: AnswerSyncService[] = [];
  afterEach(() => {
    for (const s of services.splice(0)) s.stop();
  });

  it('a burst of toggles is one save in flight at a time; the server gets the newest selection, never a repeat', async () => {
    const q = multiResponse('Select every reason.', ['Religion', 'Land', 'Trade']);
    const [religion, land] = choiceIds(q) as [number, number];
    const view = assessmentView([group([q])]);
    const server = new FakeAnswerServer();
    server.hold = true;
    const base = world({ gateway: { lessonAssessment: async () => ok(view), saveAnswer: server.gateway.saveAnswer } });
    const sync = new AnswerSyncService({
      outbox: createInMemoryAnswerOutbox(),
      gateway: base.gateway,
      machines: createMachineActorFactory(base.recorder),
      student: new FakeStudent(7),
      newId: idSequence(),
      queuePollMs: 5,
    });
    services.push(sync);
    sync.start();
    const services2 = { ...base.services, answerSync: sync, assessmentMachines: async () => createAssessmentMachineKit(sync, base.gateway) };
    renderPlayer({ ...base, services: services2 });
    await screen.findByRole('heading', { name: 'Question 1 of 1' });
    const user = userEvent.setup();

    await user.click(screen.getByRole('checkbox', { name: 'A. Religion' }));
    await waitFor(() => expect(screen.getByTestId('save-status').textContent).toBe('Saving…'));
    await user.click(screen.getByRole('checkbox', { name: 'B. Land' }));
    await user.click(screen.getByRole('checkbox', { name: 'C. Trade' }));
    await user.click(screen.getByRole('checkbox', { name: 'C. Trade' }));
    expect(base.recorder.events('answerQueue').filter((e) => e.type === 'ANSWER')).toHaveLength(4);
    await act(async () => {
      server.hold = false;
      server.release();
    });
    await waitFor(() => expect(screen.getByTestId('save-status').textContent).toBe('Saved'));
    expect(server.received.map((e) => e.answer)).toEqual([{ choiceIds: [religion] }, { choiceIds: [religion, land] }]);
    expect(server.current.get(q.id)!.answer).toEqual({ choiceIds: [religion, land] });
  });
});

describe('the slot and Spanish', () => {
  it('the lesson’s slot loads the player in its own chunk; in Spanish every word is Spanish', async () => {
    const view = assessmentView([group([multipleChoice('Pick one.', ['Yes', 'No']), written('Explain.')])]);
    const w = world({ gateway: { lessonAssessment: async () => ok(view) }, language: 'es' });
    renderAt(<AssessmentGroupSlot unitId={1} lessonId={6} componentId={25} groupNumber={1} requiresTeacherFeedback={false} headingLevel={2} />, {
      services: w.services,
      path: '/unit/1/assessment/6',
      language: 'es',
    });
    const slot = screen.getByRole('region', { name: 'Evaluación 1' });
    expect(await within(slot).findByRole('heading', { name: 'Pregunta 1 de 2' })).toBeTruthy();
    expect(within(slot).getByRole('group', { name: 'Elige una respuesta.' })).toBeTruthy();
    expect(within(slot).getByRole('radio', { name: 'A. Yes (es)' })).toBeTruthy();
    expect(within(slot).getByTestId('save-status').textContent).toBe('Guardado');
    expect(within(slot).getByTestId('next-reason').textContent).toBe('Elige una respuesta para continuar, o salta esta pregunta por ahora.');
    expect(within(slot).getByRole('button', { name: 'Entregar la evaluación' })).toBeTruthy();
    expect(within(slot).getByRole('button', { name: 'Marcar para revisar' })).toBeTruthy();
  });

  it('a slot outside a lesson (a unit story) says where to answer it', async () => {
    const w = world();
    renderAt(<AssessmentGroupSlot unitId={1} lessonId={null} groupNumber={1} requiresTeacherFeedback={false} headingLevel={2} />, { services: w.services, path: '/x' });
    expect(await screen.findByText('Open this assessment from its lesson to answer it.')).toBeTruthy();
    expect(w.gateway.lessonAssessment).not.toHaveBeenCalled();
  });
});
