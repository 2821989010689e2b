import { useTranslation } from 'react-i18next';
import { isAnswered, type QuestionSlot } from '@domain/assessment/assessment-navigation.rules';
import { CheckIcon } from '../learning/common/icons';
import { FlagIcon } from './icons';
import classes from './assessment.module.css';

export type PagerItemStatus = 'unanswered' | 'answered' | 'skipped' | 'reviewing' | 'submitted';

export function pagerItemStatus(slot: QuestionSlot): PagerItemStatus {
  if (slot.markedForReview && !slot.locked) return 'reviewing';
  if (slot.locked) return 'submitted';
  if (isAnswered(slot)) return 'answered';
  return slot.skipped ? 'skipped' : 'unanswered';
}

/**
 * One button per question (its number, and an icon for answered or marked for review), the current one
 * marked with aria-current; a question the pager may not move to yet is disabled.
 */
export function QuestionPager({
  slots,
  current,
  canGoTo,
  onGoTo,
}: {
  slots: readonly QuestionSlot[];
  current: number;
  canGoTo: (index: number) => boolean;
  onGoTo: (index: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('assessQuestionList')} className={classes.pagerNav}>
      <ol className={classes.pagerList}>
        {slots.map((slot, index) => {
          const status = pagerItemStatus(slot);
          const isCurrent = index === current;
          return (
            <li key={slot.questionId}>
              <button
                type="button"
                className={classes.pagerItem}
                data-status={status}
                data-current={isCurrent}
                aria-current={isCurrent ? 'step' : undefined}
                aria-label={t('assessPagerItem', { number: index + 1, status: t(`assessStatus_${status}`) })}
                disabled={!isCurrent && !canGoTo(index)}
                onClick={() => !isCurrent && onGoTo(index)}
              >
                <span aria-hidden="true">{index + 1}</span>
                {status === 'reviewing' ? <FlagIcon /> : status === 'answered' || status === 'submitted' ? <CheckIcon /> : null}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
