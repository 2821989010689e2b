import type { Language } from './constants';

/**
 * Product-spec §9: "Times are shown in Central time and local time". The platform's day runs on
 * Central time (the schools' deadlines and reports), while a reader elsewhere needs their own clock
 * too. Pure: the viewer's time zone is passed in by the screen, never read here.
 */
export const CENTRAL_TIME_ZONE = 'America/Chicago';

/** US English and US Spanish, as the numbers are written (`number-format.ts`). */
const LOCALE: Record<Language, string> = { en: 'en-US', es: 'es-US' };

export interface DisplayTime {
  /** The instant as ISO 8601, for `<time dateTime>`. */
  readonly iso: string;
  /** Date and time on Central time ("Nov 24, 2026, 10:05 AM"); the screen adds its label. */
  readonly central: string;
  /**
   * The viewer's own clock ("11:05 AM", with the date too when it is another day there), or null
   * when the viewer's clock reads the same as Central time at that instant: then it is shown once.
   */
  readonly local: string | null;
}

const dateAndTime = (locale: string, timeZone: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
const dateOnly = (locale: string, timeZone: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone });
const timeOnly = (locale: string, timeZone: string) => new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone });

/**
 * An instant as Central time and as the viewer's time. "The viewer is in Central" is decided by the
 * clocks, not the zone's name: Winnipeg or Knox, Indiana read the same as Chicago, and a zone that
 * shares Central's offset only part of the year reads the same only on those days.
 */
export function displayTime(instant: string | Date, viewerTimeZone: string, language: Language): DisplayTime {
  const at = typeof instant === 'string' ? new Date(instant) : instant;
  const locale = LOCALE[language];
  const central = dateAndTime(locale, CENTRAL_TIME_ZONE).format(at);
  const local = dateAndTime(locale, viewerTimeZone).format(at);
  if (local === central) return { iso: at.toISOString(), central, local: null };
  const sameDay = dateOnly(locale, viewerTimeZone).format(at) === dateOnly(locale, CENTRAL_TIME_ZONE).format(at);
  return { iso: at.toISOString(), central, local: sameDay ? timeOnly(locale, viewerTimeZone).format(at) : local };
}
