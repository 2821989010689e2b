import { Alert, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The honest state of a screen whose feature is still being built: clearly marked, never filled
 * with sample data.
 */
export function ComingInThisVersion({ title, what }: { title: string; what?: string }) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Title order={1}>{title}</Title>
      <Alert color="blue" title={t('comingTitle')} data-testid="coming-in-this-version">
        <Text size="sm">{t('comingBody')}</Text>
        {what && (
          <Text size="sm" mt="xs">
            {what}
          </Text>
        )}
      </Alert>
    </Stack>
  );
}
