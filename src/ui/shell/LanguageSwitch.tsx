import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../domain/shared/constants';
import { useLanguage } from '../app/use-language';

export function LanguageSwitch() {
  const { t } = useTranslation();
  const [language, setLanguage] = useLanguage();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('language')}
      value={language}
      onChange={(value) => setLanguage(value as Language)}
      data={[
        { value: 'en', label: <span lang="en">EN<span className="visually-hidden"> English</span></span> },
        { value: 'es', label: <span lang="es">ES<span className="visually-hidden"> Español</span></span> },
      ]}
    />
  );
}
