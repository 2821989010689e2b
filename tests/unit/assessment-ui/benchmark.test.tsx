// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BenchmarkAssessmentView } from '@application/ports/assessment-gateway.port';
import type { BenchmarkAssignmentView } from '@domain/assessment/benchmark.schemas';
import type { QuestionView } from '@domain/assessment/student-view';
import { assessmentView, assignment, group, multipleChoice, renderPlayer, revealed, world, written } from './assessment-world';

/** The benchmark screen of a benchmark lesson, through the benchmark lifecycle machine. */

const LESSON = 19;

/** The server's clock: a test moves it past the period's end. */
let serverNow = Date.parse('2026-09-01T12:00:00.000Z');

function benchmarkWorld(options: { assigned?: Partial<BenchmarkAssignmentView> } = {}) {
  serverNow = Date.parse('2026-09-01T12:00:00.000Z');
  const q = multipleChoice('Which colony was farthest south?', ['Virginia', 'Georgia']);
  const georgia = (q as QuestionView & { choices: { id: number }[] }).choices[1]!.id;
  const open = assessmentView([group([q], { id: 9 })], { id: 9, lessonId: LESSON, kind: 'benchmark', lessonTypeId: 7, directions: null });
  const mine = assignment(options.assigned);
  const detail: BenchmarkAssessmentView = { assignment: mine, assessment: open };
  const elsewhere: BenchmarkAssessmentView = { assignment: assignment({ benchmarkStudentId: 12, lessonId: 99, assessmentId: 99 }), assessment: { ...open, id: 99, lessonId: 99 } };
  // What the server shows once the benchmark is submitted: the revealed, scored round.
  const done = {
    assessment: assessmentView([group([revealed(q, { answer: { choiceId: georgia }, marks: { [georgia]: true }, score: 1, isCorrect: true })], { id: 9, isSubmitted: true, score: 1, maxScore: 1, percent: 100 })], {
      id: 9,
      lessonId: LESSON,
      kind: 'benchmark',
      directions: null,
    }),
  };
  const w = world({ content: { assessments: [open], benchmarks: [elsewhere, detail], revealed: [done.assessment], now: () => serverNow } });
  return { w, georgia };
}

async function startAndAnswer() {
  const user = userEvent.setup();
  // The start page's confirmation opens on arrival (benchmark-start-modal.test.tsx): Start there.
  await user.click(within(await screen.findByRole('dialog', { name: 'Start the benchmark?' })).getByRole('button', { name: 'Start' }));
  await user.click(await screen.findByRole('radio', { name: 'B. Georgia' }));
  await user.click(screen.getByRole('button', { name: 'Submit assessment' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Submit your assessment?' })).getByRole('button', { name: 'Submit' }));
  return user;
}

describe('benchmark assessment', () => {
  it('assigned: the set, its period and Start; submitting goes through benchmark-answer/submit, then the score and revealed answers', async () => {
    const { w, georgia } = benchmarkWorld();
    const onCompleted = vi.fn();
    renderPlayer(w, { lessonId: LESSON, onCompleted });
    const screenOf = await screen.findByTestId('benchmark');
    expect(screenOf.textContent).toContain('Set A');
    expect(screenOf.textContent).toContain('Open from August 1, 2026 until August 1, 2027.');
    expect(screenOf.textContent).toContain('Questions: 1');
    // The newest assignment on this lesson, not another set's.
    await waitFor(() => expect(w.gateway.benchmarkAssessment).toHaveBeenCalledWith(41));
    expect(screen.queryByRole('heading', { name: /^Question/ })).toBeNull();

    await startAndAnswer();
    expect(w.sync.saves[0]).toMatchObject({ assessmentId: 9, questionType: 'multiple-choice', answer: { choiceId: georgia } });
    await waitFor(() => expect(w.gateway.submitBenchmark).toHaveBeenCalledWith({ benchmarkStudentId: 41, retakeRound: 1 }));
    expect(w.sync.flush).toHaveBeenCalledWith(9);
    expect(await screen.findByText('Benchmark score: 100%')).toBeTruthy();
    await waitFor(() => expect(within(screen.getByTestId('question')).getByTestId('answer-mark').textContent).toBe('Correct'));
    expect(w.gateway.submitAssessment).not.toHaveBeenCalled();
    expect(onCompleted).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a submit answered with statusType 0 shows the message in the expired-benchmark modal, loads the score and reloads, then stays read only', async () => {
    const { w } = benchmarkWorld();
    renderPlayer(w, { lessonId: LESSON });
    // The period ends while the student answers: the server refuses the submit (409 BENCHMARK.EXPIRED).
    await screen.findByRole('button', { name: 'Start the benchmark' });
    serverNow = Date.parse('2027-08-02T00:00:00.000Z');
    const user = await startAndAnswer();

    const modal = await screen.findByRole('dialog', { name: 'This benchmark has ended' });
    expect(within(modal).getByRole('alert').textContent).toBe('The time to take this benchmark has ended');
    // Closable once the score is loaded (the close button of the dialog and the one under its text).
    await waitFor(() => expect(within(modal).getAllByRole('button', { name: 'Close' })).toHaveLength(2));
    expect(w.gateway.benchmarkScore).toHaveBeenCalledWith(41);
    // The lesson was reloaded (the second benchmarkAssessment answer).
    expect(w.gateway.benchmarkAssessment).toHaveBeenCalledTimes(2);
    await user.click(within(modal).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Not submitted: ended, read only, and nothing is sent again.
    expect(screen.getByTestId('benchmark').getAttribute('data-phase')).toBe('ended');
    expect(w.gateway.submitBenchmark).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Submit assessment' })).toBeNull();
    expect((screen.getByRole('radio', { name: 'B. Georgia' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('submitted with a written answer unscored: one state, said once — submitted, waiting for the teacher’s score; the pager says which question waits', async () => {
    const q = revealed(written('Explain why.'), { answer: { text: 'Because of the ports.' } });
    // A second question, so the group has a pager (a single question has none).
    const second = revealed(written('And why else?'), { answer: { text: 'Farms.' }, score: 1 });
    const submitted = assessmentView([group([q, second], { id: 9, isSubmitted: true })], { id: 9, lessonId: LESSON, kind: 'benchmark', lessonTypeId: 7, directions: null });
    const mine = assignment({ status: 2, isOpen: false, submittedAt: '2026-09-01T12:00:00.000Z' });
    const w = world({ content: { assessments: [submitted], benchmarks: [{ assignment: mine, assessment: submitted }], now: () => serverNow } });
    renderPlayer(w, { lessonId: LESSON });
    const results = await screen.findByTestId('assessment-results');
    expect(screen.getByTestId('benchmark').getAttribute('data-phase')).toBe('submitted');
    expect(within(results).getByTestId('assessment-score-waiting').textContent).toContain('Waiting for your teacher’s score');
    expect(screen.getAllByText(/Waiting for your teacher’s score\./)).toHaveLength(1);
    expect(screen.queryByTestId('benchmark-score')).toBeNull();
    expect(within(screen.getByRole('navigation', { name: 'Questions' })).getByRole('button', { name: 'Question 1: waiting for your teacher’s score' })).toBeTruthy();
  });

  it('a retake round starts again at Start', async () => {
    const retake = benchmarkWorld({ assigned: { retakeRound: 2, isRetake: true } });
    renderPlayer(retake.w, { lessonId: LESSON });
    expect(await screen.findByRole('button', { name: 'Start attempt 2' })).toBeTruthy();
  });

  it('an ended period says so in the expired-benchmark modal, then on the page, and offers no Start', async () => {
    const ended = benchmarkWorld({ assigned: { isExpired: true, isOpen: false } });
    renderPlayer(ended.w, { lessonId: LESSON });
    const modal = await screen.findByRole('dialog', { name: 'This benchmark has ended' });
    expect(modal.textContent).toContain('It ended before you started it.');
    await userEvent.setup().click(within(modal).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('benchmark-ended').textContent).toBe('The time to take this benchmark has ended.');
    expect(screen.queryByRole('button', { name: /^Start/ })).toBeNull();
  });

  it('a benchmark lesson with no assignment for the student says so', async () => {
    const q = multipleChoice('Q', ['A', 'B']);
    const w = world({ content: { assessments: [assessmentView([group([q])], { kind: 'benchmark', lessonId: LESSON })] } });
    renderPlayer(w, { lessonId: LESSON });
    expect(await screen.findByText('This benchmark is not assigned to you.')).toBeTruthy();
  });
});
