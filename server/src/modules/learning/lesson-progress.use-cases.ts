import type { Sql } from '../../db/database';
import { findPublishedLesson } from '../content/read/published-content.store';
import type { LessonDocument } from '@domain/content/lesson.schemas';
import type { LessonProgressView } from '@domain/content/student-content.schemas';
import {
  NOT_STARTED,
  progressAfterAssessmentCompleted,
  progressAfterCompletionRequest,
  progressAfterOpen,
  progressAfterPageView,
  tracksProgress,
  type LessonFacts,
  type LessonProgress,
  type Viewer,
} from '@domain/learning/lesson-progress.rules';
import { isUnitLockedFor } from '@domain/learning/unit-access.rules';
import { isLessonAvailableIn } from '@domain/content/spanish-availability.rules';
import type { Language } from '@domain/shared/constants';
import { appError } from '../../http/app-error';
import type { AuthUser } from '../auth/auth-user';
import { contentNotFound } from './content-not-found';
import type { AppDeps } from '../../app-deps';
import { findProgress, saveProgress, saveScore, type StoredProgress } from './lesson-progress.repository';
import { progressSubject } from './progress-subject';
import { recordDisclosure } from '../privacy/disclosure-recorder';
import { lockStatusOf } from './unit-access';
import { noteStudentActivity } from '../classroom/live-class.use-cases';

/** API calls are never back-office loads: the back office reads drafts through its own calls. */
const viewerOf = (user: AuthUser): Viewer => ({ roleId: user.roleId, backOffice: false });

/** Whether this caller's calls change progress: the domain's one rule (students only). */
export const changesProgress = (user: AuthUser) => tracksProgress(viewerOf(user));

const facts = (lesson: LessonFacts): LessonFacts => ({ lessonTypeId: lesson.lessonTypeId, hasAssessment: lesson.hasAssessment, pageCount: lesson.pageCount });

const same = (a: LessonProgress, b: LessonProgress) =>
  a.status === b.status && a.lastPageView === b.lastPageView && a.visitedPages.join() === b.visitedPages.join();

function view(studentId: number, progress: StoredProgress | LessonProgress | null): LessonProgressView {
  const p = progress ?? NOT_STARTED;
  return {
    studentId,
    statusLesson: p.status,
    lastPageView: p.lastPageView,
    visitedPages: [...p.visitedPages],
    score: 'score' in p ? ((p as StoredProgress).score ?? null) : null,
  };
}

/** A published lesson of a published unit, or 404. */
async function publishedLesson(deps: AppDeps, lessonId: number): Promise<LessonDocument> {
  const lesson = await findPublishedLesson(deps.content, lessonId);
  if (!lesson) throw contentNotFound('LESSON');
  return lesson;
}

/** Applies a rule to a student's stored progress under a row lock and saves it when it changed. */
async function changeProgress<E extends string>(
  deps: AppDeps,
  studentId: number,
  lessonId: number,
  rule: (current: LessonProgress) => { ok: true; value: LessonProgress } | { ok: false; error: E },
): Promise<{ ok: true; value: StoredProgress | LessonProgress } | { ok: false; error: E }> {
  return deps.db.transaction(async (tx) => {
    const current = await findProgress(tx, studentId, lessonId, true);
    const result = rule(current ?? NOT_STARTED);
    if (!result.ok) return result;
    if (!current || !same(current, result.value)) await saveProgress(tx, studentId, lessonId, result.value);
    return { ok: true as const, value: { ...result.value, score: current?.score ?? null } };
  });
}

/**
 * A student opened a lesson, directly or through its unit's opener: the opening rules (in progress,
 * page 1 remembered, an opener or one-page lesson completed), saved when they change something.
 */
export function recordLessonOpened(deps: AppDeps, viewer: AuthUser, studentId: number, lesson: LessonFacts & { readonly id: number }) {
  return changeProgress(deps, studentId, lesson.id, (current) => ({ ok: true, value: progressAfterOpen(current, facts(lesson), viewerOf(viewer)) }));
}

/** An opened lesson: the published document as it is cached, and the viewer's progress beside it. */
export interface OpenedLesson {
  readonly lesson: LessonDocument;
  readonly progress: LessonProgressView | null;
}

/**
 * lesson/{id} (and ?studentId): the published lesson with progress. A student's open applies the
 * opening rules (in progress, page 1 remembered, an opener completed); others only read. A lesson
 * type the request's language hides is refused, before anything is recorded: its Spanish text is never
 * served, and the student is offered English instead (docs/decisions.md, issue 11). The lesson is
 * returned untouched (never copied) so the route can send its bytes serialised once (lesson-view.encoder.ts).
 */
export async function openLesson(deps: AppDeps, viewer: AuthUser, lessonId: number, language: Language, studentId?: number): Promise<OpenedLesson> {
  const lesson = await publishedLesson(deps, lessonId);
  if (!isLessonAvailableIn(lesson.lessonTypeId, language)) throw appError('LESSON.ONLY_IN_ENGLISH');
  if (changesProgress(viewer)) {
    const subject = await progressSubject(deps.db, viewer, studentId);
    const state = await deps.learners.lessonState(subject!, lessonId, lesson.unitId);
    if (isUnitLockedFor(viewer.roleId, state.classroomIds, state.lockingIds)) throw appError('UNIT.LOCKED');
    noteStudentActivity(deps, subject!, 'opened', lessonId);
    const stored = state.progress ?? NOT_STARTED;
    const next = progressAfterOpen(stored, facts(lesson), viewerOf(viewer));
    if (same(stored, next) && state.progress) return { lesson, progress: view(subject!, state.progress) };
    const saved = await recordLessonOpened(deps, viewer, subject!, lesson);
    return { lesson, progress: view(subject!, saved.ok ? saved.value : null) };
  }
  const subject = await progressSubject(deps.db, viewer, studentId);
  if (subject === null) return { lesson, progress: null };
  await recordDisclosure(deps, viewer, subject, 'lesson-progress', lessonId);
  return { lesson, progress: view(subject, await findProgress(deps.db, subject, lessonId)) };
}

/** Only students save progress, and only their own. */
async function progressOwner(deps: AppDeps, viewer: AuthUser, studentId: number): Promise<number> {
  if (!changesProgress(viewer)) throw appError('PROGRESS.STUDENTS_ONLY');
  return (await progressSubject(deps.db, viewer, studentId))!;
}

async function assertUnitOpen(deps: AppDeps, viewer: AuthUser, unitId: number) {
  if ((await lockStatusOf(deps.db, viewer, unitId)) === 'locked') throw appError('UNIT.LOCKED');
}

/** PUT lesson/{id}/{page}/{studentId}: remembers the last page; reaching the last page completes a lesson without assessment. */
export async function saveLastPage(deps: AppDeps, viewer: AuthUser, lessonId: number, page: number, studentId: number) {
  const owner = await progressOwner(deps, viewer, studentId);
  const lesson = await publishedLesson(deps, lessonId);
  await assertUnitOpen(deps, viewer, lesson.unitId);
  const result = await changeProgress(deps, owner, lessonId, (current) => progressAfterPageView(current, facts(lesson), viewerOf(viewer), page));
  if (!result.ok) throw appError(result.error);
  noteStudentActivity(deps, owner, 'opened', lessonId);
  return view(owner, result.value);
}

/** PATCH lesson/{id}/lesson-completed: completes a lesson without assessment; `completed: false` changes nothing. */
export async function completeLesson(deps: AppDeps, viewer: AuthUser, lessonId: number, completed: boolean) {
  const owner = await progressOwner(deps, viewer, viewer.id);
  const lesson = await publishedLesson(deps, lessonId);
  await assertUnitOpen(deps, viewer, lesson.unitId);
  if (!completed) return view(owner, await findProgress(deps.db, owner, lessonId));
  const result = await changeProgress(deps, owner, lessonId, (current) => progressAfterCompletionRequest(current, facts(lesson), viewerOf(viewer)));
  if (!result.ok) throw appError(result.error);
  return view(owner, result.value);
}

/** lesson-score/{id} (and ?studentId): the lesson's status and score for a student. */
export async function lessonScore(deps: AppDeps, viewer: AuthUser, lessonId: number, studentId?: number) {
  const lesson = await publishedLesson(deps, lessonId);
  const subject = await progressSubject(deps.db, viewer, studentId);
  if (subject === null) throw appError('VALIDATION', { fields: [{ field: 'studentId', message: 'required' }] });
  const progress = view(subject, await findProgress(deps.db, subject, lessonId));
  await recordDisclosure(deps, viewer, subject, 'lesson-score', lessonId);
  return { lessonId: lesson.id, unitId: lesson.unitId, hasAssessment: lesson.hasAssessment, ...progress };
}

/**
 * Seam for the assessments feature: the student's assessment in this lesson was submitted, or a
 * teacher's score or feedback changed it. Runs in the caller's transaction; the lesson becomes
 * completed once nothing waits for the teacher (assessmentWaitsForTeacher), and stays in progress before.
 */
export async function recordAssessmentCompleted(tx: Sql, studentId: number, lessonId: number, waitsForTeacher: boolean): Promise<void> {
  const current = await findProgress(tx, studentId, lessonId, true);
  await saveProgress(tx, studentId, lessonId, progressAfterAssessmentCompleted(current ?? NOT_STARTED, waitsForTeacher));
}

/** Seam for the assessments feature: the lesson's score (percent; null while any question is unscored). */
export async function recordLessonScore(tx: Sql, studentId: number, lessonId: number, score: number | null): Promise<void> {
  await saveScore(tx, studentId, lessonId, score);
}
