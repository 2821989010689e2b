import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ClassroomUnit } from '@domain/classroom/classroom-details.responses';
import { useBilingual } from '../app/use-language';

const ALL = 'all';

/** Narrows a standards report to one unit of the classroom, or all of them. */
export function UnitFilter({
  units,
  value,
  onChange,
}: {
  readonly units: readonly ClassroomUnit[];
  readonly value: number | null;
  readonly onChange: (unitId: number | null) => void;
}) {
  const { t } = useTranslation();
  const text = useBilingual();
  const label = (u: ClassroomUnit) => (u.number > 0 ? t('standardsUnitOption', { number: u.number, name: text(u.name) }) : text(u.name));
  return (
    <Select
      label={t('standardsUnitFilter')}
      data={[{ value: ALL, label: t('standardsAllUnits') }, ...units.map((u) => ({ value: String(u.id), label: label(u) }))]}
      value={value === null ? ALL : String(value)}
      onChange={(chosen) => onChange(chosen && chosen !== ALL ? Number(chosen) : null)}
      allowDeselect={false}
      maw={420}
    />
  );
}
