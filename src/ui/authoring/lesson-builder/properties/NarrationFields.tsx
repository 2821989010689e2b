import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BilingualAudio } from '@domain/content/bilingual.schemas';
import type { Language } from '@domain/shared/constants';
import { useServices } from '../../../app/services-context';
import { MediaUploadField } from '../../editing/MediaUploadField';
import type { SaveOutcome } from '../draft-saver';

const LANGUAGES: readonly Language[] = ['en', 'es'];

export interface NarrationFieldsProps {
  readonly audio: BilingualAudio | null;
  readonly onSave: (language: Language, recordingId: number | null) => Promise<SaveOutcome<unknown>>;
  /** Each language's label, where one part holds several narrations (an image's and its caption's); "Narration in English" otherwise. */
  readonly labels?: { readonly en: string; readonly es: string };
}

/**
 * Narration per language (product-spec §3 "audio"): each language's recording plays here, is
 * replaced by uploading another, or removed (`onSave` with null); the caller keeps the other language's.
 */
export function NarrationFields({ audio, onSave, labels }: NarrationFieldsProps) {
  const { t } = useTranslation();
  const { lessonContent } = useServices();
  return (
    <Stack gap="sm">
      {LANGUAGES.map((language) => {
        const label = labels?.[language] ?? t(language === 'en' ? 'lbNarrationEn' : 'lbNarrationEs');
        const url = audio?.[language] ?? null;
        return (
          <Stack key={language} gap={4}>
            {url ? (
              <Group gap="xs">
                <audio controls src={url} aria-label={label} />
                <Button size="xs" variant="default" onClick={() => void onSave(language, null)}>
                  {t('lbNarrationRemove', { label })}
                </Button>
              </Group>
            ) : (
              <Text size="sm">
                {label}: {t('lbNarrationNone')}
              </Text>
            )}
            <MediaUploadField label={label} accept="audio" upload={lessonContent.uploadMedia} onUploaded={(media) => void onSave(language, media.id)} />
          </Stack>
        );
      })}
    </Stack>
  );
}
