import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import type { StudentAnswer } from '@domain/assessment/answer.schemas';
import type { AssessmentDocument, AssessmentGroupDocument } from '@domain/assessment/assessment.schemas';
import type { SubmissionResult, SubmitAssessmentInput } from '@domain/assessment/assessment-submission.types';
import { FeedbackStatus, scoreQuestion, totals, type QuestionResult } from '@domain/assessment/scoring';
import { EMPTY_ANSWER_STATE, assessmentView, groupView, type AnswerState } from '@domain/assessment/student-view';
import { useBilingual } from '../../app/use-language';
import { RichText } from '../../learning/common/RichText';
import { Heading } from '../../learning/components/Heading';
import { AssessmentPlayer, type SubmissionProvide } from '../../assessment/AssessmentPlayer';

/** A round answered in the preview: answers in memory, and after submit the results worked out here. */
interface PreviewRound {
  readonly results: ReadonlyMap<number, QuestionResult> | null;
}

/**
 * One group of the draft's document, answered with the students' own player in preview mode: the
 * submission machine's actors and actions keep the answers in this component and score them with the
 * published scoring rules (scoring.ts) on submit, so the creator sees the student's results screen,
 * and nothing reaches the server.
 */
export function AssessmentPreviewGroup({ document, group }: { readonly document: AssessmentDocument; readonly group: AssessmentGroupDocument }) {
  const { t } = useTranslation();
  const text = useBilingual();
  const headingId = useId();
  const answers = useRef(new Map<number, StudentAnswer>());
  const [round, setRound] = useState<PreviewRound>({ results: null });

  const provide = useMemo<SubmissionProvide>(
    () => ({
      actors: {
        submitAssessment: fromPromise<SubmissionResult, SubmitAssessmentInput>(async () => {
          const results = new Map(group.questions.map((q) => [q.id, scoreQuestion(q, answers.current.get(q.id) ?? null)]));
          setRound({ results });
          return { score: totals([...results.values()]).score, questions: [...results].map(([questionId, r]) => ({ questionId, correct: r.isCorrect })) };
        }),
      },
      actions: {
        persistAnswer: (_, answer) => void answers.current.set(answer.questionId, answer.value),
        persistReviewMark: () => undefined,
        persistCurrentIndex: () => undefined,
      },
    }),
    [group],
  );

  const { view, shown } = useMemo(() => {
    const results = round.results;
    const states = new Map<number, AnswerState>(
      group.questions.map((q) => {
        const result = results?.get(q.id);
        const answer = answers.current.get(q.id) ?? null;
        return [q.id, result ? { ...EMPTY_ANSWER_STATE, answer, isSubmitted: true, score: result.score, isCorrect: result.isCorrect, marks: result.marks } : { ...EMPTY_ANSWER_STATE, answer }];
      }),
    );
    const sum = results ? totals([...results.values()]) : null;
    const attempt = {
      retakeRound: 1,
      status: results ? ('submitted' as const) : ('open' as const),
      currentIndex: 0,
      score: sum?.score ?? null,
      maxScore: sum?.maxScore ?? null,
      percent: sum?.percent ?? null,
      feedbackStatus: results && sum?.score === null ? FeedbackStatus.Pending : FeedbackStatus.None,
      submittedAt: results ? new Date().toISOString() : null,
    };
    const groupShown = groupView(group, attempt, states, false);
    const lesson = { score: groupShown.score, maxScore: groupShown.maxScore, percent: groupShown.percent, feedbackStatus: groupShown.feedbackStatus };
    return { shown: groupShown, view: assessmentView(document, { studentId: null, groups: [groupShown], requiresTeacherFeedback: false, lesson, history: [] }) };
  }, [document, group, round]);

  const directions = text(document.directions);
  return (
    <section aria-labelledby={headingId} data-testid="assessment-preview-group">
      <Heading level={2} id={headingId}>
        {t('abPreviewGroup', { number: group.assessmentGroupNumber })}
      </Heading>
      {directions && <RichText html={directions} />}
      <AssessmentPlayer view={view} group={shown} pending={new Map()} provide={provide} headingLevel={3} onSubmitted={() => undefined} onReload={() => setRound({ results: null })} />
    </section>
  );
}
