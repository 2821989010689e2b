import { useState } from 'react';
import { Checkbox, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Classroom } from '@application/classroom/classroom.use-cases';
import type { ClassroomSetChoice } from '@application/benchmark/benchmark-assignment.use-cases';
import type { FieldErrors } from '../common/validation';
import { FormModal } from '../management/FormModal';
import { useHasChanges } from '../management/use-has-changes';
import { useRecordForm } from '../management/use-record-form';
import { useAssignBenchmark } from './benchmark.queries';
import { useBenchmarkLabels } from './use-benchmark-labels';

/** A `datetime-local` value (the device's time) as an instant; empty stays unset (the server's default). */
const instantOf = (local: string): string | undefined => (local ? new Date(local).toISOString() : undefined);

/**
 * "Assign a benchmark": a published set, the whole classroom or chosen students, and when it opens and
 * closes (the device's local time; empty: opens now, closes at the classroom's end). The server's
 * refusals (a period in the wrong order, a student no longer in the classroom) show under the fields.
 */
export function AssignBenchmarkModal({
  classroom,
  sets,
  onClose,
  onSaved,
}: {
  readonly classroom: Classroom;
  readonly sets: readonly ClassroomSetChoice[];
  readonly onClose: () => void;
  readonly onSaved: (message: string) => void;
}) {
  const { t } = useTranslation();
  const labels = useBenchmarkLabels();
  const [values, setValues] = useState({ benchmarkSetId: '', to: 'whole' as 'whole' | 'chosen', studentIds: [] as string[], opens: '', closes: '' });
  const changed = useHasChanges(values);
  const form = useRecordForm({ onClose, onSaved }, useAssignBenchmark());
  const set = <K extends keyof typeof values>(field: K, value: (typeof values)[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    form.clearErrors(field === 'opens' ? 'startsAt' : field === 'closes' ? 'endsAt' : field);
  };

  const submit = () => {
    const found: FieldErrors = {};
    if (!values.benchmarkSetId) found.benchmarkSetId = 'optionRequired';
    if (values.to === 'chosen' && values.studentIds.length === 0) found.studentIds = 'optionRequired';
    if (values.opens && values.closes && Date.parse(values.closes) <= Date.parse(values.opens)) found.endsAt = 'timePeriodInvalid';
    if (Object.keys(found).length > 0) return form.invalid(found);
    form.save({
      classroomId: classroom.id,
      benchmarkSetId: Number(values.benchmarkSetId),
      to: values.to === 'whole' ? { whole: true } : { whole: false, studentIds: values.studentIds.map(Number) },
      period: { startsAt: instantOf(values.opens), endsAt: instantOf(values.closes) },
    });
  };

  return (
    <FormModal opened title={t('benchmarksAssign')} onClose={onClose} onSubmit={submit} changed={changed} summary={form.summary} busy={form.busy} size="lg">
      {sets.length === 0 && <Text size="sm">{t('benchmarksFormNoSets')}</Text>}
      <Select
        label={t('benchmarksFormSet')}
        required
        data={sets.map((s) => {
          const name = labels.setName(s);
          return {
            value: String(s.benchmarkSetId),
            label: t('benchmarksFormSetOption', { name: s.classroomBenchmarkId === null ? name : t('benchmarksFormSetGiven', { name }), unit: labels.unit(s.unitNumber), number: s.setNumber }),
          };
        })}
        value={values.benchmarkSetId || null}
        onChange={(v) => set('benchmarkSetId', v ?? '')}
        error={form.errorText('benchmarkSetId')}
        allowDeselect={false}
      />
      <Radio.Group label={t('benchmarksFormTo')} value={values.to} onChange={(v) => set('to', v as 'whole' | 'chosen')}>
        <Stack gap="xs" mt="xs">
          <Radio value="whole" label={t('benchmarksFormToWhole')} />
          <Radio value="chosen" label={t('benchmarksFormToChosen')} />
        </Stack>
      </Radio.Group>
      {values.to === 'chosen' && (
        <Checkbox.Group label={t('benchmarksFormStudents')} value={values.studentIds} onChange={(v) => set('studentIds', v)} error={form.errorText('studentIds')} required>
          <Stack gap="xs" mt="xs">
            {classroom.students.map((s) => (
              <Checkbox key={s.id} value={String(s.id)} label={`${s.firstName} ${s.lastName}`} />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
      <TextInput
        type="datetime-local"
        label={t('benchmarksFormOpens')}
        description={t('benchmarksFormOpensHint')}
        value={values.opens}
        onChange={(e) => set('opens', e.currentTarget.value)}
        error={form.errorText('startsAt')}
      />
      <TextInput
        type="datetime-local"
        label={t('benchmarksFormCloses')}
        description={t('benchmarksFormClosesHint')}
        value={values.closes}
        onChange={(e) => set('closes', e.currentTarget.value)}
        error={form.errorText('endsAt')}
      />
    </FormModal>
  );
}
