import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { ComingInThisVersion } from '../common/ComingInThisVersion';
import { registerLocaleBundle } from '../i18n/bundle-registry';
import { supportStrings } from '../i18n/locales/support';

registerLocaleBundle(supportStrings);

/**
 * The support routes whose teacher screen does not exist yet (the expanded standards report and the
 * benchmark preview, issues 13 and 14): said honestly.
 */
export default function SupportNotBuiltPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const what = pathname.startsWith('/support/student-reports-expended') ? t('supportNotBuiltExpanded') : t('supportNotBuiltPreview');
  return <ComingInThisVersion title={t('supportTitle')} what={what} />;
}
