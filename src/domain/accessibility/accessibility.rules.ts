import type { AccessibilityPreferences } from './accessibility.schemas';

/*
 * A student's accessibility tools (issue 16), in place of the third-party widget the old seeds loaded
 * for role 6 (docs/decisions.md "Student accessibility tools"). Pure rules: what a set of
 * preferences puts on the page's root element, and what read-aloud speaks. No zod here, so the
 * header's small chunk can use them without the schema library.
 */

/** Text size steps. `large` and `larger` scale every rem-based size (the root font size) by TEXT_SCALE. */
export const TEXT_SIZES = ['default', 'large', 'larger'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];
/** 125% and 150%: steps a student notices at once; the browser's own zoom still goes to 200% and beyond (WCAG 1.4.4). */
export const TEXT_SCALE: Readonly<Record<TextSize, number>> = { default: 1, large: 1.25, larger: 1.5 };

export const READ_ALOUD_LANGUAGES = ['en', 'es'] as const;
export type ReadAloudLanguage = (typeof READ_ALOUD_LANGUAGES)[number];

/** What a student has before choosing anything: the page as everyone sees it, read aloud in English. */
export const DEFAULT_ACCESSIBILITY_PREFERENCES: AccessibilityPreferences = {
  textSize: 'default',
  highContrast: false,
  readingSpacing: false,
  readAloudLanguage: 'en',
};

/** The attributes on `<html>` the global stylesheet keys on; null removes one (the page as everyone sees it). */
export interface RootAttributes {
  readonly 'data-text-size': Exclude<TextSize, 'default'> | null;
  readonly 'data-contrast': 'high' | null;
  readonly 'data-spacing': 'reading' | null;
}

export const ROOT_ATTRIBUTE_NAMES = ['data-text-size', 'data-contrast', 'data-spacing'] as const satisfies readonly (keyof RootAttributes)[];

/** Which root attributes a set of preferences means; the defaults set none. */
export function rootAttributesOf(preferences: AccessibilityPreferences): RootAttributes {
  return {
    'data-text-size': preferences.textSize === 'default' ? null : preferences.textSize,
    'data-contrast': preferences.highContrast ? 'high' : null,
    'data-spacing': preferences.readingSpacing ? 'reading' : null,
  };
}

/**
 * The speech languages to look for a voice in, best first: US English; US Spanish, then Mexican
 * Spanish (the Spanish Texas classrooms hear), then any Spanish voice the device has.
 */
export const SPEECH_LANGUAGES: Readonly<Record<ReadAloudLanguage, readonly string[]>> = {
  en: ['en-US', 'en'],
  es: ['es-US', 'es-MX', 'es'],
};

/**
 * Browsers cut a long utterance short (Chrome stops after about 15 seconds), so a page is spoken as
 * passages of at most this many characters, broken after a sentence where one ends in time.
 */
export const PASSAGE_MAX_CHARS = 200;

/**
 * The passages read-aloud speaks for the main content's text, one block (heading, paragraph, button)
 * a line: a block without closing punctuation gets a full stop, so a heading is heard as one and
 * not run into the next line; sentences are kept whole where they fit, a sentence longer than `max`
 * is broken between words.
 */
export function passagesToRead(text: string, max = PASSAGE_MAX_CHARS): string[] {
  const blocks = text
    .split(/\n+/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((line) => (/[.!?]["')\]]*$/.test(line) ? line : `${line}.`));
  const sentences = blocks.join(' ').match(/[^.!?]*[.!?]+["')\]]*|[^.!?]+$/g) ?? [];
  const passages: string[] = [];
  let current = '';
  const add = (piece: string) => {
    if (current && current.length + 1 + piece.length > max) {
      passages.push(current);
      current = piece;
    } else current = current ? `${current} ${piece}` : piece;
  };
  for (const sentence of sentences.map((s) => s.trim()).filter(Boolean)) {
    if (sentence.length <= max) add(sentence);
    else for (const word of sentence.split(' ')) add(word);
  }
  if (current) passages.push(current);
  return passages;
}
