import type { BilingualText } from '@domain/content/bilingual.schemas';
import { RoleId } from '@domain/identity/role';
import type { DisclosureKind } from '@domain/privacy/disclosure-kind';
import type { ReportLevel, ReportRow, ReportTable } from '@domain/reports/report.responses';
import { ReportType, type SubReport } from '@domain/reports/report-types';
import type { AppDeps } from '../../app-deps';
import { appError } from '../../http/app-error';
import type { AuthUser } from '../auth/auth-user';
import { recordDisclosure, withListedStudentsRecorded } from '../privacy/disclosure-recorder';
import { isBenchmark, itemsOfType, reportCatalogue, type ReportCatalogue, type ReportItem } from './report-catalogue.use-cases';
import * as reads from './report-read.repository';
import { tallyRoster } from './report-read-rollup.repository';
import { readClassroomReportFacts } from './report-classroom-read.repository';
import { classroomInScope, studentForReport, teacherForReport } from './report-scope.use-cases';
import { distributionOf, distributionOfCounts, metricsOf, personName, reportRow, roundsOf, studentFacts, tallyStudents, type StudentFacts, type SubmitWindow } from './report-tally.use-cases';
import { questionsOfStudent } from './report-questions.use-cases';

/*
 * The report drill-down (docs/reports.md): one use case keyed by the level asked for. A teacher's
 * classrooms come from the student rollups; everything of classroom size and smaller from the
 * students' attempts. The benchmark report shows benchmark sets where the others show units and lessons.
 */

export interface ReportOptions {
  readonly reportType: ReportType;
  readonly subReport: SubReport;
  readonly unitId: number | null;
  readonly window: SubmitWindow;
}

export type DrillDown =
  | { readonly rows: 'classroomsOfTeacher'; readonly teacherId: number }
  | { readonly rows: 'setsOfTeacher'; readonly teacherId: number }
  | { readonly rows: 'unitsOfClassroom'; readonly classroomId: number }
  | { readonly rows: 'lessonsOfUnit'; readonly classroomId: number; readonly unitId: number }
  | { readonly rows: 'studentsOfClassroom'; readonly classroomId: number }
  | { readonly rows: 'studentsOfLesson'; readonly classroomId: number; readonly lessonId: number }
  | { readonly rows: 'unitsOfStudent'; readonly studentId: number }
  | { readonly rows: 'lessonsOfStudent'; readonly studentId: number; readonly unitId: number }
  | { readonly rows: 'setsOfStudent'; readonly studentId: number }
  | { readonly rows: 'questionsOfStudent'; readonly studentId: number; readonly lessonId: number; readonly reportType: ReportType | null };

interface Bucket {
  readonly level: ReportLevel;
  readonly id: number;
  readonly name: BilingualText;
  readonly number: number | null;
  readonly items: readonly ReportItem[];
}

const same = (id: number, text: string): BilingualText => ({ id, en: text, es: text });

/** Units (or, for benchmarks, sets) of the items, in course order. */
function unitOrSetBuckets(catalogue: ReportCatalogue, reportType: ReportType, items: readonly ReportItem[]): Bucket[] {
  if (isBenchmark(reportType)) return setBuckets(catalogue, items);
  return catalogue.units
    .map((u) => ({ level: 'unit' as const, id: u.id, name: u.name, number: u.number, items: items.filter((i) => i.unitId === u.id) }))
    .filter((b) => b.items.length > 0);
}

function setBuckets(catalogue: ReportCatalogue, items: readonly ReportItem[]): Bucket[] {
  return catalogue.sets
    .map((s) => ({ level: 'benchmarkSet' as const, id: s.id, name: s.title, number: s.number, items: items.filter((i) => i.setId === s.id) }))
    .filter((b) => b.items.length > 0);
}

function lessonBuckets(catalogue: ReportCatalogue, reportType: ReportType, items: readonly ReportItem[]): Bucket[] {
  if (isBenchmark(reportType)) return setBuckets(catalogue, items);
  return [...catalogue.lessons.values()]
    .map((l) => ({ level: 'lesson' as const, id: l.id, name: l.title, number: l.number, items: items.filter((i) => i.lessonId === l.id) }))
    .filter((b) => b.items.length > 0);
}

/** The students' attempts at the items (every round when `allRounds`) and their benchmark assignments. */
async function loadFacts(deps: AppDeps, studentIds: readonly number[], items: readonly ReportItem[], window: SubmitWindow, allRounds = false) {
  const lessons = [...new Set(items.map((i) => i.lessonId))];
  const [attempts, assigned] = await Promise.all([
    reads.listAttemptFacts(deps.db, studentIds, lessons, allRounds),
    items.some((i) => i.setId !== null) ? reads.listAssignedSets(deps.db, studentIds) : Promise.resolve([]),
  ]);
  const groups = new Set(items.map((i) => i.group.id));
  return { facts: studentFacts(attempts, assigned, window), attempts: attempts.filter((a) => groups.has(a.groupId)) };
}

function bucketRows(buckets: readonly Bucket[], facts: StudentFacts, studentIds: readonly number[], oneStudent: boolean): ReportRow[] {
  return buckets.map((b) => reportRow(b.level, b.id, b.name, b.number, tallyStudents(facts, studentIds, b.items, oneStudent)));
}

/** One row per student, with the round counted (the latest of their current rounds). */
function studentRows(students: readonly reads.PersonRow[], facts: StudentFacts, items: readonly ReportItem[]): ReportRow[] {
  return students.map((s) => {
    const rounds = items.map((i) => facts.current.get(`${s.id}:${i.group.id}`)?.retakeRound ?? 0);
    const round = Math.max(0, ...rounds);
    return reportRow('student', s.id, personName(s), null, tallyStudents(facts, [s.id], items, true), round > 0 ? round : null);
  });
}

async function listed<T extends { id: number }>(deps: AppDeps, viewer: AuthUser, students: readonly T[], kind: DisclosureKind): Promise<void> {
  await withListedStudentsRecorded(deps, viewer, students.map((s) => ({ id: s.id, roleId: RoleId.Student })), kind);
}

const table = (options: ReportOptions, level: ReportLevel, title: BilingualText, rest: Pick<ReportTable, 'rows' | 'distribution' | 'rounds'>): ReportTable => ({
  reportType: options.reportType,
  subReport: options.subReport,
  level,
  title,
  ...rest,
});

function unitOf(catalogue: ReportCatalogue, unitId: number) {
  const unit = catalogue.units.find((u) => u.id === unitId);
  if (!unit) throw appError('REPORT.UNIT_NOT_FOUND');
  return unit;
}

/** A classroom's table: rows of units, sets, lessons or students over the classroom's students. */
async function classroomTable(deps: AppDeps, viewer: AuthUser, at: Extract<DrillDown, { classroomId: number }>, options: ReportOptions, catalogue: ReportCatalogue) {
  const unitId = at.rows === 'lessonsOfUnit' ? unitOf(catalogue, at.unitId).id : options.unitId;
  let items = itemsOfType(catalogue, options.reportType, unitId);
  if (at.rows === 'studentsOfLesson') {
    if (!catalogue.lessons.has(at.lessonId)) throw appError('REPORT.LESSON_NOT_FOUND');
    items = items.filter((i) => i.lessonId === at.lessonId);
  }
  // One statement reads the classroom, its students and their work; the scope is checked before any of it is used.
  const read = await readClassroomReportFacts(deps.db, at.classroomId, [...new Set(items.map((i) => i.lessonId))], items.some((i) => i.setId !== null));
  const classroom = classroomInScope(viewer, read.classroom);
  const { students } = read;
  const ids = students.map((s) => s.id);
  const facts = studentFacts(read.attempts, read.assigned, options.window);
  const title = same(classroom.id, classroom.name);
  const distribution = distributionOf(facts, ids, items);
  switch (at.rows) {
    case 'unitsOfClassroom':
      return table(options, isBenchmark(options.reportType) ? 'benchmarkSet' : 'unit', title, { rows: bucketRows(unitOrSetBuckets(catalogue, options.reportType, items), facts, ids, false), distribution, rounds: [] });
    case 'lessonsOfUnit':
      return table(options, isBenchmark(options.reportType) ? 'benchmarkSet' : 'lesson', title, { rows: bucketRows(lessonBuckets(catalogue, options.reportType, items), facts, ids, false), distribution, rounds: [] });
    default:
      await listed(deps, viewer, students, isBenchmark(options.reportType) ? 'benchmark-list' : at.rows === 'studentsOfLesson' ? 'lesson-score' : 'unit-feedback');
      return table(options, 'student', title, { rows: studentRows(students, facts, items), distribution, rounds: [] });
  }
}

/** One student's table: rows of units, lessons or sets with every round of their assessments. */
async function studentTable(deps: AppDeps, viewer: AuthUser, at: Extract<DrillDown, { rows: 'unitsOfStudent' | 'lessonsOfStudent' | 'setsOfStudent' }>, options: ReportOptions, catalogue: ReportCatalogue) {
  const student = await studentForReport(deps, viewer, at.studentId);
  const unitId = at.rows === 'lessonsOfStudent' ? unitOf(catalogue, at.unitId).id : options.unitId;
  const reportType = at.rows === 'setsOfStudent' ? ReportType.Benchmark : options.reportType;
  const items = itemsOfType(catalogue, reportType, unitId);
  const { facts, attempts } = await loadFacts(deps, [student.id], items, options.window, true);
  const buckets =
    at.rows === 'setsOfStudent' ? setBuckets(catalogue, items) : at.rows === 'unitsOfStudent' ? unitOrSetBuckets(catalogue, reportType, items) : lessonBuckets(catalogue, reportType, items);
  await recordDisclosure(deps, viewer, student.id, isBenchmark(reportType) ? 'benchmark-list' : 'unit-feedback', at.rows === 'lessonsOfStudent' ? at.unitId : null);
  return table({ ...options, reportType }, buckets[0]?.level ?? (isBenchmark(reportType) ? 'benchmarkSet' : 'lesson'), personName(student), {
    rows: bucketRows(buckets, facts, [student.id], true),
    distribution: distributionOf(facts, [student.id], items),
    rounds: roundsOf(attempts),
  });
}

/** A teacher's classrooms (from the student rollups), or their students' benchmark sets. */
async function teacherTable(deps: AppDeps, viewer: AuthUser, at: Extract<DrillDown, { teacherId: number }>, options: ReportOptions, catalogue: ReportCatalogue) {
  const teacher = await teacherForReport(deps, viewer, at.teacherId);
  if (at.rows === 'setsOfTeacher') {
    const items = itemsOfType(catalogue, ReportType.Benchmark, options.unitId);
    const ids = (await reads.listTeacherStudents(deps.db, teacher.id)).map((s) => s.id);
    const { facts } = await loadFacts(deps, ids, items, options.window);
    const buckets = setBuckets(catalogue, items);
    return table({ ...options, reportType: ReportType.Benchmark }, 'benchmarkSet', personName(teacher), {
      rows: bucketRows(buckets, facts, ids, false),
      distribution: distributionOf(facts, ids, items),
      rounds: [],
    });
  }
  const perStudent = itemsOfType(catalogue, options.reportType, options.unitId).length;
  const [classrooms, tallies] = await Promise.all([
    reads.listTeacherClassrooms(deps.db, teacher.id),
    tallyRoster(deps.db, { by: 'classroomsOfTeacher', teacherId: teacher.id }, { reportType: options.reportType, unitId: options.unitId, ...options.window }),
  ]);
  const rows = classrooms.map((c) => {
    const t = tallies.find((x) => x.key === c.id);
    const expected = t ? (isBenchmark(options.reportType) ? t.assigned : t.students * perStudent) : 0;
    const sums = t ?? { students: 0, studentsStarted: 0, submitted: 0, pointsEarned: 0, pointsPossible: 0, unscored: 0, lastSubmittedAt: null };
    return reportRow('classroom', c.id, same(c.id, c.name), null, metricsOf({ ...sums, expected }, false));
  });
  const bands = [0, 1, 2, 3, 4].map((i) => tallies.reduce((n, t) => n + t.bands[i], 0));
  return table(options, 'classroom', personName(teacher), { rows, distribution: distributionOfCounts(bands), rounds: [] });
}

/** The table at one level of the drill-down, as the viewer may read it. */
export async function drillDown(deps: AppDeps, viewer: AuthUser, at: DrillDown, options: ReportOptions): Promise<ReportTable> {
  const catalogue = await reportCatalogue(deps);
  switch (at.rows) {
    case 'classroomsOfTeacher':
    case 'setsOfTeacher':
      return teacherTable(deps, viewer, at, options, catalogue);
    case 'unitsOfStudent':
    case 'lessonsOfStudent':
    case 'setsOfStudent':
      return studentTable(deps, viewer, at, options, catalogue);
    case 'questionsOfStudent':
      return questionsOfStudent(deps, viewer, at, options, catalogue);
    default:
      return classroomTable(deps, viewer, at, options, catalogue);
  }
}
