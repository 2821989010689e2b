import { Button, Group, Image, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuthoredTimeline } from '@application/authoring/reading-authoring.port';
import type { TimelineEventFields } from '@domain/authoring/reading-authoring.schemas';
import type { TimelineEvent } from '@domain/content/reading.schemas';
import type { Language } from '@domain/shared/constants';
import { useServices } from '../../app/services-context';
import { MediaUploadField } from '../editing/MediaUploadField';
import { RichTextField } from '../editing/RichTextField';
import type { ReadingDraftSaver } from '../biography-builder/reading-draft-saver';
import { withLanguage } from '../lesson-builder/draft-parts';
import { RuleField } from '../lesson-builder/fields';
import { NarrationFields } from '../lesson-builder/properties/NarrationFields';
import { timelineBody, withNarration } from './timeline-body';
import { eventRules } from './timeline-rules';

export interface TimelineEventEditorProps {
  readonly timelineId: number;
  readonly event: TimelineEvent;
  /** The event's place in the list (0-based): the server's field errors name it (`events.2.title.en`). */
  readonly index: number;
  readonly name: string;
  readonly save: ReadingDraftSaver<AuthoredTimeline>['save'];
}

/** Every field of one event (product-spec §3 Timeline), each saved through `PUT timeline` with every event. */
export function TimelineEventEditor({ timelineId, event, index, name, save }: TimelineEventEditorProps) {
  const { t } = useTranslation();
  const { lessonContent } = useServices();
  const saveEvent = (change: (latest: TimelineEventFields) => Partial<TimelineEventFields>) =>
    save((reading, version, latest) => reading.saveTimeline(timelineId, timelineBody(latest, version, { event: { id: event.id, change } })));
  const field = (name: string) => `events.${index}.${name}`;
  const bilingual = (key: 'date' | 'title' | 'shortDescription', language: Language) => (text: string) =>
    saveEvent((now) => ({ [key]: withLanguage(now[key], language, text) }));
  const saveLong = (language: Language) => (html: string) => void saveEvent((now) => ({ longDescription: withLanguage(now.longDescription, language, html) }));

  return (
    <Stack gap="xs" component="section" aria-label={t('rbEventFields', { name })} pt="xs">
      <Group grow align="flex-start">
        <RuleField label={t('rbDateEn')} value={event.date.en} field={field('date')} parse={eventRules.required} onSave={bilingual('date', 'en')} />
        <RuleField label={t('rbDateEs')} value={event.date.es} field={field('date')} parse={eventRules.plain} onSave={bilingual('date', 'es')} />
        <RuleField label={t('rbYear')} description={t('rbYearHint')} inputMode="numeric" value={String(event.year)} field={field('year')} parse={eventRules.year} onSave={(year) => saveEvent(() => ({ year }))} />
      </Group>
      <Group grow align="flex-start">
        <RuleField label={t('rbEventTitleEn')} value={event.title.en} field={field('title')} parse={eventRules.required} onSave={bilingual('title', 'en')} />
        <RuleField label={t('rbEventTitleEs')} value={event.title.es} field={field('title')} parse={eventRules.plain} onSave={bilingual('title', 'es')} />
      </Group>
      <RuleField label={t('rbShortEn')} value={event.shortDescription.en} field={field('shortDescription')} parse={eventRules.plain} onSave={bilingual('shortDescription', 'en')} />
      <RuleField label={t('rbShortEs')} value={event.shortDescription.es} field={field('shortDescription')} parse={eventRules.plain} onSave={bilingual('shortDescription', 'es')} />
      <RichTextField label={t('rbLongEn')} language="en" value={event.longDescription.en} onChange={saveLong('en')} />
      <RichTextField label={t('rbLongEs')} language="es" value={event.longDescription.es} onChange={saveLong('es')} />
      {event.image ? (
        <Group gap="sm" align="flex-end">
          <Image src={event.image.url} alt={t('rbImageChosen', { name: event.image.name })} w={120} fit="contain" />
          <Button size="xs" variant="default" onClick={() => void saveEvent(() => ({ imageId: null }))}>
            {t('rbImageRemove')}
          </Button>
        </Group>
      ) : (
        <Text size="sm">{t('rbImageNone')}</Text>
      )}
      <MediaUploadField label={t('rbImageUpload')} accept="image" upload={lessonContent.uploadMedia} onUploaded={(media) => void saveEvent(() => ({ imageId: media.id }))} />
      <NarrationFields audio={event.audio} onSave={(language, id) => saveEvent((now) => ({ audio: withNarration(now.audio, language, id) }))} />
    </Stack>
  );
}
