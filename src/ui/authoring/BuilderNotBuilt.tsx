import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ComingInThisVersion } from '../common/ComingInThisVersion';

/**
 * A back-office path whose builder belongs to issue 15 (the assessment builders and their previews): it
 * says which is not built yet (no sample data, no fake builder) and leads to the dashboard, which works.
 */
export function BuilderNotBuilt({ builder }: { readonly builder: string }) {
  const { t } = useTranslation();
  return (
    <>
      <ComingInThisVersion title={t('authoringNotBuiltTitle')} what={t('authoringNotBuiltWhat', { what: t(`authoringBuilder${builder}`) })} />
      <Anchor component={Link} to="/back-office/dashboard-builder" mt="md" display="inline-block">
        {t('authoringNotBuiltGoDashboard')}
      </Anchor>
    </>
  );
}
