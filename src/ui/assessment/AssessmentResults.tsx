import { createElement, useId, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { outcomeTally } from '@domain/assessment/question-outcome.rules';
import type { AssessmentView, GroupView, RoundSummary } from '@domain/assessment/student-view';
import type { HeadingLevel } from '../learning/components/Heading';
import { formatPercent, formatPoints } from '@domain/shared/number-format';
import classes from './assessment.module.css';

/** Feedback status 2: every question scored and, when required, the teacher responded. */
const FEEDBACK_COMPLETE = 2;

/** Earlier submitted attempts (rounds before `current`) with their percent. */
export function RoundHistory({ rounds, current }: { rounds: readonly RoundSummary[]; current: number }) {
  const { t, i18n } = useTranslation();
  const earlier = rounds.filter((r) => r.retakeRound < current);
  if (earlier.length === 0) return null;
  return (
    <div className={classes.history}>
      <p className={classes.outcomeTitle}>{t('assessHistory')}</p>
      <ul>
        {earlier.map((r) => (
          <li key={r.retakeRound}>
            {t('assessRound', { round: r.retakeRound, result: r.percent === null ? t('assessRoundWaiting') : formatPercent(r.percent, i18n.language) })}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The result of a submitted group: the score (or that the teacher's score is awaited, while written
 * answers and essays are unscored), how many answers were right, and earlier attempts.
 */
export function AssessmentResults({
  view,
  group,
  headingLevel,
  headingRef,
  children,
}: {
  view: AssessmentView;
  group: GroupView;
  headingLevel: HeadingLevel;
  headingRef: Ref<HTMLHeadingElement>;
  /** Extra lines (the benchmark's score). */
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const n = (value: number) => formatPoints(value, i18n.language);
  // The same outcomes the pager marks each question with.
  const { correct, incorrect, 'awaiting-teacher': waiting } = outcomeTally(group.questions);
  return (
    <section className={classes.results} aria-labelledby={id} data-testid="assessment-results">
      {createElement(`h${headingLevel}`, { id, ref: headingRef, tabIndex: -1, className: classes.resultsHeading }, t('assessResults'))}
      {!group.isSubmitted ? (
        // Submitted a moment ago: the revealed group (marks, keys, score) is on its way.
        <p role="status">{t('loading')}</p>
      ) : group.score !== null && group.percent !== null ? (
        <p className={classes.score} data-testid="assessment-score">
          {t('assessScore', { score: n(group.score), max: n(group.maxScore), percent: formatPercent(group.percent, i18n.language) })}
        </p>
      ) : (
        <p className={classes.score} data-testid="assessment-score-waiting">
          {t('assessScoreWaiting')}
        </p>
      )}
      {group.isSubmitted && <p data-testid="assessment-tally">{t('assessTally', { correct, incorrect, waiting })}</p>}
      {view.requiresTeacherFeedback && group.feedbackStatus !== FEEDBACK_COMPLETE && <p>{t('assessFeedbackPending')}</p>}
      {children}
      <RoundHistory rounds={view.history} current={group.retakeRound} />
    </section>
  );
}
