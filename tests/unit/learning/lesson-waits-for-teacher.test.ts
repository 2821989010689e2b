import { describe, expect, it } from 'vitest';
import {
  assessmentWaitsForTeacher,
  progressAfterAssessmentCompleted,
  progressAfterFeedbackCompleted,
  type SubmittedGroup,
} from '@domain/learning/lesson-progress.rules';
import { unitProgressOf } from '@domain/learning/unit-access.rules';

/** A submitted assessment whose score waits for the teacher is not a completed lesson (issue 11, item 4). */

const reading = { status: 'in-progress' as const, lastPageView: 1, visitedPages: [1] };
const scored: SubmittedGroup = { allScored: true, requiresTeacherFeedback: false, teacherResponded: false };
const unscored: SubmittedGroup = { ...scored, allScored: false };

describe('assessmentWaitsForTeacher', () => {
  it('waits while any question of any shown group has no score (written and essay answers)', () => {
    expect(assessmentWaitsForTeacher([unscored])).toBe(true);
    expect(assessmentWaitsForTeacher([scored, unscored])).toBe(true);
    expect(assessmentWaitsForTeacher([scored, scored])).toBe(false);
  });

  it('waits for feedback the lesson asks for until a teacher responded, even when every question is scored', () => {
    expect(assessmentWaitsForTeacher([{ ...scored, requiresTeacherFeedback: true }])).toBe(true);
    expect(assessmentWaitsForTeacher([{ ...scored, requiresTeacherFeedback: true, teacherResponded: true }])).toBe(false);
    expect(assessmentWaitsForTeacher([{ ...unscored, requiresTeacherFeedback: true, teacherResponded: true }])).toBe(true);
  });
});

describe('the lesson of a submitted assessment', () => {
  it('stays in progress while the teacher owes a score, and completes once nothing waits', () => {
    const submitted = progressAfterAssessmentCompleted(reading, assessmentWaitsForTeacher([unscored]));
    expect(submitted.status).toBe('in-progress');
    expect(progressAfterAssessmentCompleted(submitted, assessmentWaitsForTeacher([scored])).status).toBe('completed');
    expect(progressAfterFeedbackCompleted(submitted).status).toBe('completed');
  });

  it('counts as not completed in the unit progress ("x of y completed") while it waits', () => {
    const waiting = progressAfterAssessmentCompleted(reading, true).status;
    expect(unitProgressOf(['completed', waiting])).toMatchObject({ total: 2, completed: 1, inProgress: 1, percent: 50, status: 'in-progress' });
  });

  it('never goes back: a completed lesson stays completed when a later round waits again', () => {
    const done = { ...reading, status: 'completed' as const };
    expect(progressAfterAssessmentCompleted(done, true).status).toBe('completed');
  });
});
