import { useTranslation } from 'react-i18next';
import type { LessonStatus } from '@domain/learning/lesson-progress.rules';
import { CheckIcon, CircleIcon, HalfCircleIcon } from './icons';
import classes from './ProgressStatus.module.css';

const ICONS = { 'not-started': CircleIcon, 'in-progress': HalfCircleIcon, completed: CheckIcon } as const;

/**
 * A lesson's or unit's status as words with an icon (never colour alone). Plain markup, no Mantine
 * component: the units dashboard, the first screen a student sees, uses it.
 */
export function ProgressStatus({ status }: { status: LessonStatus | null | undefined }) {
  const { t } = useTranslation();
  if (!status) return null;
  const Icon = ICONS[status];
  return (
    <span className={classes.status} data-status={status}>
      <Icon />
      {t(`readingStatus_${status}`)}
    </span>
  );
}
