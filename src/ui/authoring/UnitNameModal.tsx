import { useState } from 'react';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuthoredUnit } from '@application/authoring/course-authoring.use-cases';
import { UNIT_BELONGS_TO, type UnitBelongsTo } from '@domain/authoring/authoring.schemas';
import { FormModal } from '../management/FormModal';
import { useHasChanges } from '../management/use-has-changes';
import { useRecordForm } from '../management/use-record-form';
import { useRenameUnit } from './authoring.queries';
import { BilingualNameFields, checkBilingualName } from './BilingualNameFields';
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
  const [name, setName] = useState({ en: unit.name.en, es: unit.name.es });
  const [belongsTo, setBelongsTo] = useState<UnitBelongsTo>(unit.belongsTo);
  const changed = useHasChanges({ nameEn: name.en, nameEs: name.es, belongsTo });

  const submit = () => {
    const checked = checkBilingualName(form, 'name', name);
    if (checked) form.save({ unit: { id: unit.id, version: versionToSave(unit.version, saving) }, change: { name: checked, belongsTo } });
  };

  return (
    <FormModal opened title={title} onClose={onClose} onSubmit={submit} changed={changed} summary={form.summary} busy={form.busy}>
      <BilingualNameFields field="name" labels={{ en: t('authoringNameEn'), es: t('authoringNameEs') }} value={name} setValue={setName} form={form} />
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
