import type { ApiResult } from '@application/ports/api-result';
import type { CourseReader } from '@application/ports/course-reader.port';
import type { BiographyDocument, ContributorsDocument, TeacherPageDocument, TimelineDocument, UnitStoryDocument, VocabularyTerm } from '@domain/content/reading.schemas';
import type { LiteracyLessonItem, ProgramPreviewUnit } from '@domain/content/reading-views';
import type { LessonProgressView, LessonView, OverviewView, UnitCard, UnitView } from '@domain/content/student-content.schemas';
import type { ContentLink, OpenerDocument, UnitVideo } from '@domain/content/unit.schemas';
import {
  NOT_STARTED,
  progressAfterCompletionRequest,
  progressAfterOpen,
  progressAfterPageView,
  type LessonProgress,
} from '@domain/learning/lesson-progress.rules';
import { RoleId } from '@domain/identity/role';
import type { ClientErrorCode } from '@domain/shared/error-codes';

/** What the twin has published; everything else answers 404 (as unknown or unpublished content does). */
export interface CourseContent {
  readonly units?: readonly UnitCard[];
  readonly unitViews?: readonly UnitView[];
  readonly lessons?: readonly LessonView[];
  readonly literacyLessons?: readonly LiteracyLessonItem[];
  readonly programPreview?: readonly ProgramPreviewUnit[];
  readonly openers?: readonly OpenerDocument[];
  readonly overviews?: readonly OverviewView[];
  readonly biographies?: readonly BiographyDocument[];
  /** A unit's biography list, by unit id. */
  readonly biographyLinks?: Readonly<Record<number, readonly ContentLink[]>>;
  readonly stories?: readonly UnitStoryDocument[];
  readonly timelines?: readonly TimelineDocument[];
  readonly vocabulary?: readonly VocabularyTerm[];
  /** A unit's videos, by unit id. */
  readonly videos?: Readonly<Record<number, readonly UnitVideo[]>>;
  readonly teacherPages?: readonly TeacherPageDocument[];
  readonly contributors?: ContributorsDocument;
  /** Units a teacher locked: everything inside answers 403 `UNIT.LOCKED`. */
  readonly lockedUnitIds?: readonly number[];
}

/**
 * The course reader's twin for tests (never bound by the composition root): published content in
 * memory and one student's progress, moved by the same rules the server applies (opening a lesson,
 * turning pages, finishing; status never goes backwards).
 */
export interface InMemoryCourseReader extends CourseReader {
  /** The student's stored progress in a lesson. */
  progressOf(lessonId: number): LessonProgress;
}

const STUDENT = { roleId: RoleId.Student, backOffice: false };

function found<T>(value: T | undefined, code: ClientErrorCode): ApiResult<T> {
  return value === undefined ? refused(404, code, 'This page is not available, so you are back on the home page.') : { ok: true, data: value, message: 'OK' };
}

function refused(status: number, code: ClientErrorCode, message: string): ApiResult<never> {
  return { ok: false, status, code, message, fields: [], kind: 'rejected' };
}

export function createInMemoryCourseReader(content: CourseContent = {}, studentId = 7): InMemoryCourseReader {
  const progress = new Map<number, LessonProgress>();
  for (const lesson of content.lessons ?? []) {
    if (lesson.progress) progress.set(lesson.id, { status: lesson.progress.statusLesson, lastPageView: lesson.progress.lastPageView, visitedPages: lesson.progress.visitedPages });
  }
  const locked = (unitId: number) => content.lockedUnitIds?.includes(unitId) ?? false;
  const lockedAnswer = () => refused(403, 'UNIT.LOCKED', 'This unit is locked');
  const inUnit = async <T>(unitId: number, answer: () => ApiResult<T>): Promise<ApiResult<T>> => (locked(unitId) ? lockedAnswer() : answer());
  const lessonOf = (lessonId: number) => content.lessons?.find((l) => l.id === lessonId);
  const progressView = (lessonId: number): LessonProgressView => {
    const current = progress.get(lessonId) ?? NOT_STARTED;
    return { studentId, statusLesson: current.status, lastPageView: current.lastPageView, visitedPages: [...current.visitedPages], score: null };
  };

  return {
    progressOf: (lessonId) => progress.get(lessonId) ?? NOT_STARTED,
    units: async () => ({ ok: true, data: [...(content.units ?? [])], message: 'OK' }),
    unit: (unitId) => inUnit(unitId, () => found(content.unitViews?.find((u) => u.id === unitId), 'UNIT.NOT_FOUND')),
    lessons: (unitId) =>
      inUnit(unitId, () => {
        const unit = content.unitViews?.find((u) => u.id === unitId);
        const lessons = unit?.lessons.map((item) => (progress.has(item.id) ? { ...item, statusLesson: progress.get(item.id)!.status } : item));
        return found(lessons, 'UNIT.NOT_FOUND');
      }),
    literacyLessons: async () => ({ ok: true, data: [...(content.literacyLessons ?? [])], message: 'OK' }),
    programPreview: async () => ({ ok: true, data: [...(content.programPreview ?? [])], message: 'OK' }),
    opener: async (openerId) => {
      const opener = content.openers?.find((o) => o.id === openerId);
      return opener && locked(opener.unitId) ? lockedAnswer() : found(opener, 'OPENER.NOT_FOUND');
    },
    overview: (unitId) => inUnit(unitId, () => found(content.overviews?.find((o) => o.unitId === unitId), 'UNIT.NOT_FOUND')),
    checkBlurb: (unitId, blurbId, checked) =>
      inUnit(unitId, () => {
        const overview = content.overviews?.find((o) => o.unitId === unitId);
        if (!overview) return refused(404, 'UNIT.NOT_FOUND', 'Unit not found');
        const blurbs: OverviewView['blurbs'] = overview.blurbs.map((b) => (b.id === blurbId ? { ...b, status: checked ? 'checked' : 'remaining' } : b));
        const count = blurbs.filter((b) => b.status === 'checked').length;
        const answer: OverviewView = { ...overview, blurbs, checked: count, remaining: blurbs.length - count };
        return found(answer, 'UNIT.NOT_FOUND');
      }),
    lesson: async (lessonId) => {
      const lesson = lessonOf(lessonId);
      if (!lesson) return refused(404, 'LESSON.NOT_FOUND', 'This page is not available, so you are back on the home page.');
      if (locked(lesson.unitId)) return lockedAnswer();
      if (lesson.progress) progress.set(lessonId, progressAfterOpen(progress.get(lessonId) ?? NOT_STARTED, lesson, STUDENT));
      return found({ ...lesson, progress: lesson.progress ? progressView(lessonId) : null }, 'LESSON.NOT_FOUND');
    },
    saveLastPage: async (lessonId, page) => {
      const lesson = lessonOf(lessonId);
      if (!lesson) return refused(404, 'LESSON.NOT_FOUND', 'This page is not available, so you are back on the home page.');
      const result = progressAfterPageView(progress.get(lessonId) ?? NOT_STARTED, lesson, STUDENT, page);
      if (!result.ok) return refused(400, result.error, 'The page is not in this lesson');
      progress.set(lessonId, result.value);
      return found(progressView(lessonId), 'LESSON.NOT_FOUND');
    },
    completeLesson: async (lessonId) => {
      const lesson = lessonOf(lessonId);
      if (!lesson) return refused(404, 'LESSON.NOT_FOUND', 'This page is not available, so you are back on the home page.');
      const result = progressAfterCompletionRequest(progress.get(lessonId) ?? NOT_STARTED, lesson, STUDENT);
      if (!result.ok) return refused(409, result.error, 'The assessment completes this lesson');
      progress.set(lessonId, result.value);
      return found(progressView(lessonId), 'LESSON.NOT_FOUND');
    },
    lessonScore: async () => refused(404, 'LESSON.NOT_FOUND', 'No score for this lesson'),
    biographies: (unitId) => inUnit(unitId, () => found([...(content.biographyLinks?.[unitId] ?? [])], 'UNIT.NOT_FOUND')),
    biography: async (biographyId) => found(content.biographies?.find((b) => b.id === biographyId), 'BIOGRAPHY.NOT_FOUND'),
    stories: (unitId) =>
      inUnit(unitId, () => found((content.stories ?? []).filter((s) => s.unitId === unitId).map((s) => ({ id: s.id, order: s.order, name: s.name })), 'UNIT.NOT_FOUND')),
    story: async (storyId) => found(content.stories?.find((s) => s.id === storyId), 'STORY.NOT_FOUND'),
    timeline: (unitId) => inUnit(unitId, () => found(content.timelines?.find((t) => t.unitId === unitId), 'TIMELINE.NOT_FOUND')),
    timelineEvent: async (eventId) => found(content.timelines?.flatMap((t) => t.events).find((e) => e.id === eventId), 'TIMELINE_EVENT.NOT_FOUND'),
    vocabulary: (unitId, language) =>
      inUnit(unitId, () => found((content.vocabulary ?? []).filter((t) => t.unitId === unitId && (language === undefined || t.language === language)), 'UNIT.NOT_FOUND')),
    videos: (unitId) => inUnit(unitId, () => found([...(content.videos?.[unitId] ?? [])], 'UNIT.NOT_FOUND')),
    teacherPage: async (teacherPageId) => found(content.teacherPages?.find((p) => p.id === teacherPageId), 'TEACHER_PAGE.NOT_FOUND'),
    contributors: async () => found(content.contributors, 'CONTRIBUTORS.NOT_FOUND'),
  };
}
