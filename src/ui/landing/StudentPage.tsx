import { useTranslation } from 'react-i18next';
import { ComingInThisVersion } from '../common/ComingInThisVersion';

/** Student learning routes (opener, lessons, stories, timeline…), filled by the student-journey feature. */
export default function StudentPage() {
  const { t } = useTranslation();
  return <ComingInThisVersion title={t('navUnits')} />;
}
