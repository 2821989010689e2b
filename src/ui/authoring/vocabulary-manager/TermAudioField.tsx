import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services-context';
import { MediaUploadField } from '../editing/MediaUploadField';

/** The term's recording as the form holds it: the asset id it saves, what plays now, a newly uploaded file's name. */
export interface TermAudio {
  readonly id: number | null;
  readonly url: string | null;
  readonly newName: string | null;
}

/**
 * The term's audio inside its form: the recording plays, is replaced by uploading another (the
 * lesson builder's upload, audio only) or removed; either change is saved with the form's Save.
 */
export function TermAudioField({ audio, onChange, error }: { readonly audio: TermAudio; readonly onChange: (audio: TermAudio) => void; readonly error: string | undefined }) {
  const { t } = useTranslation();
  const { lessonContent } = useServices();
  const label = t('vmAudio');
  return (
    <Stack gap={4}>
      {audio.url && audio.id !== null && !audio.newName ? (
        <Group gap="xs">
          <audio controls src={audio.url} aria-label={label} />
          <Button size="xs" variant="default" onClick={() => onChange({ id: null, url: audio.url, newName: null })}>
            {t('vmAudioRemove')}
          </Button>
        </Group>
      ) : (
        <Text size="sm">{audio.newName ? t('vmAudioNew', { name: audio.newName }) : audio.url ? t('vmAudioRemoved') : t('vmAudioNone')}</Text>
      )}
      <MediaUploadField label={label} accept="audio" upload={lessonContent.uploadMedia} onUploaded={(media) => onChange({ id: media.id, url: media.url, newName: media.name })} />
      {error && (
        <Text size="sm" c="red.9" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
