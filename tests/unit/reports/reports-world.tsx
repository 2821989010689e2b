import { vi } from 'vitest';
import type { AppServices } from '@application/app-services';
import { createReportUseCases } from '@application/reports/report.use-cases';
import type { ReducedProfile } from '@domain/identity/user.schemas';
import type { ReportRound, ReportTable } from '@domain/reports/report.responses';
import { ReportType } from '@domain/reports/report-types';
import { createInMemoryReportReader, reportCall, type InMemoryReportTables } from '@infrastructure/http/in-memory-report-reader.adapter';
import { createInMemoryReportWorkbookExporter } from '@infrastructure/spreadsheet/in-memory-report-workbook.adapter';
import { classroomWorld, PERIOD_1, SAM, TEACHER } from '../classroom/classroom-world';
import { classroomRow, reportTable, rowOf } from './report-fixtures';

const CYU = ReportType.CheckYourUnderstanding;

export const ROUNDS: ReportRound[] = [
  { assessmentId: 90, retakeRound: 1, isCurrent: false, submittedAt: '2026-11-20T15:00:00.000Z', pointsEarned: 2, pointsPossible: 4, scorePercent: 50 },
  { assessmentId: 91, retakeRound: 2, isCurrent: true, submittedAt: '2026-11-24T20:05:00.000Z', pointsEarned: 3, pointsPossible: 4, scorePercent: 75 },
];

/** The teacher's report, level by level: Period 1 → Unit 2 → Lesson 3 → Sam → his questions (retaken once). */
export const TEACHER_TABLES: InMemoryReportTables = {
  [reportCall.teacher(TEACHER.id)]: { [CYU]: reportTable('classroom', 'Ms. Rivera', [classroomRow(PERIOD_1.id, PERIOD_1.name)]) },
  [reportCall.classroom(PERIOD_1.id)]: { [CYU]: reportTable('unit', PERIOD_1.name, [rowOf('unit', 20, 'Unit 2: Colonies', { number: 2 }, 'Unidad 2: Colonias')]) },
  [reportCall.unit(PERIOD_1.id, 20)]: { [CYU]: reportTable('lesson', 'Unit 2: Colonies', [rowOf('lesson', 300, 'Lesson 3: Jamestown', { number: 3 })]) },
  [reportCall.lesson(PERIOD_1.id, 300)]: { [CYU]: reportTable('student', 'Lesson 3: Jamestown', [rowOf('student', SAM.id, 'Sam Student', { students: 1, retakeRound: 2 })]) },
  [reportCall.studentLesson(SAM.id, 300)]: {
    [CYU]: reportTable('question', 'Sam Student · Lesson 3: Jamestown', [rowOf('question', 1, 'Question 1', { students: 1, retakeRound: 2, scorePercent: 100 }), rowOf('question', 2, 'Question 2', { students: 1, retakeRound: 2, scorePercent: null, unscored: 1 })], { rounds: ROUNDS, distribution: [] }),
  },
};

/** Signed in as `profile` (the classroom world's teacher unless told), with the real report use cases over spied twins. */
export function reportsWorld({ profile = TEACHER as ReducedProfile, tables = TEACHER_TABLES } = {}) {
  const { services: base } = classroomWorld({ profile });
  const reader = createInMemoryReportReader(tables);
  for (const key of Object.keys(reader) as (keyof typeof reader)[]) vi.spyOn(reader, key);
  const exporter = createInMemoryReportWorkbookExporter();
  vi.spyOn(exporter, 'workbookOf');
  const services: AppServices = { ...base, reports: createReportUseCases(reader, exporter) };
  return { services, reader, exporter };
}

export type { ReportTable };
