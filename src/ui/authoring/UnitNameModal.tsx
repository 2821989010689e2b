import { useState } from 'react';
import { Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuthoredUnit } from '@application/authoring/course-authoring.use-cases';
import { bilingualNameSchema, UNIT_BELONGS_TO, type UnitBelongsTo } from '@domain/authoring/authoring.schemas';
import { validateWith } from '../common/validation';
import { FormModal } from '../management/FormModal';
import { useHasChanges } from '../management/use-has-changes';
import { useRecordForm } from '../management/use-record-form';
import { useRenameUnit } from './authoring.queries';
import { versionToSave } from './stale-version';

export interface UnitNameModalProps {
  /** The unit as the list shows it now (its version follows the list after a refresh). */
  readonly unit: AuthoredUnit;
  readonly title: string;
  readonly onClose: () => void;
  readonly onSaved: (message: string) => void;
}

/** Rename a unit (English and Spanish name) and choose the menu it belongs to (`PATCH unit/{id}/change-name`). */
export function UnitNameModal({ unit, title, onClose, onSaved }: UnitNameModalProps) {
  const { t } = useTranslation();
  const saving = useRenameUnit();
  const form = useRecordForm({ onClose, onSaved }, saving);
  const [nameEn, setNameEn] = useState(unit.name.en);
  const [nameEs, setNameEs] = useState(unit.name.es);
  const [belongsTo, setBelongsTo] = useState<UnitBelongsTo>(unit.belongsTo);
  const changed = useHasChanges({ nameEn, nameEs, belongsTo });

  const submit = () => {
    const checked = validateWith(bilingualNameSchema, { en: nameEn, es: nameEs });
    if (checked.errors) return form.invalid(Object.fromEntries(Object.entries(checked.errors).map(([field, error]) => [`name.${field}`, error])));
    form.save({ unit: { id: unit.id, version: versionToSave(unit.version, saving) }, change: { name: checked.data, belongsTo } });
  };

  return (
    <FormModal opened title={title} onClose={onClose} onSubmit={submit} changed={changed} summary={form.summary} busy={form.busy}>
      <TextInput
        label={t('authoringNameEn')}
        value={nameEn}
        required
        maxLength={200}
        error={form.errorText('name.en')}
        onChange={(e) => {
          setNameEn(e.currentTarget.value);
          form.clearErrors('name.en');
        }}
        data-autofocus
      />
      <TextInput
        label={t('authoringNameEs')}
        value={nameEs}
        maxLength={200}
        error={form.errorText('name.es')}
        onChange={(e) => {
          setNameEs(e.currentTarget.value);
          form.clearErrors('name.es');
        }}
      />
      <Select
        label={t('authoringBelongsTo')}
        value={belongsTo}
        allowDeselect={false}
        data={UNIT_BELONGS_TO.map((value) => ({ value, label: t(`authoringBelongsTo${value}`) }))}
        onChange={(value) => value && setBelongsTo(value as UnitBelongsTo)}
        error={form.errorText('belongsTo')}
      />
    </FormModal>
  );
}
