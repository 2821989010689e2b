import type { BilingualText } from '@domain/content/bilingual.schemas';
import { RoleId } from '@domain/identity/role';
import type { StandardMastery, StandardsList, StandardsReport } from '@domain/reports/report.responses';
import type { StudentStandardsQuery } from '@domain/reports/report.schemas';
import type { AppDeps } from '../../app-deps';
import { appError } from '../../http/app-error';
import type { AuthUser } from '../auth/auth-user';
import { recordDisclosure, withListedStudentsRecorded } from '../privacy/disclosure-recorder';
import { reportCatalogue, type ReportCatalogue, type ReportItem } from './report-catalogue.use-cases';
import * as reads from './report-read.repository';
import { classroomForReport, studentForReport } from './report-scope.use-cases';
import { personName } from './report-tally.use-cases';
import { listScoredAnswers, type ScoredAnswerRow } from './standards-report.repository';

/*
 * Standards (TEKS) mastery (issue 13): per standard, the share of points earned on the scored answers
 * (current rounds) of the published questions tagged with it — for a classroom with each of its
 * students, or for one student. The tags are the published snapshot's (what the students answered).
 */

interface Standard {
  readonly code: string;
  readonly description: string | null;
  readonly questionIds: ReadonlySet<number>;
}

/** The standards the items' questions are tagged with, by code. */
function standardsOf(items: readonly ReportItem[]): Standard[] {
  const found = new Map<string, { description: string | null; questionIds: Set<number> }>();
  for (const question of items.flatMap((i) => i.group.questions)) {
    for (const teks of question.teksList) {
      const entry = found.get(teks.code) ?? { description: null, questionIds: new Set<number>() };
      entry.description ??= teks.description;
      entry.questionIds.add(question.id);
      found.set(teks.code, entry);
    }
  }
  return [...found].map(([code, e]) => ({ code, ...e })).sort((a, b) => a.code.localeCompare(b.code, 'en', { numeric: true }));
}

const percentOf = (part: number, whole: number) => (whole > 0 ? Math.min(100, Math.round((part / whole) * 1000) / 10) : null);

function masteryOf(standard: Standard, answers: readonly ScoredAnswerRow[]) {
  const tagged = answers.filter((a) => standard.questionIds.has(a.questionId));
  const pointsEarned = tagged.reduce((s, a) => s + a.score, 0);
  const pointsPossible = tagged.reduce((s, a) => s + a.maxScore, 0);
  return { code: standard.code, pointsEarned, pointsPossible, masteryPercent: percentOf(pointsEarned, pointsPossible) };
}

async function reportOf(deps: AppDeps, title: BilingualText, students: readonly reads.PersonRow[], items: readonly ReportItem[]): Promise<StandardsReport> {
  const standards = standardsOf(items);
  const answers = await listScoredAnswers(
    deps.db,
    students.map((s) => s.id),
    items.map((i) => i.group.id),
  );
  const totals: StandardMastery[] = standards.map((s) => ({ ...masteryOf(s, answers), description: s.description, questions: s.questionIds.size }));
  return {
    title,
    standards: totals,
    students: students.map((student) => {
      const own = answers.filter((a) => a.studentId === student.id);
      return { id: student.id, name: personName(student), standards: standards.map((s) => masteryOf(s, own)) };
    }),
  };
}

function unitItems(catalogue: ReportCatalogue, unitId: number | null): ReportItem[] {
  if (unitId !== null && !catalogue.units.some((u) => u.id === unitId)) throw appError('REPORT.UNIT_NOT_FOUND');
  return catalogue.items.filter((i) => unitId === null || i.unitId === unitId);
}

/** `GET teks-list/{unitId}`: the standards of the unit's published questions. */
export async function standardsListOf(deps: AppDeps, unitId: number): Promise<StandardsList> {
  return standardsOf(unitItems(await reportCatalogue(deps), unitId)).map((s) => ({ code: s.code, description: s.description, questions: s.questionIds.size }));
}

/** `GET SOA-report/{classroomId}` and `unit-standards/{unitId}?classroomId=`: a classroom's mastery, with each student's. */
export async function classroomStandards(deps: AppDeps, viewer: AuthUser, classroomId: number, unitId: number | null): Promise<StandardsReport> {
  const classroom = await classroomForReport(deps, viewer, classroomId);
  const items = unitItems(await reportCatalogue(deps), unitId);
  const students = await reads.listClassroomStudents(deps.db, classroom.id);
  await withListedStudentsRecorded(deps, viewer, students.map((s) => ({ id: s.id, roleId: RoleId.Student })), 'unit-feedback');
  return reportOf(deps, { id: classroom.id, en: classroom.name, es: classroom.name }, students, items);
}

/**
 * `GET SOAStandard/soa-report/{studentId}?lessonId&lessonType&teacherId`: one student's mastery, in one
 * lesson or the lessons of one type; `teacherId` names the teacher whose student they are (the
 * expanded report of a support user acting for them), so it must teach them.
 */
export async function studentStandards(deps: AppDeps, viewer: AuthUser, studentId: number, query: StudentStandardsQuery): Promise<StandardsReport> {
  const student = await studentForReport(deps, viewer, studentId);
  if (query.teacherId !== undefined && !(await reads.teacherTeachesStudent(deps.db, query.teacherId, student.id))) {
    throw appError('REPORT.FILTER_MISMATCH', { fields: [{ field: 'teacherId', message: 'reportFilterMismatch' }] });
  }
  const catalogue = await reportCatalogue(deps);
  if (query.lessonId !== undefined && !catalogue.lessons.has(query.lessonId)) throw appError('REPORT.LESSON_NOT_FOUND');
  const items = catalogue.items.filter(
    (i) => (query.lessonId === undefined || i.lessonId === query.lessonId) && (query.lessonType === undefined || catalogue.lessons.get(i.lessonId)?.lessonTypeId === query.lessonType),
  );
  await recordDisclosure(deps, viewer, student.id, 'unit-feedback');
  return reportOf(deps, personName(student), [student], items);
}
