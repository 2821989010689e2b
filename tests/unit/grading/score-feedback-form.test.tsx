// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { QuestionView } from '@domain/assessment/student-view';
import { ScoreFeedbackForm } from '@ui/grading/ScoreFeedbackForm';
import { assessmentView, group, revealed, written } from '../assessment-ui/assessment-world';
import { gradingWorld, renderSection } from './grading-world';

/** The score and feedback form: a save names the version seen; field errors under the fields; the 409 of a concurrent save. */

function setup(extra: Partial<QuestionView> = {}) {
  const q = { ...revealed(written('Why did the Pilgrims sign the compact?', { points: 2 }), { answer: { text: 'To agree on laws.' }, score: null }), ...extra } as QuestionView;
  const view = assessmentView([group([q], { isSubmitted: true })]);
  const w = gradingWorld({ views: [view] });
  renderSection(<ScoreFeedbackForm studentId={w.studentId} assessment={view} questionId={q.id} />, w.services);
  const score = () => screen.getByRole('textbox', { name: /Score \(0 to 2\)/ }) as HTMLInputElement;
  const feedback = () => screen.getByRole('textbox', { name: 'Feedback' }) as HTMLTextAreaElement;
  const save = () => screen.getByRole('button', { name: 'Save score and feedback for question 1' });
  return { ...w, q, score, feedback, save, user: userEvent.setup() };
}

describe('ScoreFeedbackForm', () => {
  it('saves the score and feedback with the version the teacher saw, and says so', async () => {
    const s = setup({ score: 1, feedback: 'Close.', feedbackVersion: 3 } as Partial<QuestionView>);
    expect([s.score().value, s.feedback().value]).toEqual(['1', 'Close.']);
    await s.user.clear(s.score());
    await s.user.type(s.score(), '2');
    await s.user.type(s.feedback(), ' Now complete.');
    await s.user.click(s.save());
    expect(s.gateway.giveFeedback).toHaveBeenCalledWith({ studentId: s.studentId, questionId: s.q.id, essay: false, score: 2, feedback: 'Close. Now complete.', expectedVersion: 3 });
    expect(await screen.findByText('Feedback saved')).toBeTruthy();
    expect(s.gateway.current(s.studentId, 3)!.groups[0].questions[0]).toMatchObject({ score: 2, feedbackVersion: 4 });
  });

  it('sends a blank score as unscored (null) and shows the confirmation', async () => {
    const s = setup();
    await s.user.type(s.feedback(), 'Please add a reason.');
    await s.user.click(s.save());
    expect(s.gateway.giveFeedback).toHaveBeenCalledWith(expect.objectContaining({ score: null, feedback: 'Please add a reason.', expectedVersion: 0 }));
    expect(await screen.findByText('Feedback saved')).toBeTruthy();
    expect(s.gateway.current(s.studentId, 3)!.groups[0].questions[0]).toMatchObject({ score: null, feedback: 'Please add a reason.', feedbackVersion: 1 });
  });

  it("puts the server's score error under the score field", async () => {
    const s = setup();
    await s.user.type(s.score(), '5');
    await s.user.click(s.save());
    await waitFor(() => expect(s.score().getAttribute('aria-invalid')).toBe('true'));
    const described = s.score().getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain("Score must be between 0 and the question's points");
  });

  it('shows another teacher’s save on a 409; "Use their version" loads it, and a save then goes through', async () => {
    const s = setup();
    s.gateway.saveAsOtherTeacher(s.studentId, s.q.id, 1, 'Cite the compact.');
    await s.user.type(s.score(), '2');
    await s.user.click(s.save());
    const conflict = await screen.findByTestId('feedback-conflict');
    expect(conflict.getAttribute('role')).toBe('alert');
    expect(within(conflict).getByText('Another teacher changed this answer')).toBeTruthy();
    expect(conflict.textContent).toContain('another teacher saved a score of 1');
    expect(conflict.textContent).toContain('Cite the compact.');
    expect(s.save().hasAttribute('disabled')).toBe(true);

    await s.user.click(within(conflict).getByRole('button', { name: 'Use their version' }));
    expect(screen.queryByTestId('feedback-conflict')).toBeNull();
    expect([s.score().value, s.feedback().value]).toEqual(['1', 'Cite the compact.']);
    await s.user.type(s.feedback(), ' Good.');
    await s.user.click(s.save());
    expect(s.gateway.giveFeedback).toHaveBeenLastCalledWith(expect.objectContaining({ score: 1, feedback: 'Cite the compact. Good.', expectedVersion: 1 }));
    expect(await screen.findByText('Feedback saved')).toBeTruthy();
  });

  it('"Save mine over theirs" saves the teacher’s values against the version now seen', async () => {
    const s = setup();
    s.gateway.saveAsOtherTeacher(s.studentId, s.q.id, 1, 'Theirs.');
    await s.user.type(s.score(), '0');
    await s.user.type(s.feedback(), 'Mine.');
    await s.user.click(s.save());
    await s.user.click(await screen.findByRole('button', { name: 'Save mine over theirs' }));
    expect(s.gateway.giveFeedback).toHaveBeenLastCalledWith(expect.objectContaining({ score: 0, feedback: 'Mine.', expectedVersion: 1 }));
    expect(await screen.findByText('Feedback saved')).toBeTruthy();
    expect(s.gateway.current(s.studentId, 3)!.groups[0].questions[0]).toMatchObject({ score: 0, feedback: 'Mine.', feedbackVersion: 2 });
    expect(screen.queryByTestId('feedback-conflict')).toBeNull();
  });
});
