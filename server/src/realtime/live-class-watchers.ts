import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/database';
import { LIVE_WATCH_LEASE_MS } from '@domain/realtime/class-signal.contract';

/** Channel on which processes tell each other who watches which classroom live. */
export const LIVE_CLASS_WATCH_CHANNEL = 'live_class_watch';

const announcementSchema = z.object({
  o: z.string(),
  c: z.number().int().positive(),
  u: z.number().int().positive(),
  w: z.boolean(),
});

interface Watch {
  until: number;
  /** The process holding the watcher's hub connection. */
  origin: string;
}

/** The watchers of some classrooms: each user with the classrooms of the set they watch. */
export interface WatchersOf {
  readonly byUser: ReadonlyMap<number, readonly number[]>;
  /** Some watcher is connected to another process (the event must be announced to the others). */
  readonly remote: boolean;
}

/**
 * Who is watching which classroom's live view, in every process. A watch is a lease
 * (LIVE_WATCH_LEASE_MS) the client renews; each watch and stop is announced once with NOTIFY, so
 * every process knows, without a database read, whether a student's activity has any viewer: the
 * answer-save path asks `isEmpty` / `watchersOf` and costs nothing while nobody watches.
 */
export interface LiveClassWatchers {
  readonly isEmpty: boolean;
  watch(classroomId: number, userId: number): void;
  stop(classroomId: number, userId: number): void;
  watchersOf(classroomIds: readonly number[]): WatchersOf;
  /** Listens to the other processes' announcements; resolves to the unlisten. */
  start(): Promise<() => Promise<void>>;
}

export function createLiveClassWatchers(db: Database, origin: string, log: FastifyBaseLogger, now: () => number = Date.now): LiveClassWatchers {
  const watches = new Map<number, Map<number, Watch>>();

  const record = (classroomId: number, userId: number, watching: boolean, from: string) => {
    let users = watches.get(classroomId);
    if (watching) {
      if (!users) watches.set(classroomId, (users = new Map()));
      users.set(userId, { until: now() + LIVE_WATCH_LEASE_MS, origin: from });
    } else if (users) {
      users.delete(userId);
      if (users.size === 0) watches.delete(classroomId);
    }
  };
  const announce = (classroomId: number, userId: number, watching: boolean) => {
    record(classroomId, userId, watching, origin);
    const payload = JSON.stringify({ o: origin, c: classroomId, u: userId, w: watching });
    db.notify(LIVE_CLASS_WATCH_CHANNEL, payload).catch((err: unknown) => log.error({ err }, 'live class watch announcement failed'));
  };

  return {
    get isEmpty() {
      return watches.size === 0;
    },
    watch: (classroomId, userId) => announce(classroomId, userId, true),
    stop: (classroomId, userId) => announce(classroomId, userId, false),
    watchersOf(classroomIds) {
      const byUser = new Map<number, number[]>();
      let remote = false;
      const at = now();
      for (const classroomId of classroomIds) {
        const users = watches.get(classroomId);
        if (!users) continue;
        for (const [userId, watch] of users) {
          // An expired lease: the watcher's page closed or its process went away without a stop.
          if (watch.until <= at) {
            users.delete(userId);
            continue;
          }
          remote ||= watch.origin !== origin;
          const list = byUser.get(userId);
          if (list) list.push(classroomId);
          else byUser.set(userId, [classroomId]);
        }
        if (users.size === 0) watches.delete(classroomId);
      }
      return { byUser, remote };
    },
    start() {
      return db.listen(
        LIVE_CLASS_WATCH_CHANNEL,
        (raw) => {
          let parsed: z.infer<typeof announcementSchema> | null = null;
          try {
            const result = announcementSchema.safeParse(JSON.parse(raw));
            parsed = result.success ? result.data : null;
          } catch {
            parsed = null;
          }
          if (!parsed || parsed.o === origin) return;
          record(parsed.c, parsed.u, parsed.w, parsed.o);
        },
        // Missed announcements are made good by the clients: they reconnect and watch again.
        { onReset: () => watches.clear() },
      );
    },
  };
}
