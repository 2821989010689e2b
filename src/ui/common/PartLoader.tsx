import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LOADER } from '@domain/shared/constants';

/**
 * A part of a screen whose code is still arriving (a form or dialog loaded when it is first needed):
 * a small loader, announced politely as "Loading…", so the wait is not silent.
 */
export function PartLoader() {
  const { t } = useTranslation();
  return (
    <Center py="md" role="status" aria-live="polite">
      <Loader color={LOADER.color} size="sm" aria-hidden />
      <span className="visually-hidden">{t('loading')}</span>
    </Center>
  );
}
