import { z } from 'zod';
import type { AppContext } from '../app-context';
import { ClassSignalMethod } from '@domain/realtime/class-signal.contract';
import { findSessionUser } from '../modules/auth/session.repository';
import { servedUser, withActingTeacher } from '../modules/support/acting-session';
import { stopWatchingLiveClass, watchLiveClass } from '../modules/classroom/live-class.use-cases';
import type { HubMethodDefinition } from './hub-methods';

const classroomArgs = z.tuple([z.number().int().positive().max(2_147_483_647)]);

/**
 * The live class view's hub methods. Watching checks the caller's scope on the classroom as the
 * snapshot does (the session's user is read again: a role changed since connecting counts); a
 * refusal is the result false, not an error, so the connection stays.
 */
export function liveClassHubMethods(ctx: AppContext): HubMethodDefinition[] {
  return [
    {
      name: ClassSignalMethod.WatchClassroom,
      args: classroomArgs,
      invoke: async (userId, args, caller) => {
        const found = caller ? await findSessionUser(ctx.db, caller.jti, userId) : null;
        // A support user acting for a teacher watches with the teacher's scope (their events still reach the support user's connections).
        const user = found ? servedUser(await withActingTeacher(ctx.db, found), 'teacherIfActing') : null;
        return user ? watchLiveClass(ctx, user, args[0] as number) : false;
      },
    },
    {
      name: ClassSignalMethod.StopWatchingClassroom,
      args: classroomArgs,
      invoke: async (userId, args) => stopWatchingLiveClass(ctx, userId, args[0] as number),
    },
  ];
}
