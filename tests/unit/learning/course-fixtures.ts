import type { ApiResult } from '@application/ports/api-result';
import type { CourseReader } from '@application/ports/course-reader.port';
import type { BilingualAudio, BilingualText, ImageAsset } from '@domain/content/bilingual.schemas';
import type { Component, ImageDetails, Paragraph, RoutePoint } from '@domain/content/component.schemas';
import type { LessonListItem, LessonView, OverviewView, UnitCard, UnitView } from '@domain/content/student-content.schemas';
import type { ClientErrorCode } from '@domain/shared/error-codes';
import type { InMemoryCourseReader } from '@infrastructure/http/in-memory-course-reader.adapter';
import { courseTwin as twin } from './learning-world';

/** Content for the unit and lesson screens: builders, and the course published unless a test says otherwise. */

export const ok = <T>(data: T, message = 'OK'): ApiResult<T> => ({ ok: true, data, message });
export const rejected = (status: number, code: ClientErrorCode, message: string): ApiResult<never> => ({ ok: false, status, code, message, fields: [], kind: 'rejected' });

let nextId = 5000;
/** Bilingual text; the Spanish is the English marked "(es)" so a test sees which language is shown. */
export const bi = (en: string, es = `${en} (es)`): BilingualText => ({ id: nextId++, en, es });
export const audio = (n: number): BilingualAudio => ({ id: n, en: `/api/audio/${n}`, es: `/api/audio/${n + 1}` });
export const image = (id: number, alt: string): ImageAsset => ({ id, url: `/api/images/${id}`, name: `image-${id}.svg`, width: 800, height: 500, alt: bi(alt) });

export function imageDetails(id: number, alt: string, extra: Partial<ImageDetails> = {}): ImageDetails {
  return {
    id,
    order: 1,
    image: image(id, alt),
    width: 700,
    title: null,
    caption: null,
    disclaimer: null,
    audio: null,
    captionAudio: null,
    captionMargin: 0,
    marginBottom: 0,
    position: 'inherit',
    ...extra,
  };
}

export function routePoint(number: number, content: string, extra: Partial<RoutePoint> = {}): RoutePoint {
  return { id: 900 + number, number, content: bi(`<p>${content}</p>`), audio: null, images: [], ...extra };
}

export function paragraph(id: number, extra: Partial<Paragraph> = {}): Paragraph {
  return {
    id,
    order: 1,
    title: null,
    content: null,
    videoUrl: null,
    background: null,
    opacity: 100,
    size: 12,
    alignment: 'flex-start',
    orientation: 'left-side',
    height: 'auto',
    images: [],
    audio: null,
    routePoints: [],
    isProgressiveMap: false,
    isHorizontalMode: false,
    isCarousal: false,
    essentialQuestion: null,
    displayStepNumbers: false,
    ...extra,
  };
}

export function component(id: number, type: Component['type'], extra: Partial<Component> = {}): Component {
  return {
    id,
    type,
    order: id,
    title: null,
    content: null,
    audio: null,
    videoUrl: null,
    embedUrl: null,
    background: null,
    color: null,
    size: null,
    alignment: null,
    height: null,
    groupHeaderType: null,
    assessmentGroupNumber: null,
    requiresTeacherFeedback: false,
    paragraphs: [],
    ...extra,
  };
}

export function listItem(id: number, lessonTypeId: number, title: string, extra: Partial<LessonListItem> = {}): LessonListItem {
  const targets: Record<number, string> = { 1: 'opener', 2: 'lesson', 3: 'story', 4: 'assessment', 5: 'mid-unit', 6: 'performance-assessment', 7: 'benchmark-assessment', 8: 'american-highlights' };
  return {
    id,
    title: bi(title),
    lessonTypeId: lessonTypeId as LessonListItem['lessonTypeId'],
    number: lessonTypeId === 2 ? id - 1 : null,
    order: id,
    hasAssessment: lessonTypeId >= 4 && lessonTypeId <= 7,
    pageCount: 1,
    target: targets[lessonTypeId],
    statusLesson: 'not-started',
    score: null,
    ...extra,
  };
}

export function unitView(id: number, extra: Partial<UnitView> = {}): UnitView {
  return {
    id,
    name: bi(`Unit name ${id}`),
    number: id,
    order: id,
    belongsTo: 'history',
    specialUnitAcronym: null,
    unitTypeId: 1,
    description: bi('<p>About the unit</p>'),
    descriptionAudio: null,
    thumbnail: null,
    openerId: 10 + id,
    timelineId: id,
    teacherPageId: null,
    overview: { intro: bi('<p>Intro</p>'), blurbs: [] },
    biographies: [{ id: 31, order: 1, name: bi('Benjamin Franklin') }],
    unitStories: [{ id: 41, order: 1, name: bi('The Starving Winter') }],
    videos: [],
    vocabularyCount: { en: 3, es: 3 },
    version: 1,
    publishedAt: '2026-11-22T00:00:00.000Z',
    lockStatus: 'unlocked',
    progress: { total: 3, completed: 1, inProgress: 1, percent: 33, status: 'in-progress' },
    lessons: [listItem(1, 1, 'Unit Opener', { statusLesson: 'completed' }), listItem(2, 2, 'Crossing the Atlantic', { statusLesson: 'in-progress' }), listItem(3, 3, 'A Story Lesson'), listItem(4, 4, 'Skill: Maps', { score: 80 })],
    lessonsOnlyInEnglish: false,
    previousUnit: null,
    nextUnit: null,
    ...extra,
  } as UnitView;
}

export function unitCard(id: number, extra: Partial<UnitCard> = {}): UnitCard {
  return {
    id,
    name: bi(`Unit name ${id}`),
    number: id,
    order: id,
    belongsTo: 'history',
    specialUnitAcronym: null,
    unitTypeId: 1,
    description: bi('<p>What this unit is about.</p>'),
    descriptionAudio: audio(70 + id),
    thumbnail: image(60 + id, `Thumbnail of unit ${id}`),
    openerId: 10 + id,
    isPublished: true,
    lockStatus: 'unlocked',
    progress: { total: 8, completed: 2, inProgress: 1, percent: 25, status: 'in-progress' },
    lessonsOnlyInEnglish: false,
    ...extra,
  };
}

/** A three-page lesson without assessment (page breaks between the pages). */
export function lessonView(extra: Partial<LessonView> = {}): LessonView {
  return {
    id: 2,
    unitId: 1,
    unitNumber: 1,
    unitTypeId: 1,
    unitTitle: bi('Colonial America'),
    title: bi('Crossing the Atlantic'),
    lessonTypeId: 2,
    number: 1,
    order: 2,
    skillsId: null,
    essentialQuestion: { id: 1, question: bi('Why cross an ocean?'), audio: audio(11) },
    hasAssessment: false,
    requiresTeacherFeedback: false,
    pageCount: 3,
    components: [
      component(1, 'section-title', { title: bi('Page one title') }),
      component(2, 'page-break'),
      component(3, 'text-content', { content: bi('<p>Page two text</p>') }),
      component(4, 'page-break'),
      component(5, 'card', { title: bi('Page three card'), content: bi('<p>Think about it</p>') }),
    ],
    version: 1,
    publishedAt: '2026-11-22T00:00:00.000Z',
    progress: { studentId: 7, statusLesson: 'in-progress', lastPageView: 1, visitedPages: [1], score: null },
    ...extra,
  };
}

export function overviewView(extra: Partial<OverviewView> = {}): OverviewView {
  return {
    unitId: 1,
    unitName: bi('Colonial America'),
    intro: bi('<p>Check each big idea.</p>'),
    blurbs: [
      { id: 1, order: 1, title: bi('Reasons to cross an ocean'), text: bi('<p>Land and freedom.</p>'), image: image(9, 'A sailing ship'), audio: null, status: 'remaining' },
      { id: 2, order: 2, title: bi('Three colonial regions'), text: bi('<p>Climate shaped them.</p>'), image: null, audio: audio(20), status: 'checked' },
    ],
    checked: 1,
    remaining: 1,
    ...extra,
  };
}

/**
 * The course twin with unit 1's card, units 1–4, unit 1's overview and the three-page lesson 2
 * published; `answers` replace a call's answers for one test.
 */
export function courseTwin(answers: Partial<CourseReader> = {}): InMemoryCourseReader {
  return twin({ units: [unitCard(1)], unitViews: [1, 2, 3, 4].map((id) => unitView(id)), overviews: [overviewView()], lessons: [lessonView()] }, answers);
}
