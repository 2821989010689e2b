import { describe, expect, it } from 'vitest';
import { DEFAULT_ACCESSIBILITY_PREFERENCES, passagesToRead, rootAttributesOf } from '@domain/accessibility/accessibility.rules';
import { accessibilityPreferencesSchema } from '@domain/accessibility/accessibility.schemas';

describe("a student's accessibility preferences", () => {
  it('put nothing on the page by default', () => {
    expect(rootAttributesOf(DEFAULT_ACCESSIBILITY_PREFERENCES)).toEqual({ 'data-text-size': null, 'data-contrast': null, 'data-spacing': null });
  });

  it('name the text size step, high contrast and reading spacing on the root', () => {
    expect(rootAttributesOf({ textSize: 'larger', highContrast: true, readingSpacing: true, readAloudLanguage: 'es' })).toEqual({
      'data-text-size': 'larger',
      'data-contrast': 'high',
      'data-spacing': 'reading',
    });
    expect(rootAttributesOf({ ...DEFAULT_ACCESSIBILITY_PREFERENCES, textSize: 'large' })['data-text-size']).toBe('large');
  });

  it('are a whole set of known values and nothing else', () => {
    expect(accessibilityPreferencesSchema.safeParse(DEFAULT_ACCESSIBILITY_PREFERENCES).success).toBe(true);
    for (const bad of [
      { ...DEFAULT_ACCESSIBILITY_PREFERENCES, textSize: 'huge' },
      { ...DEFAULT_ACCESSIBILITY_PREFERENCES, readAloudLanguage: 'fr' },
      { ...DEFAULT_ACCESSIBILITY_PREFERENCES, highContrast: 'true' },
      { ...DEFAULT_ACCESSIBILITY_PREFERENCES, font: 'OpenDyslexic' },
      { textSize: 'large' },
      null,
    ]) {
      const parsed = accessibilityPreferencesSchema.safeParse(bad);
      expect(parsed.success, JSON.stringify(bad)).toBe(false);
      expect(parsed.error!.issues.every((issue) => issue.message === 'fieldsInvalid')).toBe(true);
    }
  });
});

describe('what read-aloud speaks', () => {
  it('is the text with its whitespace collapsed, a block without closing punctuation heard as a sentence', () => {
    expect(passagesToRead('  Unit 1\n\n  The   Thirteen Colonies \nPeople came to America.  ')).toEqual(['Unit 1. The Thirteen Colonies. People came to America.']);
  });

  it('keeps Spanish questions and exclamations whole', () => {
    expect(passagesToRead('¿Por qué llegaron los colonos?\n¡Lee la lección!')).toEqual(['¿Por qué llegaron los colonos? ¡Lee la lección!']);
  });

  it('breaks a long page into passages no longer than the limit, between sentences where it can', () => {
    const sentence = 'The colonists wrote a declaration.';
    const passages = passagesToRead(Array.from({ length: 12 }, () => sentence).join(' '), 80);
    expect(passages.every((p) => p.length <= 80)).toBe(true);
    expect(passages.every((p) => p.endsWith('.'))).toBe(true);
    expect(passages.join(' ')).toBe(Array.from({ length: 12 }, () => sentence).join(' '));
  });

  it('breaks a sentence longer than the limit between words, losing none', () => {
    const long = `${Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ')}.`;
    const passages = passagesToRead(long, 50);
    expect(passages.every((p) => p.length <= 50)).toBe(true);
    expect(passages.join(' ')).toBe(long);
  });

  it('is nothing for a page without text', () => {
    expect(passagesToRead(' \n \n')).toEqual([]);
  });
});
