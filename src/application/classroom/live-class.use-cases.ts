import type { LiveClass } from '@domain/classroom/live-class.responses';
import type { ApiResult } from '../ports/api-result';
import type { ClassroomDirectory } from './classroom-directory.port';

export type { LiveClass, LiveLesson, LiveStudent } from '@domain/classroom/live-class.responses';

/**
 * What a teacher does on /class-room/live (issue 12): look at where each student of a classroom is
 * right now. What happens next arrives over the notification hub (the notification center's
 * `watchClassroom` and `onSignal`); whose classrooms a viewer may watch is the server's rule.
 */
export interface LiveClassUseCases {
  /** Each student's latest lesson with page, status and answers saved and submitted. */
  showLiveClass(classroomId: number): Promise<ApiResult<LiveClass>>;
}

export function createLiveClassUseCases(directory: ClassroomDirectory): LiveClassUseCases {
  return { showLiveClass: (classroomId) => directory.live(classroomId) };
}
