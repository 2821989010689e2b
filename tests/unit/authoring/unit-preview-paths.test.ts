import { describe, expect, it } from 'vitest';
import { unitCardOfDraft, unitViewOfDraft } from '@domain/authoring/unit-preview';
import type { UnitDocument } from '@domain/content/unit.schemas';
import { lessonPreviewPathOf, unitPreviewLinks, unitPreviewPath } from '@ui/authoring/preview/unit-preview-links';

/** Where the unit previews lead, and the unit's draft as the students' unit pages take it. */

const PREVIEW = '/back-office/preview-mode';
const history = { id: 4, belongsTo: 'history' };
const literacy = { id: 5, belongsTo: 'literacy' };

describe('unit preview paths', () => {
  it("leads each lesson type to the preview of the builder that edits it (product-spec §2: previews mirror builders)", () => {
    const pathOf = (unit: typeof history, lessonTypeId: number) => lessonPreviewPathOf(unit, { id: 9, lessonTypeId });
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((type) => pathOf(history, type))).toEqual([
      `${PREVIEW}/unit/4/lesson-builder/9`,
      `${PREVIEW}/unit/4/lesson-builder/9`,
      `${PREVIEW}/lesson-story/unit/4/lesson/9`,
      `${PREVIEW}/skill-lesson/unit/4/lesson/9`,
      `${PREVIEW}/mid-unit-assessment/unit/4/lesson/9`,
      `${PREVIEW}/performance-assessment/unit/4/lesson/9`,
      `${PREVIEW}/benchmark-assessment/unit/4/lesson/9`,
      `${PREVIEW}/american-highlights/unit/4/lesson/9`,
    ]);
    expect(pathOf(literacy, 4)).toBe(`${PREVIEW}/skill-unit/unit/5/lesson/9`);
    expect(unitPreviewPath(history)).toBe(`${PREVIEW}/unit/4`);
    expect(unitPreviewPath(literacy)).toBe(`${PREVIEW}/skillUnitBuilder/5`);
  });

  it("leads the unit frame's places to their previews, and those shown on the unit preview or without a draft preview nowhere", () => {
    const links = unitPreviewLinks({ id: 4, belongsTo: 'history', teacherPageId: 12 });
    expect(links.preview).toBe(true);
    expect(
      ['/unit/4/opener/3', '/unit/4/overview', '/unit/4/time-line', '/unit/4/teacher-page', '/unit/4/biography/7', '/unit/4/unitstory/8', '/unit/4/lessons', '/unit/4/videos', '/unit/4/vocabulary'].map(
        links.place,
      ),
    ).toEqual([
      `${PREVIEW}/opener/4`,
      `${PREVIEW}/overview/4`,
      `${PREVIEW}/time-line/unit/4`,
      `${PREVIEW}/teacher-page/12`,
      `${PREVIEW}/biography/unit/4/biography/7`,
      `${PREVIEW}/unitstory/unit/4/story/8`,
      null,
      null,
      null,
    ]);
  });
});

describe("a unit's draft as the students' pages take it", () => {
  const text = (en: string) => ({ id: 1, en, es: `${en} (es)` });
  const lesson = (id: number, lessonTypeId: number) => ({ id, title: text(`L${id}`), lessonTypeId, number: null, order: id, hasAssessment: false, pageCount: 1 });
  const doc = { id: 4, name: text('Colonies'), number: 1, order: 1, belongsTo: 'literacy', specialUnitAcronym: null, unitTypeId: 1, description: text('About'), descriptionAudio: null, thumbnail: null, openerId: null, timelineId: null, teacherPageId: null, overview: { intro: null, blurbs: [] }, lessons: [lesson(1, 4), lesson(2, 5)], biographies: [], unitStories: [], videos: [], vocabularyCount: { en: 0, es: 0 }, version: 3, publishedAt: '2026-11-25T00:00:00.000Z' } satisfies UnitDocument;

  it('lists the lessons a student would see in the language, unlocked, with no progress and no neighbours', () => {
    const english = unitViewOfDraft(doc, 'en');
    expect(english.lessons.map((l) => [l.id, l.target, l.statusLesson, l.score])).toEqual([[1, 'assessment', null, null], [2, 'mid-unit', null, null]]);
    expect(english).toMatchObject({ lockStatus: 'unlocked', progress: null, previousUnit: null, nextUnit: null, lessonsOnlyInEnglish: false });
    const spanish = unitViewOfDraft(doc, 'es');
    expect(spanish).toMatchObject({ lessons: [], lessonsOnlyInEnglish: true });
    expect(unitCardOfDraft(doc, 'es')).toEqual({ id: 4, name: doc.name, number: 1, order: 1, belongsTo: 'literacy', specialUnitAcronym: null, unitTypeId: 1, description: doc.description, descriptionAudio: null, thumbnail: null, openerId: null, isPublished: true, lockStatus: 'unlocked', progress: null, lessonsOnlyInEnglish: true });
  });
});
