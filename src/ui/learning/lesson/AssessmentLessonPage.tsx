import { LessonRoute } from './LessonReader';

/**
 * `/unit/:unitId/assessment|mid-unit|performance-assessment|benchmark-assessment/:lessonId`: the lesson
 * renders like any other; its `assessment-group` components show AssessmentGroupSlot, which the
 * assessments feature fills. The status completes through the assessment, not a finish button.
 */
export default function AssessmentLessonPage() {
  return <LessonRoute />;
}
