import { RoleId } from '../identity/role';
import { LessonTypeId } from '../shared/constants';
import { fail, ok, type Result } from '../shared/result';

/** statusLesson values (product-spec §3), in the only order a lesson may move through them. */
export const LESSON_STATUSES = ['not-started', 'in-progress', 'completed'] as const;
export type LessonStatus = (typeof LESSON_STATUSES)[number];

/** A student's progress in one lesson. `lastPageView` is null until the lesson was first opened. */
export interface LessonProgress {
  readonly status: LessonStatus;
  readonly lastPageView: number | null;
  readonly visitedPages: readonly number[];
}

/** What the rules need to know about a lesson. */
export interface LessonFacts {
  readonly lessonTypeId: number;
  readonly hasAssessment: boolean;
  readonly pageCount: number;
}

/** Who is looking and from where: only a student outside the back office changes progress. */
export interface Viewer {
  readonly roleId: number;
  readonly backOffice: boolean;
}

export const NOT_STARTED: LessonProgress = { status: 'not-started', lastPageView: null, visitedPages: [] };

const rank = (status: LessonStatus) => LESSON_STATUSES.indexOf(status);

/** The later of two statuses: status never goes backwards. */
export function laterStatus(a: LessonStatus, b: LessonStatus): LessonStatus {
  return rank(a) >= rank(b) ? a : b;
}

/** Whether this viewer's loads may change progress (product-spec §4, §6: students only, never the back office). */
export function tracksProgress(viewer: Viewer): boolean {
  return viewer.roleId === RoleId.Student && !viewer.backOffice;
}

function withPage(progress: LessonProgress, page: number): LessonProgress {
  const visited = progress.visitedPages.includes(page) ? progress.visitedPages : [...progress.visitedPages, page].sort((a, b) => a - b);
  return { ...progress, lastPageView: page, visitedPages: visited };
}

function advance(progress: LessonProgress, status: LessonStatus): LessonProgress {
  return { ...progress, status: laterStatus(progress.status, status) };
}

/** A lesson without an assessment is completed once its last page has been seen. */
function completesOn(page: number, lesson: LessonFacts): boolean {
  return !lesson.hasAssessment && page >= lesson.pageCount;
}

/**
 * A lesson is opened (GET lesson/{id}). Outside the back office a student's not-started lesson becomes
 * in-progress; with no visited pages, page 1 is saved as last accessed; an opener (type 1) is completed
 * on viewing, and so is a one-page lesson without an assessment (its only page is its last).
 */
export function progressAfterOpen(progress: LessonProgress, lesson: LessonFacts, viewer: Viewer): LessonProgress {
  if (!tracksProgress(viewer)) return progress;
  let next = advance(progress, 'in-progress');
  if (next.visitedPages.length === 0) next = withPage(next, 1);
  if (lesson.lessonTypeId === LessonTypeId.Overview) return advance(next, 'completed');
  if (next.visitedPages.length > 0 && completesOn(Math.max(...next.visitedPages), lesson)) return advance(next, 'completed');
  return next;
}

export type PageViewError = 'LESSON.PAGE_OUT_OF_RANGE' | 'LESSON.NOT_A_STUDENT';

/** A student moves to a page (PUT lesson/{id}/{page}/{studentId}): remembered as last page; the last page completes. */
export function progressAfterPageView(
  progress: LessonProgress,
  lesson: LessonFacts,
  viewer: Viewer,
  page: number,
): Result<LessonProgress, PageViewError> {
  if (!tracksProgress(viewer)) return fail('LESSON.NOT_A_STUDENT');
  if (!Number.isInteger(page) || page < 1 || page > lesson.pageCount) return fail('LESSON.PAGE_OUT_OF_RANGE');
  let next = withPage(advance(progress, 'in-progress'), page);
  if (lesson.lessonTypeId === LessonTypeId.Overview || completesOn(page, lesson)) next = advance(next, 'completed');
  return ok(next);
}

export type CompletionError = 'LESSON.ASSESSMENT_PENDING' | 'LESSON.NOT_A_STUDENT';

/**
 * The client reports the lesson finished (PATCH lesson/{id}/lesson-completed). Allowed for lessons
 * without an assessment; a lesson with one completes only through its assessment.
 */
export function progressAfterCompletionRequest(
  progress: LessonProgress,
  lesson: LessonFacts,
  viewer: Viewer,
): Result<LessonProgress, CompletionError> {
  if (!tracksProgress(viewer)) return fail('LESSON.NOT_A_STUDENT');
  if (progress.status === 'completed') return ok(progress);
  if (lesson.hasAssessment) return fail('LESSON.ASSESSMENT_PENDING');
  const opened = progress.visitedPages.length ? progress : withPage(progress, 1);
  return ok(advance(opened, 'completed'));
}

/** One group the lesson shows of its submitted assessment, as far as the teacher's part is concerned. */
export interface SubmittedGroup {
  /** Every question has a score (written and essay answers wait for the teacher's). */
  readonly allScored: boolean;
  /** The lesson's `assessment-group` asks for teacher feedback. */
  readonly requiresTeacherFeedback: boolean;
  /** A teacher responded in this round. */
  readonly teacherResponded: boolean;
}

/**
 * Whether a submitted assessment still waits for the teacher: a question without a score, or feedback
 * the lesson asks for and no teacher has given. Its lesson is not completed until nothing waits, so
 * the lists never read "Completed" beside a blank score (product-spec §4: a unit score is blank while
 * any question is unscored; a lesson completes after its assessment only without pending feedback).
 */
export function assessmentWaitsForTeacher(groups: readonly SubmittedGroup[]): boolean {
  return groups.some((g) => !g.allScored || (g.requiresTeacherFeedback && !g.teacherResponded));
}

/**
 * The lesson's assessment was submitted. When nothing waits for the teacher the lesson is completed;
 * otherwise it stays in progress until the teacher's scores and feedback are in.
 */
export function progressAfterAssessmentCompleted(progress: LessonProgress, waitsForTeacher: boolean): LessonProgress {
  return advance(progress, waitsForTeacher ? 'in-progress' : 'completed');
}

/** The teacher's scores and feedback the assessment was waiting for are all in. */
export function progressAfterFeedbackCompleted(progress: LessonProgress): LessonProgress {
  return advance(progress, 'completed');
}
