import { useState } from 'react';
import { PasswordInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Classroom } from '@application/classroom/classroom.use-cases';
import { studentFieldsSchema } from '@domain/classroom/classroom.schemas';
import { failureOf } from '../app/server-state/api-result-query';
import { validateWith } from '../common/validation';
import { FormModal } from '../management/FormModal';
import { useHasChanges } from '../management/use-has-changes';
import { useRecordForm } from '../management/use-record-form';
import { useAddStudent } from './classroom.queries';
import { FailureAlert } from './FailureAlert';

export interface StudentFormModalProps {
  readonly opened: boolean;
  readonly classroom: Classroom;
  readonly onClose: () => void;
  readonly onSaved: (message: string) => void;
}

const today = () => new Date().toISOString().slice(0, 10);

/** Registers one new student straight into a classroom (product-spec §3 "Student (registration)"). */
export function StudentFormModal({ opened, classroom, onClose, onSaved }: StudentFormModalProps) {
  const { t } = useTranslation();
  const adding = useAddStudent();
  const form = useRecordForm({ onClose, onSaved }, adding);
  const [values, setValues] = useState({
    firstName: '',
    middleName: '',
    lastName: '',
    secondLastName: '',
    username: '',
    password: '',
    birthDate: '',
    textLanguage: 'en',
    audioLanguage: 'en',
  });
  const changed = useHasChanges(values);

  const setValue = (field: keyof typeof values, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    form.clearErrors(field);
  };
  const set = (field: keyof typeof values) => (e: { currentTarget: { value: string } }) => setValue(field, e.currentTarget.value);

  const submit = () => {
    const checked = validateWith(studentFieldsSchema, values);
    if (checked.errors) {
      adding.reset(); // the last refusal no longer applies to what is on screen
      return form.invalid(checked.errors);
    }
    form.save({ classroomId: classroom.id, student: checked.data });
  };

  const failure = adding.isError ? failureOf(adding.error) : null;
  const refused = failure !== null && failure.kind !== 'unauthorized';
  const languages = [
    { value: 'en', label: t('english') },
    { value: 'es', label: t('spanish') },
  ];

  return (
    <FormModal
      opened={opened}
      title={t('addStudentTitle', { name: classroom.name })}
      onClose={onClose}
      onSubmit={submit}
      changed={changed}
      summary={refused ? null : form.summary}
      busy={form.busy}
      size="xl"
    >
      {refused && <FailureAlert title={t('failedToAddStudent')} reason={form.summary} />}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('firstName')} value={values.firstName} onChange={set('firstName')} error={form.errorText('firstName')} required data-autofocus />
        <TextInput label={t('middleName')} value={values.middleName} onChange={set('middleName')} error={form.errorText('middleName')} />
        <TextInput label={t('lastName')} value={values.lastName} onChange={set('lastName')} error={form.errorText('lastName')} required />
        <TextInput label={t('secondLastName')} value={values.secondLastName} onChange={set('secondLastName')} error={form.errorText('secondLastName')} />
        <TextInput
          label={t('username')}
          description={t('usernameRule')}
          autoComplete="off"
          value={values.username}
          onChange={set('username')}
          error={form.errorText('username')}
          required
        />
        <PasswordInput
          label={t('password')}
          description={t('passwordRule')}
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          error={form.errorText('password')}
          required
        />
        <TextInput label={t('birthDate')} type="date" max={today()} value={values.birthDate} onChange={set('birthDate')} error={form.errorText('birthDate')} />
        <span />
        <Select
          label={t('textLanguage')}
          data={languages}
          value={values.textLanguage}
          onChange={(value) => value && setValue('textLanguage', value)}
          error={form.errorText('textLanguage')}
          allowDeselect={false}
        />
        <Select
          label={t('audioLanguage')}
          data={languages}
          value={values.audioLanguage}
          onChange={(value) => value && setValue('audioLanguage', value)}
          error={form.errorText('audioLanguage')}
          allowDeselect={false}
        />
      </SimpleGrid>
    </FormModal>
  );
}
