import { registerLocaleBundle } from '../../i18n/bundle-registry';
import { unit } from '../../i18n/locales/unit';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../app/use-language';
import { focusPageContent } from '../../common/focus-page-content';
import buttons from '../../common/plain-buttons.module.css';
import classes from './OnlyInEnglish.module.css';

registerLocaleBundle(unit);

/**
 * What Spanish hides (lesson types 4–6, spanish-availability.rules.ts) said honestly, with a button
 * that switches the interface to English where the student is: the screen then loads again in English.
 * Plain markup and CSS, because the home page's first load shows it on the literacy unit's card.
 * `heading` makes the title the page's heading, where the notice stands in for a lesson.
 */
export function OnlyInEnglish({ title, hint, heading = false, testId }: { title: string; hint?: string; heading?: boolean; testId?: string }) {
  const { t } = useTranslation();
  const [, changeLanguage] = useLanguage();
  const Title = heading ? 'h1' : 'p';
  // The notice (and this button) goes away once the page is in English: the focus moves to the page
  // first, so a keyboard user goes on from its start instead of from the top of the document.
  const switchToEnglish = () => {
    focusPageContent();
    changeLanguage('en');
  };
  return (
    <div className={classes.notice} data-testid={testId}>
      <Title className={classes.title}>{title}</Title>
      {hint && <p className={classes.hint}>{hint}</p>}
      <button type="button" className={buttons.filled} onClick={switchToEnglish}>
        {t('switchToEnglish')}
      </button>
    </div>
  );
}
