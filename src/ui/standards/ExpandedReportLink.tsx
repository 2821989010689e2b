import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { registerLocaleBundle } from '../i18n/bundle-registry';
import { standardsStrings } from '../i18n/locales/standards';
import { useRolePath } from '../support/support-paths';

registerLocaleBundle(standardsStrings);

/** From a student's report to their standards mastery in the expanded standards report (support stays under /support/). */
export function ExpandedReportLink({ studentId }: { readonly studentId: number }) {
  const { t } = useTranslation();
  const to = useRolePath(`/student-reports-expended?studentId=${studentId}`);
  return (
    <Anchor component={Link} to={to}>
      {t('standardsOpenExpanded')}
    </Anchor>
  );
}
