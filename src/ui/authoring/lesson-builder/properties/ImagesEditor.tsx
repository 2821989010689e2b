import { Button, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ImageDetailsChange, ImagePlace } from '@application/authoring/lesson-content.use-cases';
import type { ImageDetails } from '@domain/content/component.schemas';
import { IMAGE_POSITIONS } from '@domain/content/component-kinds';
import { useServices } from '../../../app/services-context';
import { MediaUploadField } from '../../editing/MediaUploadField';
import { imageIn, withLanguage, withRecording } from '../draft-parts';
import { useSave } from '../draft-saver';
import { BilingualPlainFields, RuleField } from '../fields';
import { ChoiceField } from '../choice-fields';
import { useConfirmedRemoval } from '../use-confirmed-removal';
import { ImageAltFields } from './ImageAltFields';
import { NarrationFields } from './NarrationFields';
import { marginRule, widthRule } from './rules';

export interface ImagesEditorProps {
  readonly place: ImagePlace;
  readonly images: readonly ImageDetails[];
  /** The section's name and its upload's label where a paragraph holds several image lists (its route points'); "Images" and "Add an image" otherwise. */
  readonly labels?: { readonly section: string; readonly add: string };
}

/**
 * The images of a paragraph or a route point (product-spec §3 image details): upload one to place it
 * (width 700, margins 0), then its width, whole-pixel margins, position, texts, text alternative and
 * narrations (the image's and its caption's); remove after confirming.
 */
export function ImagesEditor({ place, images, labels }: ImagesEditorProps) {
  const { t } = useTranslation();
  const section = labels?.section ?? t('lbImages');
  const { lessonContent } = useServices();
  const save = useSave();
  const removal = useConfirmedRemoval();

  return (
    <Stack gap="sm" component="section" aria-label={section}>
      <Title order={4} size="h6">
        {section}
      </Title>
      {images.length === 0 && <Text size="sm">{t('lbImagesEmpty')}</Text>}
      {images.map((image) => {
        const name = t('lbImageNamed', { order: image.order, name: image.image.name });
        const saveDetails = (change: (latest: ImageDetails | undefined) => ImageDetailsChange) =>
          save((content, version, latest) => content.saveImageDetails(image.id, version, change(imageIn(latest, image.id))));
        return (
          <Paper key={image.id} withBorder p="sm" component="section" aria-label={name}>
            <Stack gap="xs">
              <Group justify="space-between">
                <Text fw={600}>{name}</Text>
                <Button size="xs" variant="outline" color="red.9" aria-label={t('lbRemoveNamed', { name })} onClick={() => removal.ask(name, (content, version) => content.removeImage(image.id, version))}>
                  {t('authoringRemove')}
                </Button>
              </Group>
              <Image src={image.image.url} alt={t('lbImageAlt', { order: image.order })} w={160} fit="contain" />
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <RuleField label={t('lbWidth')} inputMode="numeric" value={String(image.width)} field="width" parse={widthRule} onSave={(width) => saveDetails(() => ({ width }))} />
                <RuleField label={t('lbCaptionMargin')} inputMode="numeric" value={String(image.captionMargin)} field="captionMargin" parse={marginRule} onSave={(captionMargin) => saveDetails(() => ({ captionMargin }))} />
                <RuleField label={t('lbMarginBottom')} inputMode="numeric" value={String(image.marginBottom)} field="marginBottom" parse={marginRule} onSave={(marginBottom) => saveDetails(() => ({ marginBottom }))} />
              </SimpleGrid>
              <ChoiceField
                label={t('lbPosition')}
                value={image.position}
                options={IMAGE_POSITIONS.map((value) => ({ value, label: t(`lbPosition-${value}`) }))}
                onSave={(position) => saveDetails(() => (position ? { position } : {}))}
              />
              <BilingualPlainFields labels={{ en: t('lbTitleEn'), es: t('lbTitleEs') }} value={image.title} field="title" onSave={(language, text) => saveDetails((now) => ({ title: withLanguage(now?.title, language, text) }))} />
              <BilingualPlainFields labels={{ en: t('lbCaptionEn'), es: t('lbCaptionEs') }} value={image.caption} field="caption" onSave={(language, text) => saveDetails((now) => ({ caption: withLanguage(now?.caption, language, text) }))} />
              <BilingualPlainFields labels={{ en: t('lbDisclaimerEn'), es: t('lbDisclaimerEs') }} value={image.disclaimer} field="disclaimer" onSave={(language, text) => saveDetails((now) => ({ disclaimer: withLanguage(now?.disclaimer, language, text) }))} />
              <ImageAltFields image={image} />
              <NarrationFields
                audio={image.audio}
                labels={{ en: t('lbImageNarrationEn'), es: t('lbImageNarrationEs') }}
                onSave={(language, id) => saveDetails((now) => ({ audio: withRecording(now?.audio, language, id) }))}
              />
              <NarrationFields
                audio={image.captionAudio}
                labels={{ en: t('lbCaptionNarrationEn'), es: t('lbCaptionNarrationEs') }}
                onSave={(language, id) => saveDetails((now) => ({ captionAudio: withRecording(now?.captionAudio, language, id) }))}
              />
            </Stack>
          </Paper>
        );
      })}
      <MediaUploadField
        label={labels?.add ?? t('lbAddImage')}
        accept="image"
        upload={lessonContent.uploadMedia}
        onUploaded={(media) => void save((content, version) => content.placeImage(place, version, media.id))}
      />
      {removal.dialog}
    </Stack>
  );
}
