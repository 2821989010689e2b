import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../domain/shared/constants';
import { useServices } from '../../app/services-context';
import { useAudioLanguage } from '../../app/use-language';
import classes from './NarrationLanguageSwitch.module.css';

/**
 * The student's narration (audio) language, chosen apart from the interface language: a Spanish
 * reader may keep English narration. Every AudioPlayer follows it at once (useAudioLanguage), and
 * for a student it is saved on the server so it survives signing out. Kept tiny: it is in the
 * header, so it is part of every first load.
 */
export function NarrationLanguageSwitch() {
  const { t } = useTranslation();
  const { studentLanguage } = useServices();
  const language = useAudioLanguage();
  return (
    <div className={classes.root}>
      {/* The visible word; the radio group carries the full name ("Narration language"). */}
      <span className={classes.label} aria-hidden="true">
        🔊 {t('readingNarrationShort')}
      </span>
      <SegmentedControl
        size="xs"
        aria-label={t('readingNarrationLanguage')}
        data-testid="narration-language"
        value={language}
        onChange={(value) => isLanguage(value) && void studentLanguage.setAudioLanguage(value)}
        data={[
          { value: 'en', label: <span lang="en">English</span> },
          { value: 'es', label: <span lang="es">Español</span> },
        ]}
      />
    </div>
  );
}
