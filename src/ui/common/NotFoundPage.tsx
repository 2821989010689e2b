import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { homeOf } from '@domain/routing/navigation-guard';
import { useSession } from '../app/services-context';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const { profile } = useSession();
  return (
    <Stack align="flex-start" py="xl">
      <Title order={1}>{t('notFoundTitle')}</Title>
      <Text>{t('notFoundBody')}</Text>
      <Button component={Link} to={profile ? homeOf(profile.roleId) : '/signin'}>
        {t('goHome')}
      </Button>
    </Stack>
  );
}
