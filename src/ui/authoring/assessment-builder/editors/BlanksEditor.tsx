import { useState } from 'react';
import { Button, Fieldset, Group, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QuestionDraft } from '@domain/authoring/assessment-authoring.responses';
import type { Language } from '@domain/shared/constants';
import { withLanguage } from '../../lesson-builder/draft-parts';
import { useAssessmentSave } from '../assessment-draft.queries';
import { questionIn, richOf } from './assessment-parts';
import { ChoicesEditor } from './ChoicesEditor';
import { RichPair } from './fields';
import { useQuestionSave } from './use-question-save';

type Blank = QuestionDraft['elements'][number];
type Accepted = { en: string[]; es: string[] };
const LANGUAGES: readonly Language[] = ['en', 'es'];

/** Accepted answers as typed: one a line, blank lines left out. */
const linesOf = (text: string) => text.split('\n').map((line) => line.trim()).filter(Boolean);

/**
 * A cloze sentence or a fill-in-blank paragraph (product-spec §3): its text with each blank marked
 * `[[n]]`, and each blank's accepted answers per language; a cloze sentence has a word bank too (its
 * choices, never correct).
 */
export function BlanksEditor({ question }: { readonly question: QuestionDraft }) {
  const { t } = useTranslation();
  const save = useAssessmentSave();
  const saveFields = useQuestionSave(question.id);
  return (
    <Stack gap="md">
      <Text size="sm" id={`blank-hint-${question.id}`}>
        {t('abContentHint')}
      </Text>
      <RichPair
        labels={{ en: t('abContentEn'), es: t('abContentEs') }}
        value={question.content}
        onSave={(language, html) => saveFields((now) => ({ content: richOf(withLanguage(now?.content, language, html)) }))}
      />
      <Fieldset legend={t('abBlanks')}>
        <Stack gap="md">
          {question.elements.map((blank) => (
            <BlankRow key={blank.id} questionId={question.id} blank={blank} />
          ))}
          <NewBlank onAdd={(accepted) => save((b, v) => b.addBlank(question.id, v, accepted))} />
        </Stack>
      </Fieldset>
      {question.type === 'cloze-sentence' && <ChoicesEditor question={question} mode="bank" />}
    </Stack>
  );
}

function BlankRow({ questionId, blank }: { readonly questionId: number; readonly blank: Blank }) {
  const { t } = useTranslation();
  const save = useAssessmentSave();
  const number = blank.order;
  const saveAccepted = (language: Language, answers: string[]) =>
    save((b, v, latest) => {
      const now = questionIn(latest, questionId)?.elements.find((e) => e.id === blank.id) ?? blank;
      const hint = now.content ? { en: now.content.en, es: now.content.es } : null;
      return b.editPart('blank', blank.id, v, { content: hint, accepted: { ...now.accepted, [language]: answers } });
    });
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        {t('abBlankNamed', { number })}
      </Text>
      {LANGUAGES.map((language) => (
        <AcceptedField key={language} label={t(language === 'en' ? 'abAcceptedEn' : 'abAcceptedEs', { number })} value={blank.accepted[language]} onSave={(answers) => saveAccepted(language, answers)} />
      ))}
      <Group>
        <Button variant="default" size="xs" onClick={() => void save((b, v) => b.removePart('blank', blank.id, v))}>
          {t('abRemoveBlank', { number })}
        </Button>
      </Group>
    </Stack>
  );
}

/** One language's accepted answers, saved when left; at least one is required. */
function AcceptedField({ label, value, onSave }: { readonly label: string; readonly value: readonly string[]; readonly onSave: (answers: string[]) => Promise<{ ok: boolean; text?: string }> }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value.join('\n'));
  const [error, setError] = useState<string | null>(null);
  const commit = async () => {
    const answers = linesOf(text);
    if (answers.join('\n') === value.join('\n')) return setError(null);
    if (answers.length === 0) return setError(t('required'));
    const outcome = await onSave(answers);
    setError(outcome.ok ? null : (outcome.text ?? null));
  };
  return <Textarea label={label} description={t('abAcceptedHint')} rows={2} value={text} error={error} onChange={(event) => setText(event.currentTarget.value)} onBlur={() => void commit()} />;
}

function NewBlank({ onAdd }: { readonly onAdd: (accepted: Accepted) => Promise<{ ok: boolean; text?: string }> }) {
  const { t } = useTranslation();
  const [text, setText] = useState({ en: '', es: '' });
  const [error, setError] = useState<string | null>(null);
  const add = async () => {
    const accepted = { en: linesOf(text.en), es: linesOf(text.es) };
    if (accepted.en.length === 0 || accepted.es.length === 0) return setError(t('required'));
    const outcome = await onAdd(accepted);
    if (!outcome.ok) return setError(outcome.text ?? null);
    setError(null);
    setText({ en: '', es: '' });
  };
  return (
    <Stack gap={4}>
      {LANGUAGES.map((language) => (
        <Textarea
          key={language}
          label={t(language === 'en' ? 'abNewAcceptedEn' : 'abNewAcceptedEs')}
          description={t('abAcceptedHint')}
          rows={2}
          value={text[language]}
          onChange={(event) => setText({ ...text, [language]: event.currentTarget.value })}
        />
      ))}
      <Button variant="default" w="fit-content" onClick={() => void add()}>
        {t('abAddBlank')}
      </Button>
      {error && (
        <Text size="sm" c="red.9" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
