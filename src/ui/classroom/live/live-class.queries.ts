import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { LiveClass, LiveClassUseCases } from '@application/classroom/live-class.use-cases';
import type { LiveClassActivity } from '@domain/realtime/class-signal.contract';
import { dataOf } from '../../app/server-state/api-result-query';
import { classroomKeys } from '../classroom.queries';

/**
 * /class-room/live: one classroom's live snapshot, kept current by hub events applied to the cache
 * (no reload per event). Under the classrooms root, so a roster change reloads it too.
 */
export const liveClassKeys = {
  all: [...classroomKeys.all, 'live'] as const,
  of: (classroomId: number) => [...liveClassKeys.all, classroomId] as const,
};

export const liveClassQueries = {
  /** Always loaded again when the page opens: students move on all the time. */
  of: (classrooms: LiveClassUseCases, classroomId: number) =>
    queryOptions({ queryKey: liveClassKeys.of(classroomId), queryFn: () => dataOf(classrooms.showLiveClass(classroomId)), staleTime: 0 }),
};

/**
 * Puts one live event into each cached snapshot of the event's classrooms: the student's row is
 * replaced by the row the event carries, unless the cache already holds a later one. A student the
 * snapshot does not list (just added to the roster) makes it load again instead.
 */
export function applyLiveActivity(client: QueryClient, activity: LiveClassActivity): void {
  for (const classroomId of activity.classroomIds) {
    const key = liveClassKeys.of(classroomId);
    const current = client.getQueryData<LiveClass>(key);
    if (!current) continue;
    const next = activity.student;
    if (!current.students.some((s) => s.studentId === next.studentId)) {
      void client.invalidateQueries({ queryKey: key });
      continue;
    }
    client.setQueryData<LiveClass>(key, {
      ...current,
      students: current.students.map((s) =>
        s.studentId === next.studentId && (s.lastActivityAt === null || next.lastActivityAt === null || s.lastActivityAt <= next.lastActivityAt) ? next : s,
      ),
    });
  }
}
