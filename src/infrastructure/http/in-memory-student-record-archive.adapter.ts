import type { Disclosure, StudentErasure, StudentExport, StudentRecordArchive } from '@application/ports/student-record-archive.port';
import { answered, refused } from './in-memory-answers';

/** The student record archive over records held in memory (tests only; the app binds the HTTP adapter). */
export interface InMemoryStudentRecordArchive extends StudentRecordArchive {
  /** Whether the student's data was erased. */
  erased(studentId: number): boolean;
}

export interface InMemoryStudentRecords {
  /** Each student's disclosures, in any order (the twin answers newest first). */
  readonly disclosures?: Readonly<Record<number, readonly Disclosure[]>>;
  /** What an export answers for each student; a student without one is unknown (404). */
  readonly documents?: Readonly<Record<number, StudentExport>>;
}

/** What an erasure removes of a document, counted as the server counts it. */
function erasureOf(document: StudentExport, erasedAt: string): StudentErasure {
  return {
    studentId: document.studentId,
    erasedAt,
    erased: {
      answers: document.attempts.reduce((sum, attempt) => sum + attempt.answers.length, 0),
      answerHistory: document.answerHistory.length,
      attempts: document.attempts.length,
      benchmarks: document.benchmarks.length,
      lessonProgress: document.lessonProgress.length,
      blurbChecks: document.blurbChecks.length,
      classrooms: document.classrooms.length,
      notifications: document.notifications.length,
      notificationsAboutStudent: 0,
      sessions: document.sessions.length,
      devices: 0,
      passwordResets: 0,
      signInFailures: 0,
      accessibilityPreferences: 0,
      rosterLinks: 0,
      ssoIdentities: 0,
      usageEvents: 0,
      timeInSystem: 0,
    },
  };
}

/**
 * Same port, same answers as the server for what the port itself decides: disclosures newest first
 * and paged, 404 for an unknown student, 404 "already erased" for an export or erasure after one.
 * That only a super admin may call is the server's rule: a test that needs a refusal scripts it.
 */
export function createInMemoryStudentRecordArchive({ disclosures = {}, documents = {} }: InMemoryStudentRecords = {}): InMemoryStudentRecordArchive {
  const erased = new Set<number>();
  const known = (studentId: number) => studentId in documents || studentId in disclosures;

  return {
    erased: (studentId) => erased.has(studentId),
    disclosures: async (studentId, { page, pageSize }) => {
      if (!known(studentId)) return refused(404, 'PRIVACY.STUDENT_NOT_FOUND', 'studentNotFound');
      const all = [...(disclosures[studentId] ?? [])].sort((a, b) => b.disclosedAt.localeCompare(a.disclosedAt) || b.id - a.id);
      return answered({ studentId, page, pageSize, total: all.length, disclosures: all.slice((page - 1) * pageSize, page * pageSize) });
    },
    export: async (studentId) => {
      const document = documents[studentId];
      if (!document) return refused(404, 'PRIVACY.STUDENT_NOT_FOUND', 'studentNotFound');
      if (erased.has(studentId)) return refused(404, 'PRIVACY.STUDENT_ERASED', 'studentErased');
      return answered(document);
    },
    erase: async (studentId) => {
      const document = documents[studentId];
      if (!document) return refused(404, 'PRIVACY.STUDENT_NOT_FOUND', 'studentNotFound');
      if (erased.has(studentId)) return refused(404, 'PRIVACY.STUDENT_ERASED', 'studentErased');
      erased.add(studentId);
      return answered(erasureOf(document, new Date().toISOString()), 'studentDataErased');
    },
  };
}
