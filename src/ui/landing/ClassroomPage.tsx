import { useTranslation } from 'react-i18next';
import { ComingInThisVersion } from '../common/ComingInThisVersion';

/** Classroom management, reporting and details (district teachers, campus managers). */
export default function ClassroomPage() {
  const { t } = useTranslation();
  return <ComingInThisVersion title={t('navClassrooms')} />;
}
