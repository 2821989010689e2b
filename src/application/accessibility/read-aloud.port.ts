import type { ReadAloudLanguage } from '@domain/accessibility/accessibility.rules';

/** How a reading ended: read to the end, stopped, or never started (the device has no speech). */
export type ReadingEnd = 'finished' | 'stopped' | 'unavailable';

/**
 * Speaking text with the device's own voices (the browser's speech synthesis), so neither the
 * domain nor the screens touch it. One reading at a time: a new one stops the last. Every method
 * answers a promise, so the adapter can load with its first call.
 */
export interface ReadAloud {
  /** Speaks the passages in order in the language; resolves when the reading ends, however it ends. */
  read(passages: readonly string[], language: ReadAloudLanguage): Promise<ReadingEnd>;
  pause(): Promise<void>;
  resume(): Promise<void>;
  stop(): Promise<void>;
}
export const ReadAloud = Symbol.for('ReadAloud');
