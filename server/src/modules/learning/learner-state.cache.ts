import type { Database } from '../../db/database';
import { readLessonState, type LessonReadState } from './lesson-progress.repository';
import { classroomIdsOf, lockingClassroomsOf } from './student-scope.repository';

/** Channel on which database triggers announce progress, classroom and lock changes. */
export const LEARNER_STATE_CHANGED_CHANNEL = 'learner_state_changed';
/** Upper bound on each cache's entries; the oldest go first. */
export const LEARNER_STATE_MAX_ENTRIES = 100_000;

/**
 * What opening a lesson or saving an answer needs about a student, cached per process so a warm
 * request asks the database nothing: a (student, lesson)'s classrooms, locks and progress; a unit's
 * locking classrooms (shared by every student); a student's classrooms. Triggers announce every change
 * on LEARNER_STATE_CHANGED_CHANNEL, in every process; a load that raced with a change is not cached.
 */
export interface LearnerStateCache {
  lessonState(studentId: number, lessonId: number, unitId: number): Promise<LessonReadState>;
  /** The classrooms that locked the unit. */
  unitLocks(unitId: number): Promise<readonly number[]>;
  /** The student's classrooms (removed classrooms left out). */
  classroomsOf(studentId: number): Promise<readonly number[]>;
  close(): Promise<void>;
}

export async function createLearnerStateCache(db: Database): Promise<LearnerStateCache> {
  const lessonStates = new Map<string, LessonReadState>();
  const unitLocks = new Map<number, readonly number[]>();
  const classrooms = new Map<number, readonly number[]>();
  let generation = 0;

  const forgotten = () => {
    generation += 1;
  };
  const forgetAll = () => {
    forgotten();
    lessonStates.clear();
    unitLocks.clear();
    classrooms.clear();
  };
  // A lost LISTEN connection may have missed changes: once it is back, forget everything (onReset).
  const unlisten = await db.listen(LEARNER_STATE_CHANGED_CHANNEL, (payload) => {
    forgotten();
    if (payload.startsWith('p:')) {
      lessonStates.delete(payload.slice(2));
    } else if (payload.startsWith('s:')) {
      const student = payload.slice(2);
      for (const key of lessonStates.keys()) if (key.startsWith(`${student}:`)) lessonStates.delete(key);
      classrooms.delete(Number(student));
    } else {
      forgetAll();
    }
  }, { onReset: forgetAll });

  async function cached<K, V>(entries: Map<K, V>, key: K, load: () => Promise<V>): Promise<V> {
    const hit = entries.get(key);
    if (hit !== undefined) return hit;
    const started = generation;
    const value = await load();
    if (started === generation) {
      if (entries.size >= LEARNER_STATE_MAX_ENTRIES) entries.delete(entries.keys().next().value as K);
      entries.set(key, value);
    }
    return value;
  }

  return {
    lessonState: (studentId, lessonId, unitId) => cached(lessonStates, `${studentId}:${lessonId}`, () => readLessonState(db, studentId, lessonId, unitId)),
    unitLocks: (unitId) => cached(unitLocks, unitId, () => lockingClassroomsOf(db, unitId)),
    classroomsOf: (studentId) => cached(classrooms, studentId, () => classroomIdsOf(db, studentId)),
    close: unlisten,
  };
}
