import { useTranslation } from 'react-i18next';
import { ComingInThisVersion } from '../common/ComingInThisVersion';

/** The support role's dashboard and the screens it opens for the teachers it supports. */
export default function SupportPage() {
  const { t } = useTranslation();
  return <ComingInThisVersion title={t('navSupport')} />;
}
