import { describe, expect, it } from 'vitest';
import { titleBeginsWithKind } from '@ui/learning/common/lesson-kind';

/** When a lesson's kind label would repeat the start of its title (scope and sequence, unit menu, lesson header). */
describe('titleBeginsWithKind', () => {
  it('sees a title that begins with its kind, whatever the case and accents', () => {
    expect(titleBeginsWithKind('Momentos destacados: puertos e imprentas', 'Momentos destacados')).toBe(true);
    expect(titleBeginsWithKind('Presentación de la unidad', 'Presentación')).toBe(true);
    expect(titleBeginsWithKind('American Highlights: Ports and Printers', 'American highlights')).toBe(true);
    expect(titleBeginsWithKind('presentacion de la unidad', 'Presentación')).toBe(true);
    expect(titleBeginsWithKind('Benchmark Assessment', 'Benchmark assessment')).toBe(true);
  });

  it('compares whole words only, and only at the start', () => {
    expect(titleBeginsWithKind('Lessons of the Revolution', 'Lesson')).toBe(false);
    expect(titleBeginsWithKind('Unit Opener', 'Opener')).toBe(false);
    expect(titleBeginsWithKind('Cruzar el Atlántico', 'Lección 1')).toBe(false);
  });
});
