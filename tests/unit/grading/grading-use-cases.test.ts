import { describe, expect, it, vi } from 'vitest';
import { changedFeedbackOf, createGradingUseCases } from '@application/grading/grading.use-cases';
import type { GradingGateway } from '@application/grading/grading-gateway.port';

/** Product words in, the right grading call out. */
function gateway(): GradingGateway {
  const answer = vi.fn(async () => ({ ok: true as const, data: null as never, message: '' }));
  return { studentReport: answer, unitLessons: answer, studentAssessment: answer, giveFeedback: answer, allowRetake: answer, gradingQueue: answer };
}

describe('grading use cases', () => {
  it('sends an essay through the essay call and every other type through answer-feedback, with the version seen', async () => {
    const g = gateway();
    const grading = createGradingUseCases(g);
    await grading.giveFeedback({ studentId: 7, question: { id: 3, type: 'essay' }, score: 5, feedback: 'Clear.', expectedVersion: 2 });
    await grading.giveFeedback({ studentId: 7, question: { id: 4, type: 'written' }, score: null, feedback: '' });
    expect(g.giveFeedback).toHaveBeenNthCalledWith(1, { studentId: 7, questionId: 3, essay: true, score: 5, feedback: 'Clear.', expectedVersion: 2 });
    expect(g.giveFeedback).toHaveBeenNthCalledWith(2, { studentId: 7, questionId: 4, essay: false, score: null, feedback: '' });
  });

  it('asks for a unit’s lessons with the unit summary, a round by number, and a retake by assessment and student', async () => {
    const g = gateway();
    const grading = createGradingUseCases(g);
    await grading.lessonsOfUnit(7, 2);
    await grading.assessmentOfStudent(7, 30, 1);
    await grading.allowRetake(7, 30);
    expect(g.unitLessons).toHaveBeenCalledWith(7, 2, { units: true });
    expect(g.studentAssessment).toHaveBeenCalledWith(7, 30, 1);
    expect(g.allowRetake).toHaveBeenCalledWith(30, 7);
  });

  it('reads the other teacher’s save from a 409 and nothing from other failures or malformed data', () => {
    const current = { questionId: 3, score: 2, feedback: 'Cite it.', feedbackVersion: 4 };
    expect(changedFeedbackOf({ code: 'FEEDBACK.CHANGED_BY_SOMEONE_ELSE', current })).toEqual(current);
    expect(changedFeedbackOf({ code: 'FEEDBACK.CHANGED_BY_SOMEONE_ELSE', current: { ...current, score: null, feedback: null } })).toMatchObject({ score: null, feedback: null });
    expect(changedFeedbackOf({ code: 'VALIDATION', current })).toBeNull();
    expect(changedFeedbackOf({ code: 'FEEDBACK.CHANGED_BY_SOMEONE_ELSE', current: { ...current, feedbackVersion: '4' } })).toBeNull();
    expect(changedFeedbackOf({ code: 'FEEDBACK.CHANGED_BY_SOMEONE_ELSE' })).toBeNull();
    expect(changedFeedbackOf(null)).toBeNull();
  });
});
