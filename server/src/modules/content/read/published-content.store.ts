import type { Database } from '../../../db/database';
import type { LessonDocument } from '@domain/content/lesson.schemas';
import type { UnitDocument } from '@domain/content/unit.schemas';
import { CONTENT_PUBLISHED_CHANNEL } from '../publish/publish-course';
import { readPublishedUnits, readSnapshot, type SnapshotKind } from '../publish/snapshot.repository';

/**
 * The read side students use: published snapshots, cached in memory. Published content changes only
 * on publish, which is announced on CONTENT_PUBLISHED_CHANNEL; every process (this one included)
 * then drops its whole cache. A read that raced with a publish is not cached (generation check).
 */
export interface PublishedContentStore {
  get<T>(kind: SnapshotKind, id: number): Promise<T | null>;
  /** Every published unit, in course order. */
  units(): Promise<readonly UnitDocument[]>;
  /** Drops everything cached (what a publish notification does). */
  invalidate(): void;
  close(): Promise<void>;
}

/** A published lesson of a published unit (a lesson's snapshot outlives its unit's withdrawal); else null. */
export async function findPublishedLesson(content: PublishedContentStore, lessonId: number): Promise<LessonDocument | null> {
  const lesson = await content.get<LessonDocument>('lesson', lessonId);
  return lesson && (await content.units()).some((u) => u.id === lesson.unitId) ? lesson : null;
}

export async function createPublishedContentStore(db: Database): Promise<PublishedContentStore> {
  const cache = new Map<string, Promise<unknown>>();
  let generation = 0;

  const invalidate = () => {
    generation += 1;
    cache.clear();
  };

  function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = cache.get(key);
    if (hit) return hit as Promise<T>;
    const started = generation;
    const pending = load().then(
      (value) => {
        if (generation !== started) cache.delete(key);
        return value;
      },
      (error: unknown) => {
        cache.delete(key);
        throw error;
      },
    );
    cache.set(key, pending);
    return pending;
  }

  // A lost LISTEN connection may have missed a publish: once it is back, drop everything too.
  const unlisten = await db.listen(CONTENT_PUBLISHED_CHANNEL, invalidate, { onReset: invalidate });

  return {
    get<T>(kind: SnapshotKind, id: number) {
      return cached(`${kind}:${id}`, () => readSnapshot<T>(db, kind, id));
    },
    units() {
      return cached('units', () => readPublishedUnits(db));
    },
    invalidate,
    close: unlisten,
  };
}
