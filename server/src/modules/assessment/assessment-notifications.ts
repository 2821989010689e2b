import type { Sql } from '../../db/database';
import { NotificationType } from '@domain/notifications/notification-type';
import { NOTIFICATION_NAME_MAX_LENGTH } from '@domain/notifications/notification.schemas';
import type { AssessmentDocument } from '@domain/assessment/assessment.schemas';
import type { LessonDocument } from '@domain/content/lesson.schemas';
import { teachersOfStudent } from '../learning/student-scope.repository';
import type { NotificationRow } from '../notifications/notification.repository';
import { findFullName } from '../users/user.repository';
import type { AppDeps } from '../../app-deps';

/**
 * The assessment notifications (product-spec §1), recorded inside the caller's transaction; the caller
 * publishes the returned rows after the commit, so nothing is pushed that a rollback takes back.
 * Names travel in English (notification arguments are one text for every recipient).
 */

const clip = (text: string) => text.slice(0, NOTIFICATION_NAME_MAX_LENGTH).trim() || '—';

export async function personName(sql: Sql, userId: number): Promise<string> {
  return clip((await findFullName(sql, userId)) ?? '');
}

/** What a notification calls the assessment: the benchmark set's title, else the lesson's. */
export function itemName(doc: AssessmentDocument, lesson: LessonDocument | null): string {
  return clip(doc.benchmarkSet?.title.en ?? lesson?.title.en ?? '');
}

/** "Assessment submitted" to each teacher of the student, once, with a classroom they share. */
export async function recordSubmitted(tx: Sql, deps: AppDeps, studentId: number, doc: AssessmentDocument, lesson: LessonDocument | null): Promise<NotificationRow[]> {
  const classrooms = await teachersOfStudent(tx, studentId);
  const studentName = await personName(tx, studentId);
  const rows: NotificationRow[] = [];
  for (const { teacherId, classroomId } of classrooms) {
    rows.push(
      ...(await deps.notifications.record(tx, teacherId, {
        type: NotificationType.AssessmentSubmitted,
        args: { studentUserId: studentId, studentName, lessonId: doc.lessonId, lessonName: itemName(doc, lesson), classroomId },
      })),
    );
  }
  return rows;
}

/** "Feedback received" or "retake allowed" to the student, naming the teacher. */
export async function recordTeacherAction(
  tx: Sql,
  deps: AppDeps,
  kind: 'feedback' | 'retake',
  studentId: number,
  teacherId: number,
  doc: AssessmentDocument,
  lesson: LessonDocument | null,
): Promise<NotificationRow[]> {
  const args = { lessonId: doc.lessonId, lessonName: itemName(doc, lesson), teacherName: await personName(tx, teacherId) };
  return kind === 'feedback'
    ? deps.notifications.record(tx, studentId, { type: NotificationType.FeedbackReceived, args })
    : deps.notifications.record(tx, studentId, { type: NotificationType.RetakeAllowed, args });
}

/** "Benchmark assigned" or "benchmark retake" to students; unitId opens the benchmark unit. */
export function recordBenchmark(
  tx: Sql,
  deps: AppDeps,
  kind: 'assigned' | 'retake',
  studentIds: readonly number[],
  doc: AssessmentDocument,
): Promise<NotificationRow[]> {
  const args = { unitId: doc.unitId, benchmarkName: itemName(doc, null) };
  return kind === 'assigned'
    ? deps.notifications.record(tx, studentIds, { type: NotificationType.BenchmarkAssigned, args })
    : deps.notifications.record(tx, studentIds, { type: NotificationType.BenchmarkRetake, args });
}
