import { useQuery } from '@tanstack/react-query';
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useServices } from '../app/services-context';
import { registerLocaleBundle } from '../i18n/bundle-registry';
import { supportStrings } from '../i18n/locales/support';
import { supportQueries, useStopActing } from './support.queries';

registerLocaleBundle(supportStrings);

/**
 * The bar under the header on every page while a support user acts for a teacher: for whom, at which
 * campus, and Stop. A live region, so a screen reader hears it change. Loaded for support users only.
 */
export default function SupportActingBanner() {
  const { t } = useTranslation();
  const { support } = useServices();
  const acting = useQuery(supportQueries.acting(support)).data;
  const stop = useStopActing();
  const navigate = useNavigate();
  const onTeacherScreen = useLocation().pathname.startsWith('/support/');
  return (
    <div role="status" aria-live="polite" data-testid="support-acting-banner">
      {acting && (
        <Group justify="center" gap="sm" px="md" py={6} bg="yellow.1">
          <Text fw={700} size="sm">
            {t('supportActingBar', { teacher: acting.teacherName, school: acting.schoolName })}
          </Text>
          <Button
            size="compact-sm"
            variant="outline"
            color="dark"
            loading={stop.isPending}
            aria-label={t('supportStopActingFor', { teacher: acting.teacherName })}
            onClick={() => stop.mutate(undefined, { onSuccess: () => onTeacherScreen && navigate('/support-dashboard') })}
          >
            {t('supportStopActing')}
          </Button>
        </Group>
      )}
    </div>
  );
}
