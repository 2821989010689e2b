import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Classroom } from '@application/classroom/classroom.use-cases';

/**
 * Which classroom the page shows: the viewer's classrooms (a teacher's own, a campus manager's school's).
 * The browser's own select: it finds a classroom as its name is typed, works the same with every screen
 * reader and on phones, and spares the screens that show it Mantine's combobox and floating-ui (issue 17).
 */
export function ClassroomPicker({
  classrooms,
  value,
  loading,
  onChange,
}: {
  readonly classrooms: readonly Classroom[];
  readonly value: number | null;
  readonly loading: boolean;
  readonly onChange: (classroomId: number) => void;
}) {
  const { t } = useTranslation();
  // Until one is chosen, a first option says what to do (or that the list is loading); it cannot be chosen back.
  const prompt = value === null ? [{ value: '', label: loading ? t('loading') : t('classroomDetailsChoosePrompt'), disabled: true }] : [];
  return (
    <NativeSelect
      label={t('classroomDetailsChoose')}
      description={value === null ? t('classroomDetailsChooseHint') : undefined}
      data={[...prompt, ...classrooms.map((c) => ({ value: String(c.id), label: c.name }))]}
      value={value === null ? '' : String(value)}
      onChange={(event) => event.currentTarget.value && onChange(Number(event.currentTarget.value))}
      maw={420}
    />
  );
}
