import type { Database } from '../../db/database';
import { readLessonState, type LessonReadState } from './lesson-progress.repository';

/** Channel on which database triggers announce progress, classroom and lock changes. */
export const LEARNER_STATE_CHANGED_CHANNEL = 'learner_state_changed';
/** Upper bound on cached (student, lesson) states; the oldest go first. */
export const LEARNER_STATE_MAX_ENTRIES = 100_000;

/**
 * What opening a lesson needs about a student (classrooms, the unit's locks, progress), cached per
 * process so re-opening a lesson asks the database nothing. Triggers announce every change on
 * LEARNER_STATE_CHANGED_CHANNEL, in every process; a load that raced with a change is not cached.
 */
export interface LearnerStateCache {
  lessonState(studentId: number, lessonId: number, unitId: number): Promise<LessonReadState>;
  close(): Promise<void>;
}

export async function createLearnerStateCache(db: Database): Promise<LearnerStateCache> {
  const entries = new Map<string, LessonReadState>();
  let generation = 0;

  const forget = (match: (key: string) => boolean) => {
    generation += 1;
    for (const key of entries.keys()) if (match(key)) entries.delete(key);
  };
  const unlisten = await db.listen(LEARNER_STATE_CHANGED_CHANNEL, (payload) => {
    if (payload.startsWith('p:')) forget((key) => key === payload.slice(2));
    else if (payload.startsWith('s:')) forget((key) => key.startsWith(`${payload.slice(2)}:`));
    else forget(() => true);
  });

  return {
    async lessonState(studentId, lessonId, unitId) {
      const key = `${studentId}:${lessonId}`;
      const hit = entries.get(key);
      if (hit) return hit;
      const started = generation;
      const state = await readLessonState(db, studentId, lessonId, unitId);
      if (started === generation) {
        if (entries.size >= LEARNER_STATE_MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
        entries.set(key, state);
      }
      return state;
    },
    close: unlisten,
  };
}
