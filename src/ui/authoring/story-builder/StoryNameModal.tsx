import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BilingualName } from '@domain/authoring/authoring.schemas';
import type { Saved } from '../../app/server-state/api-result-query';
import { FormModal } from '../../management/FormModal';
import { useHasChanges } from '../../management/use-has-changes';
import { useRecordForm } from '../../management/use-record-form';
import { BilingualNameFields, checkBilingualName } from '../BilingualNameFields';

export interface StoryNameModalProps {
  /** The name as the story's draft holds it now. */
  readonly name: { readonly en: string; readonly es: string };
  readonly title: string;
  /** Saves the name under the story's draft version (a stale one is refused with the story now; saving again is then knowing). */
  readonly rename: (name: BilingualName) => Promise<Saved<unknown>>;
  readonly onClose: () => void;
  readonly onSaved: (message: string) => void;
}

/** Rename a unit story in English and Spanish (`PATCH unitstory/{id}/change-name`); the typed name stays after a refusal. */
export function StoryNameModal({ name, title, rename, onClose, onSaved }: StoryNameModalProps) {
  const { t } = useTranslation();
  const saving = useMutation({ mutationFn: rename });
  const form = useRecordForm({ onClose, onSaved }, saving);
  const [value, setValue] = useState({ en: name.en, es: name.es });
  const changed = useHasChanges({ nameEn: value.en, nameEs: value.es });
  const submit = () => {
    const checked = checkBilingualName(form, 'name', value);
    if (checked) form.save(checked);
  };
  return (
    <FormModal opened title={title} onClose={onClose} onSubmit={submit} changed={changed} summary={form.summary} busy={form.busy}>
      <BilingualNameFields field="name" labels={{ en: t('sbNameEn'), es: t('sbNameEs') }} value={value} setValue={setValue} form={form} />
    </FormModal>
  );
}
