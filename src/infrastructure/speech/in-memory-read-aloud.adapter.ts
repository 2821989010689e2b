import type { ReadAloud, ReadingEnd } from '@application/accessibility/read-aloud.port';
import type { ReadAloudLanguage } from '@domain/accessibility/accessibility.rules';

/**
 * Read-aloud without a voice (tests only; the app binds the speech synthesis adapter): it keeps what
 * it was asked to read, and a reading lasts until `finish()` or a stop, as a spoken one would.
 */
export function createInMemoryReadAloud(): ReadAloud & {
  readings(): readonly { passages: readonly string[]; language: ReadAloudLanguage }[];
  finish(): void;
} {
  const readings: { passages: readonly string[]; language: ReadAloudLanguage }[] = [];
  let end: ((how: ReadingEnd) => void) | null = null;
  const settle = (how: ReadingEnd) => {
    end?.(how);
    end = null;
  };
  return {
    readings: () => readings,
    finish: () => settle('finished'),
    read: (passages, language) => {
      settle('stopped');
      readings.push({ passages, language });
      return new Promise((resolve) => (end = resolve));
    },
    pause: async () => undefined,
    resume: async () => undefined,
    stop: async () => settle('stopped'),
  };
}
