import type { TFunction } from 'i18next';
import type { LessonStatus } from '@domain/learning/lesson-progress.rules';
import type { FeedbackStatus } from '@domain/assessment/scoring';
import { formatPoints } from '@domain/shared/number-format';

/** Words for the report's values: feedback status, lesson status, a percent score (blank while unscored). */
export const feedbackStatusText = (t: TFunction, status: FeedbackStatus) => t(`gradingFeedback${status}`);

export function lessonStatusText(t: TFunction, status: LessonStatus): string {
  switch (status) {
    case 'not-started':
      return t('gradingStatusNotStarted');
    case 'in-progress':
      return t('gradingStatusInProgress');
    case 'completed':
      return t('gradingStatusCompleted');
  }
}

export const percentText = (t: TFunction, percent: number | null, language: string) =>
  percent === null ? t('gradingBlankScore') : t('gradingPercent', { percent: formatPoints(percent, language) });
