import { useTranslation } from 'react-i18next';
import { ComingInThisVersion } from '../common/ComingInThisVersion';

/** Home of a student: the units dashboard (filled by the student-journey feature). */
export default function StudentHomePage() {
  const { t } = useTranslation();
  return <ComingInThisVersion title={t('navUnits')} />;
}
