import { createElement, useId, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionView } from '@domain/assessment/student-view';
import { useBilingual } from '../app/use-language';
import { AudioPlayer } from '../learning/common/AudioPlayer';
import { ImagePopup } from '../learning/common/ImagePopup';
import { RichText } from '../learning/common/RichText';
import type { HeadingLevel } from '../learning/components/Heading';
import { FlagIcon } from './icons';
import { QuestionOutcome } from './QuestionOutcome';
import { formatPoints } from '@domain/shared/number-format';
import classes from './assessment.module.css';

export interface QuestionFrameProps {
  readonly question: QuestionView;
  /** Position from 0. */
  readonly index: number;
  readonly total: number;
  readonly headingLevel: HeadingLevel;
  /** The heading takes focus when the pager moves to this question. */
  readonly headingRef: Ref<HTMLHeadingElement>;
  readonly markedForReview: boolean;
  /** Submitted on its own before the assessment was. */
  readonly locked: boolean;
  /** The answer part; gets the id of the instruction that describes it. */
  readonly children: (instructionId: string) => ReactNode;
}

/**
 * What every question shows around its answer: the number, the review flag, the instruction with its
 * narration, the question's audio and image, the primary source with its narration, and after
 * submission the points, the teacher's feedback and the suggested answer.
 */
export function QuestionFrame({ question, index, total, headingLevel, headingRef, markedForReview, locked, children }: QuestionFrameProps) {
  const { t, i18n } = useTranslation();
  const text = useBilingual();
  const headingId = useId();
  const instructionId = useId();
  const instruction = text(question.instruction);
  const source = text(question.primaryTextSource);
  return (
    <section className={classes.question} aria-labelledby={headingId} data-testid="question" data-question-type={question.type} data-question-id={question.id}>
      <div className={classes.questionHead}>
        {createElement(
          `h${headingLevel}`,
          { id: headingId, ref: headingRef, tabIndex: -1, className: classes.questionHeading },
          t('assessQuestionOf', { number: index + 1, total }),
        )}
        <span className={classes.points}>{t('assessPoints', { points: formatPoints(question.points, i18n.language) })}</span>
        {markedForReview && (
          <span className={classes.flag} data-testid="review-flag">
            <FlagIcon />
            {t('assessMarkedForReview')}
          </span>
        )}
        {locked && !question.revealed && <span className={classes.badge}>{t('assessSubmittedQuestion')}</span>}
      </div>
      <div id={instructionId} className={classes.instruction}>
        <RichText html={instruction} />
      </div>
      <AudioPlayer audio={question.instructionAudio} label={t('assessInstruction')} />
      <AudioPlayer audio={question.audio} label={t('assessQuestionAudio')} />
      {question.image && (
        <div className={classes.questionImage}>
          <ImagePopup image={question.image} width={480} />
        </div>
      )}
      {source && (
        <figure className={classes.source}>
          <figcaption className={classes.sourceTitle}>{t('assessPrimarySource')}</figcaption>
          <RichText html={source} />
          <AudioPlayer audio={question.primarySourceAudio} label={t('assessPrimarySource')} compact />
        </figure>
      )}
      {children(instructionId)}
      {question.revealed && <QuestionOutcome question={question} />}
    </section>
  );
}
