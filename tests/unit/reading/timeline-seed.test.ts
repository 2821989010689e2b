import { describe, expect, it } from 'vitest';
import { DEMO_COURSE } from '../../../server/src/seed/course/course';

/**
 * The timeline list shows each event's short text; the event page shows its long description. In the
 * demo course the long description must tell more than the short text, or the event page only repeats it.
 */
const words = (html: string) => html.replace(/<[^>]+>/g, ' ').split(/\s+/).filter(Boolean);

const events = DEMO_COURSE.flatMap((unit) => (unit.timeline ? unit.timeline.events.map((event) => ({ unit: unit.name.en, event })) : []));

describe('demo timeline events', () => {
  it('exist in the demo course', () => {
    expect(events.length).toBeGreaterThan(10);
  });

  it.each(['en', 'es'] as const)('have a long description (%s) that says more than the short text, in paragraphs', (language) => {
    for (const { unit, event } of events) {
      const short = event.shortDescription[language];
      const long = event.longDescription[language];
      const where = `${unit}, ${event.year}: ${event.title.en}`;
      expect(words(long).join(' '), where).not.toBe(words(short).join(' '));
      expect(words(long).length, where).toBeGreaterThanOrEqual(2 * words(short).length);
      expect(long.startsWith('<p>') && long.endsWith('</p>'), where).toBe(true);
    }
  });

  it('are narrated as the event page reads them: title and long description', () => {
    for (const { event } of events) {
      expect(event.audio?.en).toBe(`${event.title.en}. ${words(event.longDescription.en).join(' ')}`);
      expect(event.audio?.es).toBe(`${event.title.es}. ${words(event.longDescription.es).join(' ')}`);
    }
  });
});
