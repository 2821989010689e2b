import type { BiographyDocument, ContributorsDocument, TeacherPageDocument, TimelineDocument, TimelineEvent, UnitStoryDocument, VocabularyTerm } from '@domain/content/reading.schemas';
import type { LiteracyLessonItem, ProgramPreviewUnit } from '@domain/content/reading-views';
import type { LessonListItem, LessonProgressView, LessonView, OverviewView, UnitCard, UnitView } from '@domain/content/student-content.schemas';
import type { ContentLink, OpenerDocument, UnitVideo } from '@domain/content/unit.schemas';
import { VocabularyLanguageCode, type Language } from '@domain/shared/constants';
import type { ApiResult } from '../ports/api-result';
import type { CourseReader } from '../ports/course-reader.port';

/**
 * What a student does with the course, in the product's words. Every answer is an ApiResult: 404
 * means unknown or unpublished (the screen goes home with the page's notice), 403 `UNIT.LOCKED`
 * means the unit is locked. Opening a lesson or a unit opener is itself progress for a student (the
 * server applies the status rules), so both are changes as much as reads.
 */
export interface CourseReading {
  listMyUnits(): Promise<ApiResult<UnitCard[]>>;
  openUnit(unitId: number): Promise<ApiResult<UnitView>>;
  /** The unit's lessons with the student's current status and score (the unit menu). */
  listUnitLessons(unitId: number): Promise<ApiResult<LessonListItem[]>>;
  listLiteracyLessons(): Promise<ApiResult<LiteracyLessonItem[]>>;
  previewProgram(): Promise<ApiResult<ProgramPreviewUnit[]>>;
  /** Opening the opener completes the unit's opener lesson for a student. */
  openUnitOpener(openerId: number): Promise<ApiResult<OpenerDocument>>;
  openOverview(unitId: number): Promise<ApiResult<OverviewView>>;
  /** Answers the overview with its new counts. */
  checkOverviewBlurb(unitId: number, blurbId: number, checked: boolean): Promise<ApiResult<OverviewView>>;
  /** Opening a lesson as a student applies the status rules and answers the updated progress. */
  openLesson(lessonId: number): Promise<ApiResult<LessonView>>;
  /** The student moved to `page`: remembered as the last page viewed; the last page may complete the lesson. */
  turnLessonPage(lessonId: number, page: number, studentId: number): Promise<ApiResult<LessonProgressView>>;
  /** The finish button of a lesson without assessment (409 `LESSON.ASSESSMENT_PENDING` for one with). */
  finishLesson(lessonId: number, unitId: number): Promise<ApiResult<LessonProgressView>>;
  listUnitBiographies(unitId: number): Promise<ApiResult<ContentLink[]>>;
  readBiography(biographyId: number): Promise<ApiResult<BiographyDocument>>;
  readUnitStory(storyId: number): Promise<ApiResult<UnitStoryDocument>>;
  readTimeline(unitId: number): Promise<ApiResult<TimelineDocument>>;
  readTimelineEvent(eventId: number): Promise<ApiResult<TimelineEvent>>;
  /** The unit's glossary in one language (only that language's terms). */
  readGlossary(unitId: number, language: Language): Promise<ApiResult<VocabularyTerm[]>>;
  listUnitVideos(unitId: number): Promise<ApiResult<UnitVideo[]>>;
  readTeacherPage(teacherPageId: number): Promise<ApiResult<TeacherPageDocument>>;
  readContributors(): Promise<ApiResult<ContributorsDocument>>;
}

export function createCourseReading(course: CourseReader): CourseReading {
  return {
    listMyUnits: () => course.units(),
    openUnit: (unitId) => course.unit(unitId),
    listUnitLessons: (unitId) => course.lessons(unitId),
    listLiteracyLessons: () => course.literacyLessons(),
    previewProgram: () => course.programPreview(),
    openUnitOpener: (openerId) => course.opener(openerId),
    openOverview: (unitId) => course.overview(unitId),
    checkOverviewBlurb: (unitId, blurbId, checked) => course.checkBlurb(unitId, blurbId, checked),
    openLesson: (lessonId) => course.lesson(lessonId),
    turnLessonPage: (lessonId, page, studentId) => course.saveLastPage(lessonId, page, studentId),
    finishLesson: (lessonId, unitId) => course.completeLesson(lessonId, unitId),
    listUnitBiographies: (unitId) => course.biographies(unitId),
    readBiography: (biographyId) => course.biography(biographyId),
    readUnitStory: (storyId) => course.story(storyId),
    readTimeline: (unitId) => course.timeline(unitId),
    readTimelineEvent: (eventId) => course.timelineEvent(eventId),
    readGlossary: async (unitId, language) => {
      const code = language === 'en' ? VocabularyLanguageCode.English : VocabularyLanguageCode.Spanish;
      const result = await course.vocabulary(unitId, code);
      return result.ok ? { ...result, data: result.data.filter((term) => term.language === code) } : result;
    },
    listUnitVideos: (unitId) => course.videos(unitId),
    readTeacherPage: (teacherPageId) => course.teacherPage(teacherPageId),
    readContributors: () => course.contributors(),
  };
}
