import { useState } from 'react';
import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Standard } from '@application/standards/soa-standards.port';
import { STANDARD_CODE_MAX, STANDARD_GRADE_MAX, STANDARD_SUBJECTS, standardFieldsSchema, type StandardSubject } from '@domain/standards/standards.schemas';
import { validateWith } from '../common/validation';
import { FormModal } from '../management/FormModal';
import { useHasChanges } from '../management/use-has-changes';
import { useRecordForm, type RecordFormProps } from '../management/use-record-form';
import { useSaveStandard } from './soa-standards.queries';

export const SUBJECT_LABELS: Record<StandardSubject, string> = { 'social-studies': 'soaSubjectSocialStudies', ela: 'soaSubjectEla' };

export interface StandardFormModalProps extends RecordFormProps<Standard> {
  /** The state a new standard is added to (an edited one keeps its own). */
  readonly stateId: number;
}

/** Add or edit a standard: its fields checked with the shared rules first ("The SOA standard input must be proper"). */
export function StandardFormModal({ stateId, ...dialog }: StandardFormModalProps) {
  const { t } = useTranslation();
  const standard = dialog.record;
  const form = useRecordForm(dialog, useSaveStandard());
  const [values, setValues] = useState({
    code: standard?.code ?? '',
    description: standard?.description ?? '',
    strand: standard?.strand ?? '',
    subject: (standard?.subject ?? 'social-studies') as StandardSubject,
    grade: standard?.grade ?? '',
  });
  const changed = useHasChanges(values);
  const set = (field: keyof typeof values) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    form.clearErrors(field);
  };

  const submit = () => {
    const checked = validateWith(standardFieldsSchema, { ...values, stateId: standard?.stateId ?? stateId });
    if (checked.errors) return form.invalid(checked.errors);
    form.save({ id: standard?.id ?? null, fields: checked.data });
  };

  return (
    <FormModal
      opened={dialog.opened}
      title={standard ? t('soaEditTitle', { code: standard.code }) : t('soaAdd')}
      onClose={dialog.onClose}
      onSubmit={submit}
      changed={changed}
      summary={form.summary}
      busy={form.busy}
      size="lg"
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label={t('soaCode')}
          description={t('soaCodeHint')}
          value={values.code}
          onChange={(e) => set('code')(e.currentTarget.value)}
          error={form.errorText('code')}
          required
          maxLength={STANDARD_CODE_MAX}
        />
        <Select
          label={t('soaSubject')}
          data={STANDARD_SUBJECTS.map((s) => ({ value: s, label: t(SUBJECT_LABELS[s]) }))}
          value={values.subject}
          onChange={(value) => value && set('subject')(value)}
          error={form.errorText('subject')}
          required
          allowDeselect={false}
        />
        <TextInput label={t('soaGrade')} value={values.grade} onChange={(e) => set('grade')(e.currentTarget.value)} error={form.errorText('grade')} required maxLength={STANDARD_GRADE_MAX} />
      </SimpleGrid>
      <Textarea
        label={t('soaDescription')}
        value={values.description}
        onChange={(e) => set('description')(e.currentTarget.value)}
        error={form.errorText('description')}
        required
        rows={4}
      />
      <Textarea label={t('soaStrand')} value={values.strand} onChange={(e) => set('strand')(e.currentTarget.value)} error={form.errorText('strand')} rows={2} />
    </FormModal>
  );
}
