import { useState } from 'react';
import { Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuthoredUnit } from '@application/authoring/course-authoring.use-cases';
import { FormModal } from '../management/FormModal';
import { useHasChanges } from '../management/use-has-changes';
import { useRecordForm } from '../management/use-record-form';
import { useSetUnitAcronym } from './authoring.queries';
import { versionToSave } from './stale-version';

const ACRONYM_MAX = 6;

/** A special unit's badge per language ("LS" / "DL"); both empty removes it (`PATCH unit/{id}`). */
export function UnitAcronymModal({ unit, title, onClose, onSaved }: { unit: AuthoredUnit; title: string; onClose: () => void; onSaved: (message: string) => void }) {
  const { t } = useTranslation();
  const saving = useSetUnitAcronym();
  const form = useRecordForm({ onClose, onSaved }, saving);
  const [en, setEn] = useState(unit.specialUnitAcronym?.en ?? '');
  const [es, setEs] = useState(unit.specialUnitAcronym?.es ?? '');
  const changed = useHasChanges({ en, es });

  const submit = () => {
    const both = { en: en.trim(), es: es.trim() };
    if (!both.en !== !both.es) return form.invalid({ [both.en ? 'es' : 'en']: 'authoringAcronymBoth' });
    form.save({ unit: { id: unit.id, version: versionToSave(unit.version, saving) }, acronym: both.en ? both : null });
  };

  return (
    <FormModal opened title={title} onClose={onClose} onSubmit={submit} changed={changed} summary={form.summary} busy={form.busy}>
      <Text size="sm" id={`acronym-hint-${unit.id}`}>
        {t('authoringAcronymHint')}
      </Text>
      <TextInput
        label={t('authoringAcronymEn')}
        value={en}
        maxLength={ACRONYM_MAX}
        aria-describedby={`acronym-hint-${unit.id}`}
        error={form.errorText('en')}
        onChange={(e) => {
          setEn(e.currentTarget.value);
          form.clearErrors('en', 'es');
        }}
        data-autofocus
      />
      <TextInput
        label={t('authoringAcronymEs')}
        value={es}
        maxLength={ACRONYM_MAX}
        aria-describedby={`acronym-hint-${unit.id}`}
        error={form.errorText('es')}
        onChange={(e) => {
          setEs(e.currentTarget.value);
          form.clearErrors('en', 'es');
        }}
      />
    </FormModal>
  );
}
