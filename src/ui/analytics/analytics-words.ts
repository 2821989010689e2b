import { useTranslation } from 'react-i18next';
import { analyticsLocale } from './analytics.locale';

/** How the section words its data: screen ids as screen names, milliseconds and seconds as durations. */
export function useAnalyticsWords() {
  const { t } = useTranslation();
  const screen = (section: string) => (`anScreen_${section}` in analyticsLocale.en ? t(`anScreen_${section}`) : t('anScreenOther', { section }));
  const seconds = (total: number) => {
    const whole = Math.round(total);
    if (whole < 60) return t('anSeconds', { count: whole });
    const minutes = Math.round(whole / 60);
    return minutes < 60 ? t('anMinutes', { count: minutes }) : t('anHoursMinutes', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
  };
  return { screen, seconds, duration: (ms: number) => seconds(ms / 1000) };
}
