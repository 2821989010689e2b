import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { unitVideoFieldsSchema, type UnitVideoFields } from '@domain/authoring/unit-details.schemas';
import { inputErrorsOf } from '../editing/rule-issues';
import type { SaveOutcome } from '../lesson-builder/draft-saver';

type Texts = Record<'titleEn' | 'titleEs' | 'videoUrl', string>;
const EMPTY: Texts = { titleEn: '', titleEs: '', videoUrl: '' };
/** Where a rule's issue shows: the request field to the form's input. */
const INPUT_OF: Record<string, keyof Texts> = { 'title.en': 'titleEn', 'title.es': 'titleEs', videoUrl: 'videoUrl' };

export interface AddUnitVideoModalProps {
  readonly opened: boolean;
  /** Saves the new video at the end of the unit's list. */
  readonly onAdd: (video: UnitVideoFields) => Promise<SaveOutcome<unknown>>;
  readonly onClose: () => void;
}

/**
 * "Add a video": its title and address, checked by the shared video rules before anything is sent;
 * the description and poster are edited in the list afterwards. The server's refusal stays in the
 * dialog, where focus is.
 */
export function AddUnitVideoModal({ opened, onAdd, onClose }: AddUnitVideoModalProps) {
  const { t } = useTranslation();
  const [texts, setTexts] = useState<Texts>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Texts, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof Texts) => (value: string) => setTexts((now) => ({ ...now, [key]: value }));
  const reset = () => {
    setTexts(EMPTY);
    setErrors({});
    setRefusal(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = unitVideoFieldsSchema.safeParse({ title: { en: texts.titleEn, es: texts.titleEs }, description: null, videoUrl: texts.videoUrl, thumbnailImageId: null });
    if (!parsed.success) return setErrors(inputErrorsOf(parsed.error.issues, INPUT_OF, t));
    setErrors({});
    setBusy(true);
    const outcome = await onAdd(parsed.data);
    setBusy(false);
    if (outcome.ok) return reset();
    setRefusal(outcome.text);
  };

  return (
    <Modal
      opened={opened}
      onClose={() => {
        reset();
        onClose();
      }}
      title={t('udAddVideo')}
      closeButtonProps={{ 'aria-label': t('close') }}
      // It mounts already open (loaded on first use): the list gives focus back itself (useDialogOpener).
      returnFocus={false}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          {refusal && (
            <Alert color="red" role="alert">
              {refusal}
            </Alert>
          )}
          <TextInput label={t('udVideoTitleEn')} required value={texts.titleEn} onChange={(e) => set('titleEn')(e.currentTarget.value)} error={errors.titleEn} data-autofocus />
          <TextInput label={t('udVideoTitleEs')} value={texts.titleEs} onChange={(e) => set('titleEs')(e.currentTarget.value)} error={errors.titleEs} />
          <TextInput
            label={t('udVideoAddress')}
            description={t('udVideoAddressHint')}
            required
            inputMode="url"
            value={texts.videoUrl}
            onChange={(e) => set('videoUrl')(e.currentTarget.value)}
            error={errors.videoUrl}
          />
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => {
                reset();
                onClose();
              }}
            >
              {t('udCancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('udAdd')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
