import { describe, expect, it } from 'vitest';
import { addStandardsBodySchema, repeatedCodes, splitCodes, standardFieldsSchema } from '@domain/standards/standards.schemas';
import { clashingIndexes, subjectOf } from '@domain/standards/standards.rules';

const fields = (over: Record<string, unknown> = {}) => ({ stateId: 1, subject: 'social-studies', grade: '8', code: '8.1A', description: 'identify the major eras', strand: null, ...over });
const issues = (over: Record<string, unknown>) => {
  const parsed = standardFieldsSchema.safeParse(fields(over));
  return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe("a standard's fields (product-spec §5: the SOA standard input must be proper)", () => {
  it('trims the code and text, and reads an empty strand as none', () => {
    expect(standardFieldsSchema.parse(fields({ code: ' 8.1A ', description: ' text ', strand: '  ' }))).toMatchObject({ code: '8.1A', description: 'text', strand: null });
    expect(standardFieldsSchema.parse(fields({ code: 'ELA.8-5.B' })).code).toBe('ELA.8-5.B');
  });

  it.each([
    ['code', { code: '' }],
    ['code', { code: '8 1A' }],
    ['code', { code: '8.1A;' }],
    ['code', { code: 'A'.repeat(41) }],
    ['description', { description: '   ' }],
    ['description', { description: 'x'.repeat(2001) }],
    ['strand', { strand: 'x'.repeat(2001) }],
    ['subject', { subject: 'math' }],
    ['grade', { grade: '' }],
    ['grade', { grade: 'x'.repeat(21) }],
  ])('refuses a bad %s with the catalogue message', (field, over) => {
    // An empty code breaks two rules; each says the same.
    expect(new Set(issues(over).map((i) => i.join(' ')))).toEqual(new Set([`${field} soaStandardInputNotProper`]));
  });

  it('refuses an empty list, and a list of more than 1000', () => {
    expect(addStandardsBodySchema.safeParse({ standards: [] }).success).toBe(false);
    expect(addStandardsBodySchema.safeParse({ standards: Array.from({ length: 1001 }, () => fields()) }).success).toBe(false);
    expect(addStandardsBodySchema.safeParse({ standards: [fields()] }).success).toBe(true);
  });
});

describe('different SOA standards must be chosen', () => {
  const live = (map: Record<string, string[]>) => (scope: string) => new Set(map[scope] ?? []);

  it('finds codes live already in their state and subject, whatever the case', () => {
    const items = [fields({ code: '8.1a' }), fields({ code: '8.1A', subject: 'ela' }), fields({ code: '8.1A', stateId: 2 })] as never[];
    expect(clashingIndexes(items, live({ '1/social-studies': ['8.1a'] }))).toEqual([0]);
  });

  it('finds a code repeated in the list, every time after the first', () => {
    const items = [fields({ code: '8.2A' }), fields({ code: '8.2a' }), fields({ code: '8.2B' }), fields({ code: '8.2A' })] as never[];
    expect(clashingIndexes(items, live({}))).toEqual([1, 3]);
    expect(repeatedCodes(['8.1A', ' 8.1a', '8.2B', '8.1A'])).toEqual(['8.1a']);
  });
});

describe('workbook cells', () => {
  it('reads a subject as people write it', () => {
    expect([subjectOf('Social studies'), subjectOf('SOA'), subjectOf('social_studies'), subjectOf('ELA'), subjectOf('English language arts')]).toEqual([
      'social-studies',
      'social-studies',
      'social-studies',
      'ela',
      'ela',
    ]);
    expect([subjectOf('Math'), subjectOf(null), subjectOf('')]).toEqual([null, null, null]);
  });

  it('splits a cell of codes on commas, semicolons and spaces', () => {
    expect(splitCodes('8.1A, 8.2B;8.3C  8.4D')).toEqual(['8.1A', '8.2B', '8.3C', '8.4D']);
    expect(splitCodes(null)).toEqual([]);
    expect(splitCodes(' , ')).toEqual([]);
  });
});
