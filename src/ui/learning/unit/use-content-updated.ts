import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { ClassSignalTarget } from '@domain/realtime/class-signal.targets';
import { CONTENT_UPDATED_REDIRECT_MS, goesHomeNow, shownContentAt, touchesShownContent, updatedNoticeSubject, type UpdatedNoticeSubject } from '@domain/realtime/content-update.rules';
import { useServices } from '../../app/services-context';
import { notificationQueries } from '../../notifications/notifications.queries';
import { HOME_PATH } from '../common/use-student-content';

export interface ContentUpdatedNotice {
  readonly subject: UpdatedNoticeSubject;
  /** Counting down to home; waiting for unsent answers once the delay is over; or the student chose to stay. */
  readonly phase: 'redirecting' | 'saving' | 'stayed';
  readonly goHome: () => void;
  readonly stay: () => void;
}

interface Shown {
  readonly from: string;
  readonly subject: UpdatedNoticeSubject;
  readonly at: number;
  readonly stayed: boolean;
}

/**
 * Product-spec §4 on the page a student is reading: when a publish (the hub's `ContentUpdated`)
 * touched what the page shows (content-update.rules.ts), a notice says so and the page goes home
 * after CONTENT_UPDATED_REDIRECT_MS — never while answers wait in the outbox, and not if the student
 * chose to stay. The notice belongs to the page it appeared on: leaving that page drops it.
 */
export function useContentUpdated(): ContentUpdatedNotice | null {
  const { notifications, assessment } = useServices();
  const { data: center } = useQuery(notificationQueries.center(notifications));
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [shown, setShown] = useState<Shown | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const unsentAnswers = useSyncExternalStore(assessment.saving.subscribe, () => assessment.saving.getSnapshot().pending);

  useEffect(() => {
    if (!center) return;
    return center.onSignal((signal) => {
      if (signal.target !== ClassSignalTarget.ContentUpdated) return;
      const page = shownContentAt(pathname);
      if (!page || !touchesShownContent(signal.payload, page)) return;
      // A second publish while the notice is up changes nothing: the page is already going home.
      setShown((current) => (current?.from === pathname ? current : { from: pathname, subject: updatedNoticeSubject(page.kind), at: Date.now(), stayed: false }));
    });
  }, [center, pathname]);

  const current = shown?.from === pathname ? shown : null;
  useEffect(() => {
    if (!current || current.stayed) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, current.at + CONTENT_UPDATED_REDIRECT_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [current]);

  const due = current !== null && now - current.at >= CONTENT_UPDATED_REDIRECT_MS;
  const leave = current !== null && goesHomeNow({ shownForMs: now - current.at, delayMs: CONTENT_UPDATED_REDIRECT_MS, unsentAnswers, stayed: current.stayed });
  useEffect(() => {
    if (leave) navigate(HOME_PATH);
  }, [leave, navigate]);

  const goHome = useCallback(() => navigate(HOME_PATH), [navigate]);
  const stay = useCallback(() => setShown((s) => (s ? { ...s, stayed: true } : s)), []);
  if (!current) return null;
  const phase = current.stayed ? 'stayed' : due && unsentAnswers > 0 ? 'saving' : 'redirecting';
  return { subject: current.subject, phase, goHome, stay };
}
