import type { Classroom, ClassroomDirectory } from '@application/classroom/classroom-directory.port';
import type { ClassroomUnit, StudentUnitProgress } from '@domain/classroom/classroom-details.responses';
import { answered, refused } from './in-memory-answers';

/** What the twin knows about units and progress; the server computes these from the course and the students' work. */
export interface InMemoryClassroomDetailsOptions {
  /** The published units, in order (their `locked` is the starting lock of every classroom). */
  readonly units?: readonly ClassroomUnit[];
  /** Each student's progress per unit, by student id; a unit left out reads as nothing done. */
  readonly progress?: Readonly<Record<number, readonly StudentUnitProgress[]>>;
  /** Whether the signed-in viewer may change locks (the server says false to a district manager). */
  readonly canChangeLocks?: boolean;
}

const NOTHING_DONE = { lessonsCompleted: 0, lessonsTotal: 0, score: null, feedbackStatus: 0 } as const;

/**
 * The details part of the classroom directory twin: the classroom's roster as the twin holds it, the
 * given units with locks kept per classroom, the given progress. Unknown classroom or unit: the
 * server's 404s.
 */
export function inMemoryClassroomDetails(
  classrooms: () => readonly Classroom[],
  { units = [], progress = {}, canChangeLocks = true }: InMemoryClassroomDetailsOptions,
): Pick<ClassroomDirectory, 'details' | 'setUnitLock'> {
  // Locked units by classroom; a classroom not yet touched starts from each unit's `locked`.
  const locks = new Map<number, Set<number>>();
  const locksOf = (classroomId: number) => {
    if (!locks.has(classroomId)) locks.set(classroomId, new Set(units.filter((u) => u.locked).map((u) => u.id)));
    return locks.get(classroomId)!;
  };
  return {
    details: async (classroomId) => {
      const classroom = classrooms().find((c) => c.id === classroomId);
      if (!classroom) return refused(404, 'CLASSROOM.NOT_FOUND', 'notFound');
      const { students, ...header } = classroom;
      const locked = locksOf(classroomId);
      return answered({
        classroom: header,
        units: units.map((u) => ({ ...u, locked: locked.has(u.id) })),
        students: students.map((s) => ({
          id: s.id,
          userName: s.userName,
          firstName: s.firstName,
          middleName: s.middleName,
          lastName: s.lastName,
          secondLastName: s.secondLastName,
          units: units.map((u) => progress[s.id]?.find((p) => p.unitId === u.id) ?? { unitId: u.id, ...NOTHING_DONE }),
        })),
        canChangeLocks,
      });
    },
    setUnitLock: async (classroomId, unitId, locked) => {
      if (!classrooms().some((c) => c.id === classroomId)) return refused(404, 'CLASSROOM.NOT_FOUND', 'notFound');
      if (!units.some((u) => u.id === unitId)) return refused(404, 'CLASSROOM.UNIT_NOT_FOUND', 'notFound');
      if (locked) locksOf(classroomId).add(unitId);
      else locksOf(classroomId).delete(unitId);
      return answered({ classroomId, unitId, locked }, locked ? 'unitLockedForClassroom' : 'unitUnlockedForClassroom');
    },
  };
}
