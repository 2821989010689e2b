import type { BiographyDocument, ContributorsDocument, TeacherPageDocument, TimelineDocument, TimelineEvent, UnitStoryDocument, VocabularyTerm } from '@domain/content/reading.schemas';
import type { LiteracyLessonItem, LessonScoreView, ProgramPreviewUnit } from '@domain/content/reading-views';
import type { LessonListItem, LessonProgressView, LessonView, OverviewView, UnitCard, UnitView } from '@domain/content/student-content.schemas';
import type { ContentLink, OpenerDocument, UnitVideo } from '@domain/content/unit.schemas';
import type { ApiResult } from './api-result';

/**
 * What students read and the progress they make (docs/content-api.md). Every call answers an
 * ApiResult: 404 means unknown or unpublished (the screen sends the student home with the page's
 * notice), 403 `UNIT.LOCKED` means the unit is locked.
 */
export interface CourseReader {
  units(): Promise<ApiResult<UnitCard[]>>;
  unit(unitId: number): Promise<ApiResult<UnitView>>;
  lessons(unitId: number): Promise<ApiResult<LessonListItem[]>>;
  literacyLessons(): Promise<ApiResult<LiteracyLessonItem[]>>;
  programPreview(): Promise<ApiResult<ProgramPreviewUnit[]>>;
  /** Opening the opener completes the unit's opener lesson for a student. */
  opener(openerId: number): Promise<ApiResult<OpenerDocument>>;
  overview(unitId: number): Promise<ApiResult<OverviewView>>;
  checkBlurb(unitId: number, blurbId: number, checked: boolean): Promise<ApiResult<OverviewView>>;
  /** Opening a lesson as a student applies the status rules and answers the updated progress. */
  lesson(lessonId: number): Promise<ApiResult<LessonView>>;
  saveLastPage(lessonId: number, page: number, studentId: number): Promise<ApiResult<LessonProgressView>>;
  completeLesson(lessonId: number, unitId: number): Promise<ApiResult<LessonProgressView>>;
  lessonScore(lessonId: number): Promise<ApiResult<LessonScoreView>>;
  biographies(unitId: number): Promise<ApiResult<ContentLink[]>>;
  biography(biographyId: number): Promise<ApiResult<BiographyDocument>>;
  stories(unitId: number): Promise<ApiResult<ContentLink[]>>;
  story(storyId: number): Promise<ApiResult<UnitStoryDocument>>;
  timeline(unitId: number): Promise<ApiResult<TimelineDocument>>;
  timelineEvent(eventId: number): Promise<ApiResult<TimelineEvent>>;
  /** `language`: 1 English, 0 Spanish; omitted for both. */
  vocabulary(unitId: number, language?: 0 | 1): Promise<ApiResult<VocabularyTerm[]>>;
  videos(unitId: number): Promise<ApiResult<UnitVideo[]>>;
  teacherPage(teacherPageId: number): Promise<ApiResult<TeacherPageDocument>>;
  contributors(): Promise<ApiResult<ContributorsDocument>>;
}
export const CourseReader = Symbol.for('CourseReader');
