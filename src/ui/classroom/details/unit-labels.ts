import { useTranslation } from 'react-i18next';
import type { ClassroomUnit } from '@application/classroom/classroom-details.use-cases';
import { useBilingual } from '../../app/use-language';

/**
 * How the details page names a unit: "Unit 3: The New Nation" in full (lock switches), "Unit 3" short
 * (table headers). Special units (number 0: literacy skills, benchmark) go by their name and acronym.
 */
export function useUnitLabels() {
  const { t } = useTranslation();
  const text = useBilingual();
  return {
    name: (unit: ClassroomUnit) => text(unit.name),
    full: (unit: ClassroomUnit) => (unit.number > 0 ? t('classroomDetailsUnitLabel', { number: unit.number, name: text(unit.name) }) : text(unit.name)),
    short: (unit: ClassroomUnit) =>
      unit.number > 0 ? t('classroomDetailsUnitNumber', { number: unit.number }) : unit.specialUnitAcronym ? text(unit.specialUnitAcronym) : text(unit.name),
  };
}
