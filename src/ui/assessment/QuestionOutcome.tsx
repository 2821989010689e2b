import { useTranslation } from 'react-i18next';
import { isTeacherScored } from '@domain/assessment/question-outcome.rules';
import type { QuestionView } from '@domain/assessment/student-view';
import { useBilingual } from '../app/use-language';
import { RichText } from '../learning/common/RichText';
import { formatPoints } from '@domain/shared/number-format';
import classes from './assessment.module.css';

/** After submission: the points earned (or that the teacher's score is awaited), feedback and the suggested answer. */
export function QuestionOutcome({ question }: { question: QuestionView }) {
  const { t, i18n } = useTranslation();
  const text = useBilingual();
  const waiting = question.score === null && isTeacherScored(question.type);
  const suggested = text(question.suggestedAnswer);
  const response = text(question.responseText);
  return (
    <div className={classes.outcome} data-testid="question-outcome">
      <p className={classes.outcomeScore}>
        {waiting
          ? t('assessQuestionWaiting')
          : t('assessQuestionScore', { score: formatPoints(question.score ?? 0, i18n.language), points: formatPoints(question.points, i18n.language) })}
      </p>
      {question.feedback && (
        <div className={classes.outcomePart}>
          <p className={classes.outcomeTitle}>{t('assessTeacherFeedback')}</p>
          <p className={classes.feedback}>{question.feedback}</p>
        </div>
      )}
      {response && <RichText html={response} />}
      {suggested && (
        <div className={classes.outcomePart}>
          <p className={classes.outcomeTitle}>{t('assessSuggestedAnswer')}</p>
          <RichText html={suggested} />
        </div>
      )}
    </div>
  );
}
