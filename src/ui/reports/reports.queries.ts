import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ReportOverviewFilters, ReportRequest, ReportUseCases } from '@application/reports/report.use-cases';
import { dataOf } from '../app/server-state/api-result-query';
import type { ReportView } from './report-views';

/** Every report read sits under one root: a submit or a score changes numbers at every level. */
export const reportKeys = {
  all: ['reports'] as const,
  overview: (filters: ReportOverviewFilters) => [...reportKeys.all, 'overview', filters] as const,
  view: (view: ReportView, request: ReportRequest) => [...reportKeys.all, view.call, view, request] as const,
};

function readView(reports: ReportUseCases, view: ReportView, request: ReportRequest) {
  switch (view.call) {
    case 'teacher':
      return reports.readClassroomsOfTeacher(view.teacherId, request);
    case 'classroom':
      return reports.readUnitsOfClassroom(view.classroomId, request);
    case 'unit':
      return reports.readLessonsOfUnit(view.classroomId, view.unitId, request);
    case 'lesson':
      return reports.readStudentsOfLesson(view.classroomId, view.lessonId, request);
    case 'teacherSets':
      return reports.readBenchmarkSetsOfTeacher(view.teacherId, request);
    case 'studentUnits':
      return reports.readUnitsOfStudent(view.studentId, request);
    case 'studentUnit':
      return reports.readStudentUnit(view.studentId, view.unitId, request);
    case 'studentLesson':
      return reports.readStudentQuestions(view.studentId, view.lessonId, request);
    case 'classroomStudents':
      return reports.readClassroomStudents(view.classroomId, request);
    case 'benchmarkStudents':
      return reports.readBenchmarkStudentsOfClassroom(view.classroomId, request);
    case 'studentBenchmarks':
      return reports.readStudentBenchmarks(view.studentId, request);
  }
}

export const reportQueries = {
  /** Students work all the time: load again whenever a report opens (the overview keeps its last table while a changed filter loads). */
  overview: (reports: ReportUseCases, filters: ReportOverviewFilters) =>
    queryOptions({ queryKey: reportKeys.overview(filters), queryFn: () => dataOf(reports.readOverview(filters)), staleTime: 0, placeholderData: keepPreviousData }),
  view: (reports: ReportUseCases, view: ReportView, request: ReportRequest) =>
    queryOptions({ queryKey: reportKeys.view(view, request), queryFn: () => dataOf(readView(reports, view, request)), staleTime: 0 }),
};
