import { describe, expect, it } from 'vitest';
import { displayTime } from '@domain/shared/display-time';

/** ICU writes narrow no-break spaces before AM/PM and inside "a. m."; compare the words. */
const plain = (text: string | null) => text?.replace(/\s/g, ' ') ?? null;
const shown = (instant: string, zone: string, language: 'en' | 'es' = 'en') => {
  const time = displayTime(instant, zone, language);
  return { iso: time.iso, central: plain(time.central), local: plain(time.local) };
};

describe('a time as Central time and the viewer’s time (product-spec §9)', () => {
  it('shows a viewer in Central time one time', () => {
    expect(shown('2026-11-24T16:05:00Z', 'America/Chicago')).toEqual({ iso: '2026-11-24T16:05:00.000Z', central: 'Nov 24, 2026, 10:05 AM', local: null });
    // Summer (CDT) too, and any zone whose clock reads as Chicago's.
    expect(shown('2026-07-04T15:00:00Z', 'America/Chicago').local).toBeNull();
    expect(shown('2026-07-04T15:00:00Z', 'America/Winnipeg').local).toBeNull();
  });

  it('adds the time of a viewer in New York', () => {
    expect(shown('2026-11-24T16:05:00Z', 'America/New_York')).toEqual({ iso: '2026-11-24T16:05:00.000Z', central: 'Nov 24, 2026, 10:05 AM', local: '11:05 AM' });
  });

  it('follows daylight saving time where each zone changes at its own moment', () => {
    // 8 March 2026: New York springs forward at 07:00 UTC, Chicago only at 08:00 UTC — two hours apart for that hour.
    expect(shown('2026-03-08T06:30:00Z', 'America/New_York')).toMatchObject({ central: 'Mar 8, 2026, 12:30 AM', local: '1:30 AM' });
    expect(shown('2026-03-08T07:30:00Z', 'America/New_York')).toMatchObject({ central: 'Mar 8, 2026, 1:30 AM', local: '3:30 AM' });
    expect(shown('2026-03-08T08:30:00Z', 'America/New_York')).toMatchObject({ central: 'Mar 8, 2026, 3:30 AM', local: '4:30 AM' });
    // 1 November 2026: New York falls back first; for that hour both clocks read 1:30, so it is shown once.
    expect(shown('2026-11-01T06:30:00Z', 'America/New_York')).toMatchObject({ central: 'Nov 1, 2026, 1:30 AM', local: null });
    // Europe changes on other dates: in late March London is five hours from Chicago, not six.
    expect(shown('2026-03-20T15:00:00Z', 'Europe/London')).toMatchObject({ central: 'Mar 20, 2026, 10:00 AM', local: '3:00 PM' });
    expect(shown('2026-04-20T15:00:00Z', 'Europe/London')).toMatchObject({ central: 'Apr 20, 2026, 10:00 AM', local: '4:00 PM' });
  });

  it('gives the viewer’s date too when it is another day where they are', () => {
    expect(shown('2026-11-24T16:05:00Z', 'Asia/Tokyo')).toMatchObject({ central: 'Nov 24, 2026, 10:05 AM', local: 'Nov 25, 2026, 1:05 AM' });
  });

  it('writes both in US Spanish', () => {
    expect(shown('2026-11-24T16:05:00Z', 'America/New_York', 'es')).toEqual({ iso: '2026-11-24T16:05:00.000Z', central: '24 nov 2026, 10:05 a.m.', local: '11:05 a.m.' });
    expect(shown('2026-11-24T16:05:00Z', 'America/Chicago', 'es').local).toBeNull();
  });
});
