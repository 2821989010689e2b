import { useState, type FormEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Group, Text, TextInput, Textarea } from '@mantine/core';
import { changedFeedbackOf, type ChangedFeedback } from '@application/grading/grading.use-cases';
import type { AssessmentView, QuestionView } from '@domain/assessment/student-view';
import { formatPoints } from '@domain/shared/number-format';
import { failureOf } from '../app/server-state/api-result-query';
import { useGiveFeedback } from './grading.queries';
import { findQuestion } from './question-lookup';
import './grading-strings';
import classes from './grading.module.css';

export interface ScoreFeedbackFormProps {
  readonly studentId: number;
  readonly assessment: AssessmentView;
  readonly questionId: number;
  readonly onSaved?: () => void;
  readonly scoreInputRef?: Ref<HTMLInputElement>;
}

/** What the teacher is editing, and the feedback version it started from (sent as `expectedVersion`). */
interface Draft {
  readonly score: string;
  readonly feedback: string;
  readonly version: number;
  readonly dirty: boolean;
}

const draftOf = (q: Pick<QuestionView, 'score' | 'feedback' | 'feedbackVersion'>): Draft => ({
  score: q.score === null ? '' : String(q.score),
  feedback: q.feedback ?? '',
  version: q.feedbackVersion,
  dirty: false,
});

/** Blank is unscored (null); anything else goes to the server as typed, which checks the range and says so under the field. */
const scoreOf = (typed: string): number | null => (typed.trim() === '' ? null : Number(typed.trim().replace(',', '.')));

/**
 * The score (0..points, blank = unscored) and feedback of one answer of the current round. The save
 * names the version the teacher started from: when another teacher saved in between, the server
 * refuses (409) and the form shows their score and feedback, to take theirs or save over it on purpose.
 */
export function ScoreFeedbackForm({ studentId, assessment, questionId, onSaved, scoreInputRef }: ScoreFeedbackFormProps) {
  const { t, i18n } = useTranslation();
  const found = findQuestion(assessment, questionId);
  const question = found?.question;
  const save = useGiveFeedback();
  const [draft, setDraft] = useState<Draft>(() => draftOf(question ?? { score: null, feedback: null, feedbackVersion: 0 }));
  const [conflict, setConflict] = useState<ChangedFeedback | null>(null);
  const [savedMessage, setSavedMessage] = useState('');
  // A newer save arrived (ours, or another teacher's through a refetch) while nothing is typed here: show it.
  if (question && !draft.dirty && question.feedbackVersion > draft.version) setDraft(draftOf(question));
  if (!found || !question) return <Alert color="red">{t('gradingQuestionMissing')}</Alert>;

  const failure = conflict ? null : failureOf(save.error);
  const fieldError = (field: 'score' | 'feedback') => failure?.fields.find((f) => f.field === field)?.message;
  const summary = failure && failure.fields.length === 0 ? failure.message || t('gradingOffline') : null;
  const points = formatPoints(question.points, i18n.language);

  const edit = (change: Partial<Pick<Draft, 'score' | 'feedback'>>) => {
    setSavedMessage('');
    setDraft((d) => ({ ...d, ...change, dirty: true }));
  };

  const submit = (expectedVersion: number) => {
    setSavedMessage('');
    save.mutate(
      { studentId, question, score: scoreOf(draft.score), feedback: draft.feedback, expectedVersion },
      {
        onSuccess: (saved) => {
          setConflict(null);
          setDraft({ score: saved.data.score === null ? '' : String(saved.data.score), feedback: saved.data.feedback ?? '', version: saved.data.feedbackVersion, dirty: false });
          setSavedMessage(saved.message);
          onSaved?.();
        },
        onError: (error) => setConflict(changedFeedbackOf(failureOf(error))),
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(draft.version);
  };

  return (
    <form className={classes.form} onSubmit={onSubmit} noValidate data-testid="score-feedback-form" data-question-id={questionId}>
      <TextInput
        ref={scoreInputRef}
        label={t('gradingScoreLabel', { points })}
        description={t('gradingScoreHint')}
        inputMode="decimal"
        value={draft.score}
        onChange={(e) => edit({ score: e.currentTarget.value })}
        error={fieldError('score')}
        disabled={!question.isSubmitted}
        w="14rem"
      />
      <Textarea
        label={t('gradingFeedbackLabel')}
        value={draft.feedback}
        onChange={(e) => edit({ feedback: e.currentTarget.value })}
        error={fieldError('feedback')}
        disabled={!question.isSubmitted}
        rows={3}
      />
      {summary && (
        <Alert color="red" role="alert">
          {summary}
        </Alert>
      )}
      {conflict && (
        <Alert color="orange" role="alert" title={t('gradingChangedTitle')} data-testid="feedback-conflict">
          <Text size="sm">{t('gradingChangedBody', { score: conflict.score === null ? t('gradingBlankScore') : formatPoints(conflict.score, i18n.language) })}</Text>
          {conflict.feedback ? <p className={classes.conflictValue}>{conflict.feedback}</p> : <Text size="sm">{t('gradingChangedNoFeedback')}</Text>}
          <Group gap="xs" mt="xs">
            <Button
              variant="default"
              onClick={() => {
                setConflict(null);
                save.reset();
                setDraft(draftOf(conflict));
              }}
            >
              {t('gradingUseTheirs')}
            </Button>
            <Button color="orange" onClick={() => submit(conflict.feedbackVersion)} loading={save.isPending}>
              {t('gradingSaveMine')}
            </Button>
          </Group>
        </Alert>
      )}
      <Group gap="sm">
        <Button type="submit" loading={save.isPending} disabled={!question.isSubmitted || !!conflict} aria-label={t('gradingSaveNamed', { number: found.number })}>
          {t('gradingSave')}
        </Button>
        <Text size="sm" role="status" aria-live="polite">
          {savedMessage}
        </Text>
      </Group>
    </form>
  );
}
