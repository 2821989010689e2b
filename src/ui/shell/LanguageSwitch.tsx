import { useTranslation } from 'react-i18next';
import { useLanguage } from '../app/use-language';
import { LanguageChoice } from '../common/LanguageChoice';

/** English / Español, each written in its own language so a reader of either finds it. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const [language, setLanguage] = useLanguage();
  return (
    <LanguageChoice
      label={t('language')}
      value={language}
      onChange={setLanguage}
      options={[
        { value: 'en', label: <span lang="en">English</span> },
        { value: 'es', label: <span lang="es">Español</span> },
      ]}
    />
  );
}
