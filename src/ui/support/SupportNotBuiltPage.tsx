import { useTranslation } from 'react-i18next';
import { ComingInThisVersion } from '../common/ComingInThisVersion';
import { registerLocaleBundle } from '../i18n/bundle-registry';
import { supportStrings } from '../i18n/locales/support';

registerLocaleBundle(supportStrings);

/**
 * The support route whose teacher screen does not exist yet (the benchmark preview, with issue 15's
 * assessment builders and previews): said honestly.
 */
export default function SupportNotBuiltPage() {
  const { t } = useTranslation();
  return <ComingInThisVersion title={t('supportTitle')} what={t('supportNotBuiltPreview')} />;
}
