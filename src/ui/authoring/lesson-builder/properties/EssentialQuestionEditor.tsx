import { useState } from 'react';
import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { audioChoiceOf } from '@domain/authoring/lesson-content.responses';
import type { AudioChoice, BilingualRich } from '@domain/authoring/lesson-content.schemas';
import type { Paragraph } from '@domain/content/component.schemas';
import { RichTextField } from '../../editing/RichTextField';
import { withRecording } from '../draft-parts';
import { useSave } from '../draft-saver';
import { NarrationFields } from './NarrationFields';

/**
 * A paragraph's essential question (product-spec §3): written in both languages and saved with its
 * button (made on the first save), with its narration. A refusal shows the server's message
 * ("Failed to save Essential Question!").
 */
export function EssentialQuestionEditor({ paragraph }: { readonly paragraph: Paragraph }) {
  const { t } = useTranslation();
  const save = useSave();
  const existing = paragraph.essentialQuestion;
  const [question, setQuestion] = useState<BilingualRich>({ en: existing?.question.en ?? '', es: existing?.question.es ?? '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const write = async (text: BilingualRich, audio: AudioChoice) => {
    setBusy(true);
    const target = existing ? { essentialQuestionId: existing.id } : { paragraphId: paragraph.id };
    const outcome = await save((content, version) => content.saveEssentialQuestion(target, version, text, audio));
    setBusy(false);
    setError(outcome.ok ? null : outcome.text);
    return outcome;
  };
  const audio = audioChoiceOf(existing?.audio ?? null);

  return (
    <Stack gap="sm" component="section" aria-label={t('lbEssentialQuestion')}>
      <Title order={4} size="h6">
        {t('lbEssentialQuestion')}
      </Title>
      <RichTextField label={t('lbQuestionEn')} language="en" value={question.en} onChange={(en) => setQuestion((q) => ({ ...q, en }))} />
      <RichTextField label={t('lbQuestionEs')} language="es" value={question.es} onChange={(es) => setQuestion((q) => ({ ...q, es }))} />
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group>
        <Button onClick={() => void write(question, audio)} loading={busy}>
          {t('lbSaveQuestion')}
        </Button>
      </Group>
      {existing && <NarrationFields audio={existing.audio} onSave={(language, id) => write({ en: existing.question.en, es: existing.question.es }, withRecording(existing.audio, language, id))} />}
    </Stack>
  );
}
