import { useState } from 'react';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { showSnackbar } from '../../common/show-snackbar';
import { useTranslation } from 'react-i18next';
import type { AuthoredTimeline } from '@application/authoring/reading-authoring.port';
import { timelineEventFieldsSchema, type TimelineEventFields } from '@domain/authoring/reading-authoring.schemas';
import type { Language } from '@domain/shared/constants';
import { isMessageKey } from '@domain/shared/messages';
import { useServices } from '../../app/services-context';
import type { ReadingDraftSaver } from '../biography-builder/reading-draft-saver';
import { MediaUploadField } from '../editing/MediaUploadField';
import { RichTextField } from '../editing/RichTextField';
import { withNarration } from './timeline-body';

type Texts = Record<'dateEn' | 'dateEs' | 'year' | 'titleEn' | 'titleEs' | 'shortEn' | 'shortEs' | 'longEn' | 'longEs', string>;
const EMPTY: Texts = { dateEn: '', dateEs: '', year: '', titleEn: '', titleEs: '', shortEn: '', shortEs: '', longEn: '', longEs: '' };
const LANGUAGES: readonly Language[] = ['en', 'es'];

/** Where a rule's issue shows: the request field (`date.en`) to the form's input. */
const INPUT_OF: Record<string, keyof Texts> = { 'date.en': 'dateEn', 'date.es': 'dateEs', year: 'year', 'title.en': 'titleEn', 'title.es': 'titleEs' };

export interface AddTimelineEventModalProps {
  readonly timelineId: number;
  readonly opened: boolean;
  readonly onClose: () => void;
  readonly save: ReadingDraftSaver<AuthoredTimeline>['save'];
}

/**
 * "Add an event": date, year, title, short and long description, image and narration, checked by the
 * shared event rules, then `POST timeline/{id}/blurb` (the event joins at the end). The server's
 * refusal stays in the dialog, its field errors under the fields.
 */
export function AddTimelineEventModal({ timelineId, opened, onClose, save }: AddTimelineEventModalProps) {
  const { t } = useTranslation();
  const { lessonContent } = useServices();
  const [texts, setTexts] = useState<Texts>(EMPTY);
  const [imageId, setImageId] = useState<number | null>(null);
  const [audio, setAudio] = useState<TimelineEventFields['audio']>(null);
  const [errors, setErrors] = useState<Partial<Record<keyof Texts, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof Texts) => (value: string) => setTexts((now) => ({ ...now, [key]: value }));

  const close = () => {
    setTexts(EMPTY);
    setImageId(null);
    setAudio(null);
    setErrors({});
    setRefusal(null);
    onClose();
  };
  const submit = async () => {
    const year = /^-?\d+$/.test(texts.year.trim()) ? Number(texts.year.trim()) : Number.NaN;
    const parsed = timelineEventFieldsSchema.safeParse({
      date: { en: texts.dateEn, es: texts.dateEs },
      year,
      title: { en: texts.titleEn, es: texts.titleEs },
      shortDescription: { en: texts.shortEn, es: texts.shortEs },
      longDescription: { en: texts.longEn, es: texts.longEs },
      audio,
      imageId,
    });
    if (!parsed.success) {
      const found: Partial<Record<keyof Texts, string>> = {};
      for (const issue of parsed.error.issues) {
        const input = INPUT_OF[issue.path.join('.')];
        if (input && !found[input]) found[input] = t(isMessageKey(issue.message) ? issue.message : 'fieldsInvalid');
      }
      return setErrors(found);
    }
    setErrors({});
    setBusy(true);
    const outcome = await save((reading, version) => reading.addTimelineEvent(timelineId, { ...parsed.data, version }));
    setBusy(false);
    if (!outcome.ok) {
      const fields = outcome.failure?.fields ?? [];
      setErrors(Object.fromEntries(fields.flatMap((f) => (INPUT_OF[f.field] ? [[INPUT_OF[f.field], f.message]] : []))));
      return setRefusal(outcome.text);
    }
    showSnackbar({ color: 'green', message: outcome.message || t('changesSaved') });
    close();
  };

  const input = (key: keyof Texts, label: string, extra: { description?: string; inputMode?: 'numeric'; required?: boolean } = {}) => (
    <TextInput label={label} value={texts[key]} onChange={(event) => set(key)(event.currentTarget.value)} error={errors[key]} data-autofocus={key === 'dateEn' || undefined} {...extra} />
  );
  return (
    // It mounts already open (loaded on first use): the builder gives focus back itself (useDialogOpener).
    <Modal opened={opened} onClose={close} title={t('rbAddEventTitle')} size="lg" returnFocus={false}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        noValidate
      >
        <Stack gap="sm">
          {refusal && (
            <Alert color="red" role="alert">
              {refusal}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {input('dateEn', t('rbDateEn'), { required: true })}
            {input('dateEs', t('rbDateEs'))}
            {input('year', t('rbYear'), { description: t('rbYearHint'), inputMode: 'numeric', required: true })}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {input('titleEn', t('rbEventTitleEn'), { required: true })}
            {input('titleEs', t('rbEventTitleEs'))}
            {input('shortEn', t('rbShortEn'))}
            {input('shortEs', t('rbShortEs'))}
          </SimpleGrid>
          <RichTextField label={t('rbLongEn')} language="en" value={texts.longEn} onChange={set('longEn')} />
          <RichTextField label={t('rbLongEs')} language="es" value={texts.longEs} onChange={set('longEs')} />
          <MediaUploadField label={t('rbImageUpload')} accept="image" upload={lessonContent.uploadMedia} onUploaded={(media) => setImageId(media.id)} />
          {LANGUAGES.map((language) => {
            const label = t(language === 'en' ? 'lbNarrationEn' : 'lbNarrationEs');
            return (
              <Stack key={language} gap={4}>
                <MediaUploadField label={label} accept="audio" upload={lessonContent.uploadMedia} onUploaded={(media) => setAudio((now) => withNarration(now, language, media.id))} />
                {audio?.[language] != null && <Text size="sm">{t('rbNarrationChosen', { label })}</Text>}
              </Stack>
            );
          })}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('rbCancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('rbAdd')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
