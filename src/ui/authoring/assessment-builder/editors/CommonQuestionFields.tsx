import { Button, Group, Image, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { QuestionDraft } from '@domain/authoring/assessment-authoring.responses';
import { useServices } from '../../../app/services-context';
import { MediaUploadField } from '../../editing/MediaUploadField';
import { withLanguage, withRecording } from '../../lesson-builder/draft-parts';
import { RuleField } from '../../lesson-builder/fields';
import { ruleOf } from '../../lesson-builder/field-rules';
import { NarrationFields } from '../../lesson-builder/properties/NarrationFields';
import { richOf } from './assessment-parts';
import { RichPair } from './fields';
import { TagsEditor } from './TagsEditor';
import { useQuestionSave } from './use-question-save';

const pointsRule = ruleOf(z.number().positive().max(100), (raw) => (raw.trim() === '' ? NaN : Number(raw)));

/**
 * The fields every question has (product-spec §3 "Question fields"): points, the instruction and the
 * primary text source with their narrations (240 px editors, §9), the question's narration and image,
 * and its TEKS/SOA tags.
 */
export function CommonQuestionFields({ question }: { readonly question: QuestionDraft }) {
  const { t } = useTranslation();
  const saveFields = useQuestionSave(question.id);
  return (
    <Stack gap="md">
      <RuleField label={t('abPoints')} description={t('abPointsRule')} inputMode="numeric" value={String(question.points)} field="points" parse={pointsRule} onSave={(points) => saveFields(() => ({ points }))} />
      <RichPair
        labels={{ en: t('abInstructionEn'), es: t('abInstructionEs') }}
        value={question.instruction}
        onSave={(language, html) => saveFields((now) => ({ instruction: richOf(withLanguage(now?.instruction, language, html)) }))}
      />
      <NarrationFields
        labels={{ en: t('abInstructionAudioEn'), es: t('abInstructionAudioEs') }}
        audio={question.instructionAudio}
        onSave={(language, id) => saveFields((now) => ({ instructionAudio: withRecording(now?.instructionAudio, language, id) }))}
      />
      <RichPair
        labels={{ en: t('abSourceEn'), es: t('abSourceEs') }}
        value={question.primaryTextSource}
        onSave={(language, html) => saveFields((now) => ({ primaryTextSource: richOf(withLanguage(now?.primaryTextSource, language, html)) }))}
      />
      <NarrationFields
        labels={{ en: t('abSourceAudioEn'), es: t('abSourceAudioEs') }}
        audio={question.primarySourceAudio}
        onSave={(language, id) => saveFields((now) => ({ primarySourceAudio: withRecording(now?.primarySourceAudio, language, id) }))}
      />
      <NarrationFields
        labels={{ en: t('abQuestionAudioEn'), es: t('abQuestionAudioEs') }}
        audio={question.audio}
        onSave={(language, id) => saveFields((now) => ({ audio: withRecording(now?.audio, language, id) }))}
      />
      <ImageField label={t('abImage')} image={question.image} onSave={(imageId) => saveFields(() => ({ imageId }))} />
      <TagsEditor question={question} />
    </Stack>
  );
}

/** An image of the question (or of a Venn set): shown, replaced by an upload, or removed. */
export function ImageField({ label, image, onSave }: { readonly label: string; readonly image: QuestionDraft['image']; readonly onSave: (imageId: number | null) => Promise<unknown> }) {
  const { t } = useTranslation();
  const { lessonContent } = useServices();
  return (
    <Stack gap={4}>
      {image ? (
        <Group gap="xs">
          <Image src={image.url} alt={label} w={160} />
          <Button size="xs" variant="default" onClick={() => void onSave(null)} aria-label={`${t('abImageRemove')}: ${label}`}>
            {t('abImageRemove')}
          </Button>
        </Group>
      ) : (
        <Text size="sm">
          {label}: {t('abImageNone')}
        </Text>
      )}
      <MediaUploadField label={label} accept="image" upload={lessonContent.uploadMedia} onUploaded={(media) => void onSave(media.id)} />
    </Stack>
  );
}
