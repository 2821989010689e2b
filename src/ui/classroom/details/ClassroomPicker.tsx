import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Classroom } from '@application/classroom/classroom.use-cases';

/** Which classroom the page shows: the viewer's classrooms (a teacher's own, a campus manager's school's). */
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
  return (
    <Select
      label={t('classroomDetailsChoose')}
      description={value === null ? t('classroomDetailsChooseHint') : undefined}
      placeholder={loading ? t('loading') : undefined}
      data={classrooms.map((c) => ({ value: String(c.id), label: c.name }))}
      value={value === null ? null : String(value)}
      onChange={(chosen) => chosen && onChange(Number(chosen))}
      allowDeselect={false}
      searchable
      nothingFoundMessage={t('noMatches')}
      maw={420}
    />
  );
}
