import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EssayAnswer } from '@domain/assessment/answer.schemas';
import { isAnswerGiven, type AnswerValue } from '@domain/assessment/answer-value';
import { useBilingual } from '../../app/use-language';
import { useLazyDialog } from '../../common/use-lazy-dialog';
import { AudioPlayer } from '../../learning/common/AudioPlayer';
import { RichText } from '../../learning/common/RichText';
import { byOrder, type EssayQuestionView } from '../question-views';
import classes from '../assessment.module.css';

// The confirmation (Mantine's modal and focus trap) loads when first asked for, not with every assessment.
const CompleteEssayModal = lazy(() => import('./CompleteEssayModal').then((m) => ({ default: m.CompleteEssayModal })));

/** Longest essay (the server's limit). */
const MAX_ESSAY_LENGTH = 50_000;

export interface EssayQuestionProps {
  readonly question: EssayQuestionView;
  /** The essay on screen: the unsaved draft, else the saved answer. */
  readonly answer: AnswerValue | null;
  /** Submitted, or completed: shown, never changed. */
  readonly readOnly: boolean;
  /** Completed on its own (SUBMIT_QUESTION): completed essays cannot be modified. */
  readonly completed: boolean;
  readonly unsaved: boolean;
  readonly describedBy: string;
  /** EDIT_ESSAY: the whole essay after a change (kept as a draft until saved). */
  readonly onEdit: (answer: EssayAnswer) => void;
  /** SAVE_ESSAY. */
  readonly onSave: () => void;
  /** SUBMIT_QUESTION: completes the essay. */
  readonly onComplete: () => void;
}

function essayOf(answer: AnswerValue | null): EssayAnswer {
  if (answer && 'topicId' in answer) return { topicId: answer.topicId ?? null, text: answer.text, steps: answer.steps ?? [] };
  return { topicId: null, text: '', steps: [] };
}

/**
 * An essay with its steps and topics. Typing changes a draft; "Save essay" saves it, and leaving the
 * question with unsaved changes asks first (the submission machine's confirmingLeave). A completed
 * essay is read only. Closing the tab with unsaved changes asks the browser to confirm.
 */
export function EssayQuestion({ question, answer, readOnly, completed, unsaved, describedBy, onEdit, onSave, onComplete }: EssayQuestionProps) {
  const { t } = useTranslation();
  const text = useBilingual();
  const id = useId();
  const confirm = useLazyDialog();
  const essayRef = useRef<HTMLTextAreaElement>(null);
  const essay = essayOf(answer);
  const steps = byOrder(question.steps);
  const topics = byOrder(question.topics);
  const stepText = (stepId: number) => essay.steps?.find((s) => s.stepId === stepId)?.text ?? '';

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  const editStep = (stepId: number, value: string) => {
    const others = (essay.steps ?? []).filter((s) => s.stepId !== stepId);
    onEdit({ ...essay, steps: steps.map((s) => (s.id === stepId ? { stepId, text: value } : others.find((o) => o.stepId === s.id))).filter((s) => s !== undefined) });
  };

  return (
    <div className={classes.essay}>
      {steps.length > 0 && (
        <section className={classes.steps} aria-labelledby={`${id}-steps`}>
          <p id={`${id}-steps`} className={classes.legend}>
            {t('assessEssaySteps')}
          </p>
          <ol>
            {steps.map((step, index) => (
              <li key={step.id} className={classes.step}>
                <p className={classes.stepTitle}>{text(step.title)}</p>
                {step.content && <RichText html={text(step.content)} />}
                <AudioPlayer audio={step.stepAudio} label={text(step.title)} compact />
                <label htmlFor={`${id}-step-${step.id}`} className={classes.fieldLabel}>
                  {t('assessStepNotes', { number: index + 1 })}
                </label>
                <textarea
                  id={`${id}-step-${step.id}`}
                  className={classes.textarea}
                  rows={3}
                  value={stepText(step.id)}
                  maxLength={MAX_ESSAY_LENGTH}
                  readOnly={readOnly}
                  onChange={(e) => editStep(step.id, e.target.value)}
                />
              </li>
            ))}
          </ol>
        </section>
      )}
      {topics.length > 0 && (
        <fieldset className={classes.answerGroup} aria-describedby={describedBy}>
          <legend className={classes.legend}>{t('assessTopicLegend')}</legend>
          <div className={classes.topics}>
            {topics.map((topic) => (
              <label key={topic.id} className={classes.regionOption}>
                <input
                  type="radio"
                  name={`${id}-topic`}
                  value={topic.id}
                  checked={essay.topicId === topic.id}
                  disabled={readOnly}
                  onChange={() => onEdit({ ...essay, topicId: topic.id })}
                />
                <span>{text(topic.title)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <label htmlFor={`${id}-essay`} className={classes.fieldLabel}>
        {t('assessYourEssay')}
      </label>
      <textarea
        ref={essayRef}
        id={`${id}-essay`}
        className={classes.textarea}
        rows={12}
        value={essay.text}
        maxLength={MAX_ESSAY_LENGTH}
        readOnly={readOnly}
        aria-describedby={`${describedBy} ${id}-state`}
        onChange={(e) => onEdit({ ...essay, text: e.target.value })}
      />
      {completed ? (
        <p id={`${id}-state`} className={classes.notice}>
          {t('assessEssayCompleted')}
        </p>
      ) : readOnly ? (
        <span id={`${id}-state`} />
      ) : (
        <div className={classes.essayActions}>
          <Button onClick={onSave} disabled={!unsaved}>
            {t('assessSaveEssay')}
          </Button>
          <span id={`${id}-state`} className={classes.essayState} role="status" data-unsaved={unsaved}>
            {unsaved ? t('assessEssayUnsaved') : t('assessEssaySaved')}
          </span>
          <Button ref={confirm.trigger} variant="outline" onClick={confirm.open} disabled={!isAnswerGiven(essay)}>
            {t('assessCompleteEssay')}
          </Button>
        </div>
      )}
      {confirm.mounted && (
        <Suspense fallback={null}>
          <CompleteEssayModal
            opened={confirm.opened}
            onStay={() => confirm.close()}
            onComplete={() => {
              // Completing removes the button that asked: focus goes to the (now read-only) essay.
              confirm.close({ returnFocus: false });
              onComplete();
              essayRef.current?.focus();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
