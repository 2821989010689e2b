import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import type { StandardsReportUseCases, StudentStandardsNarrowing } from '@application/reports/standards-report.use-cases';
import { useServices } from '../app/services-context';
import { dataOf } from '../app/server-state/api-result-query';
import { saveFile } from '../common/save-file';

/** Standards mastery reads, all under `['standards']`: a scored answer changes every one of them. */
export const standardsKeys = {
  all: ['standards'] as const,
  classroom: (classroomId: number, unitId: number | null) => [...standardsKeys.all, 'classroom', classroomId, unitId ?? 'all'] as const,
  student: (studentId: number, narrowing: StudentStandardsNarrowing) => [...standardsKeys.all, 'student', studentId, narrowing] as const,
};

export const standardsQueries = {
  /** Teachers score all the time: loaded again whenever it is shown; a unit change keeps the last table while the next loads. */
  classroom: (standards: StandardsReportUseCases, classroomId: number, unitId: number | null) =>
    queryOptions({
      queryKey: standardsKeys.classroom(classroomId, unitId),
      queryFn: () => dataOf(standards.readClassroomStandards(classroomId, unitId ?? undefined)),
      staleTime: 0,
      placeholderData: keepPreviousData,
    }),
  student: (standards: StandardsReportUseCases, studentId: number, narrowing: StudentStandardsNarrowing) =>
    queryOptions({
      queryKey: standardsKeys.student(studentId, narrowing),
      queryFn: () => dataOf(standards.readStudentStandards(studentId, narrowing)),
      staleTime: 0,
      placeholderData: keepPreviousData,
    }),
};

/** Fetches the classroom's workbook the server builds and hands it to the browser's download; changes nothing. */
export function useDownloadStandardsWorkbook() {
  const { standards } = useServices();
  return useMutation({
    mutationFn: (classroomId: number) => dataOf(standards.downloadClassroomStandardsWorkbook(classroomId)),
    onSuccess: (file) => saveFile(file.fileName, file.content),
  });
}
