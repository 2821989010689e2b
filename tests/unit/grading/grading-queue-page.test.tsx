// @vitest-environment jsdom
import '../../setup/dom.setup';
import { act, screen, waitFor, within } from '@testing-library/react';
import { focusManager } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { GradingQueue, WaitingAnswer } from '@application/grading/grading.use-cases';
import type { AssessmentView, QuestionView } from '@domain/assessment/student-view';
import GradingQueuePage from '@ui/grading/queue/GradingQueuePage';
import { assessmentView, bi, essay, group, revealed, written } from '../assessment-ui/assessment-world';
import { gradingWorld, renderSection } from './grading-world';

/** The grading queue screen over the in-memory grading twin: the list, the open answer, the keyboard. */

const ANA = { id: 7, firstName: 'Ana', lastName: 'López' };
const BEN = { id: 8, firstName: 'Ben', lastName: 'Wilson' };
const CLASSROOMS = [
  { id: 31, name: 'US History, Period 2' },
  { id: 32, name: 'US History, Period 3' },
];
const UNIT = { id: 1, name: bi('Colonial America'), number: 1 };

function waiting(student: typeof ANA, classroom: (typeof CLASSROOMS)[number], view: AssessmentView, q: QuestionView, number: number, submittedAt: string): WaitingAnswer {
  return {
    student,
    classroom,
    unit: UNIT,
    lesson: { id: view.lessonId, title: bi('Mid-Unit Check'), number: null },
    assessment: { id: view.id, name: bi('Mid-Unit Check'), kind: 'mid-unit', unitId: UNIT.id },
    question: { id: q.id, number, type: q.type },
    retakeRound: 1,
    submittedAt,
  };
}

function setup({ empty = false } = {}) {
  const q1 = revealed(written('Why did New England fish?', { points: 2 }), { answer: { text: 'Rocky soil.' } });
  const q2 = revealed(essay('Found a colony.', { points: 10 }), { answer: { topicId: 1, text: 'By a harbor.', steps: [] } as never });
  const view = assessmentView([group([q1, q2], { isSubmitted: true })], { kind: 'mid-unit' });
  const w = gradingWorld({ studentId: ANA.id, views: [view] });
  w.gateway.putAssessment(BEN.id, { ...view, studentId: BEN.id });
  const queue: GradingQueue = {
    answers: empty
      ? []
      : [
          waiting(ANA, CLASSROOMS[0], view, q1, 1, '2026-11-20T10:00:00.000Z'),
          waiting(ANA, CLASSROOMS[0], view, q2, 2, '2026-11-20T10:00:00.000Z'),
          waiting(BEN, CLASSROOMS[1], view, q1, 1, '2026-11-21T09:30:00.000Z'),
        ],
    filters: { classrooms: empty ? [] : CLASSROOMS, units: empty ? [] : [UNIT], assessments: [] },
  };
  w.gateway.putQueue(queue);
  renderSection(<GradingQueuePage />, w.services);
  const heading = () => screen.getByTestId('queue-current').querySelector('h2')!;
  const announced = () => screen.getByTestId('queue-announcer').textContent!.trim();
  return { ...w, q1, q2, view, heading, announced, user: userEvent.setup() };
}

describe('the grading queue screen', () => {
  it('lists every waiting answer, oldest first, in a captioned table, and opens the oldest', async () => {
    const s = setup();
    const table = await screen.findByRole('table', { name: '3 answers waiting for a score' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['Ana López', 'Ana López', 'Ben Wilson']);
    expect(within(rows[1]).getByText('Question 2, essay')).toBeTruthy();
    expect(within(rows[0]).getByRole('button', { name: 'Grade Ana López, question 1 of Mid-Unit Check' }).getAttribute('aria-current')).toBe('true');
    expect(s.heading().textContent).toBe('Ana López: Mid-Unit Check, question 1');
    expect(await screen.findByRole('textbox', { name: /Score \(0 to 2\)/ })).toBeTruthy();
    expect(s.gateway.gradingQueue).toHaveBeenCalledWith({});
  });

  it('lists every keyboard shortcut on the screen', async () => {
    setup();
    const list = await screen.findByRole('region', { name: 'Keyboard shortcuts' });
    for (const label of ['Next answer', 'Previous answer', 'Go to the score', 'Save and go to the next answer', 'Go to the list']) expect(within(list).getByText(label)).toBeTruthy();
    expect(within(list).getByText('Down arrow')).toBeTruthy();
  });

  it('Alt+Down and Alt+Up move through the answers and say where the teacher is; the ends say so', async () => {
    const s = setup();
    await screen.findByRole('table');
    await s.user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(s.announced()).toBe('Answer 2 of 3, Ana López, question 2'));
    expect(s.heading().textContent).toBe('Ana López: Mid-Unit Check, question 2');
    await s.user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(s.announced()).toBe('Answer 3 of 3, Ben Wilson, question 1'));
    await s.user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(s.announced()).toBe('This is the last answer. Answer 3 of 3, Ben Wilson, question 1'));
    await s.user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await waitFor(() => expect(s.announced()).toBe('Answer 2 of 3, Ana López, question 2'));
  });

  it('Alt+S goes to the score; plain keys typed there never move, Alt+Down still does', async () => {
    const s = setup();
    const score = (await screen.findByRole('textbox', { name: /Score \(0 to 2\)/ })) as HTMLInputElement;
    await s.user.keyboard('{Alt>}s{/Alt}');
    expect(document.activeElement).toBe(score);
    await s.user.keyboard('1jkn{ArrowDown}{ArrowUp}');
    expect(s.heading().textContent).toBe('Ana López: Mid-Unit Check, question 1');
    const feedback = screen.getByRole('textbox', { name: 'Feedback' });
    await s.user.click(feedback);
    await s.user.keyboard('jk{ArrowDown}');
    expect(s.heading().textContent).toBe('Ana López: Mid-Unit Check, question 1');
    // Moving from inside the form puts focus on the next answer's heading (the form it was in is gone).
    await s.user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(document.activeElement).toBe(s.heading()));
    expect(s.heading().textContent).toBe('Ana López: Mid-Unit Check, question 2');
  });

  it('Ctrl+Enter saves, the answer leaves the list and the next one opens, with focus on it', async () => {
    const s = setup();
    const score = await screen.findByRole('textbox', { name: /Score \(0 to 2\)/ });
    await s.user.click(score);
    await s.user.keyboard('2');
    await s.user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(s.announced()).toBe('Saved. Answer 1 of 2, Ana López, question 2'));
    expect(s.gateway.giveFeedback).toHaveBeenCalledWith(expect.objectContaining({ studentId: ANA.id, questionId: s.q1.id, score: 2, expectedVersion: 0 }));
    expect(screen.getByRole('table', { name: '2 answers waiting for a score' })).toBeTruthy();
    expect(s.heading().textContent).toBe('Ana López: Mid-Unit Check, question 2');
    await waitFor(() => expect(document.activeElement).toBe(s.heading()));
  });

  it('Alt+L goes back to the open answer in the list; choosing a row opens it', async () => {
    const s = setup();
    await screen.findByRole('table');
    await s.user.click(screen.getByRole('button', { name: 'Grade Ben Wilson, question 1 of Mid-Unit Check' }));
    expect(s.heading().textContent).toBe('Ben Wilson: Mid-Unit Check, question 1');
    await s.user.click(await screen.findByRole('textbox', { name: 'Feedback' }));
    await s.user.keyboard('{Alt>}l{/Alt}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Grade Ben Wilson, question 1 of Mid-Unit Check' }));
  });

  it('narrows the queue by classroom; Alt+Down in a select is the select’s own', async () => {
    const s = setup();
    await screen.findByRole('table');
    const classroom = screen.getByRole('combobox', { name: 'Classroom' });
    classroom.focus();
    await s.user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(s.heading().textContent).toBe('Ana López: Mid-Unit Check, question 1');
    await s.user.selectOptions(classroom, within(classroom).getByRole('option', { name: 'US History, Period 3' }));
    await waitFor(() => expect(s.gateway.gradingQueue).toHaveBeenLastCalledWith({ classroomId: 32 }));
    await screen.findByRole('table', { name: '1 answer waiting for a score' });
    expect(s.heading().textContent).toBe('Ben Wilson: Mid-Unit Check, question 1');
  });

  it('another teacher scored the open answer: it stays open, says so, and a save shows their version (409)', async () => {
    const s = setup();
    const score = await screen.findByRole('textbox', { name: /Score \(0 to 2\)/ });
    await s.user.click(score);
    await s.user.keyboard('2');
    s.gateway.saveAsOtherTeacher(ANA.id, s.q1.id, 1, 'Cite the soil.');
    // The teacher comes back to the tab: the list reloads without that answer.
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await screen.findByRole('table', { name: '2 answers waiting for a score' });
    expect(await screen.findByText(/This answer no longer waits for a score/)).toBeTruthy();
    expect(s.heading().textContent).toBe('Ana López: Mid-Unit Check, question 1');
    await s.user.keyboard('{Control>}{Enter}{/Control}');
    const conflict = await screen.findByTestId('feedback-conflict');
    expect(within(conflict).getByText('Cite the soil.')).toBeTruthy();
    expect(s.heading().textContent).toBe('Ana López: Mid-Unit Check, question 1');
    // Moving on from it skips nothing: next is the answer that followed it.
    await s.user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(s.announced()).toBe('Answer 1 of 2, Ana López, question 2'));
    focusManager.setFocused(undefined);
  });

  it('says when nothing is waiting', async () => {
    setup({ empty: true });
    expect(await screen.findByText('Nothing is waiting for a score. New submissions appear here by themselves.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
