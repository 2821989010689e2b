import type { PublishScope } from '../authoring/authoring.responses';
import { matchPattern } from '../routing/route-match';
import { ROUTES, type StudentScreenId } from '../routing/route-table';
import type { ContentUpdated } from './content-update.contract';

/**
 * Product-spec §4: "When a unit, lesson, biography, story or timeline event was updated, a page shows
 * a notice that the user will be redirected home." These rules say which student page a publish
 * touched, what the page is called in the notice, and when the page may go home.
 */

/**
 * How long the notice is up before the page goes home: 20 s, so a student who is reading or listening
 * has time to choose "Stay on this page" (WCAG 2.2.1, a time limit the user can turn off).
 */
export const CONTENT_UPDATED_REDIRECT_MS = 20_000;

/** What a student page inside a unit shows; the notice's wording follows it (like the redirect-home notices). */
export type ShownKind = 'lesson' | 'story' | 'biography' | 'timeline-event' | 'timeline' | 'opener' | 'teacher-page' | 'unit';

export interface ShownContent {
  readonly kind: ShownKind;
  readonly unitId: number;
  /** The item the page reads (from its path); null for the unit's own pages, which the unit names. */
  readonly itemId: number | null;
}

/** Each student screen's content, and the path parameter naming its item; null for screens outside a unit. */
const SCREEN_CONTENT: Readonly<Record<StudentScreenId, { readonly kind: ShownKind; readonly param?: string } | null>> = {
  lesson: { kind: 'lesson', param: 'lessonId' },
  assessmentLesson: { kind: 'lesson', param: 'lessonId' },
  unitStory: { kind: 'story', param: 'unitstoryId' },
  biography: { kind: 'biography', param: 'biographyId' },
  timelineEvent: { kind: 'timeline-event', param: 'blurbId' },
  timeline: { kind: 'timeline' },
  unitOpener: { kind: 'opener', param: 'openerId' },
  teacherPage: { kind: 'teacher-page' },
  unit: { kind: 'unit' },
  unitOverview: { kind: 'unit' },
  unitLessons: { kind: 'unit' },
  videos: { kind: 'unit' },
  vocabulary: { kind: 'unit' },
  // Course-wide pages read no unit's items (the contributors page has a publish of its own, outside §4's list).
  scopeAndSequence: null,
  literacySkills: null,
  contributors: null,
};

const positiveId = (value: string | undefined) => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** What the student page at `pathname` shows; null for a page outside a unit (home, the back office…). */
export function shownContentAt(pathname: string): ShownContent | null {
  for (const route of ROUTES) {
    const params = matchPattern(route.path, pathname);
    if (!params) continue;
    const content = route.screen in SCREEN_CONTENT ? SCREEN_CONTENT[route.screen as StudentScreenId] : null;
    const unitId = positiveId(params.unitId);
    if (!content || unitId === null) return null;
    const itemId = content.param ? positiveId(params[content.param]) : null;
    if (content.param && itemId === null) return null;
    return { kind: content.kind, unitId, itemId };
  }
  return null;
}

type Touches = (update: ContentUpdated, page: ShownContent) => boolean;

const theItem =
  (kind: ShownKind): Touches =>
  (update, page) =>
    page.kind === kind && page.itemId === update.targetId;
const ofItsUnit =
  (...kinds: ShownKind[]): Touches =>
  (update, page) =>
    kinds.includes(page.kind) && update.unitIds.includes(page.unitId);

/**
 * What each publish rewrites of what students read: the course everything; a unit its whole tree; an
 * item that item alone (a unit's lists change with a unit publish). A timeline is read event by event,
 * and a unit has one timeline and one teacher page, so their pages are found by unit.
 */
const TOUCHES: Readonly<Record<PublishScope, Touches>> = {
  course: () => true,
  unit: (update, page) => update.unitIds.includes(page.unitId),
  lesson: theItem('lesson'),
  story: theItem('story'),
  biography: theItem('biography'),
  opener: theItem('opener'),
  timeline: ofItsUnit('timeline', 'timeline-event'),
  'teacher-page': ofItsUnit('teacher-page'),
  contributors: () => false,
};

/** Whether the publish announced by `update` changed what the page shows. */
export function touchesShownContent(update: ContentUpdated, page: ShownContent | null): boolean {
  return page !== null && TOUCHES[update.scope](update, page);
}

/** How the notice names the page: the spec's five words, a unit's other pages being the unit's. */
export type UpdatedNoticeSubject = 'lesson' | 'story' | 'biography' | 'timeline-event' | 'unit';

export function updatedNoticeSubject(kind: ShownKind): UpdatedNoticeSubject {
  return kind === 'lesson' || kind === 'story' || kind === 'biography' || kind === 'timeline-event' ? kind : 'unit';
}

/**
 * Whether a page showing the notice goes home now: once the notice has been up for the named delay,
 * unless the student chose to stay, and never while answers wait in the outbox — they are sent first,
 * so leaving the page cannot be mistaken for losing them (the outbox keeps them across pages anyway).
 */
export function goesHomeNow({ shownForMs, delayMs, unsentAnswers, stayed }: { shownForMs: number; delayMs: number; unsentAnswers: number; stayed: boolean }): boolean {
  return !stayed && shownForMs >= delayMs && unsentAnswers === 0;
}
