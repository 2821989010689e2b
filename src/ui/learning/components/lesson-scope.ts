import { createContext, useContext } from 'react';

/**
 * What a component renderer may need to know about the lesson it is in. Unit stories have no lesson
 * (`lessonId` null). `onAssessmentCompleted` mirrors an assessment's completion in the lesson's status
 * (the lesson-status machine's ASSESSMENT_COMPLETED); the assessments feature calls it from its slot.
 */
export interface LessonScope {
  readonly unitId: number;
  readonly lessonId: number | null;
  readonly onAssessmentCompleted?: (waitsForTeacher: boolean) => void;
}

export const LessonScopeContext = createContext<LessonScope>({ unitId: 0, lessonId: null });

export function useLessonScope(): LessonScope {
  return useContext(LessonScopeContext);
}
