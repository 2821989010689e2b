import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { assessmentWaitsForTeacher } from '@domain/learning/lesson-progress.rules';
import { failureOf } from '../app/server-state/api-result-query';
import { useServices } from '../app/services-context';
import { useBilingual } from '../app/use-language';
import { RichText } from '../learning/common/RichText';
import { deeper, type HeadingLevel } from '../learning/components/Heading';
import './assessment-strings';
import { InlineLoader } from '../common/InlineLoader';
import { assessmentKeys, assessmentQueries } from './assessment.queries';
import { groupFor, LoadFailedAlert, loadFailure } from './assessment-load';
import { AssessmentPlayer } from './AssessmentPlayer';
import { BenchmarkAssessment } from './BenchmarkAssessment';
import classes from './assessment.module.css';

export interface AssessmentGroupPlayerProps {
  readonly lessonId: number | null;
  /** The lesson's `assessment-group` component (the pager position is saved on it). */
  readonly componentId?: number | null;
  readonly groupNumber: number | null;
  readonly requiresTeacherFeedback: boolean;
  /** Level of the slot's heading; questions and results sit one level deeper. */
  readonly headingLevel: HeadingLevel;
  /** The student's submission completed the group; `waitsForTeacher`: its lesson is not completed yet. */
  readonly onCompleted?: (waitsForTeacher: boolean) => void;
}

/** A lesson id that never exists: the query stays disabled while the slot has no lesson. */
const NO_LESSON = 0;

/**
 * An assessment group inside a lesson (check-your-understanding, skill, mid-unit, performance, and the
 * benchmark lesson's set): opens the lesson's assessment (with the answers still waiting in the outbox)
 * and the machines' actors, then hands over to the player (or to the benchmark screen for a benchmark).
 */
export default function AssessmentGroupPlayer({ lessonId, componentId, groupNumber, requiresTeacherFeedback, headingLevel, onCompleted }: AssessmentGroupPlayerProps) {
  const { t } = useTranslation();
  const text = useBilingual();
  const { assessment } = useServices();
  const queryClient = useQueryClient();
  const opened = useQuery({ ...assessmentQueries.lesson(assessment, lessonId ?? NO_LESSON), enabled: lessonId !== null });
  const answering = useQuery(assessmentQueries.answering(assessment));

  // Loaded again on request (a failed load, a round that changed): the player and its machine start over.
  const reload = useCallback(() => {
    if (lessonId !== null) void queryClient.resetQueries({ queryKey: assessmentKeys.lesson(lessonId) });
  }, [queryClient, lessonId]);

  // The lesson's rule (the server's too): a score still blank, or feedback the lesson asks for, waits for the teacher.
  const completed = useCallback(
    (allScored: boolean) => onCompleted?.(assessmentWaitsForTeacher([{ allScored, requiresTeacherFeedback, teacherResponded: false }])),
    [onCompleted, requiresTeacherFeedback],
  );

  // After a submit: the revealed group (marks, keys, score) replaces the one on screen, the player stays;
  // its score says whether the lesson completes or waits for the teacher.
  const submitted = useCallback(async () => {
    if (lessonId === null) return;
    await queryClient.invalidateQueries({ queryKey: assessmentKeys.lesson(lessonId) });
    const reopened = queryClient.getQueryData(assessmentQueries.lesson(assessment, lessonId).queryKey);
    const group = reopened ? groupFor(reopened.view, groupNumber) : null;
    completed(group?.isSubmitted === true && group.score !== null);
  }, [completed, queryClient, assessment, lessonId, groupNumber]);

  if (lessonId === null) return <p>{t('assessNoLesson')}</p>;
  if (!opened.data || !answering.data) {
    const failure = failureOf(opened.error);
    // Signed out meanwhile: the session service already handles it, nothing more to show here.
    if (failure && failure.kind !== 'unauthorized') return <LoadFailedAlert {...loadFailure(failure, (k) => t(k))} onRetry={reload} />;
    return <InlineLoader />;
  }

  const { view, pending } = opened.data;
  const kit = answering.data;
  const level = deeper(headingLevel);
  if (view.kind === 'benchmark') {
    return <BenchmarkAssessment lessonId={lessonId} componentId={componentId ?? null} kit={kit} headingLevel={level} onCompleted={completed} />;
  }
  const group = groupFor(view, groupNumber);
  if (!group) return <p>{t('assessUnavailable')}</p>;
  const groupTitle = text(group.title);
  const directions = text(view.directions);
  return (
    <div className={classes.groupPlayer}>
      {groupTitle && <p className={classes.groupTitle}>{groupTitle}</p>}
      {directions && (
        <div className={classes.directions}>
          <p className={classes.outcomeTitle}>{t('assessDirections')}</p>
          <RichText html={directions} />
        </div>
      )}
      <AssessmentPlayer
        key={`${group.id}-${group.retakeRound}`}
        view={view}
        group={group}
        pending={pending}
        provide={kit.submission(componentId ? { position: { lessonId, componentId } } : {})}
        headingLevel={level}
        onSubmitted={() => void submitted()}
        onReload={reload}
      />
    </div>
  );
}
