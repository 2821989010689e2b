import { useTranslation } from 'react-i18next';
import { displayTime } from '@domain/shared/display-time';
import { isLanguage } from '@domain/shared/constants';

/** The time zone the viewer's device is set to; the one place the UI reads it. */
const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * A moment as product-spec §9 shows every time: on Central time, labelled, with the viewer's own
 * time beside it when their clock reads differently ("Nov 24, 2026, 10:05 AM CT (11:05 AM your
 * time)"). Machine-readable in `<time dateTime>`.
 */
export function CentralAndLocalTime({ at }: { readonly at: string }) {
  const { t, i18n } = useTranslation();
  const time = displayTime(at, viewerTimeZone(), isLanguage(i18n.language) ? i18n.language : 'en');
  return (
    <time dateTime={time.iso}>
      {time.local === null ? t('timeInCentral', { central: time.central }) : t('timeInCentralAndLocal', { central: time.central, local: time.local })}
    </time>
  );
}
