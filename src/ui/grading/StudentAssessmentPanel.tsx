import { lazy, Suspense, useCallback, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AssessmentView } from '@domain/assessment/student-view';
import { failureOf } from '../app/server-state/api-result-query';
import { useServices } from '../app/services-context';
import { useFailureText } from '../common/use-failure-text';
import { useLazyDialog } from '../common/use-lazy-dialog';
import { useNotifyResult } from '../common/use-notify';
import { AnswerReview } from './AnswerReview';
import { QueryStatus } from '../common/QueryStatus';
import { ScoreFeedbackForm } from './ScoreFeedbackForm';
import { gradingQueries, useAllowRetake } from './grading.queries';
import './grading-strings';
import classes from './grading.module.css';

// The retake confirmation loads on first use, not with every student report.
const ConfirmChangeModal = lazy(() => import('../classroom/ConfirmChangeModal').then((m) => ({ default: m.ConfirmChangeModal })));

/** The assessment the teacher opened from the report; `round` undefined is the student's current round. */
export interface OpenedAssessment {
  readonly assessmentId: number;
  readonly title: string;
  readonly round: number | undefined;
}

export interface StudentAssessmentPanelProps {
  readonly studentId: number;
  readonly studentName: string;
  readonly opened: OpenedAssessment;
  readonly canGrade: boolean;
  readonly onOpenRound: (round: number | undefined) => void;
  readonly onClose: () => void;
}

/** Every round the student has: the submitted ones kept as history and the current one. */
const roundsOf = (current: AssessmentView) => [...new Set([...current.history.map((h) => h.retakeRound), current.retakeRound])].sort((a, b) => a - b);

/**
 * One assessment of the student: the rounds to switch between, every question with the student's
 * answer, and — on the current, submitted round, for the student's teachers — the score and
 * feedback forms and "Allow retake". Earlier rounds are read-only.
 */
export function StudentAssessmentPanel({ studentId, studentName, opened, canGrade, onOpenRound, onClose }: StudentAssessmentPanelProps) {
  const { t } = useTranslation();
  const { grading } = useServices();
  const notify = useNotifyResult();
  const failureText = useFailureText();
  const current = useQuery(gradingQueries.assessment(grading, studentId, opened.assessmentId));
  const wantsEarlier = opened.round !== undefined && current.data !== undefined && opened.round !== current.data.retakeRound;
  const earlier = useQuery({ ...gradingQueries.assessment(grading, studentId, opened.assessmentId, opened.round), enabled: wantsEarlier });
  const shown = wantsEarlier ? earlier : current;
  const retake = useAllowRetake();
  const confirmRetake = useLazyDialog();
  const retakeFailure = failureOf(retake.error);
  // The heading takes focus once it is drawn (after its load), so keyboard and screen reader users land on what they opened.
  const heading = useRef<HTMLHeadingElement | null>(null);
  const headingRef = useCallback((el: HTMLHeadingElement | null) => {
    if (el && heading.current === null) el.focus();
    heading.current = el;
  }, []);

  const allowRetake = () =>
    retake.mutate(
      { studentId, assessmentId: opened.assessmentId },
      {
        onSuccess: (saved) => {
          confirmRetake.close({ returnFocus: false });
          notify({ ok: true, data: null, message: saved.message });
          onOpenRound(undefined);
          heading.current?.focus();
        },
      },
    );

  return (
    <section aria-labelledby="graded-assessment-heading" data-testid="student-assessment">
      <QueryStatus query={shown} texts={{ loading: t('gradingLoadingAssessment'), failed: t('gradingLoadFailed'), tryAgain: t('gradingTryAgain') }}>
        {(view) => {
          const isCurrent = !wantsEarlier;
          const gradable = canGrade && isCurrent && view.isSubmitted;
          const questions = view.groups.flatMap((g) => g.questions);
          return (
            <Stack gap="md">
              <Group justify="space-between" align="flex-start">
                <Title order={2} id="graded-assessment-heading" ref={headingRef} tabIndex={-1}>
                  {t('gradingAssessmentTitle', { assessment: opened.title, round: view.retakeRound })}
                </Title>
                <Button variant="default" size="xs" onClick={onClose}>
                  {t('gradingCloseAssessment')}
                </Button>
              </Group>
              {current.data && roundsOf(current.data).length > 1 && (
                <Group gap="xs" role="group" aria-label={t('gradingRounds')}>
                  {roundsOf(current.data).map((round) => {
                    const isLatest = round === current.data!.retakeRound;
                    return (
                      <Button
                        key={round}
                        size="xs"
                        variant={round === view.retakeRound ? 'filled' : 'default'}
                        aria-pressed={round === view.retakeRound}
                        onClick={() => onOpenRound(isLatest ? undefined : round)}
                      >
                        {isLatest ? t('gradingCurrentRound', { round }) : t('gradingOpenRound', { round, assessment: opened.title })}
                      </Button>
                    );
                  })}
                </Group>
              )}
              {!isCurrent && <Alert color="gray">{t('gradingEarlierRound', { round: view.retakeRound })}</Alert>}
              {isCurrent && !view.isSubmitted && <Alert color="gray">{t('gradingNotSubmittedYet')}</Alert>}
              {gradable && (
                <Group>
                  <Button
                    ref={confirmRetake.trigger}
                    variant="outline"
                    onClick={confirmRetake.open}
                  >
                    {t('gradingAllowRetake')}
                  </Button>
                </Group>
              )}
              {questions.map((q) => (
                <div key={q.id} className={classes.questionBlock}>
                  <AnswerReview assessment={view} questionId={q.id} studentId={studentId} round={isCurrent ? undefined : view.retakeRound} headingLevel={3} />
                  {gradable && <ScoreFeedbackForm studentId={studentId} assessment={view} questionId={q.id} />}
                </div>
              ))}
              {confirmRetake.mounted && (
                <Suspense fallback={null}>
                  <ConfirmChangeModal
                    opened={confirmRetake.opened}
                    title={t('gradingRetakeTitle')}
                    body={t('gradingRetakeBody', { name: studentName, assessment: opened.title, round: view.retakeRound + 1, current: view.retakeRound })}
                    confirmLabel={t('gradingRetakeConfirm')}
                    busy={retake.isPending}
                    failure={retakeFailure && retakeFailure.kind !== 'unauthorized' ? { title: t('gradingAllowRetake'), reason: failureText(retakeFailure) } : null}
                    onClose={() => {
                      confirmRetake.close();
                      retake.reset();
                    }}
                    onConfirm={allowRetake}
                  />
                </Suspense>
              )}
            </Stack>
          );
        }}
      </QueryStatus>
    </section>
  );
}
