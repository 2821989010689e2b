import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { createMachineActorFactory } from '@application/machines/machine-actor-factory';
import { createQaTracing } from '@application/platform/qa-tracing.use-cases';
import type { SessionSnapshot } from '@application/use-cases/session.service';
import { ROLE_NAMES, RoleId } from '@domain/identity/role';
import type { ReducedProfile } from '@domain/identity/user.schemas';
import { createSessionTraceRecorder } from '@infrastructure/qa/session-trace-recorder.adapter';
import { createInMemoryPreferenceStore } from '@infrastructure/storage/in-memory-preference-store.adapter';

/**
 * Issue 11 item 5, "QA tracing is for QA staff": a tab opened with `?qa=1` must record nothing until
 * the signed-in role is known to be one that may use it — not before sign-in, never for a student.
 */

const toggle = createMachine({ id: 'toggle', initial: 'off', states: { off: { on: { FLIP: 'on' } }, on: { on: { FLIP: 'off' } } } });

const profileOf = (roleId: RoleId): ReducedProfile => ({ id: 1, userName: 'someone', roleId, roleName: ROLE_NAMES[roleId], stateId: null, districtId: null, schoolId: null });

/** The session as the app has it: a snapshot others subscribe to, changed by signing in and out. */
function sessionOf(profile: ReducedProfile | null) {
  let snapshot: SessionSnapshot = { token: profile && 'token', profile, endedBecause: null };
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => snapshot,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    change: (next: ReducedProfile | null) => {
      snapshot = { token: next && 'token', profile: next, endedBecause: next ? null : 'user' };
      for (const listener of listeners) listener();
    },
  };
}

/** Session storage of one tab. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

/** The app's start (main.tsx) in a tab opened with or without `?qa=1`, then a screen's machine at work. */
function tab(signedIn: ReducedProfile | null, { askedInThisTab = true, recordedBefore = false } = {}) {
  const recorder = createSessionTraceRecorder(memoryStorage(), createInMemoryPreferenceStore({ qaTracing: recordedBefore }));
  const qaTracing = createQaTracing(recorder);
  const session = sessionOf(signedIn);
  qaTracing.followSession(session, askedInThisTab);
  const machines = createMachineActorFactory(recorder);
  const useAScreen = () => {
    const actor = machines.create(toggle).start();
    actor.send({ type: 'FLIP' });
    actor.stop();
  };
  const recordedActors = () => recorder.snapshot().actors.length;
  return { session, useAScreen, recordedActors, qaTracing };
}

describe('QA tracing follows the signed-in role', () => {
  it('records nothing in a ?qa=1 tab before anyone has signed in', () => {
    const { useAScreen, recordedActors, qaTracing } = tab(null);
    useAScreen();
    expect(recordedActors()).toBe(0);
    expect(qaTracing.isOn()).toBe(false);
  });

  it('never records for a student, even in a ?qa=1 tab', () => {
    const { session, useAScreen, recordedActors } = tab(null);
    session.change(profileOf(RoleId.Student));
    useAScreen();
    expect(recordedActors()).toBe(0);
  });

  it('starts recording in a ?qa=1 tab once staff has signed in', () => {
    const { session, useAScreen, recordedActors, qaTracing } = tab(null);
    session.change(profileOf(RoleId.DistrictTeacher));
    expect(qaTracing.isOn()).toBe(true);
    useAScreen();
    expect(recordedActors()).toBe(1);
  });

  it('stops, and deletes what was recorded, when a student signs in where staff was recording', () => {
    const { session, useAScreen, recordedActors } = tab(profileOf(RoleId.CampusManager));
    useAScreen();
    expect(recordedActors()).toBe(1);
    session.change(null);
    useAScreen();
    session.change(profileOf(RoleId.Student));
    useAScreen();
    expect(recordedActors()).toBe(0);
  });

  it('records nothing before sign-in in a tab where tracing was left on by an earlier session', () => {
    const { useAScreen, recordedActors } = tab(null, { askedInThisTab: false, recordedBefore: true });
    useAScreen();
    expect(recordedActors()).toBe(0);
  });

  it('leaves a tab without ?qa=1 off for staff until they switch it on', () => {
    const { useAScreen, recordedActors } = tab(profileOf(RoleId.SuperAdmin), { askedInThisTab: false });
    useAScreen();
    expect(recordedActors()).toBe(0);
  });
});
