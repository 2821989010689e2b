import type {
  BenchmarkAssignments,
  BenchmarkPeriod,
  ClassroomBenchmark,
  ClassroomBenchmarkStudents,
  ClassroomSetChoice,
} from '@application/benchmark/benchmark-assignments.port';
import { benchmarkStudentState } from '@domain/assessment/benchmark-assignment.schemas';
import { answered, refused } from './in-memory-answers';

/** A set the twin offers, as `benchmark/classroom/unitList` lists it (without the classroom's part). */
export type InMemorySet = Omit<ClassroomSetChoice, 'classroomBenchmarkId'> & { readonly assessmentId: number };

export interface InMemoryBenchmarkStudent {
  readonly id: number;
  readonly firstName: string;
  readonly lastName: string;
  readonly username: string;
}

interface StudentRow {
  id: number;
  groupId: number;
  student: InMemoryBenchmarkStudent;
  status: 0 | 1 | 2;
  isRetake: boolean;
  retakeRound: number;
  score: number | null;
}

interface Group {
  id: number;
  classroomId: number;
  setId: number;
  whole: boolean;
  startsAt: string;
  endsAt: string;
}

export interface InMemoryBenchmarkAssignments extends BenchmarkAssignments {
  /** A student submits (tests): the state the server keeps after `benchmark-answer/submit`. */
  submit(benchmarkStudentId: number, score: number | null): void;
  /** A retake opened (what `retake-assessment` does to the assignment). */
  reopen(studentId: number, assessmentId: number): void;
}

/** The benchmark assignment port over classrooms held in memory (tests only; the app binds the HTTP adapter). */
export function createInMemoryBenchmarkAssignments(
  sets: readonly InMemorySet[],
  classrooms: Readonly<Record<number, readonly InMemoryBenchmarkStudent[]>>,
  now: () => number = Date.now,
): InMemoryBenchmarkAssignments {
  const groups: Group[] = [];
  const rows: StudentRow[] = [];
  let nextId = 1;
  const live = (g: Group) => rows.filter((r) => r.groupId === g.id);
  const setOf = (id: number) => sets.find((s) => s.benchmarkSetId === id)!;

  const view = (g: Group): ClassroomBenchmark => {
    const students = live(g);
    const set = setOf(g.setId);
    const count = (state: string) => students.filter((r) => benchmarkStudentState(r) === state).length;
    return {
      id: g.id,
      classroomId: g.classroomId,
      benchmarkSetId: set.benchmarkSetId,
      benchmarkName: set.benchmarkName,
      unitNumber: set.unitNumber,
      setNumber: set.setNumber,
      wholeClassroom: g.whole,
      startsAt: g.startsAt,
      endsAt: g.endsAt,
      isClosed: Date.parse(g.endsAt) <= now(),
      students: students.length,
      assigned: count('assigned'),
      started: count('started'),
      submitted: count('submitted'),
      retake: count('retake'),
      hasSubmissions: students.some((r) => r.status === 2 || r.retakeRound > 1),
    };
  };

  const assign = (classroomId: number, benchmarkSetId: number, whole: boolean, studentIds: readonly number[], period: BenchmarkPeriod) => {
    const roster = classrooms[classroomId];
    if (!roster) return refused(404, 'CLASSROOM.NOT_FOUND', 'notFound');
    if (!sets.some((s) => s.benchmarkSetId === benchmarkSetId)) return refused(404, 'BENCHMARK_SET.NOT_FOUND', 'benchmarkSetNotFound');
    if (studentIds.some((id) => !roster.some((s) => s.id === id))) return refused(404, 'CLASSROOM.STUDENT_NOT_FOUND', 'studentNotInClassroom');
    if (period.startsAt && period.endsAt && Date.parse(period.endsAt) <= Date.parse(period.startsAt)) {
      return refused(400, 'VALIDATION', 'timePeriodInvalid', 'endsAt');
    }
    let group = groups.find((g) => g.classroomId === classroomId && g.setId === benchmarkSetId);
    if (!group) {
      const startsAt = period.startsAt ?? new Date(now()).toISOString();
      group = { id: nextId++, classroomId, setId: benchmarkSetId, whole, startsAt, endsAt: period.endsAt ?? new Date(Date.parse(startsAt) + 30 * 86_400_000).toISOString() };
      groups.push(group);
    }
    group.whole ||= whole;
    const assigned: { studentId: number; benchmarkStudentId: number }[] = [];
    const alreadyAssigned: number[] = [];
    for (const student of roster.filter((s) => studentIds.includes(s.id))) {
      if (rows.some((r) => r.student.id === student.id && groups.find((g) => g.id === r.groupId)?.setId === benchmarkSetId)) {
        alreadyAssigned.push(student.id);
        continue;
      }
      const row: StudentRow = { id: nextId++, groupId: group.id, student, status: 0, isRetake: false, retakeRound: 1, score: null };
      rows.push(row);
      assigned.push({ studentId: student.id, benchmarkStudentId: row.id });
    }
    return answered({ benchmarkSetId, assigned, alreadyAssigned }, 'benchmarksAssigned');
  };

  const removeRows = (doomed: StudentRow[]) => {
    for (const r of doomed) rows.splice(rows.indexOf(r), 1);
  };

  return {
    classroomAssignments: async (classroomId) =>
      classrooms[classroomId] ? answered(groups.filter((g) => g.classroomId === classroomId).reverse().map(view)) : refused(404, 'CLASSROOM.NOT_FOUND', 'notFound'),
    assignmentStudents: async (id) => {
      const g = groups.find((x) => x.id === id);
      if (!g) return refused(404, 'BENCHMARK.NOT_FOUND', 'notFound');
      const students: ClassroomBenchmarkStudents['students'] = live(g).map((r) => ({
        benchmarkStudentId: r.id,
        studentId: r.student.id,
        firstName: r.student.firstName,
        lastName: r.student.lastName,
        username: r.student.username,
        state: benchmarkStudentState(r),
        retakeRound: r.retakeRound,
        score: r.score,
        startsAt: g.startsAt,
        endsAt: g.endsAt,
        submittedAt: r.status === 2 ? new Date(now()).toISOString() : null,
        hasSubmitted: r.status === 2 || r.retakeRound > 1,
      }));
      return answered({ assignment: view(g), assessmentId: setOf(g.setId).assessmentId, students });
    },
    setsForClassroom: async (classroomId) =>
      classrooms[classroomId]
        ? answered(
            sets.map(({ assessmentId: _a, ...s }) => ({
              ...s,
              classroomBenchmarkId: groups.find((g) => g.classroomId === classroomId && g.setId === s.benchmarkSetId)?.id ?? null,
            })),
          )
        : refused(404, 'CLASSROOM.NOT_FOUND', 'notFound'),
    assignClassroom: async ({ classroomId, benchmarkSetId, ...period }) =>
      assign(classroomId, benchmarkSetId, true, (classrooms[classroomId] ?? []).map((s) => s.id), period),
    assignStudents: async ({ classroomId, benchmarkSetId, studentIds, ...period }) => assign(classroomId, benchmarkSetId, false, studentIds, period),
    removeClassroomAssignment: async (id) => {
      const g = groups.find((x) => x.id === id);
      if (!g) return refused(404, 'BENCHMARK.NOT_FOUND', 'notFound');
      if (view(g).hasSubmissions) return refused(409, 'BENCHMARK.ALREADY_SUBMITTED', 'benchmarkAlreadySubmitted');
      const doomed = live(g);
      removeRows(doomed);
      groups.splice(groups.indexOf(g), 1);
      return answered({ removed: doomed.length }, 'benchmarkRemoved');
    },
    removeStudentAssignment: async (id) => {
      const r = rows.find((x) => x.id === id);
      if (!r) return refused(404, 'BENCHMARK.NOT_FOUND', 'notFound');
      if (r.status === 2 || r.retakeRound > 1) return refused(409, 'BENCHMARK.ALREADY_SUBMITTED', 'benchmarkAlreadySubmitted');
      removeRows([r]);
      const g = groups.find((x) => x.id === r.groupId)!;
      if (!g.whole && live(g).length === 0) groups.splice(groups.indexOf(g), 1);
      return answered({ removed: 1 }, 'benchmarkRemoved');
    },
    submit: (id, score) => {
      const r = rows.find((x) => x.id === id)!;
      Object.assign(r, { status: 2, score, isRetake: r.isRetake });
    },
    reopen: (studentId, assessmentId) => {
      const r = rows.find((x) => x.student.id === studentId && setOf(groups.find((g) => g.id === x.groupId)!.setId).assessmentId === assessmentId);
      if (r) Object.assign(r, { status: 0, isRetake: true, retakeRound: r.retakeRound + 1, score: null });
    },
  };
}
