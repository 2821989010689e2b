import { useEffect, useRef, type Ref } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WaitingAnswer } from '@application/grading/grading.use-cases';
import { failureOf } from '../../app/server-state/api-result-query';
import { useServices } from '../../app/services-context';
import { useBilingual } from '../../app/use-language';
import { useFailureText } from '../../common/use-failure-text';
import { AnswerReview } from '../AnswerReview';
import { gradingQueries } from '../grading.queries';
import { ScoreFeedbackForm } from '../ScoreFeedbackForm';
import { formatSubmitted, studentNameOf } from './queue-labels';
import classes from './GradingQueue.module.css';

export interface CurrentAnswerProps {
  readonly answer: WaitingAnswer;
  /** Bumped when focus should land on this answer's heading (the teacher moved from inside the old one). */
  readonly focusRequest: number;
  readonly scoreInputRef: Ref<HTMLInputElement>;
  readonly onSaved: () => void;
}

/**
 * The open answer: who and where (from the queue row, shown at once), then the student's current
 * round of that assessment as the teacher reviews it, and the score and feedback form (which sends the
 * version it started from: a concurrent save by another teacher comes back as a 409 it explains).
 */
export function CurrentAnswer({ answer, focusRequest, scoreInputRef, onSaved }: CurrentAnswerProps) {
  const { t, i18n } = useTranslation();
  const text = useBilingual();
  const failureText = useFailureText();
  const { grading } = useServices();
  const heading = useRef<HTMLHeadingElement>(null);
  const view = useQuery(gradingQueries.assessment(grading, answer.student.id, answer.assessment.id));
  const failure = failureOf(view.error);
  const name = studentNameOf(answer);

  useEffect(() => {
    if (focusRequest > 0) heading.current?.focus();
  }, [focusRequest]);

  return (
    <Stack gap="sm" className={classes.current} data-testid="queue-current" data-answer={`${answer.student.id}:${answer.question.id}`}>
      <h2 ref={heading} tabIndex={-1} className={classes.currentTitle}>
        {t('queueCurrentTitle', { name, assessment: text(answer.assessment.name), number: answer.question.number })}
      </h2>
      <Text size="sm" c="dimmed">
        {t('queueCurrentWhere', {
          classroom: answer.classroom.name,
          unit: text(answer.unit.name),
          round: answer.retakeRound,
          submitted: formatSubmitted(answer.submittedAt, i18n.language),
        })}
      </Text>
      {view.isPending && (
        <span role="status">
          <Loader size="sm" aria-hidden />
          <span className="visually-hidden">{t('queueLoadingAnswer')}</span>
        </span>
      )}
      {view.isError && failure?.kind !== 'unauthorized' && (
        <Alert color="red" role="alert" title={t('queueAnswerFailed')}>
          <Text size="sm">{failure ? failureText(failure) : t('somethingWentWrongAlert')}</Text>
          <Button variant="default" mt="xs" onClick={() => void view.refetch()}>
            {t('queueTryAgain')}
          </Button>
        </Alert>
      )}
      {view.data && (
        <>
          <AnswerReview assessment={view.data} questionId={answer.question.id} studentId={answer.student.id} headingLevel={3} />
          <ScoreFeedbackForm studentId={answer.student.id} assessment={view.data} questionId={answer.question.id} scoreInputRef={scoreInputRef} onSaved={onSaved} />
        </>
      )}
    </Stack>
  );
}
