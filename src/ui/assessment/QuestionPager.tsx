import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { isAnswered, type QuestionSlot } from '@domain/assessment/assessment-navigation.rules';
import type { QuestionOutcome } from '@domain/assessment/question-outcome.rules';
import { CheckIcon } from '../learning/common/icons';
import { CrossIcon, FlagIcon, HourglassIcon } from './icons';
import classes from './assessment.module.css';

export type PagerItemStatus = 'unanswered' | 'answered' | 'skipped' | 'reviewing' | 'submitted' | QuestionOutcome;

/**
 * How the pager reads once the questions are read only: `submitted` (the group was submitted; each
 * question shows its outcome, or plain "submitted" until the revealed view arrives) or `closed`
 * (a benchmark whose time ended unsubmitted). Review flags no longer show in either.
 */
export type PagerReview = { readonly kind: 'submitted'; readonly outcomeOf: (questionId: number) => QuestionOutcome | null } | { readonly kind: 'closed' };

export function pagerItemStatus(slot: QuestionSlot, review: PagerReview | null = null): PagerItemStatus {
  if (review?.kind === 'submitted') return review.outcomeOf(slot.questionId) ?? 'submitted';
  if (slot.markedForReview && !slot.locked && !review) return 'reviewing';
  if (slot.locked) return 'submitted';
  if (isAnswered(slot)) return 'answered';
  return slot.skipped && !review ? 'skipped' : 'unanswered';
}

const ICONS: Partial<Record<PagerItemStatus, ComponentType>> = {
  reviewing: FlagIcon,
  answered: CheckIcon,
  submitted: CheckIcon,
  correct: CheckIcon,
  incorrect: CrossIcon,
  'awaiting-teacher': HourglassIcon,
};

/**
 * One button per question (its number, and an icon beside the words of its accessible name: answered,
 * marked for review, or after submission correct, incorrect or waiting for the teacher), the current
 * one marked with aria-current; a question the pager may not move to yet is disabled.
 */
export function QuestionPager({
  slots,
  current,
  review = null,
  canGoTo,
  onGoTo,
}: {
  slots: readonly QuestionSlot[];
  current: number;
  review?: PagerReview | null;
  canGoTo: (index: number) => boolean;
  onGoTo: (index: number) => void;
}) {
  const { t } = useTranslation();
  // One question has nowhere to go: no pager, as with a one-page lesson (its state shows on the question itself).
  if (slots.length < 2) return null;
  return (
    <nav aria-label={t('assessQuestionList')} className={classes.pagerNav}>
      <ol className={classes.pagerList}>
        {slots.map((slot, index) => {
          const status = pagerItemStatus(slot, review);
          // Submitted a moment ago, outcome not loaded yet: words only, so no ✓ reads as "correct".
          const Icon = status === 'submitted' && review?.kind === 'submitted' ? undefined : ICONS[status];
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
                {Icon && <Icon />}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
