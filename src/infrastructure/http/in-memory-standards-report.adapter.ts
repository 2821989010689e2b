import type { StandardsList, StandardsReport, StandardsReports } from '@application/ports/standards-report.port';
import type { BilingualText } from '@domain/content/bilingual.schemas';
import type { StandardMastery } from '@domain/reports/report.responses';
import { answered, refused } from './in-memory-answers';

/** A published question and the standards it is tagged with. */
export interface InMemoryTaggedQuestion {
  readonly id: number;
  readonly unitId: number;
  readonly lessonId: number;
  readonly lessonTypeId: number;
  readonly standards: readonly string[];
}

/** A student's current-round answer: points earned of points possible, or unscored (`earned` null). */
export interface InMemoryScoredAnswer {
  readonly studentId: number;
  readonly questionId: number;
  readonly earned: number | null;
  readonly possible: number;
}

export interface InMemoryStandardsWorld {
  readonly standards: Readonly<Record<string, string | null>>;
  readonly questions: readonly InMemoryTaggedQuestion[];
  readonly classrooms: readonly { readonly id: number; readonly name: string; readonly studentIds: readonly number[] }[];
  readonly students: readonly { readonly id: number; readonly name: string }[];
  readonly answers: readonly InMemoryScoredAnswer[];
}

const bilingual = (id: number, text: string): BilingualText => ({ id, en: text, es: text });
const percentOf = (earned: number, possible: number) => (possible > 0 ? Math.round((earned / possible) * 1000) / 10 : null);

/**
 * The standards report port over questions and answers held in memory (tests only; the app binds the
 * HTTP adapter). Mastery counts only scored answers, as the server does: an unscored answer adds
 * neither points earned nor points possible.
 */
export function createInMemoryStandardsReports(world: InMemoryStandardsWorld): StandardsReports {
  const masteryOf = (studentIds: readonly number[], questions: readonly InMemoryTaggedQuestion[]): StandardMastery[] => {
    const codes = [...new Set(questions.flatMap((q) => q.standards))].sort();
    return codes.map((code) => {
      const tagged = questions.filter((q) => q.standards.includes(code));
      const scored = world.answers.filter((a) => a.earned !== null && studentIds.includes(a.studentId) && tagged.some((q) => q.id === a.questionId));
      const pointsEarned = scored.reduce((sum, a) => sum + (a.earned ?? 0), 0);
      const pointsPossible = scored.reduce((sum, a) => sum + a.possible, 0);
      return { code, description: world.standards[code] ?? null, questions: tagged.length, pointsEarned, pointsPossible, masteryPercent: percentOf(pointsEarned, pointsPossible) };
    });
  };

  const reportOf = (title: BilingualText, studentIds: readonly number[], questions: readonly InMemoryTaggedQuestion[]): StandardsReport => ({
    title,
    standards: masteryOf(studentIds, questions),
    students: world.students
      .filter((s) => studentIds.includes(s.id))
      .map((s) => ({
        id: s.id,
        name: bilingual(s.id, s.name),
        standards: masteryOf([s.id], questions).map(({ code, pointsEarned, pointsPossible, masteryPercent }) => ({ code, pointsEarned, pointsPossible, masteryPercent })),
      })),
  });

  const classroomReport = async (classroomId: number, unitId?: number) => {
    const classroom = world.classrooms.find((c) => c.id === classroomId);
    if (!classroom) return refused(404, 'CLASSROOM.NOT_FOUND', 'notFound');
    const questions = world.questions.filter((q) => unitId === undefined || q.unitId === unitId);
    return answered(reportOf(bilingual(classroom.id, classroom.name), classroom.studentIds, questions));
  };

  return {
    classroomReport: (classroomId) => classroomReport(classroomId),
    unitReport: (unitId, classroomId) => classroomReport(classroomId, unitId),
    studentReport: async (studentId, { lessonId, lessonType }) => {
      const student = world.students.find((s) => s.id === studentId);
      if (!student) return refused(404, 'REPORT.STUDENT_NOT_FOUND', 'studentNotFound');
      const questions = world.questions.filter((q) => (lessonId === undefined || q.lessonId === lessonId) && (lessonType === undefined || q.lessonTypeId === lessonType));
      return answered(reportOf(bilingual(student.id, student.name), [studentId], questions));
    },
    unitStandardsList: async (unitId) => {
      const questions = world.questions.filter((q) => q.unitId === unitId);
      const list: StandardsList = masteryOf([], questions).map(({ code, description, questions: count }) => ({ code, description, questions: count }));
      return answered(list);
    },
    classroomWorkbook: async (classroomId) => {
      const report = await classroomReport(classroomId);
      if (!report.ok) return report;
      // The server writes a real workbook; the twin hands back the rows it would hold, one standard a line.
      const lines = report.data.standards.map((s) => [s.code, s.pointsEarned, s.pointsPossible, s.masteryPercent ?? ''].join('\t'));
      const content = new Blob([lines.join('\n')], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
      return answered({ fileName: `standards-classroom-${classroomId}.xlsx`, content });
    },
  };
}
