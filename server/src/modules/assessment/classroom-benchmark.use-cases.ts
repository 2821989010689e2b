import type { z } from 'zod';
import type { AssessmentDocument } from '@domain/assessment/assessment.schemas';
import { benchmarkStudentState } from '@domain/assessment/benchmark-assignment.schemas';
import type { classroomBenchmarkSchema } from '@domain/assessment/benchmark-assignment.responses';
import { RoleId } from '@domain/identity/role';
import { appError } from '../../http/app-error';
import type { AppDeps } from '../../app-deps';
import type { AuthUser } from '../auth/auth-user';
import { classroomInScope } from '../classroom/classroom.use-cases';
import { withListedStudentsRecorded } from '../privacy/disclosure-recorder';
import {
  findClassroomBenchmark,
  groupHasSubmissions,
  listClassroomBenchmarks,
  lockClassroomBenchmark,
  lockStudentAssignment,
  removeClassroomBenchmark,
  removeClassroomBenchmarkIfEmpty,
  removeStudentAssignment,
  studentsOfClassroomBenchmark,
  type ClassroomBenchmarkRow,
} from './classroom-benchmark.repository';
import { refreshAssignmentRollups } from '../reports/report-rollup.use-cases';

/**
 * The teacher's Benchmarks screen (issue 13): a classroom's assignments, their students, the sets it
 * may be given, and removal before anyone submitted. Every call names a classroom (or a group of one)
 * the viewer must teach: another teacher's is 404 CLASSROOM.NOT_FOUND, as for the classroom calls.
 */

interface SetEntry {
  readonly doc: AssessmentDocument;
  readonly unitNumber: number | null;
  readonly setNumber: number;
}

/**
 * Published sets in the order teachers pick them (unlinked last, the others by linked unit number;
 * product-spec §4), each numbered within its unit (Set 1, 2… of Unit 2) — the "set number" of
 * BAClassroomAssignedList and BAStudentList.
 */
async function setCatalogue(deps: AppDeps): Promise<Map<number, SetEntry>> {
  const key = (d: AssessmentDocument) => d.benchmarkSet!.linkedUnitNumber ?? Number.POSITIVE_INFINITY;
  const docs = (await deps.assessments.benchmarks()).sort((a, b) => key(a) - key(b) || a.benchmarkSet!.id - b.benchmarkSet!.id);
  const perUnit = new Map<number | null, number>();
  const out = new Map<number, SetEntry>();
  for (const doc of docs) {
    const unitNumber = doc.benchmarkSet!.linkedUnitNumber;
    const setNumber = (perUnit.get(unitNumber) ?? 0) + 1;
    perUnit.set(unitNumber, setNumber);
    out.set(doc.benchmarkSet!.id, { doc, unitNumber, setNumber });
  }
  return out;
}

const setFields = (entry: SetEntry) => ({
  benchmarkSetId: entry.doc.benchmarkSet!.id,
  benchmarkName: entry.doc.benchmarkSet!.title,
  unitNumber: entry.unitNumber,
  setNumber: entry.setNumber,
});

type ClassroomBenchmarkView = z.infer<typeof classroomBenchmarkSchema>;

function groupView(row: ClassroomBenchmarkRow, entry: SetEntry): ClassroomBenchmarkView {
  const { benchmarkSetId: _ignored, ...rest } = row;
  return { ...rest, ...setFields(entry) };
}

/** `GET benchmark/classList?classroomId` (also `BAClassroomAssignedList`): newest first; unpublished sets are left out. */
export async function listClassroomAssignments(deps: AppDeps, viewer: AuthUser, classroomId: number): Promise<ClassroomBenchmarkView[]> {
  await classroomInScope(deps.db, viewer, classroomId);
  const sets = await setCatalogue(deps);
  return (await listClassroomBenchmarks(deps.db, classroomId)).flatMap((row) => {
    const entry = sets.get(row.benchmarkSetId);
    return entry ? [groupView(row, entry)] : [];
  });
}

/** A live group in the viewer's scope, with its published set (404 otherwise). */
async function visibleGroup(deps: AppDeps, viewer: AuthUser, id: number) {
  const row = await findClassroomBenchmark(deps.db, id);
  if (!row) throw appError('BENCHMARK.NOT_FOUND');
  await classroomInScope(deps.db, viewer, row.classroomId);
  const entry = (await setCatalogue(deps)).get(row.benchmarkSetId);
  if (!entry) throw appError('BENCHMARK.NOT_FOUND');
  return { row, entry };
}

/** `GET benchmarkStudentList/{id}` (also `BAStudentList/{id}`): the assignment and each student's state and score. */
export async function classroomAssignmentStudents(deps: AppDeps, viewer: AuthUser, id: number) {
  const { row, entry } = await visibleGroup(deps, viewer, id);
  const students = await studentsOfClassroomBenchmark(deps.db, id);
  // Scores and states are the students' records: the read is a disclosure (FERPA), one insert for the list.
  await withListedStudentsRecorded(
    deps,
    viewer,
    students.map((s) => ({ id: s.studentId, roleId: RoleId.Student })),
    'benchmark-list',
  );
  return {
    assignment: groupView(row, entry),
    assessmentId: entry.doc.id,
    students: students.map(({ status, isRetake, ...s }) => ({ ...s, state: benchmarkStudentState({ status, isRetake }) })),
  };
}

/** `POST benchmark/classroom/unitList`: every published set in picking order, with this classroom's assignment of it. */
export async function classroomSetList(deps: AppDeps, viewer: AuthUser, classroomId: number) {
  await classroomInScope(deps.db, viewer, classroomId);
  const given = new Map((await listClassroomBenchmarks(deps.db, classroomId)).map((g) => [g.benchmarkSetId, g.id]));
  return [...(await setCatalogue(deps)).values()].map((entry) => ({
    ...setFields(entry),
    questionSetCount: entry.doc.benchmarkSet!.questionSetCount,
    classroomBenchmarkId: given.get(entry.doc.benchmarkSet!.id) ?? null,
  }));
}

/**
 * `DELETE benchmarkStudent/{id}`: one student's assignment, never once they submitted (409, in any
 * round: their work is graded against it). The viewer must teach the classroom it was given in (404
 * CLASSROOM.NOT_FOUND otherwise); one given outside any classroom (assign-benchmark/student without
 * `classroomId`) is listed nowhere and is 404 BENCHMARK.NOT_FOUND here.
 */
export async function removeStudentBenchmark(deps: AppDeps, viewer: AuthUser, id: number) {
  await deps.db.transaction(async (tx) => {
    const a = await lockStudentAssignment(tx, id);
    if (!a) throw appError('BENCHMARK.NOT_FOUND');
    if (a.classroomId === null) throw appError('BENCHMARK.NOT_FOUND');
    await classroomInScope(tx, viewer, a.classroomId);
    if (a.hasSubmitted) throw appError('BENCHMARK.ALREADY_SUBMITTED');
    await removeStudentAssignment(tx, id);
    await removeClassroomBenchmarkIfEmpty(tx, a.classroomBenchmarkId!);
    await refreshAssignmentRollups(tx, [id]);
  });
  return { removed: 1 };
}

/** `DELETE benchmarkStudent/classroom/{id}`: a classroom's assignment and every student's, never once someone submitted (409). */
export async function removeClassroomAssignment(deps: AppDeps, viewer: AuthUser, id: number) {
  const removed = await deps.db.transaction(async (tx) => {
    const group = await lockClassroomBenchmark(tx, id);
    if (!group) throw appError('BENCHMARK.NOT_FOUND');
    await classroomInScope(tx, viewer, group.classroomId);
    if (await groupHasSubmissions(tx, id)) throw appError('BENCHMARK.ALREADY_SUBMITTED');
    const assignments = (await studentsOfClassroomBenchmark(tx, id)).map((s) => s.benchmarkStudentId);
    const count = await removeClassroomBenchmark(tx, id);
    await refreshAssignmentRollups(tx, assignments);
    return count;
  });
  return { removed };
}
