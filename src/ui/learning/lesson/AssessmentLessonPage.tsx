import { LessonRoute } from './LessonRoute';

/**
 * `/unit/:unitId/assessment|mid-unit|performance-assessment|benchmark-assessment/:lessonId`: the lesson
 * renders like any other; each `assessment-group` component shows AssessmentGroupSlot, which loads the
 * assessment player (its own chunk): the skill lesson's questions, the mid-unit activity with its
 * sections merged into one, the performance assessment, or the benchmark screen of a benchmark lesson
 * (the student's assignment on it, with Start, the time period and the expired-benchmark modal). The
 * status completes through the assessment, not a finish button.
 */
export default function AssessmentLessonPage() {
  return <LessonRoute />;
}
