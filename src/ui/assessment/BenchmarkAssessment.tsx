import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { fromPromise, waitFor, type Actor } from 'xstate';
import type { BenchmarkAssessmentView } from '@application/ports/assessment-gateway.port';
import type { AssessmentMachineKit } from '@application/assessment/assessment-machine-kit';
import type { AnswerValue } from '@domain/assessment/answer-value';
import type { SubmissionResult, SubmitAssessmentInput, SubmitFailure } from '@domain/assessment/assessment-submission.types';
import { benchmarkLifecycleMachine, type BenchmarkLifecycleMachine, type BenchmarkLifecycleSnapshot } from '@domain/assessment/benchmark-lifecycle.machine';
import type { ErrorCode } from '@domain/shared/error-codes';
import { failureOf } from '../app/server-state/api-result-query';
import { useServices } from '../app/services-context';
import { useBilingual } from '../app/use-language';
import type { HeadingLevel } from '../learning/components/Heading';
import './assessment-strings';
import { InlineLoader } from '../common/InlineLoader';
import { assessmentKeys, assessmentQueries } from './assessment.queries';
import { groupFor, LoadFailedAlert, loadFailure } from './assessment-load';
import { AssessmentPlayer, type SubmissionProvide } from './AssessmentPlayer';
import { BenchmarkExpiredModal } from './BenchmarkExpiredModal';
import { BenchmarkStartModal } from './BenchmarkStartModal';
import { formatPercent } from '@domain/shared/number-format';
import { formatDate } from './format';
import classes from './assessment.module.css';

type LifecycleActor = Actor<BenchmarkLifecycleMachine>;

/** The player's own "submitted" comes before the benchmark's score: the lesson hears after scoring instead. */
const lessonHearsAfterScoring = () => undefined;

/** The submit failure the player shows for a benchmark whose period ended. */
const BENCHMARK_EXPIRED: ErrorCode = 'BENCHMARK.EXPIRED';
type Phase = 'assigned' | 'inProgress' | 'submitting' | 'submitFailed' | 'scoring' | 'expired' | 'expiredReady' | 'endedNotice' | 'ended' | 'submitted';

const selectPhase = (s: BenchmarkLifecycleSnapshot): Phase => {
  if (s.matches({ expired: 'ready' })) return 'expiredReady';
  if (s.matches({ ended: 'notice' })) return 'endedNotice';
  for (const phase of ['assigned', 'inProgress', 'submitting', 'submitFailed', 'scoring', 'expired', 'ended'] as const) if (s.matches(phase)) return phase;
  return 'submitted';
};

/** Phases with the questions open for answers; every other one shows them read only. */
const ANSWERING: readonly Phase[] = ['inProgress', 'submitting', 'submitFailed'];

export interface BenchmarkAssessmentProps {
  readonly lessonId: number;
  readonly componentId: number | null;
  readonly kit: AssessmentMachineKit;
  readonly headingLevel: HeadingLevel;
  /** Submitted and its score loaded; `allScored` false while a written or essay answer waits for the teacher. */
  readonly onCompleted: (allScored: boolean) => void;
}

/**
 * The benchmark assessment screen of a benchmark lesson: the student's assignment on it (the newest),
 * its time period, Start, the questions, and Submit through the benchmark lifecycle machine. A submit
 * refused because the period ended shows the server's message in the expired-benchmark modal while the
 * score is loaded and the lesson reloaded; a benchmark opened after its period shows the same modal at
 * once. Either way the saved answers stay, read only. A retake round starts at Start again.
 */
export function BenchmarkAssessment(props: BenchmarkAssessmentProps) {
  const { t } = useTranslation();
  const { assessment } = useServices();
  const queryClient = useQueryClient();
  const opened = useQuery(assessmentQueries.benchmark(assessment, props.lessonId));
  // Loaded again on request: the run and its machines start over.
  const reload = useCallback(() => void queryClient.resetQueries({ queryKey: assessmentKeys.benchmark(props.lessonId) }), [queryClient, props.lessonId]);

  if (!opened.data) {
    const failure = failureOf(opened.error);
    // Signed out meanwhile: the session service already handles it, nothing more to show here.
    if (failure && failure.kind !== 'unauthorized') return <LoadFailedAlert {...loadFailure(failure, (k) => t(k))} onRetry={reload} />;
    return <InlineLoader />;
  }
  if (opened.data.kind === 'not-assigned') return <LoadFailedAlert message={t('assessBenchmarkNotAssigned')} retry={false} onRetry={reload} />;
  const { benchmark, pending } = opened.data;
  const { assignment } = benchmark;
  return <BenchmarkRun key={`${assignment.benchmarkStudentId}-${assignment.retakeRound}`} {...props} initial={benchmark} pending={pending} onReload={reload} />;
}

function BenchmarkRun({
  lessonId,
  componentId,
  kit,
  headingLevel,
  onCompleted,
  initial,
  pending,
  onReload,
}: BenchmarkAssessmentProps & { initial: BenchmarkAssessmentView; pending: ReadonlyMap<number, AnswerValue>; onReload: () => void }) {
  const { assessment, machines } = useServices();
  const [data, setData] = useState(initial);
  const [actor, setActor] = useState<LifecycleActor | null>(null);
  const lifecycle = useRef<LifecycleActor | null>(null);
  const benchmarkStudentId = initial.assignment.benchmarkStudentId;

  const reloadLesson = useCallback(async () => {
    const result = await assessment.reopenBenchmark(benchmarkStudentId);
    if (!result.ok) throw new Error(result.code);
    setData(result.data);
    return result.data;
  }, [assessment, benchmarkStudentId]);

  useEffect(() => {
    const { assignment, assessment } = initial;
    const created = machines.create(benchmarkLifecycleMachine, {
      input: {
        benchmarkStudentId: assignment.benchmarkStudentId,
        lessonId,
        status: assignment.status,
        retakeRound: assignment.retakeRound,
        score: assignment.score,
        expired: assignment.isExpired,
      },
      provide: kit.benchmark({ assessmentId: assessment.id, reloadLesson }),
    });
    lifecycle.current = created;
    created.start();
    setActor(created);
    return () => {
      created.stop();
      lifecycle.current = null;
    };
  }, [machines, kit, initial, lessonId, reloadLesson]);

  // The player's submit goes through the lifecycle (benchmark-answer/submit, the expired modal, the score).
  const provide = useMemo<SubmissionProvide>(() => {
    const base = kit.submission(componentId ? { position: { lessonId, componentId } } : {});
    return {
      ...base,
      actors: {
        ...base.actors,
        submitAssessment: fromPromise<SubmissionResult, SubmitAssessmentInput>(async () => {
          const running = lifecycle.current;
          if (!running) throw { code: 'NOT_STARTED', message: '', retryable: false } satisfies SubmitFailure;
          running.send({ type: 'SUBMIT' });
          if (!running.getSnapshot().matches('submitting')) throw { code: 'NOT_STARTED', message: '', retryable: false } satisfies SubmitFailure;
          const after = await waitFor(running, (s) => !s.matches('submitting'));
          if (after.matches('expired')) throw { code: BENCHMARK_EXPIRED, message: after.context.message ?? '', retryable: false } satisfies SubmitFailure;
          if (after.matches('submitFailed')) {
            const code = after.context.message === 'OFFLINE' ? 'OFFLINE' : 'BENCHMARK_SUBMIT_FAILED';
            throw { code, message: after.context.message ?? '', retryable: false } satisfies SubmitFailure;
          }
          return { score: null, questions: [] };
        }),
      },
    } as SubmissionProvide;
  }, [kit, componentId, lessonId]);

  if (!actor) return <InlineLoader />;
  return <BenchmarkView actor={actor} data={data} pending={pending} provide={provide} headingLevel={headingLevel} onCompleted={onCompleted} onReload={onReload} reloadLesson={reloadLesson} />;
}

function BenchmarkView({
  actor,
  data,
  pending,
  provide,
  headingLevel,
  onCompleted,
  onReload,
  reloadLesson,
}: {
  actor: LifecycleActor;
  data: BenchmarkAssessmentView;
  pending: ReadonlyMap<number, AnswerValue>;
  provide: SubmissionProvide;
  headingLevel: HeadingLevel;
  onCompleted: (allScored: boolean) => void;
  onReload: () => void;
  reloadLesson: () => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation();
  const text = useBilingual();
  const phase = useSelector(actor, selectPhase);
  const score = useSelector(actor, (s) => s.context.score);
  const message = useSelector(actor, (s) => s.context.message);
  const openedUnstarted = useSelector(actor, (s) => s.context.openedExpired && s.context.initialStatus === 0);
  const { assignment, assessment } = data;
  const group = groupFor(assessment, null);
  const previous = useRef(phase);
  const rootRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const { key: historyKey } = useLocation();
  // The flash confirmation opens on arrival at an assigned benchmark; the page's Start asks it again.
  // A resumed attempt (status 1, an answer saved) is past it: the lifecycle starts in progress.
  const [confirming, setConfirming] = useState(true);

  // Started from the confirmation: focus goes to the first question's heading once the player shows it
  // (its machine starts after the first render), so it never drops to the page's body.
  const focusWatch = useRef<MutationObserver | null>(null);
  useEffect(() => () => focusWatch.current?.disconnect(), []);
  const focusFirstQuestion = useCallback(() => {
    const root = rootRef.current;
    if (!root) return;
    const heading = () => root.querySelector<HTMLElement>('[data-testid="question"] [tabindex="-1"]');
    focusWatch.current?.disconnect();
    focusWatch.current = new MutationObserver(() => {
      const shown = heading();
      if (!shown) return;
      focusWatch.current?.disconnect();
      shown.focus();
    });
    focusWatch.current.observe(root, { childList: true, subtree: true });
  }, []);

  // Accepted and scored: the lesson hears whether the score is complete (a blank one waits for the
  // teacher), and the set is reloaded so its answers show revealed, with marks.
  useEffect(() => {
    const before = previous.current;
    previous.current = phase;
    if (phase !== 'submitted' || before !== 'scoring') return;
    onCompleted(score !== null);
    void reloadLesson().catch(() => undefined);
  }, [phase, score, onCompleted, reloadLesson]);

  const period = assignment.startsAt && assignment.endsAt
    ? t('assessBenchmarkPeriod', { start: formatDate(assignment.startsAt, i18n.language), end: formatDate(assignment.endsAt, i18n.language) })
    : null;
  const submitted = group?.isSubmitted === true;
  const ended = phase === 'ended' || phase === 'endedNotice';
  // Opened after the end never started (status 0): there are no answers to show, only that it ended.
  const nothingSaved = ended && openedUnstarted;
  const startable = phase === 'assigned' && assignment.isOpen;
  // Not now: back where the student came from; a page opened directly (first in the history) goes home.
  const notNow = () => (historyKey === 'default' ? navigate('/') : navigate(-1));
  // Submitted but unscored, the results box already says the score waits for the teacher: said once, not here too.
  const scoreLine =
    (phase === 'submitted' || phase === 'expiredReady') && (score !== null || !submitted) ? (
      <p className={classes.score} data-testid="benchmark-score">
        {score !== null ? t('assessBenchmarkScore', { percent: formatPercent(score, i18n.language) }) : t('assessBenchmarkEnded')}
      </p>
    ) : ended ? (
      // Said as text, not an alert: the expired modal already announced it.
      <p className={classes.score} data-testid="benchmark-ended">
        {t('assessBenchmarkEnded')}
      </p>
    ) : null;

  return (
    <div ref={rootRef} className={classes.groupPlayer} data-testid="benchmark" data-phase={phase}>
      <p className={classes.groupTitle}>{text(assignment.benchmarkName)}</p>
      <div className={classes.benchmarkFacts}>
        {period && <p>{period}</p>}
        {group && <p>{t('assessQuestionCount', { count: group.questions.length })}</p>}
        {assignment.retakeRound > 1 && <p>{t('assessAttempt', { round: assignment.retakeRound })}</p>}
      </div>
      {phase === 'assigned' || nothingSaved ? (
        <div className={classes.benchmarkStart}>
          {nothingSaved ? (
            scoreLine
          ) : !assignment.isOpen ? (
            <p>{t('assessBenchmarkNotOpenYet', { start: formatDate(assignment.startsAt, i18n.language) })}</p>
          ) : (
            <>
              <p>{t('assessBenchmarkIntro')}</p>
              <Button size="md" onClick={() => setConfirming(true)}>
                {assignment.retakeRound > 1 ? t('assessBenchmarkStartRetake', { round: assignment.retakeRound }) : t('assessBenchmarkStart')}
              </Button>
            </>
          )}
        </div>
      ) : (
        group && (
          <AssessmentPlayer
            view={assessment}
            group={group}
            pending={pending}
            provide={provide}
            headingLevel={headingLevel}
            closed={!ANSWERING.includes(phase)}
            onSubmitted={lessonHearsAfterScoring}
            onReload={onReload}
            resultsExtra={scoreLine}
          />
        )
      )}
      <BenchmarkStartModal
        opened={startable && confirming}
        benchmarkName={text(assignment.benchmarkName)}
        endsAt={assignment.endsAt}
        questionCount={group ? group.questions.length : null}
        retakeRound={assignment.retakeRound}
        onStart={() => {
          setConfirming(false);
          focusFirstQuestion();
          actor.send({ type: 'START' });
        }}
        onNotNow={() => {
          setConfirming(false);
          void notNow();
        }}
      />
      <BenchmarkExpiredModal
        stage={phase === 'expired' ? 'refused' : phase === 'expiredReady' ? 'refusedReady' : phase === 'endedNotice' ? 'opened' : null}
        message={message}
        nothingSaved={nothingSaved}
        scoreLine={scoreLine}
        onClose={() => actor.send({ type: 'CLOSE_MODAL' })}
      />
    </div>
  );
}
