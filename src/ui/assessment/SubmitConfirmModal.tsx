import { Button, Group, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SubmissionReview } from '@domain/assessment/assessment-navigation.rules';
import classes from './assessment.module.css';

/**
 * The confirmation before submit (product-spec §4): lists the unanswered and the review-marked
 * questions (each a way back to it), then "Submit anyway" or "Go back".
 */
export function SubmitConfirmModal({
  opened,
  review,
  onConfirm,
  onBack,
  onGoTo,
}: {
  opened: boolean;
  review: SubmissionReview;
  onConfirm: () => void;
  onBack: () => void;
  onGoTo: (index: number) => void;
}) {
  const { t } = useTranslation();
  const warn = review.unanswered.length > 0 || review.markedForReview.length > 0;
  const list = (title: string, refs: SubmissionReview['unanswered'], testId: string) =>
    refs.length > 0 && (
      <section className={classes.confirmList} data-testid={testId}>
        <h3 className={classes.confirmListTitle}>{title}</h3>
        <ul>
          {refs.map((ref) => (
            <li key={ref.questionId}>
              <Button variant="subtle" size="compact-md" onClick={() => onGoTo(ref.index)}>
                {t('assessGoToQuestion', { number: ref.index + 1 })}
              </Button>
            </li>
          ))}
        </ul>
      </section>
    );
  return (
    <Modal opened={opened} onClose={onBack} title={t('assessConfirmTitle')} closeButtonProps={{ 'aria-label': t('close') }} returnFocus={false}>
      <div data-testid="submit-confirmation">
        <p>{warn ? t('assessConfirmWarning') : t('assessConfirmAllAnswered')}</p>
        {list(t('assessUnansweredList', { count: review.unanswered.length }), review.unanswered, 'unanswered-list')}
        {list(t('assessReviewList', { count: review.markedForReview.length }), review.markedForReview, 'review-list')}
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onBack} data-autofocus>
            {t('assessGoBack')}
          </Button>
          <Button onClick={onConfirm}>{warn ? t('assessSubmitAnyway') : t('assessSubmitNow')}</Button>
        </Group>
      </div>
    </Modal>
  );
}
