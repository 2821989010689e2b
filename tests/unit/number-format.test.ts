import { describe, expect, it } from 'vitest';
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
});
