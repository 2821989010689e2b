import { describe, expect, it } from 'vitest';
import { PUBLISH_SCOPES } from '@domain/authoring/authoring.responses';
import { parseClassSignal } from '@domain/realtime/class-signal.contract';
import { CONTENT_UPDATE_MAX_UNITS, contentUpdateOf, type ContentUpdated } from '@domain/realtime/content-update.contract';
import { goesHomeNow, shownContentAt, touchesShownContent, updatedNoticeSubject } from '@domain/realtime/content-update.rules';

/** Product-spec §4: which page a publish touched, what the notice calls it, and when the page goes home. */

const update = (scope: ContentUpdated['scope'], targetId: number | null, unitIds: number[] = []): ContentUpdated => ({ scope, targetId, unitIds });

/** The student pages of unit 3: lesson 12, story 41, biography 31, timeline event 7, opener 13. */
const PAGES = {
  lesson: '/unit/3/lesson/12',
  assessment: '/unit/3/mid-unit/12',
  story: '/unit/3/unitstory/41',
  biography: '/unit/3/biography/31',
  timeline: '/unit/3/time-line',
  timelineEvent: '/unit/3/time-line/event/7',
  opener: '/unit/3/opener/13',
  teacherPage: '/unit/3/teacher-page',
  overview: '/unit/3/overview',
  vocabulary: '/unit/3/vocabulary',
} as const;

const touched = (u: ContentUpdated) =>
  Object.entries(PAGES)
    .filter(([, path]) => touchesShownContent(u, shownContentAt(path)))
    .map(([name]) => name);

describe('what a student page shows', () => {
  it('reads the item from the path of every page inside a unit', () => {
    expect(shownContentAt('/unit/3/lesson/12')).toEqual({ kind: 'lesson', unitId: 3, itemId: 12 });
    expect(shownContentAt('/unit/3/benchmark-assessment/12')).toEqual({ kind: 'lesson', unitId: 3, itemId: 12 });
    expect(shownContentAt('/unit/3/time-line/event/7')).toEqual({ kind: 'timeline-event', unitId: 3, itemId: 7 });
    expect(shownContentAt('/unit/3/teacher-page')).toEqual({ kind: 'teacher-page', unitId: 3, itemId: null });
    expect(shownContentAt('/unit/3/videos')).toEqual({ kind: 'unit', unitId: 3, itemId: null });
    expect(shownContentAt('/unit/3')).toEqual({ kind: 'unit', unitId: 3, itemId: null });
  });

  it('is nothing outside a unit, or for a path whose ids are not ids', () => {
    for (const path of ['/', '/contributors', '/scope-and-sequence', '/back-office/lesson-builder/unit/3/lesson/12', '/unit/x/lesson/12', '/unit/3/lesson/0', '/nowhere']) {
      expect(shownContentAt(path), path).toBeNull();
    }
  });
});

describe('which pages a publish touched', () => {
  it('the course: every page inside every unit', () => {
    expect(touched(update('course', null))).toEqual(Object.keys(PAGES));
  });

  it("a unit: every page of that unit, none of another's", () => {
    expect(touched(update('unit', 3, [3]))).toEqual(Object.keys(PAGES));
    expect(touched(update('unit', 4, [4]))).toEqual([]);
  });

  it('a lesson: that lesson, whichever route reads it (its unit lists change with a unit publish)', () => {
    expect(touched(update('lesson', 12))).toEqual(['lesson', 'assessment']);
    expect(touched(update('lesson', 13))).toEqual([]);
  });

  it('a story, a biography, an opener: that item alone', () => {
    expect(touched(update('story', 41, [3]))).toEqual(['story']);
    expect(touched(update('biography', 31, [3]))).toEqual(['biography']);
    expect(touched(update('biography', 32, [3]))).toEqual([]);
    expect(touched(update('opener', 13, [3]))).toEqual(['opener']);
  });

  it("a timeline: its unit's timeline and events; a teacher page: its unit's", () => {
    expect(touched(update('timeline', 5, [3]))).toEqual(['timeline', 'timelineEvent']);
    expect(touched(update('timeline', 6, [4]))).toEqual([]);
    expect(touched(update('teacher-page', 2, [3]))).toEqual(['teacherPage']);
  });

  it('the contributors page: no page inside a unit', () => {
    expect(touched(update('contributors', 1))).toEqual([]);
  });

  it('decides for every publish scope (a new scope must say what it touches)', () => {
    for (const scope of PUBLISH_SCOPES) expect(() => touchesShownContent(update(scope, 1, [3]), shownContentAt(PAGES.lesson))).not.toThrow();
  });
});

describe('the notice names the page as the redirect-home notices do', () => {
  it('lesson, story, biography, timeline event; any other page of a unit is the unit', () => {
    expect(['lesson', 'story', 'biography', 'timeline-event', 'timeline', 'opener', 'teacher-page', 'unit'].map((k) => updatedNoticeSubject(k as never))).toEqual([
      'lesson',
      'story',
      'biography',
      'timeline-event',
      'unit',
      'unit',
      'unit',
      'unit',
    ]);
  });
});

describe('when the page goes home', () => {
  const at = { shownForMs: 20_000, delayMs: 20_000, unsentAnswers: 0, stayed: false };
  it('once the notice has been up for the delay', () => {
    expect(goesHomeNow(at)).toBe(true);
    expect(goesHomeNow({ ...at, shownForMs: 19_999 })).toBe(false);
  });
  it('never while answers wait in the outbox, nor once the student chose to stay', () => {
    expect(goesHomeNow({ ...at, unsentAnswers: 1 })).toBe(false);
    expect(goesHomeNow({ ...at, shownForMs: 60_000, stayed: true })).toBe(false);
  });
});

describe('the announcement', () => {
  it('names the job and the units its steps wrote, each once and in order', () => {
    expect(contentUpdateOf({ scope: 'unit', targetId: 3 }, [3, 3, 3])).toEqual({ scope: 'unit', targetId: 3, unitIds: [3] });
    expect(contentUpdateOf({ scope: 'lesson', targetId: 12 }, [null])).toEqual({ scope: 'lesson', targetId: 12, unitIds: [] });
    expect(contentUpdateOf({ scope: 'timeline', targetId: 5 }, [9, 3])).toEqual({ scope: 'timeline', targetId: 5, unitIds: [3, 9] });
  });

  it('says "the course" for the course, and for more units than one NOTIFY may name', () => {
    expect(contentUpdateOf({ scope: 'course', targetId: null }, [1, 2, 3, null])).toEqual({ scope: 'course', targetId: null, unitIds: [] });
    const many = Array.from({ length: CONTENT_UPDATE_MAX_UNITS + 1 }, (_, i) => i + 1);
    expect(contentUpdateOf({ scope: 'unit', targetId: 1 }, many)).toEqual({ scope: 'course', targetId: null, unitIds: [] });
    const payload = JSON.stringify(contentUpdateOf({ scope: 'unit', targetId: 1 }, many.slice(0, CONTENT_UPDATE_MAX_UNITS).map((n) => n + 2_000_000_000)));
    expect(Buffer.byteLength(payload)).toBeLessThan(8000);
  });

  it('is a hub signal the client validates: a scope it does not know is dropped', () => {
    expect(parseClassSignal('ContentUpdated', { scope: 'lesson', targetId: 12, unitIds: [] })).toEqual({
      target: 'ContentUpdated',
      payload: { scope: 'lesson', targetId: 12, unitIds: [] },
    });
    expect(parseClassSignal('ContentUpdated', { scope: 'everything', targetId: null, unitIds: [] })).toBeNull();
    expect(parseClassSignal('ContentUpdated', { scope: 'unit', targetId: 3, unitIds: [0] })).toBeNull();
  });
});
