import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LOADER } from '@domain/shared/constants';

/** The loader overlay of the app shell: colour #3A4DFD, 60 px, announced politely as "Loading…". */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="40vh" role="status" aria-live="polite">
      <Loader color={LOADER.color} size={LOADER.sizePx} aria-hidden />
      <span className="visually-hidden">{t('loading')}</span>
    </Center>
  );
}
