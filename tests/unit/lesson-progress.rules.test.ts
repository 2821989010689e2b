import { describe, expect, it } from 'vitest';
import {
  NOT_STARTED,
  laterStatus,
  progressAfterAssessmentCompleted,
  progressAfterCompletionRequest,
  progressAfterOpen,
  progressAfterPageView,
  tracksProgress,
} from '@domain/learning/lesson-progress.rules';

const student = { roleId: 6, backOffice: false };
const lesson = { lessonTypeId: 2, hasAssessment: false, pageCount: 3 };

describe('lesson progress rules (product-spec §4)', () => {
  it('a student opening a not-started lesson starts it and saves page 1', () => {
    expect(progressAfterOpen(NOT_STARTED, lesson, student)).toEqual({ status: 'in-progress', lastPageView: 1, visitedPages: [1] });
  });

  it('opening again keeps the last page', () => {
    const reading = { status: 'in-progress' as const, lastPageView: 2, visitedPages: [1, 2] };
    expect(progressAfterOpen(reading, lesson, student)).toEqual(reading);
  });

  it('back-office loads and other roles never change progress', () => {
    expect(progressAfterOpen(NOT_STARTED, lesson, { roleId: 6, backOffice: true })).toBe(NOT_STARTED);
    expect(progressAfterOpen(NOT_STARTED, lesson, { roleId: 4, backOffice: false })).toBe(NOT_STARTED);
    expect(progressAfterPageView(NOT_STARTED, lesson, { roleId: 5, backOffice: false }, 1).ok).toBe(false);
  });

  it('an opener is completed on viewing', () => {
    expect(progressAfterOpen(NOT_STARTED, { ...lesson, lessonTypeId: 1 }, student).status).toBe('completed');
  });

  it('a one-page lesson without assessment is completed on opening', () => {
    expect(progressAfterOpen(NOT_STARTED, { ...lesson, pageCount: 1 }, student).status).toBe('completed');
  });

  it('reaching the last page completes a lesson without assessment, not one with', () => {
    const opened = progressAfterOpen(NOT_STARTED, lesson, student);
    const last = progressAfterPageView(opened, lesson, student, 3);
    expect(last.ok && last.value).toEqual({ status: 'completed', lastPageView: 3, visitedPages: [1, 3] });
    const withAssessment = progressAfterPageView(opened, { ...lesson, hasAssessment: true }, student, 3);
    expect(withAssessment.ok && withAssessment.value.status).toBe('in-progress');
  });

  it('refuses pages outside the lesson', () => {
    expect(progressAfterPageView(NOT_STARTED, lesson, student, 0)).toMatchObject({ ok: false, error: 'LESSON.PAGE_OUT_OF_RANGE' });
    expect(progressAfterPageView(NOT_STARTED, lesson, student, 4)).toMatchObject({ ok: false, error: 'LESSON.PAGE_OUT_OF_RANGE' });
  });

  it('status never goes backwards; the last page still moves', () => {
    const done = { status: 'completed' as const, lastPageView: 3, visitedPages: [1, 2, 3] };
    const back = progressAfterPageView(done, lesson, student, 1);
    expect(back.ok && back.value).toEqual({ status: 'completed', lastPageView: 1, visitedPages: [1, 2, 3] });
    expect(laterStatus('completed', 'in-progress')).toBe('completed');
    expect(progressAfterAssessmentCompleted(done, true).status).toBe('completed');
  });

  it('completion request: allowed without assessment, refused with one', () => {
    expect(progressAfterCompletionRequest(NOT_STARTED, lesson, student)).toMatchObject({ ok: true, value: { status: 'completed', lastPageView: 1 } });
    expect(progressAfterCompletionRequest(NOT_STARTED, { ...lesson, hasAssessment: true }, student)).toMatchObject({
      ok: false,
      error: 'LESSON.ASSESSMENT_PENDING',
    });
  });

  it('an assessment completes the lesson unless teacher feedback is required', () => {
    const reading = { status: 'in-progress' as const, lastPageView: 1, visitedPages: [1] };
    expect(progressAfterAssessmentCompleted(reading, false).status).toBe('completed');
    expect(progressAfterAssessmentCompleted(reading, true).status).toBe('in-progress');
  });
});

describe('tracksProgress (one rule for client and server)', () => {
  it('is true only for a student outside the back office', () => {
    expect(tracksProgress({ roleId: 6, backOffice: false })).toBe(true);
    expect(tracksProgress({ roleId: 6, backOffice: true })).toBe(false);
    expect(tracksProgress({ roleId: 4, backOffice: false })).toBe(false);
  });
});
