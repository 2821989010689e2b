import type { ReportRow } from '@domain/reports/report.responses';
import { opensAsModal, ReportType, type ReportTableId } from '@domain/reports/report-types';

/** One table of the teacher's drill-down: the call that answers it and the ids in its path. */
export type ReportView =
  | { readonly call: 'teacher'; readonly teacherId: number }
  | { readonly call: 'classroom'; readonly classroomId: number }
  | { readonly call: 'unit'; readonly classroomId: number; readonly unitId: number }
  | { readonly call: 'lesson'; readonly classroomId: number; readonly unitId: number; readonly lessonId: number }
  | { readonly call: 'teacherSets'; readonly teacherId: number }
  | { readonly call: 'studentUnits'; readonly studentId: number }
  | { readonly call: 'studentUnit'; readonly studentId: number; readonly unitId: number }
  | { readonly call: 'studentLesson'; readonly studentId: number; readonly lessonId: number }
  | { readonly call: 'classroomStudents'; readonly classroomId: number }
  | { readonly call: 'benchmarkStudents'; readonly classroomId: number }
  | { readonly call: 'studentBenchmarks'; readonly studentId: number };

/**
 * Report table ids (product-spec §9) of each view: 1 and 2 on the page, the rest in modals; the
 * benchmark report keeps its classroom's students (5) on the page too (`opensAsModal`).
 */
const TABLE_ID: Record<ReportView['call'], ReportTableId> = {
  teacher: 1,
  classroom: 2,
  unit: 3,
  lesson: 4,
  studentLesson: 5,
  benchmarkStudents: 5,
  studentUnit: 6,
  // A manager's drill from a classroom's students to one student: their units (then table 6, then 5).
  studentUnits: 8,
  // Benchmark only: the teacher's sets over all their classrooms, on the page beside table 1.
  teacherSets: 7,
  studentBenchmarks: 6,
  classroomStudents: 7,
};

export const viewOpensAsModal = (reportType: ReportType, view: ReportView) => opensAsModal(reportType, TABLE_ID[view.call]);

/** Where a row leads: the next table, named by the translation key of its action ("Open {{name}}"). */
export interface Drill {
  readonly view: ReportView;
  readonly actionKey: 'reportsOpen' | 'reportsStudentsOf' | 'reportsUnitOf';
}

/** The tables a row of `view` opens (none for questions and benchmark sets: they are the deepest level). */
export function drillsOf(view: ReportView, row: ReportRow, reportType: ReportType): readonly Drill[] {
  const benchmark = reportType === ReportType.Benchmark;
  switch (view.call) {
    case 'teacher':
      // A benchmark classroom shows its students on the page beside its sets (table 5), so no second action.
      return [
        { view: { call: 'classroom', classroomId: row.id }, actionKey: 'reportsOpen' },
        ...(benchmark ? [] : [{ view: { call: 'classroomStudents', classroomId: row.id }, actionKey: 'reportsStudentsOf' } as const]),
      ];
    case 'classroom':
      return benchmark ? [] : [{ view: { call: 'unit', classroomId: view.classroomId, unitId: row.id }, actionKey: 'reportsOpen' }];
    case 'unit':
      return [{ view: { call: 'lesson', classroomId: view.classroomId, unitId: view.unitId, lessonId: row.id }, actionKey: 'reportsOpen' }];
    case 'lesson':
      return [
        { view: { call: 'studentLesson', studentId: row.id, lessonId: view.lessonId }, actionKey: 'reportsOpen' },
        { view: { call: 'studentUnit', studentId: row.id, unitId: view.unitId }, actionKey: 'reportsUnitOf' },
      ];
    case 'studentUnits':
      return [{ view: { call: 'studentUnit', studentId: view.studentId, unitId: row.id }, actionKey: 'reportsOpen' }];
    case 'studentUnit':
      return [{ view: { call: 'studentLesson', studentId: view.studentId, lessonId: row.id }, actionKey: 'reportsOpen' }];
    case 'benchmarkStudents':
      return [{ view: { call: 'studentBenchmarks', studentId: row.id }, actionKey: 'reportsOpen' }];
    default:
      return [];
  }
}
