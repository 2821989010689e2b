// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ClassSignalTarget } from '@domain/realtime/class-signal.contract';
import type { ContentUpdated } from '@domain/realtime/content-update.contract';
import { assessmentKeys } from '@ui/assessment/assessment.queries';
import { authoringKeys } from '@ui/authoring/authoring.queries';
import { readingDraftKeys } from '@ui/authoring/biography-builder/reading-drafts.queries';
import { lessonDraftKeys } from '@ui/authoring/lesson-builder/lesson-draft.queries';
import { learningKeys } from '@ui/learning/learning.queries';
import { loadedOnce, realtimeInvalidationWorld } from './realtime-invalidation-world';

/**
 * A publish announced to everyone (ContentUpdated): another creator's back-office screens show the
 * new publish states without a reload; a student's reads are marked stale, never reloaded under the
 * page they are on (§4's notice takes them home, and the next load reads the new copy).
 */

const published = (update: ContentUpdated) => ({ target: ClassSignalTarget.ContentUpdated, payload: update }) as const;

function world() {
  const reads = {
    dashboard: vi.fn(async () => 'units'),
    unitBuilder: vi.fn(async () => 'unit 1'),
    lessonDraft: vi.fn(async () => 'lesson 101 draft'),
    biographyDraft: vi.fn(async () => 'biography 5 draft'),
    studentLesson: vi.fn(async () => 'lesson 101'),
    studentUnits: vi.fn(async () => 'units'),
    studentAssessment: vi.fn(async () => 'assessment of lesson 101'),
  };
  const { pushSignal, client } = realtimeInvalidationWorld([
    [authoringKeys.units(), reads.dashboard],
    [authoringKeys.unit(1), reads.unitBuilder],
    [lessonDraftKeys.lesson(101), reads.lessonDraft],
    [readingDraftKeys.biography(5), reads.biographyDraft],
    [learningKeys.lesson('en', 101), reads.studentLesson],
    [learningKeys.units('en'), reads.studentUnits],
    [assessmentKeys.lesson(101), reads.studentAssessment],
  ]);
  return { reads, pushSignal, client };
}

describe('a publish announced over the hub', () => {
  it("reloads another creator's back-office reads on screen: dashboard, unit builder and drafts", async () => {
    const { reads, pushSignal } = world();
    await loadedOnce(reads);
    pushSignal(published({ scope: 'lesson', targetId: 101, unitIds: [] }));
    for (const read of [reads.dashboard, reads.unitBuilder, reads.lessonDraft, reads.biographyDraft]) await waitFor(() => expect(read).toHaveBeenCalledTimes(2));
  });

  it("marks a student's reads stale without reloading the page on screen", async () => {
    const { reads, pushSignal, client } = world();
    await loadedOnce(reads);
    pushSignal(published({ scope: 'course', targetId: null, unitIds: [] }));
    // Signals reach the listeners synchronously: the reads they make stale are marked at once.
    for (const key of [learningKeys.lesson('en', 101), learningKeys.units('en'), assessmentKeys.lesson(101)]) expect(client.getQueryState(key)?.isInvalidated).toBe(true);
    await waitFor(() => expect(reads.dashboard).toHaveBeenCalledTimes(2));
    expect(reads.studentLesson).toHaveBeenCalledTimes(1);
    expect(reads.studentUnits).toHaveBeenCalledTimes(1);
    expect(reads.studentAssessment).toHaveBeenCalledTimes(1);
  });
});
