import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LessonDraft } from '@application/authoring/lesson-content.use-cases';
import { useServices } from '../../app/services-context';
import { QueryStatus } from '../../common/QueryStatus';
import { LessonReader, UNREAD_LESSON_STATUS } from '../../learning/lesson/LessonReader';
import { lessonDraftQueries } from '../lesson-builder/lesson-draft.queries';
import { PreviewFrame } from './PreviewFrame';

export interface LessonPreviewPageProps {
  readonly lessonId: number;
  /** The builder this preview mirrors, linked for those who may open it. */
  readonly builderPath: string;
}

/**
 * A lesson's draft as students will read it once published: the draft (`GET lesson/{id}/backup`)
 * rendered by the students' own reader, under a banner saying it is a preview. It has no progress, so
 * nothing here changes a lesson's status or last page (product-spec §4). Teachers, campus managers and
 * support open previews too: the link back to the builder shows only to those the builder admits.
 */
export function LessonPreviewPage({ lessonId, builderPath }: LessonPreviewPageProps) {
  const { t } = useTranslation();
  const { lessonContent } = useServices();
  const draft = useQuery(lessonDraftQueries.lesson(lessonContent, lessonId));
  return (
    <PreviewFrame builderPath={builderPath} backLabel={t('previewBackToBuilder')}>
      <QueryStatus query={draft} texts={{ loading: t('previewLoading'), failed: t('previewLoadFailed'), tryAgain: t('retry') }}>
        {(loaded) => <LessonReader key={loaded.document.id} lesson={asUnread(loaded)} status={UNREAD_LESSON_STATUS} preview />}
      </QueryStatus>
    </PreviewFrame>
  );
}

/** The draft as the reader takes a lesson: with no student's progress behind it. */
const asUnread = ({ document }: LessonDraft) => ({ ...document, progress: null });
