import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { formatPercent, formatPoints } from '@domain/shared/number-format';

describe('one number format for scores and percents', () => {
  it('writes a percent with at most two decimals and no trailing zeros, as US English writes it', () => {
    expect(formatPercent(66.666667, 'en')).toBe('66.67%');
    expect(formatPercent(87.5, 'en')).toBe('87.5%');
    expect(formatPercent(100, 'en')).toBe('100%');
    expect(formatPercent(0, 'en')).toBe('0%');
  });

  it('writes it as US Spanish writes it (point for decimals, sign attached), not as Spain does ("66,67 %")', () => {
    expect(formatPercent(66.666667, 'es')).toBe('66.67%');
    expect(formatPercent(12.5, 'es')).toBe('12.5%');
  });

  it('writes points with at most two decimals in both languages', () => {
    expect(formatPoints(2.5, 'en')).toBe('2.5');
    expect(formatPoints(1 / 3, 'es')).toBe('0.33');
    expect(formatPoints(1500, 'es')).toBe('1,500');
  });

  it('treats any other language tag as English', () => {
    expect(formatPercent(50, 'fr')).toBe('50%');
  });

  it('rounds halves up from the shortest decimal, as Intl does, not from the binary value (1.005 → 1.01)', () => {
    expect(formatPoints(1.005, 'en')).toBe('1.01');
    expect(formatPoints(2.675, 'es')).toBe('2.68');
    expect(formatPercent(99.995, 'en')).toBe('100%');
    expect(formatPoints(999.995, 'en')).toBe('1,000');
  });

  it('writes every number as Intl.NumberFormat writes it in en-US and es-US', () => {
    const intl = (locale: string, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2, ...options });
    const written = { en: { percent: intl('en-US', { style: 'percent' }), points: intl('en-US', {}) }, es: { percent: intl('es-US', { style: 'percent' }), points: intl('es-US', {}) } };
    const numbers = fc.oneof(
      fc.double({ noNaN: true }),
      fc.double({ min: 0, max: 100, noNaN: true }),
      fc.integer({ min: 0, max: 10_000_000 }).map((n) => n / 1000),
      fc.integer({ min: 0, max: 100_000 }).map((n) => n / 100 + 0.005),
    );
    fc.assert(
      fc.property(numbers, fc.constantFrom('en', 'es') as fc.Arbitrary<'en' | 'es'>, (value, language) => {
        expect(formatPercent(value, language)).toBe(written[language].percent.format(value / 100));
        expect(formatPoints(value, language)).toBe(written[language].points.format(value));
      }),
      { numRuns: 5000 },
    );
  });

  it('makes no Intl.NumberFormat for a usual number (a browser\'s first one loads its number data), only for the rest', () => {
    const Real = Intl.NumberFormat;
    const made = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (locales, options) {
      return new Real(locales, options);
    } as typeof Intl.NumberFormat);
    try {
      expect([formatPercent(66.666667, 'es'), formatPoints(1500.5, 'en')]).toEqual(['66.67%', '1,500.5']);
      expect(made).not.toHaveBeenCalled();
      expect(formatPercent(-5, 'en')).toBe('-5%');
      expect(made).toHaveBeenCalledTimes(1);
    } finally {
      made.mockRestore();
    }
  });
});
