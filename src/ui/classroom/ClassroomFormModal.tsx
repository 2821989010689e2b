import { useState } from 'react';
import { Anchor, FileInput, List, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UseMutationResult } from '@tanstack/react-query';
import type { Classroom, ClassroomSaved, RosterFile } from '@application/classroom/classroom.use-cases';
import { classroomFieldsSchema, CLASSROOM_NAME_MAX_LENGTH, CLASSROOM_PERIOD_MAX_LENGTH, type ClassroomFields } from '@domain/classroom/classroom.schemas';
import { failureOf, type Saved } from '../app/server-state/api-result-query';
import { validateWith } from '../common/validation';
import { FormModal } from '../management/FormModal';
import { useHasChanges } from '../management/use-has-changes';
import { useRecordForm } from '../management/use-record-form';
import { FailureAlert } from './FailureAlert';
import { downloadRosterTemplate } from './roster-template-download';

export type ClassroomChange =
  | { readonly id: null; readonly input: ClassroomFields; readonly roster: RosterFile | null }
  | { readonly id: number; readonly input: ClassroomFields };

export interface ClassroomFormModalProps {
  readonly opened: boolean;
  /** The classroom being edited; null adds a new one (with an optional roster). */
  readonly classroom: Classroom | null;
  /** The save (the page keeps it, to show a roster's saved and already-existing students after the dialog closes). */
  readonly saving: UseMutationResult<Saved<Classroom | ClassroomSaved>, Error, ClassroomChange>;
  readonly onClose: () => void;
  readonly onSaved: (message: string) => void;
}

const ROSTER_ROW_FIELD = /^rows\.(\d+)\.(\w+)$/;

/**
 * Add or edit a classroom (product-spec §3 Classroom): name, period, start and end date (the end after
 * the start, checked here with the server's schema). Adding takes an optional roster CSV and offers
 * its template; a roster with invalid rows is refused whole, and each bad cell is listed by row and column.
 */
export function ClassroomFormModal({ opened, classroom, saving, onClose, onSaved }: ClassroomFormModalProps) {
  const { t } = useTranslation();
  const form = useRecordForm({ onClose, onSaved }, saving);
  const [values, setValues] = useState({
    name: classroom?.name ?? '',
    period: classroom?.period ?? '',
    startDate: classroom?.startDate ?? '',
    endDate: classroom?.endDate ?? '',
  });
  const [roster, setRoster] = useState<File | null>(null);
  const changed = useHasChanges({ values, roster: roster?.name ?? null });

  const set = (field: keyof typeof values) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
    form.clearErrors(field, ...(field === 'startDate' ? ['endDate'] : []));
  };

  const submit = () => {
    const checked = validateWith(classroomFieldsSchema, values);
    if (checked.errors) {
      saving.reset(); // the last refusal no longer applies to what is on screen
      return form.invalid(checked.errors);
    }
    form.save(classroom ? { id: classroom.id, input: checked.data } : { id: null, input: checked.data, roster: roster && { name: roster.name, content: roster } });
  };

  const failure = saving.isError ? failureOf(saving.error) : null;
  const badCells = (failure?.fields ?? []).flatMap((f) => {
    const match = ROSTER_ROW_FIELD.exec(f.field);
    return match ? [{ row: Number(match[1]), field: match[2]!, message: f.message }] : [];
  });
  // An edit the server refused says so in the spec's words; the reason follows.
  const updateFailed = classroom !== null && failure !== null && failure.kind !== 'unauthorized';

  return (
    <FormModal
      opened={opened}
      title={classroom ? t('editClassroomTitle', { name: classroom.name }) : t('addClassroom')}
      onClose={onClose}
      onSubmit={submit}
      changed={changed}
      summary={updateFailed ? null : form.summary}
      busy={form.busy}
      size="lg"
    >
      {updateFailed && <FailureAlert title={t('failedToUpdateClassroom')} reason={form.summary} />}
      {badCells.length > 0 && (
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('rosterRowsTitle')}
          </Title>
          <List size="sm">
            {badCells.map((cell) => (
              <List.Item key={`${cell.row}.${cell.field}`}>{t('rosterRowProblem', { row: cell.row, field: cell.field, message: cell.message })}</List.Item>
            ))}
          </List>
        </Stack>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('classroomName')}
          value={values.name}
          onChange={set('name')}
          error={form.errorText('name')}
          maxLength={CLASSROOM_NAME_MAX_LENGTH}
          required
          data-autofocus
        />
        <TextInput
          label={t('classroomPeriod')}
          value={values.period}
          onChange={set('period')}
          error={form.errorText('period')}
          maxLength={CLASSROOM_PERIOD_MAX_LENGTH}
          required
        />
        <TextInput label={t('classroomStartDate')} type="date" value={values.startDate} onChange={set('startDate')} error={form.errorText('startDate')} required />
        <TextInput
          label={t('classroomEndDate')}
          type="date"
          min={values.startDate || undefined}
          value={values.endDate}
          onChange={set('endDate')}
          error={form.errorText('endDate')}
          required
        />
      </SimpleGrid>
      {!classroom && (
        <Stack gap="xs">
          <FileInput
            label={t('rosterFile')}
            description={t('rosterFileHint')}
            placeholder={t('rosterFilePlaceholder')}
            accept=".csv,text/csv"
            clearable
            clearButtonProps={{ 'aria-label': t('rosterFileClear') }}
            value={roster}
            onChange={(file) => {
              setRoster(file);
              form.clearErrors('file');
            }}
            error={form.errorText('file')}
          />
          <Text size="sm">
            <Anchor component="button" type="button" onClick={downloadRosterTemplate}>
              {t('downloadRosterTemplate')}
            </Anchor>
          </Text>
        </Stack>
      )}
    </FormModal>
  );
}
