import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '@domain/shared/constants';
import { useLanguage } from '../app/use-language';

/** English / Español, each written in its own language so a reader of either finds it. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const [language, setLanguage] = useLanguage();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('language')}
      value={language}
      onChange={(value) => isLanguage(value) && setLanguage(value)}
      data={[
        { value: 'en', label: <span lang="en">English</span> },
        { value: 'es', label: <span lang="es">Español</span> },
      ]}
    />
  );
}
