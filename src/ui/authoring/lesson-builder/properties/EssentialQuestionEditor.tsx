import { useState } from 'react';
import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { audioChoiceOf } from '@domain/authoring/narration-ids';
import type { AudioChoice, BilingualRich } from '@domain/authoring/lesson-content.schemas';
import type { EssentialQuestion, Paragraph } from '@domain/content/component.schemas';
import { RichTextField } from '../../editing/RichTextField';
import { withRecording } from '../draft-parts';
import { useSave, type SaveOutcome } from '../draft-saver';
import { NarrationFields } from './NarrationFields';

/** A paragraph's essential question (product-spec §3), written on the paragraph's own calls. */
export function EssentialQuestionEditor({ paragraph }: { readonly paragraph: Paragraph }) {
  const save = useSave();
  const existing = paragraph.essentialQuestion;
  const target = existing ? { essentialQuestionId: existing.id } : { paragraphId: paragraph.id };
  return (
    <EssentialQuestionFields question={existing} onSave={(text, audio) => save((content, version) => content.saveEssentialQuestion(target, version, text, audio))} />
  );
}

export interface EssentialQuestionFieldsProps {
  readonly question: EssentialQuestion | null;
  /** Writes the question and its narration (the question is made on the first save). */
  readonly onSave: (question: BilingualRich, audio: AudioChoice) => Promise<SaveOutcome<unknown>>;
  /** Whose question it is, as its labels' i18next context: a paragraph's (none) or the lesson's own. */
  readonly owner?: 'lesson';
}

/**
 * An essential question written in both languages and saved with its button, with its narration. A
 * refusal shows the server's message ("Failed to save Essential Question!").
 */
export function EssentialQuestionFields({ question: existing, onSave, owner }: EssentialQuestionFieldsProps) {
  const { t } = useTranslation();
  const context = { context: owner };
  const textOf = (q: EssentialQuestion | null): BilingualRich => ({ en: q?.question.en ?? '', es: q?.question.es ?? '' });
  const [question, setQuestion] = useState<BilingualRich>(textOf(existing));
  // A question made, removed or replaced in the draft is shown as the draft has it.
  const [seenId, setSeenId] = useState(existing?.id ?? null);
  if ((existing?.id ?? null) !== seenId) {
    setSeenId(existing?.id ?? null);
    setQuestion(textOf(existing));
  }
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const write = async (text: BilingualRich, audio: AudioChoice) => {
    setBusy(true);
    const outcome = await onSave(text, audio);
    setBusy(false);
    setError(outcome.ok ? null : outcome.text);
    return outcome;
  };
  const audio = audioChoiceOf(existing?.audio ?? null);
  // Where one page holds several questions' narrations, each says whose it is.
  const narrationLabels = owner && { en: t('lbQuestionNarrationEn', context), es: t('lbQuestionNarrationEs', context) };

  return (
    <Stack gap="sm" component="section" aria-label={t('lbEssentialQuestion', context)}>
      <Title order={owner ? 3 : 4} size="h6">
        {t('lbEssentialQuestion', context)}
      </Title>
      <RichTextField label={t('lbQuestionEn', context)} language="en" value={question.en} onChange={(en) => setQuestion((q) => ({ ...q, en }))} />
      <RichTextField label={t('lbQuestionEs', context)} language="es" value={question.es} onChange={(es) => setQuestion((q) => ({ ...q, es }))} />
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group>
        <Button onClick={() => void write(question, audio)} loading={busy}>
          {t('lbSaveQuestion', context)}
        </Button>
      </Group>
      {existing && (
        <NarrationFields
          audio={existing.audio}
          labels={narrationLabels}
          onSave={(language, id) => write({ en: existing.question.en, es: existing.question.es }, withRecording(existing.audio, language, id))}
        />
      )}
    </Stack>
  );
}
