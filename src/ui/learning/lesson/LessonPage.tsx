import { LessonRoute } from './LessonRoute';

/** `/unit/:unitId/lesson|bill-story|american-highlights|literacy/:lessonId`. */
export default function LessonPage() {
  return <LessonRoute />;
}
