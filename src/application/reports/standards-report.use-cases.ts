import type { ApiResult } from '../ports/api-result';
import type { DownloadedFile, StandardsList, StandardsReport, StandardsReports } from '../ports/standards-report.port';

export type { DownloadedFile, StandardsList, StandardsReport };

/**
 * What narrows one student's standards, each optional: one lesson (with its lesson type), else one
 * unit of a classroom of theirs; and the teacher whose classrooms count. Nothing narrows to all the
 * student's scored work.
 */
export interface StudentStandardsNarrowing {
  readonly lessonId?: number;
  readonly lessonTypeId?: number;
  readonly unit?: { readonly unitId: number; readonly classroomId: number };
  readonly teacherId?: number;
}

/**
 * What a teacher (or support acting for one, or a manager in scope) reads about standards (TEKS)
 * mastery: a classroom's, optionally in one unit; one student's; the standards a unit covers; and the
 * classroom's spreadsheet as the server builds it. The server checks who may read what.
 */
export interface StandardsReportUseCases {
  readClassroomStandards(classroomId: number, unitId?: number): Promise<ApiResult<StandardsReport>>;
  readStudentStandards(studentId: number, narrowing: StudentStandardsNarrowing): Promise<ApiResult<StandardsReport>>;
  listUnitStandards(unitId: number): Promise<ApiResult<StandardsList>>;
  downloadClassroomStandardsWorkbook(classroomId: number): Promise<ApiResult<DownloadedFile>>;
}

/**
 * The student's row of a classroom's report in one unit, as a report of its own: the student's call
 * narrows by lesson only, while the unit call already answers each student's points in that unit.
 */
function studentOf(classroom: StandardsReport, studentId: number): ApiResult<StandardsReport> {
  const student = classroom.students.find((s) => s.id === studentId);
  if (!student) return { ok: false, status: 404, code: 'REPORT.STUDENT_NOT_FOUND', message: '', fields: [], kind: 'rejected' };
  const standards = classroom.standards.map(({ code, description, questions }) => {
    const mine = student.standards.find((s) => s.code === code);
    return { code, description, questions, pointsEarned: mine?.pointsEarned ?? 0, pointsPossible: mine?.pointsPossible ?? 0, masteryPercent: mine?.masteryPercent ?? null };
  });
  return { ok: true, data: { title: student.name, standards, students: [student] }, message: '' };
}

export function createStandardsReportUseCases(port: StandardsReports): StandardsReportUseCases {
  return {
    readClassroomStandards: (classroomId, unitId) => (unitId === undefined ? port.classroomReport(classroomId) : port.unitReport(unitId, classroomId)),
    readStudentStandards: async (studentId, { lessonId, lessonTypeId, unit, teacherId }) => {
      if (lessonId === undefined && unit) {
        const classroom = await port.unitReport(unit.unitId, unit.classroomId);
        return classroom.ok ? studentOf(classroom.data, studentId) : classroom;
      }
      return port.studentReport(studentId, {
        ...(lessonId === undefined ? {} : { lessonId }),
        ...(lessonTypeId === undefined ? {} : { lessonType: lessonTypeId }),
        ...(teacherId === undefined ? {} : { teacherId }),
      });
    },
    listUnitStandards: (unitId) => port.unitStandardsList(unitId),
    downloadClassroomStandardsWorkbook: (classroomId) => port.classroomWorkbook(classroomId),
  };
}
