import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMachineActorFactory } from '@application/machines/machine-actor-factory';
import type { ActorTraceWriter, TraceRecorder } from '@application/ports/trace-recorder.port';
import { sessionIdleMachine } from '@domain/session/session-idle.machine';
import { MACHINES } from '@domain/qa/machine-registry';
import { replayTrace } from '@domain/qa/replay';
import { TRACE_FORMAT, TRACE_VERSION, type ActorTrace, type QaTrace } from '@domain/qa/trace';
import { vi } from 'vitest';

function memoryRecorder(): TraceRecorder {
  const actors: ActorTrace[] = [];
  return {
    isOn: () => true,
    setOn: () => undefined,
    startActor({ actorId, machineId, input }): ActorTraceWriter {
      const trace: ActorTrace = { actorId, machineId, input, initialState: null, steps: [] };
      actors.push(trace);
      return {
        initial: (state) => void (trace.initialState = state as never),
        step: (at, event, state) => void trace.steps.push({ at, event, state: state as never }),
      };
    },
    snapshot: (): QaTrace => ({ format: TRACE_FORMAT, version: TRACE_VERSION, recordedAt: new Date().toISOString(), actors }),
    clear: () => undefined,
  };
}

/** Records a real session-idle actor (real timers under vitest's fake clock) through the factory. */
function recordSession(): QaTrace {
  vi.useFakeTimers();
  try {
    const recorder = memoryRecorder();
    const factory = createMachineActorFactory(recorder, () => Date.now());
    const actor = factory.create(sessionIdleMachine, { input: { logoutAfterMs: 10_000, warnBeforeMs: 3_000 } });
    actor.start();
    vi.advanceTimersByTime(2_000);
    actor.send({ type: 'ACTIVITY' });
    vi.advanceTimersByTime(7_000);
    actor.send({ type: 'CONTINUE' });
    vi.advanceTimersByTime(10_000);
    return recorder.snapshot();
  } finally {
    vi.useRealTimers();
  }
}

describe('QA traces', () => {
  it('records every event with the state it led to, delayed transitions included', () => {
    const trace = recordSession();
    const steps = trace.actors[0].steps.map((s) => [s.event.type, s.state]);
    expect(trace.actors[0].initialState).toBe('active');
    expect(steps).toEqual([
      ['ACTIVITY', 'active'],
      ['xstate.after.untilWarning.sessionIdle.active', 'warning'],
      ['CONTINUE', 'active'],
      ['xstate.after.untilWarning.sessionIdle.active', 'warning'],
      ['xstate.after.warningPeriod.sessionIdle.warning', 'loggedOut'],
    ]);
  });

  it('replays a recorded trace deterministically', () => {
    expect(replayTrace(recordSession(), MACHINES)).toEqual([{ ok: true, steps: 5 }]);
  });

  it('names the step whose state differs', () => {
    const trace = recordSession();
    trace.actors[0].steps[2] = { ...trace.actors[0].steps[2], state: 'warning' };
    const [result] = replayTrace(trace, MACHINES);
    expect(result).toMatchObject({ ok: false, mismatch: { step: 3, eventType: 'CONTINUE', expected: 'warning', actual: 'active' } });
  });

  it('npm run replay exits 0 for a good trace and 1, naming the step, for a tampered one', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'trace-'));
    const good = path.join(dir, 'good.json');
    const bad = path.join(dir, 'bad.json');
    const trace = recordSession();
    writeFileSync(good, JSON.stringify(trace));
    trace.actors[0].steps[4] = { ...trace.actors[0].steps[4], state: 'active' };
    writeFileSync(bad, JSON.stringify(trace));
    const run = (file: string) => {
      try {
        return { code: 0, out: execFileSync('node', ['--import', 'tsx', 'scripts/replay-trace.ts', file], { encoding: 'utf8', stdio: 'pipe' }) };
      } catch (error) {
        const e = error as { status: number; stderr: string };
        return { code: e.status, out: e.stderr };
      }
    };
    expect(run(good)).toMatchObject({ code: 0 });
    const failed = run(bad);
    expect(failed.code).toBe(1);
    expect(failed.out).toContain('step 5 (xstate.after.warningPeriod.sessionIdle.warning)');
  });
});
