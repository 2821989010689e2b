import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { UsageRecorder } from '@application/telemetry/usage-telemetry.use-cases';
import { pagePathOf, sectionOf } from '@domain/telemetry/page-section';
import { TIME_IN_SYSTEM_REPORT_MS, TIME_IN_SYSTEM_TICK_MS } from '@domain/telemetry/telemetry.constants';
import { useServices } from '../app/services-context';

interface Props {
  readonly userId: number;
  readonly roleId: number;
}

interface OpenView {
  readonly path: string;
  readonly startedAt: number;
}

const isVisible = () => document.visibilityState === 'visible';

/**
 * Mounted by the shell while signed in, loaded after the first paint (issue 16; docs/telemetry.md):
 * records a page view per route change (its section and how long it showed while the tab was
 * visible) and runs the time-in-system timer. Draws nothing.
 */
export default function UsageTelemetry({ userId, roleId }: Props) {
  const { usageTelemetry } = useServices();
  const { pathname } = useLocation();
  const recorder = useRef<Promise<UsageRecorder | null> | null>(null);
  const open = useRef<OpenView | null>(null);

  /** Ends the page view on screen (if any) and hands it to the recorder. */
  const closeView = () => {
    const view = open.current;
    open.current = null;
    if (!view || !recorder.current) return;
    const durationMs = Date.now() - view.startedAt;
    void recorder.current.then((r) => r?.pageView({ section: sectionOf(view.path), path: pagePathOf(view.path), startedAt: view.startedAt, durationMs }));
  };
  const openView = (path: string) => {
    open.current = isVisible() ? { path, startedAt: Date.now() } : null;
  };

  // Collecting runs from sign-in to sign-out; a hidden tab ends its page view and sends what waits.
  useEffect(() => {
    // Telemetry is never worth an error on screen: a chunk that fails to load just collects nothing.
    const started = usageTelemetry.start({ id: userId, roleId }).catch(() => null);
    recorder.current = started;
    const onVisibility = () => {
      if (isVisible()) openView(window.location.pathname);
      else {
        closeView();
        void started.then((r) => r?.flush());
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      closeView();
      recorder.current = null;
      void started.then((r) => r?.stop());
    };
  }, [usageTelemetry, userId, roleId]);

  // A route change ends the last page view and opens the next.
  useEffect(() => {
    closeView();
    openView(pathname);
  }, [pathname]);

  useTimeInSystem(userId);
  return null;
}

/** The one-second timer: visible seconds are counted, and every 15 of them reported (api-spec §7.2). */
function useTimeInSystem(userId: number) {
  const { usageTelemetry } = useServices();
  useEffect(() => {
    let counted = 0;
    const timer = window.setInterval(() => {
      if (!isVisible()) return;
      counted += TIME_IN_SYSTEM_TICK_MS;
      if (counted < TIME_IN_SYSTEM_REPORT_MS) return;
      counted = 0;
      usageTelemetry.reportTimeInSystem(userId).catch(() => undefined);
    }, TIME_IN_SYSTEM_TICK_MS);
    return () => window.clearInterval(timer);
  }, [usageTelemetry, userId]);
}
