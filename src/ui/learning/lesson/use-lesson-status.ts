import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useSelector } from '@xstate/react';
import type { Actor } from 'xstate';
import { lessonStatusActors, refusalOf } from '@application/learning/lesson-status.actors';
import type { LessonView } from '@domain/content/student-content.schemas';
import type { LessonStatus } from '@domain/learning/lesson-progress.rules';
import { lessonStatusMachine } from '@domain/learning/lesson-status.machine';
import { useServices, useSession } from '../../app/services-context';
import { useNotifyResult } from '../../common/use-notify';
import { progressChanged } from '../learning.queries';

type LessonStatusActor = Actor<typeof lessonStatusMachine>;

export interface LessonStatusControl {
  /** The status shown, which moves at once on a page turn or finish; null for viewers without progress. */
  readonly status: LessonStatus | null;
  /** A page was turned to (the machine saves it as the last page for a student). */
  readonly viewPage: (page: number) => void;
  /** The finish button of a lesson without assessment. Resolves false only when the server refused. */
  readonly complete: () => Promise<boolean>;
  /** Called by the assessment slot when the student's assessment completes; `waitsForTeacher` keeps the lesson in progress. */
  readonly assessmentCompleted: (waitsForTeacher: boolean) => void;
}

/**
 * A view of the lesson-status machine for the lesson being read: the machine (created through
 * `services.machines`, so QA traces record it) moves the status, saves page turns and finishes through
 * its actors and follows the server's answers. Here the hook only shows what it emits: a refusal as a
 * notice, a saved status change as stale progress lists.
 */
export function useLessonStatus(lesson: LessonView): LessonStatusControl {
  const { machines, learning } = useServices();
  const { profile } = useSession();
  const notify = useNotifyResult();
  const notifyRefusal = useRef(notify);
  useEffect(() => {
    notifyRefusal.current = notify;
  }, [notify]);
  const client = useQueryClient();
  const [opened] = useState(lesson.progress);
  const [actor, setActor] = useState<LessonStatusActor | null>(null);
  const current = useRef<LessonStatusActor | null>(null);
  const roleId = profile?.roleId ?? 0;
  const studentId = opened?.studentId ?? profile?.id ?? null;
  const { id: lessonId, unitId, lessonTypeId, hasAssessment, pageCount } = lesson;

  useEffect(() => {
    if (!opened) return;
    const created = machines.create(lessonStatusMachine, {
      input: {
        lesson: { lessonTypeId, hasAssessment, pageCount },
        viewer: { roleId, backOffice: false },
        progress: { status: opened.statusLesson, lastPageView: opened.lastPageView, visitedPages: opened.visitedPages },
        request: studentId === null ? null : { lessonId, unitId, studentId },
      },
      provide: lessonStatusActors(learning),
    });
    let shownStatus = opened.statusLesson;
    const subscriptions = [
      created.on('progressRefused', ({ error }) => {
        const failure = refusalOf(error);
        if (failure) notifyRefusal.current(failure);
      }),
      created.on('progressSaved', ({ progress }) => {
        if (progress.status === shownStatus) return;
        shownStatus = progress.status;
        void progressChanged(client, { refetchShown: true });
      }),
    ];
    created.start();
    // The server applied the open already (its answer is `opened`); the machine takes the same step.
    created.send({ type: 'OPEN' });
    current.current = created;
    // Rendering the reader again with the machine is not urgent (what it shows is the same until the
    // machine moves), so it renders in slices instead of one long task (docs/performance.md, issue 17).
    startTransition(() => setActor(created));
    return () => {
      subscriptions.forEach((subscription) => subscription.unsubscribe());
      created.stop();
      if (current.current === created) current.current = null;
    };
  }, [machines, learning, client, opened, lessonId, unitId, studentId, lessonTypeId, hasAssessment, pageCount, roleId]);

  const status = useSelector(actor ?? undefined, (snapshot) => snapshot?.context.progress.status ?? null);

  const viewPage = useCallback((page: number) => current.current?.send({ type: 'VIEW_PAGE', page }), []);

  const complete = useCallback(() => {
    const running = current.current;
    if (!running) return Promise.resolve(true);
    return new Promise<boolean>((resolve) => {
      const settled = running.on('finishSettled', ({ finished }) => {
        settled.unsubscribe();
        resolve(finished);
      });
      running.send({ type: 'REQUEST_COMPLETION' });
    });
  }, []);

  // The server applied the submit already: lists showing this lesson's status or score are stale.
  const assessmentCompleted = useCallback(
    (waitsForTeacher: boolean) => {
      current.current?.send({ type: 'ASSESSMENT_COMPLETED', waitsForTeacher });
      void progressChanged(client, { refetchShown: true });
    },
    [client],
  );

  // The machine's moves reach React through useSyncExternalStore, always rendered in one task; deferred,
  // the reader shows them in a transition, in slices.
  const shown = useDeferredValue(status ?? opened?.statusLesson ?? null);
  return useMemo(() => ({ status: shown, viewPage, complete, assessmentCompleted }), [shown, viewPage, complete, assessmentCompleted]);
}
