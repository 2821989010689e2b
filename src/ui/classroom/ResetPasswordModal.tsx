import { useState } from 'react';
import { PasswordInput, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { studentPasswordResetSchema } from '@domain/classroom/classroom.schemas';
import { failureOf } from '../app/server-state/api-result-query';
import { validateWith } from '../common/validation';
import { FormModal } from '../management/FormModal';
import { useHasChanges } from '../management/use-has-changes';
import { useRecordForm } from '../management/use-record-form';
import { useResetStudentPassword } from './classroom.queries';
import { FailureAlert } from './FailureAlert';

export interface ResetPasswordModalProps {
  readonly opened: boolean;
  readonly classroomId: number;
  readonly student: { readonly id: number; readonly name: string };
  readonly onClose: () => void;
  /** Called with the server's "Password reset successfully". */
  readonly onSaved: (message: string) => void;
}

/** A teacher sets a new password for a student of their classroom, with the password rule shown and a confirmation. */
export function ResetPasswordModal({ opened, classroomId, student, onClose, onSaved }: ResetPasswordModalProps) {
  const { t } = useTranslation();
  const resetting = useResetStudentPassword();
  const form = useRecordForm({ onClose, onSaved }, resetting);
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const changed = useHasChanges(values);

  const set = (field: keyof typeof values) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
    form.clearErrors(field);
  };
  const submit = () => {
    const checked = validateWith(studentPasswordResetSchema, { studentId: student.id, classroomId, ...values });
    if (checked.errors) {
      resetting.reset(); // the last refusal no longer applies to what is on screen
      return form.invalid(checked.errors);
    }
    form.save({ classroomId, studentId: student.id, password: checked.data.password });
  };

  const failure = resetting.isError ? failureOf(resetting.error) : null;
  const refused = failure !== null && failure.kind !== 'unauthorized';

  return (
    <FormModal
      opened={opened}
      title={t('resetPasswordTitle', { name: student.name })}
      onClose={onClose}
      onSubmit={submit}
      changed={changed}
      summary={refused ? null : form.summary}
      busy={form.busy}
    >
      {refused && <FailureAlert title={t('failedToResetPassword')} reason={form.summary} />}
      <Text size="sm">{t('resetPasswordIntro')}</Text>
      <PasswordInput
        label={t('studentPassword')}
        description={t('passwordRule')}
        autoComplete="new-password"
        value={values.password}
        onChange={set('password')}
        error={form.errorText('password')}
        required
        data-autofocus
      />
      <PasswordInput
        label={t('studentPasswordConfirm')}
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={set('confirmPassword')}
        error={form.errorText('confirmPassword')}
        required
      />
    </FormModal>
  );
}
