import type { ApiResult } from '@application/ports/api-result';
import type { CourseReader } from '@application/ports/course-reader.port';
import type { BilingualText, ImageAsset } from '@domain/content/bilingual.schemas';
import type { TimelineEvent, VocabularyTerm } from '@domain/content/reading.schemas';
import type { UnitView } from '@domain/content/student-content.schemas';
import { ROLE_NAMES, RoleId } from '@domain/identity/role';
import type { ReducedProfile } from '@domain/identity/user.schemas';
import type { ClientErrorCode } from '@domain/shared/error-codes';
import type { InMemoryCourseReader } from '@infrastructure/http/in-memory-course-reader.adapter';
import { courseTwin as twin } from '../learning/learning-world';

/** Content for the reading screens: builders, and a course with only an empty unit 1 unless a test says otherwise. */

export const ok = <T>(data: T, message = 'OK'): ApiResult<T> => ({ ok: true, data, message });
export const rejected = (status: number, code: ClientErrorCode, message: string): ApiResult<never> => ({
  ok: false,
  status,
  code,
  message,
  fields: [],
  kind: 'rejected',
});

let nextTextId = 1000;
/** Bilingual text; Spanish defaults to the English wording marked "(es)" so a test sees which one is shown. */
export const bi = (en: string, es = `${en} (es)`): BilingualText => ({ id: nextTextId++, en, es });

export const image = (id: number, altEn: string, altEs = `${altEn} (es)`): ImageAsset => ({
  id,
  url: `/api/images/${id}`,
  name: `image-${id}.svg`,
  width: 800,
  height: 500,
  alt: bi(altEn, altEs),
});

export function term(id: number, language: 0 | 1, name: string, definition: string, extra: Partial<VocabularyTerm> = {}): VocabularyTerm {
  return {
    id,
    unitId: 1,
    name,
    pronunciation: null,
    definition,
    secondaryDefinition: null,
    category: null,
    plural: null,
    usage: null,
    audio: `/api/audio/${500 + id}`,
    language,
    ...extra,
  };
}

export function timelineEvent(id: number, order: number, year: number, title: string): TimelineEvent {
  return {
    id,
    timelineId: 1,
    unitId: 1,
    order,
    date: bi(`${year}`, `${year}`),
    year,
    title: bi(title),
    shortDescription: bi(`Short: ${title}`),
    longDescription: bi(`<p>Long: ${title}</p>`),
    audio: { id: 900 + id, en: `/api/audio/${id * 10}`, es: `/api/audio/${id * 10 + 1}` },
    image: null,
  };
}

/** A published unit as `unit/{id}` answers it (what the unit layout loads), with nothing in it unless given. */
export function unitView(overrides: Partial<UnitView> = {}): UnitView {
  return {
    id: 1,
    name: bi('Colonial America', 'La América colonial'),
    number: 1,
    order: 1,
    belongsTo: 'history',
    specialUnitAcronym: null,
    unitTypeId: 1,
    description: null,
    descriptionAudio: null,
    thumbnail: null,
    openerId: null,
    timelineId: null,
    teacherPageId: null,
    overview: { intro: null, blurbs: [] },
    biographies: [],
    unitStories: [],
    videos: [],
    vocabularyCount: { en: 0, es: 0 },
    version: 1,
    publishedAt: '2026-11-22T00:00:00Z',
    lessons: [],
    lessonsOnlyInEnglish: false,
    lockStatus: 'unlocked',
    progress: null,
    previousUnit: null,
    nextUnit: null,
    ...overrides,
  };
}

/** The course twin with only unit 1 published (the unit layout needs it); `answers` give each test its content. */
export function courseTwin(answers: Partial<CourseReader> = {}): InMemoryCourseReader {
  return twin({ unitViews: [unitView({ id: 1 })] }, answers);
}

export const studentProfile = (id = 7): ReducedProfile => ({
  id,
  userName: 'student',
  roleId: RoleId.Student,
  roleName: ROLE_NAMES[RoleId.Student],
  stateId: null,
  districtId: null,
  schoolId: null,
});
