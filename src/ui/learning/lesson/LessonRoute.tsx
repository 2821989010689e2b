import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { LessonView } from '@domain/content/student-content.schemas';
import { isLessonAvailableIn } from '@domain/content/spanish-availability.rules';
import type { Language } from '@domain/shared/constants';
import { useLanguage } from '../../app/use-language';
import { ContentGate } from '../common/ContentGate';
import { idParam } from '../common/lesson-path';
import { useStudentContent, type ContentState } from '../common/use-student-content';
import { useLearningQueries } from '../learning.queries';
import { UnitLayout } from '../unit/UnitLayout';
import { LessonReader } from './LessonReader';
import { useLessonStatus } from './use-lesson-status';

/**
 * Every lesson route (lesson, bill-story, american-highlights, literacy, and the assessment routes):
 * loads `lesson/{id}` (a student's open applies the status rules on the server) inside the unit layout.
 * A lesson type the interface language hides shows the English-only panel instead, never its content.
 */
export function LessonRoute() {
  const { t } = useTranslation();
  const params = useParams();
  const unitId = idParam(params.unitId);
  const lessonId = idParam(params.lessonId);
  const queries = useLearningQueries();
  const [language] = useLanguage();
  const { state, reload } = useStudentContent(queries.lesson(lessonId));
  return (
    <UnitLayout unitId={unitId}>
      <ContentGate state={shownIn(state, language, t('lessonOnlyInEnglish'))} reload={reload}>
        {(lesson) => <StudentLessonReader key={lesson.id} lesson={lesson} />}
      </ContentGate>
    </UnitLayout>
  );
}

/**
 * The server refuses a hidden lesson type in that language; the client applies the same rule to what
 * it holds, because the lesson read before a switch to Spanish stays on screen while Spanish loads.
 */
function shownIn(state: ContentState<LessonView>, language: Language, message: string): ContentState<LessonView> {
  return state.status === 'ready' && !isLessonAvailableIn(state.data.lessonTypeId, language) ? { status: 'onlyInEnglish', message } : state;
}

/** The reader with the lesson-status machine: the viewer's page turns and finish are saved. */
function StudentLessonReader({ lesson }: { lesson: LessonView }) {
  return <ShownLessonReader lesson={lesson} status={useLessonStatus(lesson)} />;
}

/** Renders again only when the lesson or what its status control shows changes, not on every move of the machine. */
const ShownLessonReader = memo(LessonReader);
