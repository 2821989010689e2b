import { Button, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ImageAsset } from '@domain/content/bilingual.schemas';
import { useServices } from '../../app/services-context';
import { MediaUploadField } from '../editing/MediaUploadField';
import type { SaveOutcome } from '../lesson-builder/draft-saver';

export interface ImageChoiceFieldProps {
  /** What the image is for ("Background image"), its group's name. */
  readonly label: string;
  readonly image: ImageAsset | null;
  /** Saves the uploaded image's id, or null to remove it. */
  readonly onSave: (imageId: number | null) => Promise<SaveOutcome<unknown>>;
}

/** One image of a page: the one chosen (or none), Remove, and an upload with its progress that replaces it. */
export function ImageChoiceField({ label, image, onSave }: ImageChoiceFieldProps) {
  const { t } = useTranslation();
  const { lessonContent } = useServices();
  return (
    <Stack gap="xs" component="section" aria-label={label}>
      <Title order={3} size="h6">
        {label}
      </Title>
      {image ? (
        <Group gap="sm" align="flex-end">
          <Image src={image.url} alt={t('rbImageChosen', { name: image.name })} w={160} fit="contain" />
          <Button size="xs" variant="default" onClick={() => void onSave(null)} aria-label={t('pbImageRemoveNamed', { label })}>
            {t('rbImageRemove')}
          </Button>
        </Group>
      ) : (
        <Text size="sm">{t('rbImageNone')}</Text>
      )}
      <MediaUploadField label={t('pbImageUploadNamed', { label })} accept="image" upload={lessonContent.uploadMedia} onUploaded={(media) => void onSave(media.id)} />
    </Stack>
  );
}
