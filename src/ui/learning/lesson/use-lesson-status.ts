import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSelector } from '@xstate/react';
import type { Actor } from 'xstate';
import type { LessonProgressView, LessonView } from '@domain/content/student-content.schemas';
import { RoleId } from '@domain/identity/role';
import type { LessonProgress, LessonStatus } from '@domain/learning/lesson-progress.rules';
import { lessonStatusMachine } from '@domain/learning/lesson-status.machine';
import { useServices, useSession } from '../../app/services-context';
import { useNotifyResult } from '../../common/use-notify';

type LessonStatusActor = Actor<typeof lessonStatusMachine>;

export interface LessonStatusControl {
  /** The status shown: the machine's optimistic mirror; null for viewers without progress. */
  readonly status: LessonStatus | null;
  /** A page was turned to: mirrored at once, then saved as the last page (PUT lesson/{id}/{page}/{studentId}). */
  readonly viewPage: (page: number) => void;
  /** The finish button of a lesson without assessment. Resolves false only when the server refused. */
  readonly complete: () => Promise<boolean>;
  /** Called by the assessment slot when the student's assessment completes. */
  readonly assessmentCompleted: (requiresTeacherFeedback: boolean) => void;
}

function toRules(progress: LessonProgressView): LessonProgress {
  return { status: progress.statusLesson, lastPageView: progress.lastPageView, visitedPages: progress.visitedPages };
}

/**
 * A lesson's status for the student reading it. The lesson-status machine (created through
 * `services.machines` so QA traces record it) mirrors every page turn and completion at once with
 * the same rules the server applies; the server stays the authority: when an answer (to the latest
 * request) disagrees with the mirror, the machine restarts from the server's progress.
 */
export function useLessonStatus(lesson: LessonView): LessonStatusControl {
  const { machines, course } = useServices();
  const { profile } = useSession();
  const notify = useNotifyResult();
  const roleId = profile?.roleId ?? 0;
  const studentId = lesson.progress?.studentId ?? profile?.id ?? null;
  const tracks = roleId === RoleId.Student && lesson.progress !== null && studentId !== null;
  const [authority, setAuthority] = useState<LessonProgressView | null>(lesson.progress);
  const [actor, setActor] = useState<LessonStatusActor | null>(null);
  const current = useRef<LessonStatusActor | null>(null);
  const latestRequest = useRef(0);
  const { id: lessonId, unitId, lessonTypeId, hasAssessment, pageCount } = lesson;

  useEffect(() => {
    if (!authority) return;
    const created = machines.create(lessonStatusMachine, {
      input: { lesson: { lessonTypeId, hasAssessment, pageCount }, viewer: { roleId, backOffice: false }, progress: toRules(authority) },
    });
    created.start();
    // The server applied the open already (its answer is `authority`); the mirror takes the same step.
    created.send({ type: 'OPEN' });
    current.current = created;
    setActor(created);
    return () => {
      created.stop();
      if (current.current === created) current.current = null;
    };
  }, [machines, authority, lessonTypeId, hasAssessment, pageCount, roleId]);

  const mirrored = useSelector(actor ?? undefined, (snapshot) => snapshot?.context.progress.status ?? null);

  const adopt = useCallback((answer: LessonProgressView, request: number) => {
    if (request !== latestRequest.current) return;
    if (answer.statusLesson !== current.current?.getSnapshot().context.progress.status) setAuthority(answer);
  }, []);

  const viewPage = useCallback(
    (page: number) => {
      current.current?.send({ type: 'VIEW_PAGE', page });
      if (!tracks || studentId === null) return;
      const request = ++latestRequest.current;
      void course.saveLastPage(lessonId, page, studentId).then((result) => (result.ok ? adopt(result.data, request) : notify(result)));
    },
    [course, lessonId, studentId, tracks, adopt, notify],
  );

  const complete = useCallback(async () => {
    current.current?.send({ type: 'REQUEST_COMPLETION' });
    if (!tracks) return true;
    const request = ++latestRequest.current;
    const result = await course.completeLesson(lessonId, unitId);
    if (result.ok) {
      adopt(result.data, request);
      return true;
    }
    // A lesson with an assessment completes through it; nothing to tell the student.
    if (result.code === 'LESSON.ASSESSMENT_PENDING') return true;
    notify(result);
    return false;
  }, [course, lessonId, unitId, tracks, adopt, notify]);

  const assessmentCompleted = useCallback((requiresTeacherFeedback: boolean) => {
    current.current?.send({ type: 'ASSESSMENT_COMPLETED', requiresTeacherFeedback });
  }, []);

  const status = mirrored ?? authority?.statusLesson ?? null;
  return useMemo(() => ({ status, viewPage, complete, assessmentCompleted }), [status, viewPage, complete, assessmentCompleted]);
}
