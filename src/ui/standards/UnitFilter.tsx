import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ClassroomUnit } from '@domain/classroom/classroom-details.responses';
import { useBilingual } from '../app/use-language';

const ALL = 'all';

/** Narrows a standards report to one unit of the classroom, or all of them (the browser's own select: no combobox on the report screens). */
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
    <NativeSelect
      label={t('standardsUnitFilter')}
      data={[{ value: ALL, label: t('standardsAllUnits') }, ...units.map((u) => ({ value: String(u.id), label: label(u) }))]}
      value={value === null ? ALL : String(value)}
      onChange={(event) => onChange(event.currentTarget.value !== ALL ? Number(event.currentTarget.value) : null)}
      maw={420}
    />
  );
}
