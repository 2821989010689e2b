import { useTranslation } from 'react-i18next';
import { Alert } from '@mantine/core';
import type { AssessmentView } from '@domain/assessment/student-view';
import { QuestionFrame } from '../assessment/QuestionFrame';
import { QuestionInput } from '../assessment/QuestionInput';
import { useBilingual } from '../app/use-language';
import { RichText } from '../learning/common/RichText';
import type { HeadingLevel } from '../learning/components/Heading';
import { findQuestion } from './question-lookup';
import './grading-strings';
import classes from './grading.module.css';

export interface AnswerReviewProps {
  readonly assessment: AssessmentView;
  readonly questionId: number;
  readonly studentId: number;
  /** The round shown when it is not the current one (history). */
  readonly round?: number;
  /** The question heading's level (4 under the report's assessment heading). */
  readonly headingLevel?: HeadingLevel;
}

const ignore = () => undefined;

/**
 * One question as the teacher reviews it: the question itself, the student's answer drawn read-only
 * by the same component the student answered with (so every one of the nine types looks as the
 * student saw it), the marks of objective types, the points and feedback so far, the suggested
 * answer and the rubric. Staff views always carry the answer keys.
 */
export function AnswerReview({ assessment, questionId, studentId, round, headingLevel = 4 }: AnswerReviewProps) {
  const { t } = useTranslation();
  const text = useBilingual();
  const found = findQuestion(assessment, questionId);
  if (!found) return <Alert color="red">{t('gradingQuestionMissing')}</Alert>;
  const { question, number, total } = found;
  const rubric = text(question.rubric);
  return (
    <div className={classes.review} data-testid="answer-review" data-student-id={studentId} data-round={round ?? question.retakeRound}>
      <QuestionFrame
        question={question}
        index={number - 1}
        total={total}
        headingLevel={headingLevel}
        headingRef={null}
        markedForReview={false}
        locked={question.isSubmitted}
      >
        {(instructionId) => (
          <>
            <QuestionInput
              question={question}
              answer={question.studentAnswer}
              readOnly
              locked
              describedBy={instructionId}
              essayUnsaved={false}
              onAnswer={ignore}
              onEditEssay={ignore}
              onSaveEssay={ignore}
              onCompleteQuestion={ignore}
            />
            {!question.isAnswered && <p className={classes.noAnswer}>{t('gradingNoAnswer')}</p>}
          </>
        )}
      </QuestionFrame>
      {rubric && (
        <section className={classes.rubric} aria-label={t('gradingRubric')}>
          <p className={classes.rubricTitle}>{t('gradingRubric')}</p>
          <RichText html={rubric} />
        </section>
      )}
    </div>
  );
}
