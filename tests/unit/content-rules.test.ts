import { describe, expect, it } from 'vitest';
import { hasAssessmentIn, pageCountOf, splitIntoPages } from '@domain/content/lesson-pages';
import { numberLessons } from '@domain/content/lesson-visibility';
import { isLessonAvailableIn, lessonsAvailableIn, lessonsOnlyInEnglish } from '@domain/content/spanish-availability.rules';
import { audioIn, textIn } from '@domain/content/bilingual.schemas';
import { isUnitLockedFor, neighbours, unitProgressOf } from '@domain/learning/unit-access.rules';

const c = (type: string) => ({ type }) as { type: 'paragraph' };

describe('lesson pages', () => {
  it('splits at page breaks and drops empty pages', () => {
    expect(splitIntoPages([c('page-break'), c('paragraph'), c('page-break'), c('page-break'), c('card'), c('page-break')])).toHaveLength(2);
    expect(pageCountOf([])).toBe(1);
    expect(pageCountOf([c('paragraph'), c('page-break'), c('card')])).toBe(2);
  });

  it('knows a lesson with an assessment-group placeholder has an assessment', () => {
    expect(hasAssessmentIn([c('paragraph'), c('assessment-group')])).toBe(true);
    expect(hasAssessmentIn([c('paragraph')])).toBe(false);
  });
});

describe('lesson lists', () => {
  it('Spanish hides lesson types 4, 5 and 6: skill lessons, mid-unit and end-of-unit assessments', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].filter((t) => isLessonAvailableIn(t, 'es'))).toEqual([1, 2, 3, 7, 8]);
    expect([1, 2, 3, 4, 5, 6, 7, 8].filter((t) => isLessonAvailableIn(t, 'en'))).toHaveLength(8);
  });

  it('lists and counts only the lessons available in the language', () => {
    const lessons = [1, 2, 4, 5, 6, 8].map((lessonTypeId, id) => ({ id, lessonTypeId }));
    expect(lessonsAvailableIn(lessons, 'es').map((l) => l.lessonTypeId)).toEqual([1, 2, 8]);
    expect(lessonsAvailableIn(lessons, 'en')).toEqual(lessons);
  });

  it('knows a unit whose every lesson is hidden in Spanish is only in English (the literacy unit), and an empty unit is not', () => {
    const skills = [4, 4, 5].map((lessonTypeId) => ({ lessonTypeId }));
    expect(lessonsOnlyInEnglish(skills, 'es')).toBe(true);
    expect(lessonsOnlyInEnglish(skills, 'en')).toBe(false);
    expect(lessonsOnlyInEnglish([{ lessonTypeId: 4 }, { lessonTypeId: 2 }], 'es')).toBe(false);
    expect(lessonsOnlyInEnglish([], 'es')).toBe(false);
  });

  it('numbers only regular lessons', () => {
    const numbered = numberLessons([1, 2, 2, 8, 2, 5].map((lessonTypeId) => ({ lessonTypeId })));
    expect(numbered.map((l) => l.number)).toEqual([null, 1, 2, null, 3, null]);
  });
});

describe('bilingual values', () => {
  it('falls back to English when the Spanish is empty; audio follows its own language', () => {
    expect(textIn({ en: 'Colony', es: '' }, 'es')).toBe('Colony');
    expect(audioIn({ id: 1, en: '/a/1', es: null }, 'es')).toBeNull();
  });
});

describe('unit locks and progress', () => {
  it('locks a student out when any of their classrooms locked the unit; never other roles', () => {
    expect(isUnitLockedFor(6, [1, 2], [2])).toBe(true);
    expect(isUnitLockedFor(6, [1], [2])).toBe(false);
    expect(isUnitLockedFor(4, [1], [1])).toBe(false);
  });

  it('summarises lesson statuses', () => {
    expect(unitProgressOf(['completed', 'in-progress', 'not-started', 'completed'])).toEqual({
      total: 4,
      completed: 2,
      inProgress: 1,
      percent: 50,
      status: 'in-progress',
    });
    expect(unitProgressOf([]).status).toBe('not-started');
    expect(neighbours([{ id: 1 }, { id: 2 }, { id: 3 }], 2)).toEqual({ previous: { id: 1 }, next: { id: 3 } });
  });
});
