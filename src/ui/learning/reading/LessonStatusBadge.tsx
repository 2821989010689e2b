import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LessonListItem } from '../../../domain/content/student-content.schemas';

const LOOK = {
  'not-started': { color: 'gray', mark: '○' },
  'in-progress': { color: 'blue', mark: '◐' },
  completed: { color: 'green', mark: '●' },
} as const;

/** A lesson's status as words and a shape, never colour alone. Nothing for viewers without progress. */
export function LessonStatusBadge({ status }: { status: LessonListItem['statusLesson'] }) {
  const { t } = useTranslation();
  if (!status) return null;
  const look = LOOK[status];
  return (
    <Badge color={look.color} variant="light" radius="sm" tt="none" data-status={status}>
      <span aria-hidden="true">{look.mark} </span>
      {t(`readingStatus_${status}`)}
    </Badge>
  );
}
