import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { registerLocaleBundle } from '../../i18n/bundle-registry';
import { UNIT_DASHBOARD_PREVIEW_PATH } from '../preview/unit-preview-links';
import { unitDetailsStrings } from './unit-details.locale';

registerLocaleBundle(unitDetailsStrings);

/** The course dashboard's way to the component samples page and to the preview of the students' units dashboard. */
export function CourseSampleLinks() {
  const { t } = useTranslation();
  return (
    <Group gap="lg">
      <Anchor component={Link} to="/back-office/sample">
        {t('udSamplesOpen')}
      </Anchor>
      <Anchor component={Link} to={UNIT_DASHBOARD_PREVIEW_PATH}>
        {t('udPreviewDashboard')}
      </Anchor>
    </Group>
  );
}
