import { registerLocaleBundle } from '../../i18n/bundle-registry';
import { lesson } from '../../i18n/locales/lesson';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@domain/shared/constants';
import { useLanguage } from '../../app/use-language';
import { captionsUrl } from './media-url';

// The track names are needed wherever a video plays (lessons, opener, the videos page).
registerLocaleBundle(lesson);

const LABEL_KEY = { en: 'captionsEnglish', es: 'captionsSpanish' } as const;

/**
 * The captions of one of the course's own videos, in English and Spanish (WCAG 1.2.2), for a student
 * who cannot hear or has no sound. The interface language's track is on from the start; the player's
 * captions menu switches or hides them.
 */
export function CaptionTracks({ videoUrl }: { videoUrl: string }) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  return LANGUAGES.map((captions) => (
    <track key={captions} kind="captions" src={captionsUrl(videoUrl, captions)} srcLang={captions} label={t(LABEL_KEY[captions])} default={captions === language} />
  ));
}
