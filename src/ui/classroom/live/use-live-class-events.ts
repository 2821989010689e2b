import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationCenter } from '@application/notifications/notification-center.service';
import type { LiveClassActivity } from '@domain/realtime/class-signal.contract';
import { ClassSignalTarget, LIVE_WATCH_RENEW_MS } from '@domain/realtime/class-signal.targets';
import { useServices } from '../../app/services-context';
import { notificationQueries } from '../../notifications/notifications.queries';
import { applyLiveActivity, liveClassKeys } from './live-class.queries';

/** At most one spoken summary per this long (a polite region that never chatters per keystroke). */
export const ANNOUNCE_EVERY_MS = 10_000;

export type LiveConnection = 'connecting' | 'live' | 'refused' | 'offline';

export interface LiveSummary {
  /** How many events arrived since the last summary. */
  readonly count: number;
  /** The latest of them. */
  readonly last: LiveClassActivity;
}

const idle = () => () => undefined;
const disconnected = () => 'disconnected';

/**
 * Keeps a classroom's live snapshot current while the page is open: watches the classroom over the
 * user's hub connection (renewing the lease), applies each event to the cached snapshot, loads the
 * snapshot again after every (re)connect (events sent meanwhile are lost) and stops watching on leave.
 * Returns the connection's state and a summary of recent events, released at most every ANNOUNCE_EVERY_MS.
 */
export function useLiveClassEvents(classroomId: number | null): { readonly connection: LiveConnection; readonly summary: LiveSummary | null } {
  const { notifications } = useServices();
  const client = useQueryClient();
  const { data: center } = useQuery(notificationQueries.center(notifications));
  const channel = useSyncExternalStore(center?.subscribe ?? idle, () => center?.getSnapshot().channel ?? disconnected());
  const [watch, setWatch] = useState<'pending' | 'on' | 'refused'>('pending');
  const [summary, setSummary] = useState<LiveSummary | null>(null);
  const pending = useRef<LiveSummary | null>(null);

  const connected = channel === 'connected';
  useEffect(() => {
    if (!center || classroomId === null || !connected) return;
    return watchClassroom(center, classroomId, {
      onStarted: (ok) => {
        setWatch(ok ? 'on' : 'refused');
        // Whatever happened before this watch began is only in a fresh snapshot.
        if (ok) void client.invalidateQueries({ queryKey: liveClassKeys.of(classroomId) });
      },
    });
  }, [center, classroomId, connected, client]);

  useEffect(() => {
    if (!center || classroomId === null) return;
    return center.onSignal((signal) => {
      if (signal.target !== ClassSignalTarget.LiveClassActivity || !signal.payload.classroomIds.includes(classroomId)) return;
      applyLiveActivity(client, signal.payload);
      pending.current = { count: (pending.current?.count ?? 0) + 1, last: signal.payload };
    });
  }, [center, classroomId, client]);

  useEffect(() => {
    const timer = setInterval(() => {
      if (!pending.current) return;
      setSummary(pending.current);
      pending.current = null;
    }, ANNOUNCE_EVERY_MS);
    return () => clearInterval(timer);
  }, []);

  const connection: LiveConnection = !connected ? (channel === 'disconnected' && center ? 'offline' : 'connecting') : watch === 'on' ? 'live' : watch === 'refused' ? 'refused' : 'connecting';
  return { connection, summary };
}

/** Watches now and renews the lease until the returned stop; every (re)connect watches anew. */
function watchClassroom(center: NotificationCenter, classroomId: number, { onStarted }: { onStarted: (ok: boolean) => void }): () => void {
  let stopped = false;
  const start = () =>
    void center.watchClassroom(classroomId).then((ok) => {
      if (!stopped) onStarted(ok);
    });
  start();
  const renew = setInterval(() => void center.watchClassroom(classroomId), LIVE_WATCH_RENEW_MS);
  return () => {
    stopped = true;
    clearInterval(renew);
    void center.watchClassroom(classroomId, false);
  };
}
