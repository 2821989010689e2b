import { Group, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GradingQueue, QueueFilter } from '@application/grading/grading.use-cases';
import { useBilingual } from '../../app/use-language';

export interface QueueFiltersProps {
  readonly filter: QueueFilter;
  readonly choices: GradingQueue['filters'];
  readonly onChange: (filter: QueueFilter) => void;
}

const ALL = '0';
const idOf = (value: string): number | undefined => (value && value !== ALL ? Number(value) : undefined);

/**
 * Classroom, unit and assessment, each "All" by default. The choices are those with waiting answers
 * (the server keeps the chosen ones among them after their last answer is graded, so the screen
 * never changes a filter by itself); the assessments follow the chosen unit. The browser's own selects:
 * they need none of Mantine's combobox and floating-ui on the teacher's grading screen (issue 17).
 */
export function QueueFilters({ filter, choices, onChange }: QueueFiltersProps) {
  const { t } = useTranslation();
  const text = useBilingual();
  const all = { value: ALL, label: t('queueAll') };
  const classrooms = choices.classrooms.map((c) => ({ value: String(c.id), label: c.name }));
  const units = choices.units.map((u) => ({ value: String(u.id), label: text(u.name) }));
  const assessments = choices.assessments.filter((a) => filter.unitId === undefined || a.unitId === filter.unitId).map((a) => ({ value: String(a.id), label: text(a.name) }));
  return (
    <Group gap="sm" align="flex-end" role="group" aria-label={t('queueFilters')}>
      <NativeSelect
        label={t('queueClassroom')}
        data={[all, ...classrooms]}
        value={String(filter.classroomId ?? ALL)}
        onChange={(event) => onChange({ ...filter, classroomId: idOf(event.currentTarget.value) })}
        w="14rem"
      />
      <NativeSelect
        label={t('queueUnit')}
        data={[all, ...units]}
        value={String(filter.unitId ?? ALL)}
        onChange={(event) => {
          const unitId = idOf(event.currentTarget.value);
          const keepAssessment = unitId === undefined || choices.assessments.some((a) => a.id === filter.assessmentId && a.unitId === unitId);
          onChange({ ...filter, unitId, assessmentId: keepAssessment ? filter.assessmentId : undefined });
        }}
        w="14rem"
      />
      <NativeSelect
        label={t('queueAssessment')}
        data={[all, ...assessments]}
        value={String(filter.assessmentId ?? ALL)}
        onChange={(event) => onChange({ ...filter, assessmentId: idOf(event.currentTarget.value) })}
        w="18rem"
      />
    </Group>
  );
}
