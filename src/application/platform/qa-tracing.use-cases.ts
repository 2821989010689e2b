import type { RoleId } from '@domain/identity/role';
import { isQaTracingOffered, mayUseQaTracing } from '@domain/qa/qa-tracing-access';
import type { TraceRecorder } from '../ports/trace-recorder.port';
import type { SessionService } from '../use-cases/session.service';

/** A recorded trace as the file QA downloads (`npm run replay -- <file>`). */
export interface TraceFile {
  readonly fileName: string;
  readonly json: string;
}

/** QA tracing from the user menu (or `?qa=1`): switch it on or off, take the recording, clear it. */
export interface QaTracing {
  /**
   * Whether the signed-in person's menu offers QA tracing (enabled by configuration, or `?qa=1` turned
   * it on in this tab). For a role that may not use it, recording stops and what was recorded goes.
   */
  offerTo(roleId: RoleId, enabledByConfiguration: boolean): boolean;
  isOn(): boolean;
  turnOn(): void;
  turnOff(): void;
  /** Everything recorded so far, named for the moment it was taken. */
  download(): TraceFile;
  clear(): void;
  /**
   * Keeps recording to signed-in staff for the life of the tab (main.tsx calls it once at start).
   * While nobody, or a role that may not use QA tracing, is signed in, nothing is recorded (a
   * student's recording is deleted too); `?qa=1` turns tracing on only once such a role has signed
   * in, because before that nobody's role is known. Returns the unsubscribe.
   */
  followSession(session: Pick<SessionService, 'subscribe' | 'getSnapshot'>, askedInThisTab: boolean): () => void;
}

export function createQaTracing(recorder: TraceRecorder, now: () => Date = () => new Date()): QaTracing {
  return {
    offerTo: (roleId, enabledByConfiguration) => {
      if (!mayUseQaTracing(roleId) && recorder.isOn()) {
        recorder.setOn(false);
        recorder.clear();
      }
      return isQaTracingOffered(roleId, { byConfiguration: enabledByConfiguration, inThisTab: recorder.isOn() });
    },
    isOn: () => recorder.isOn(),
    turnOn: () => recorder.setOn(true),
    turnOff: () => recorder.setOn(false),
    download: () => ({
      fileName: `qa-trace-${now().toISOString().replace(/[:.]/g, '-')}.json`,
      json: JSON.stringify(recorder.snapshot(), null, 2),
    }),
    clear: () => recorder.clear(),
    followSession: (session, askedInThisTab) => {
      const follow = () => {
        const roleId = session.getSnapshot().profile?.roleId ?? null;
        if (roleId !== null && mayUseQaTracing(roleId)) {
          if (askedInThisTab) recorder.setOn(true);
          return;
        }
        recorder.setOn(false);
        if (roleId !== null) recorder.clear(); // a student's work must not stay in a trace
      };
      follow();
      return session.subscribe(follow);
    },
  };
}
