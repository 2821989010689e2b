import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { registerLocaleBundle } from '../../i18n/bundle-registry';
import { CONTRIBUTORS_BUILDER_PATH, CONTRIBUTORS_PREVIEW_PATH } from './page-paths';
import { pageBuilderStrings } from './page-builders.locale';

registerLocaleBundle(pageBuilderStrings);

/** The course dashboard's way to the course's one contributors page: its builder and its preview. */
export function ContributorsPageLinks() {
  const { t } = useTranslation();
  return (
    <Group gap="lg">
      <Anchor component={Link} to={CONTRIBUTORS_BUILDER_PATH}>
        {t('pbEditContributors')}
      </Anchor>
      <Anchor component={Link} to={CONTRIBUTORS_PREVIEW_PATH}>
        {t('pbPreviewContributors')}
      </Anchor>
    </Group>
  );
}
