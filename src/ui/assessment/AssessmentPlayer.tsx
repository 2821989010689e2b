import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Group } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { Actor } from 'xstate';
import type { AssessmentMachineKit } from '@application/assessment/assessment-machine-kit';
import type { AnswerRejection } from '@application/use-cases/answer-sync.contract';
import type { AnswerValue } from '@domain/assessment/answer-value';
import { blocksNext, canMoveTo, hasNext, slotsOf, type EssayDraft, type QuestionSlot } from '@domain/assessment/assessment-navigation.rules';
import { assessmentSubmissionMachine, type AssessmentSubmissionMachine, type AssessmentSubmissionSnapshot } from '@domain/assessment/assessment-submission.machine';
import {
  selectAnyAnswerGiven,
  selectCanEditCurrent,
  selectCanGoNext,
  selectCanGoPrevious,
  selectEssayOnScreen,
  selectHasUnsavedEssay,
  selectReview,
} from '@domain/assessment/assessment-submission.selectors';
import type { RefusalReason } from '@domain/assessment/assessment-submission.types';
import { questionOutcome } from '@domain/assessment/question-outcome.rules';
import type { AssessmentView, GroupView } from '@domain/assessment/student-view';
import type { ErrorCode } from '@domain/shared/error-codes';
import { useServices } from '../app/services-context';
import { ChevronIcon } from '../learning/common/icons';
import type { HeadingLevel } from '../learning/components/Heading';
import './assessment-strings';
import { AssessmentResults, RoundHistory } from './AssessmentResults';
import { FlagIcon } from './icons';
import { LeaveEssayModal } from './LeaveEssayModal';
import { QuestionFrame } from './QuestionFrame';
import { QuestionInput } from './QuestionInput';
import { QuestionPager, type PagerReview } from './QuestionPager';
import { SaveStatus } from './SaveStatus';
import { SubmitConfirmModal } from './SubmitConfirmModal';
import classes from './assessment.module.css';

type SubmissionActor = Actor<AssessmentSubmissionMachine>;
export type SubmissionProvide = ReturnType<AssessmentMachineKit['submission']>;

/** Server codes after which the loaded round is out of date: the screen offers a reload. */
const RELOAD_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>(['ASSESSMENT.STALE_ROUND', 'ASSESSMENT.ALREADY_SUBMITTED', 'QUESTION.ALREADY_SUBMITTED']);
const asksForReload = (code: AnswerRejection['code']): boolean => (RELOAD_CODES as ReadonlySet<string>).has(code);

export interface AssessmentPlayerProps {
  readonly view: AssessmentView;
  /** The group on screen; after submission the reloaded (revealed) group. */
  readonly group: GroupView;
  /** Answers still waiting in the outbox (shown over the server's, e.g. after an offline reload). */
  readonly pending: ReadonlyMap<number, AnswerValue>;
  /** The submission machine's actors and actions (the kit's, or a benchmark's). */
  readonly provide: SubmissionProvide;
  /** Level of the question and result headings. */
  readonly headingLevel: HeadingLevel;
  /** Read only whatever the machine says (a benchmark whose time ended). */
  readonly closed?: boolean;
  /** The group was submitted on this screen (reload it to show marks and score). */
  readonly onSubmitted: () => void;
  /** Loads the assessment again (a save was refused because the round changed). */
  readonly onReload: () => void;
  /** More lines for the results (the benchmark's score). */
  readonly resultsExtra?: ReactNode;
}

type Phase = 'answering' | 'leaving' | 'confirming' | 'submitting' | 'retrying' | 'failed' | 'submitted';

const selectPhase = (s: AssessmentSubmissionSnapshot): Phase => {
  if (s.matches({ answering: 'confirmingLeave' })) return 'leaving';
  if (s.matches('answering')) return 'answering';
  if (s.matches('confirming')) return 'confirming';
  if (s.matches('submitting')) return 'submitting';
  if (s.matches('retrying')) return 'retrying';
  if (s.matches('failed')) return 'failed';
  return 'submitted';
};

/** Why Next is disabled (product-spec §4), as a string key; null when it is not. */
export function nextBlockReason(slots: readonly QuestionSlot[], index: number, draft: EssayDraft | null): string | null {
  if (!hasNext(slots, index)) return 'assessNextLast';
  const slot = slots[index];
  if (slot && blocksNext(slot, draft)) return slot.type === 'essay' ? 'assessNextNeedsEssay' : 'assessNextNeedsChoice';
  return null;
}

/** The pager once read only: each question's outcome from the (revealed) group after submit, or a benchmark closed unsubmitted. */
function pagerReviewOf(phase: Phase, closed: boolean, group: GroupView): PagerReview | null {
  if (phase === 'submitted') {
    const outcomes = new Map(group.questions.map((q) => [q.id, questionOutcome(q)]));
    return { kind: 'submitted', outcomeOf: (questionId) => outcomes.get(questionId) ?? null };
  }
  return closed ? { kind: 'closed' } : null;
}

/**
 * Answering one assessment group with the submission machine (made through services.machines, so QA
 * traces record it): the pager, one question at a time, mark for review, skip, the quiet save status,
 * the confirmation before submit, submitting with retries, and after submission the results with every
 * answer read only and marked.
 */
export function AssessmentPlayer(props: AssessmentPlayerProps) {
  const { machines } = useServices();
  const [actor, setActor] = useState<SubmissionActor | null>(null);
  const initial = useRef(props);

  useEffect(() => {
    const { view, group, pending, provide } = initial.current;
    const created = machines.create(assessmentSubmissionMachine, {
      input: {
        assessmentId: view.id,
        retakeRound: group.retakeRound,
        assessmentGroupNumber: group.assessmentGroupNumber,
        questions: slotsOf(group.questions, pending),
        currentIndex: group.currentIndex,
        submitted: group.isSubmitted,
      },
      provide,
    });
    created.start();
    setActor(created);
    return () => {
      created.stop();
    };
  }, [machines]);

  if (!actor) return null;
  return <PlayerView actor={actor} {...props} />;
}

function PlayerView({ actor, view, group, headingLevel, closed = false, onSubmitted, onReload, resultsExtra }: AssessmentPlayerProps & { actor: SubmissionActor }) {
  const { t } = useTranslation();
  const { assessment } = useServices();
  const reasonId = useId();
  const questions = useSelector(actor, (s) => s.context.questions);
  const currentIndex = useSelector(actor, (s) => s.context.currentIndex);
  const draft = useSelector(actor, (s) => s.context.essayDraft);
  const phase = useSelector(actor, selectPhase);
  const failure = useSelector(actor, (s) => s.context.failure);
  const review = useSelector(actor, selectReview);
  const canNext = useSelector(actor, selectCanGoNext);
  const canPrevious = useSelector(actor, selectCanGoPrevious);
  const canEdit = useSelector(actor, selectCanEditCurrent);
  const essayOnScreen = useSelector(actor, selectEssayOnScreen);
  const essayUnsaved = useSelector(actor, selectHasUnsavedEssay);
  const startedSubmitted = useSelector(actor, (s) => s.context.startedSubmitted);
  const answered = useSelector(actor, selectAnyAnswerGiven);

  const reviewing = closed || phase === 'submitted';
  // After submission the pager moves freely over the read-only answers, starting where the student was.
  const [reviewIndex, setReviewIndex] = useState<number | null>(null);
  const shownIndex = reviewing ? Math.min(reviewIndex ?? currentIndex, questions.length - 1) : currentIndex;
  const slot = questions[shownIndex];
  const question = group.questions.find((q) => q.id === slot?.questionId) ?? group.questions[shownIndex];

  const [refusal, setRefusal] = useState<RefusalReason | null>(null);
  const [rejection, setRejection] = useState<AnswerRejection | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const submitStatusRef = useRef<HTMLDivElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const previous = useRef<{ phase: Phase; index: number } | null>(null);

  useEffect(() => {
    const subscription = actor.on('editRefused', (event) => setRefusal(event.reason));
    return () => subscription.unsubscribe();
  }, [actor]);

  useEffect(
    () =>
      assessment.onAnswerRefused((r) => {
        if (r.assessmentId === view.id) setRejection(r);
      }),
    [assessment, view.id],
  );

  // Submitted on this screen: the parent reloads the group (marks, keys, score) and the lesson status follows.
  const reported = useRef(false);
  useEffect(() => {
    if (phase !== 'submitted' || startedSubmitted || reported.current) return;
    reported.current = true;
    onSubmitted();
  }, [phase, startedSubmitted, onSubmitted]);

  // Focus follows what changed: a new question, the results, the submit status or its failure, or back to Submit.
  useEffect(() => {
    const before = previous.current;
    previous.current = { phase, index: shownIndex };
    if (!before) return;
    setRefusal(null);
    if (phase === 'submitted' && before.phase !== 'submitted') resultsRef.current?.focus();
    else if (before.index !== shownIndex) headingRef.current?.focus();
    else if (phase === 'submitting' && before.phase === 'confirming') submitStatusRef.current?.focus();
    else if (phase === 'failed' || phase === 'retrying') failureRef.current?.focus();
    else if (phase === 'answering' && (before.phase === 'confirming' || before.phase === 'failed')) submitRef.current?.focus();
    else if (phase === 'answering' && before.phase === 'leaving') headingRef.current?.focus();
  }, [phase, shownIndex]);

  if (!slot || !question) return null;

  const send = actor.send.bind(actor);
  const answering = phase === 'answering' && !closed;
  const readOnly = reviewing || !canEdit || slot.locked;
  const answer = !reviewing && shownIndex === currentIndex && slot.type === 'essay' ? essayOnScreen : slot.answer;
  const reason = answering ? nextBlockReason(questions, currentIndex, draft) : null;

  const goTo = (index: number) => (reviewing ? setReviewIndex(index) : send({ type: 'GO_TO', index }));
  const canGoTo = (index: number) => reviewing || (answering && canMoveTo(questions, currentIndex, index, draft));

  return (
    <div className={classes.player} data-testid="assessment-player" data-phase={phase}>
      {!reviewing && (
        <div className={classes.toolbar}>
          <SaveStatus answered={answered} />
          {group.retakeRound > 1 && <span className={classes.badge}>{t('assessAttempt', { round: group.retakeRound })}</span>}
        </div>
      )}
      {rejection && (
        <Alert color="red" role="alert" className={classes.alert} withCloseButton closeButtonLabel={t('close')} onClose={() => setRejection(null)}>
          <p className={classes.alertText}>{t('assessSaveRefused', { message: rejection.message || rejection.code })}</p>
          {asksForReload(rejection.code) && (
            <Button size="compact-md" variant="default" onClick={onReload}>
              {t('assessReload')}
            </Button>
          )}
        </Alert>
      )}
      {phase === 'submitted' && (
        <AssessmentResults view={view} group={group} headingLevel={headingLevel} headingRef={resultsRef}>
          {resultsExtra}
        </AssessmentResults>
      )}
      {closed && phase !== 'submitted' && resultsExtra}
      {!reviewing && group.retakeRound > 1 && <RoundHistory rounds={view.history} current={group.retakeRound} />}

      <QuestionPager slots={questions} current={shownIndex} review={pagerReviewOf(phase, closed, group)} canGoTo={canGoTo} onGoTo={goTo} />

      <QuestionFrame
        key={question.id}
        question={question}
        index={shownIndex}
        total={questions.length}
        headingLevel={headingLevel}
        headingRef={headingRef}
        markedForReview={slot.markedForReview && !reviewing}
        locked={slot.locked}
      >
        {(instructionId) => (
          <QuestionInput
            question={question}
            answer={answer}
            readOnly={readOnly}
            locked={slot.locked}
            describedBy={instructionId}
            essayUnsaved={essayUnsaved}
            onAnswer={(value) => send({ type: 'ANSWER', questionId: slot.questionId, answer: value })}
            onEditEssay={(value) => send({ type: 'EDIT_ESSAY', questionId: slot.questionId, answer: value })}
            onSaveEssay={() => send({ type: 'SAVE_ESSAY' })}
            onCompleteQuestion={() => send({ type: 'SUBMIT_QUESTION', questionId: slot.questionId })}
          />
        )}
      </QuestionFrame>

      {!reviewing && (
        <div className={classes.questionActions}>
          <Button
            variant={slot.markedForReview ? 'light' : 'default'}
            leftSection={<FlagIcon />}
            aria-pressed={slot.markedForReview}
            disabled={!answering}
            onClick={() => send({ type: 'MARK_FOR_REVIEW', questionId: slot.questionId, marked: !slot.markedForReview })}
          >
            {t('assessMarkForReview')}
          </Button>
          <div role="alert" className={classes.refusal}>
            {refusal && t(`assessEditRefused_${refusal}`)}
          </div>
        </div>
      )}

      <div className={classes.questionNav}>
        <Button
          variant="default"
          leftSection={<ChevronIcon direction="left" />}
          disabled={reviewing ? shownIndex === 0 : !canPrevious}
          onClick={() => (reviewing ? setReviewIndex(shownIndex - 1) : send({ type: 'PREVIOUS' }))}
        >
          {t('assessPrevious')}
        </Button>
        {!reviewing && (
          <Button variant="subtle" disabled={!answering || !hasNext(questions, currentIndex)} onClick={() => send({ type: 'SKIP' })}>
            {t('assessSkip')}
          </Button>
        )}
        <Button
          rightSection={<ChevronIcon direction="right" />}
          disabled={reviewing ? shownIndex >= questions.length - 1 : !canNext}
          aria-describedby={reason ? reasonId : undefined}
          onClick={() => (reviewing ? setReviewIndex(shownIndex + 1) : send({ type: 'NEXT' }))}
        >
          {t('assessNext')}
        </Button>
      </div>
      {reason && (
        <p id={reasonId} className={classes.nextReason} data-testid="next-reason">
          {t(reason)}
        </p>
      )}

      {!reviewing && (
        <div className={classes.submitRow}>
          <Button ref={submitRef} size="md" disabled={!answering} onClick={() => send({ type: 'SUBMIT' })}>
            {t('assessSubmit')}
          </Button>
        </div>
      )}
      <div ref={submitStatusRef} tabIndex={-1} role="status" className={classes.submitStatus} data-testid="submit-status">
        {phase === 'submitting' && !closed ? t('assessSubmitting') : ''}
      </div>
      {(phase === 'retrying' || phase === 'failed') && !closed && (
        <div ref={failureRef} tabIndex={-1} className={classes.failure}>
          <Alert color={phase === 'retrying' ? 'yellow' : 'red'} role="alert" title={phase === 'retrying' ? t('assessRetrying') : t('assessSubmitFailed')}>
            {failure && <p className={classes.alertText}>{failure.code === 'OFFLINE' ? t('assessSubmitOffline') : failure.message}</p>}
            <Group mt="xs">
              <Button onClick={() => send({ type: 'RETRY' })}>{phase === 'retrying' ? t('assessRetryNow') : t('assessRetry')}</Button>
              {phase === 'failed' && (
                <Button variant="default" onClick={() => send({ type: 'BACK' })}>
                  {t('assessBackToAnswers')}
                </Button>
              )}
            </Group>
          </Alert>
        </div>
      )}

      <SubmitConfirmModal
        opened={phase === 'confirming' && !closed}
        review={review}
        onConfirm={() => send({ type: 'CONFIRM_SUBMIT' })}
        onBack={() => send({ type: 'BACK' })}
        onGoTo={(index) => send({ type: 'GO_TO', index })}
      />
      <LeaveEssayModal
        opened={phase === 'leaving' && !closed}
        onSave={() => send({ type: 'SAVE_AND_LEAVE' })}
        onDiscard={() => send({ type: 'DISCARD_AND_LEAVE' })}
        onStay={() => send({ type: 'STAY' })}
      />
    </div>
  );
}
