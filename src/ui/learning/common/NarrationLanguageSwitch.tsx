import { useTranslation } from 'react-i18next';
import { LanguageChoice } from '../../common/LanguageChoice';
import { useServices } from '../../app/services-context';
import { useAudioLanguage } from '../../app/use-language';
import { SpeakerIcon } from './SpeakerIcon';
import classes from './NarrationLanguageSwitch.module.css';

/**
 * The student's narration (audio) language, chosen apart from the interface language: a Spanish
 * reader may keep English narration. Every AudioPlayer follows it at once (useAudioLanguage), and
 * for a student it is saved on the server so it survives signing out. Kept tiny: it is in the
 * header, so it is part of every first load.
 */
export function NarrationLanguageSwitch() {
  const { t } = useTranslation();
  const { learning } = useServices();
  const language = useAudioLanguage();
  return (
    <div className={classes.root} title={t('readingNarrationLanguage')}>
      {/* The visible word; the radio group carries the full name ("Narration language"). */}
      <span className={classes.label} aria-hidden="true">
        <SpeakerIcon />
        <span className={classes.word}>{t('readingNarrationShort')}</span>
      </span>
      <LanguageChoice
        label={t('readingNarrationLanguage')}
        data-testid="narration-language"
        value={language}
        onChange={(value) => void learning.chooseNarrationLanguage(value)}
        options={[
          { value: 'en', label: <Choice code="EN" name="English" lang="en" /> },
          { value: 'es', label: <Choice code="ES" name="Español" lang="es" /> },
        ]}
      />
    </div>
  );
}

/**
 * A short code on screen (it also tells this switch apart from the interface language's) and the
 * language's name for assistive technology; the code is part of the name ("EN" in "English").
 */
function Choice({ code, name, lang }: { code: string; name: string; lang: string }) {
  return (
    <span lang={lang}>
      <span aria-hidden="true">{code}</span>
      <span className="visually-hidden">{name}</span>
    </span>
  );
}
