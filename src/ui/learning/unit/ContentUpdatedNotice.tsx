import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { UpdatedNoticeSubject } from '@domain/realtime/content-update.rules';
import { registerLocaleBundle } from '../../i18n/bundle-registry';
import { contentUpdated } from '../../i18n/locales/content-updated';
import { useContentUpdated } from './use-content-updated';
import classes from './ContentUpdatedNotice.module.css';

registerLocaleBundle(contentUpdated);

/** The notice's first sentence names what the page shows, as the redirect-home notices do. */
const SUBJECT_KEY: Readonly<Record<UpdatedNoticeSubject, string>> = {
  lesson: 'contentUpdatedLesson',
  story: 'contentUpdatedStory',
  biography: 'contentUpdatedBiography',
  'timeline-event': 'contentUpdatedTimelineEvent',
  unit: 'contentUpdatedUnit',
};

const PHASE_KEY = { redirecting: 'contentUpdatedRedirect', saving: 'contentUpdatedSaving', stayed: 'contentUpdatedStayed' } as const;

/**
 * Product-spec §4's "updated, you will be redirected home" notice, at the top of every page inside a
 * unit (UnitLayout), shown when a publish touched what the page shows (useContentUpdated). An alert,
 * so it is announced without moving focus; "Stay on this page" turns the redirect off (WCAG 2.2.1).
 */
export function ContentUpdatedNotice() {
  const { t } = useTranslation();
  const notice = useContentUpdated();
  const goHome = useRef<HTMLButtonElement>(null);
  if (!notice) return null;
  // The stay button goes once pressed: focus moves to the one left rather than to the page's start.
  const stay = () => {
    notice.stay();
    goHome.current?.focus();
  };
  return (
    <div role="alert" className={classes.notice} data-testid="content-updated">
      <p className={classes.text}>
        <span className={classes.subject}>{t(SUBJECT_KEY[notice.subject])}</span> {t(PHASE_KEY[notice.phase])}
      </p>
      <div className={classes.actions}>
        <button type="button" ref={goHome} className={classes.goHome} onClick={notice.goHome}>
          {t('contentUpdatedGoHome')}
        </button>
        {notice.phase !== 'stayed' && (
          <button type="button" className={classes.stay} onClick={stay}>
            {t('contentUpdatedStay')}
          </button>
        )}
      </div>
    </div>
  );
}
