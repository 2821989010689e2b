import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssessmentMachineKit } from '@application/use-cases/answer-sync.actors';
import type { AnswerValue } from '@domain/assessment/answer-value';
import type { AssessmentView } from '@domain/assessment/student-view';
import { useServices } from '../app/services-context';
import { useBilingual } from '../app/use-language';
import { RichText } from '../learning/common/RichText';
import { deeper, type HeadingLevel } from '../learning/components/Heading';
import './assessment-strings';
import { InlineLoader } from '../common/InlineLoader';
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
  readonly onCompleted?: (requiresTeacherFeedback: boolean) => void;
}

type Loaded = { readonly view: AssessmentView; readonly pending: ReadonlyMap<number, AnswerValue>; readonly kit: AssessmentMachineKit };
type LoadState = { readonly status: 'loading' } | { readonly status: 'ready'; readonly data: Loaded } | { readonly status: 'failed'; readonly message: string; readonly retry: boolean };

/**
 * An assessment group inside a lesson (check-your-understanding, skill, mid-unit, performance, and the
 * benchmark lesson's set): loads the lesson's assessment, the answers still waiting in the outbox and
 * the machine kit, then hands over to the player (or to the benchmark screen for a benchmark).
 */
export default function AssessmentGroupPlayer({ lessonId, componentId, groupNumber, requiresTeacherFeedback, headingLevel, onCompleted }: AssessmentGroupPlayerProps) {
  const { t } = useTranslation();
  const text = useBilingual();
  const { assessments, answerSync, assessmentMachines } = useServices();
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // Bumped when a new round is loaded, so the player (and its machine) starts over.
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (lessonId === null) return;
    let live = true;
    void (async () => {
      const [result, kit] = await Promise.all([assessments.lessonAssessment(lessonId), assessmentMachines()]);
      if (!live) return;
      if (!result.ok) {
        if (result.kind !== 'unauthorized') setState({ status: 'failed', ...loadFailure(result, (k) => t(k)) });
        return;
      }
      const pending = await answerSync.pendingAnswers(result.data.id);
      if (live) setState({ status: 'ready', data: { view: result.data, pending, kit } });
    })();
    return () => {
      live = false;
    };
    // Reloads only on request: a language change re-reads the bilingual fields already here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lessonId, attempt]);

  const reload = useCallback(() => {
    setGeneration((g) => g + 1);
    setAttempt((a) => a + 1);
  }, []);

  // After a submit: the revealed group (marks, keys, score) replaces the one on screen, the player stays.
  const refresh = useCallback(async () => {
    if (lessonId === null) return;
    const result = await assessments.lessonAssessment(lessonId);
    if (result.ok) setState((s) => (s.status === 'ready' ? { status: 'ready', data: { ...s.data, view: result.data } } : s));
  }, [assessments, lessonId]);

  const submitted = useCallback(() => {
    onCompleted?.(requiresTeacherFeedback);
    void refresh();
  }, [onCompleted, requiresTeacherFeedback, refresh]);

  if (lessonId === null) return <p>{t('assessNoLesson')}</p>;
  if (state.status === 'loading') return <InlineLoader />;
  if (state.status === 'failed') return <LoadFailedAlert message={state.message} retry={state.retry} onRetry={reload} />;

  const { view, pending, kit } = state.data;
  const level = deeper(headingLevel);
  if (view.kind === 'benchmark') {
    return <BenchmarkAssessment lessonId={lessonId} componentId={componentId ?? null} kit={kit} headingLevel={level} onCompleted={() => onCompleted?.(requiresTeacherFeedback)} />;
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
        key={`${group.id}-${group.retakeRound}-${generation}`}
        view={view}
        group={group}
        pending={pending}
        provide={kit.submission(componentId ? { position: { lessonId, componentId } } : {})}
        headingLevel={level}
        onSubmitted={submitted}
        onReload={reload}
      />
    </div>
  );
}
