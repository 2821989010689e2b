import { useTranslation } from 'react-i18next';
import { ComingInThisVersion } from '../../common/ComingInThisVersion';

/** Placeholder until the student screen is built (issue 4). */
export default function AssessmentLessonPage() {
  const { t } = useTranslation();
  return <ComingInThisVersion title={t('navUnits')} />;
}
