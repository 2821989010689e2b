import { describe, expect, it } from 'vitest';
import {
  BENCHMARK_SET_TITLE_MAX_LENGTH,
  MAX_QUESTION_SETS,
  MAX_SETS_PER_LINKED_UNIT,
  publishStateOf,
  questionSetChange,
  sortBenchmarkSets,
  warningsOf,
} from '@domain/authoring/benchmark-set.rules';
import { setCountValueSchema, setTitleValueSchema } from '@domain/authoring/benchmark-set.schemas';

/* The benchmark assessment builder's rules (issue 15; product-spec §4 order, §5 warnings). */

describe('benchmark set order', () => {
  it('puts linked sets by unit number first, unlinked ones last, ties by id', () => {
    const sets = [
      { id: 5, linkedUnitNumber: null },
      { id: 4, linkedUnitNumber: 3 },
      { id: 2, linkedUnitNumber: null },
      { id: 3, linkedUnitNumber: 1 },
      { id: 1, linkedUnitNumber: 3 },
    ];
    expect(sortBenchmarkSets(sets).map((s) => s.id)).toEqual([3, 1, 4, 2, 5]);
    expect(sets[0]!.id).toBe(5);
  });
});

describe('benchmark set warnings', () => {
  const set = (draftVersion: number, publishedDraftVersion: number | null, linkedUnitId: number | null = 7) => ({ draftVersion, publishedDraftVersion, linkedUnitId });

  it('tells never published, changed since and published apart', () => {
    expect(publishStateOf(set(1, null))).toBe('never-published');
    expect(publishStateOf(set(3, 2))).toBe('unpublished-changes');
    expect(publishStateOf(set(3, 3))).toBe('published');
    expect(warningsOf(set(1, null), 1)).toEqual(['unpublished']);
    expect(warningsOf(set(4, 2), 1)).toEqual(['unpublishedChanges']);
    expect(warningsOf(set(2, 2), 1)).toEqual([]);
  });

  it(`warns when more than ${MAX_SETS_PER_LINKED_UNIT} sets test one unit, never for an unlinked set`, () => {
    expect(warningsOf(set(1, 1), MAX_SETS_PER_LINKED_UNIT)).toEqual([]);
    expect(warningsOf(set(1, 1), MAX_SETS_PER_LINKED_UNIT + 1)).toEqual(['tooManyForUnit']);
    expect(warningsOf(set(1, null, null), 99)).toEqual(['unpublished']);
  });
});

describe('question set count', () => {
  const sections = [
    { id: 10, questionCount: 2 },
    { id: 11, questionCount: 0 },
    { id: 12, questionCount: 0 },
  ];

  it('adds empty question sets and removes trailing empty ones', () => {
    expect(questionSetChange(sections, 5)).toEqual({ add: 2, remove: [], blocked: null });
    expect(questionSetChange(sections, 3)).toEqual({ add: 0, remove: [], blocked: null });
    expect(questionSetChange(sections, 1)).toEqual({ add: 0, remove: [11, 12], blocked: null });
  });

  it('names the first trailing question set that still holds questions', () => {
    expect(questionSetChange([...sections, { id: 13, questionCount: 1 }], 2)).toEqual({ add: 0, remove: [], blocked: 13 });
  });

  it('accepts whole counts within the bounds only', () => {
    expect(setCountValueSchema.safeParse({ n: '1' }).success).toBe(true);
    expect(setCountValueSchema.safeParse({ n: String(MAX_QUESTION_SETS) }).success).toBe(true);
    for (const n of ['0', String(MAX_QUESTION_SETS + 1), '1.5', 'x', '']) expect(setCountValueSchema.safeParse({ n }).success).toBe(false);
  });
});

describe('set titles', () => {
  it('trims, refuses empty and unstorable titles, and titles too long once URL-encoded', () => {
    expect(setTitleValueSchema.parse({ title: '  Set B ' }).title).toBe('Set B');
    expect(setTitleValueSchema.safeParse({ title: '   ' }).success).toBe(false);
    expect(setTitleValueSchema.safeParse({ title: 'a\u0000b' }).success).toBe(false);
    expect(setTitleValueSchema.safeParse({ title: 'x'.repeat(BENCHMARK_SET_TITLE_MAX_LENGTH) }).success).toBe(true);
    expect(setTitleValueSchema.safeParse({ title: 'x'.repeat(BENCHMARK_SET_TITLE_MAX_LENGTH + 1) }).success).toBe(false);
    // 40 "é" are 40 characters but 240 once encoded.
    expect(setTitleValueSchema.safeParse({ title: 'é'.repeat(40) }).success).toBe(false);
  });
});
