import { useTranslation } from 'react-i18next';
import { ComingInThisVersion } from '../common/ComingInThisVersion';

/** Back-office builders and previews (content creators and super admins). */
export default function BackOfficePage() {
  const { t } = useTranslation();
  return <ComingInThisVersion title={t('navBuilder')} />;
}
