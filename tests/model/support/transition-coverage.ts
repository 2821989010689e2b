import type { AnyStateMachine, InspectionEvent } from 'xstate';

interface StateNodeLike {
  readonly id: string;
  readonly on: Record<string, unknown>;
  readonly states: Record<string, StateNodeLike>;
}

/** Every transition a machine declares, as "stateId:eventType" (delayed ones included). */
export function declaredTransitions(machine: AnyStateMachine): Set<string> {
  const out = new Set<string>();
  const walk = (node: StateNodeLike) => {
    for (const eventType of Object.keys(node.on)) out.add(`${node.id}:${eventType}`);
    for (const child of Object.values(node.states)) walk(child);
  };
  walk(machine.root as unknown as StateNodeLike);
  return out;
}

/** Every state node id of a machine. */
export function declaredStates(machine: AnyStateMachine): Set<string> {
  const out = new Set<string>();
  const walk = (node: StateNodeLike) => {
    out.add(node.id);
    for (const child of Object.values(node.states)) walk(child);
  };
  walk(machine.root as unknown as StateNodeLike);
  return out;
}

/**
 * Records which transitions and states the system under test really took, so a model-based test
 * can assert that its paths drove the implementation through every declared state and transition.
 */
export class TransitionCoverage {
  readonly taken = new Set<string>();
  readonly visited = new Set<string>();

  constructor(private readonly machine: AnyStateMachine) {}

  /** Pass as `inspect` when creating the actor under test. */
  readonly inspect = (event: InspectionEvent) => {
    if (event.type !== '@xstate.microstep') return;
    const microstep = event as InspectionEvent & {
      _transitions: Array<{ source: { id: string }; eventType: string }>;
      snapshot: { _nodes?: Array<{ id: string }> };
    };
    for (const t of microstep._transitions) this.taken.add(`${t.source.id}:${t.eventType}`);
    for (const node of microstep.snapshot._nodes ?? []) this.visited.add(node.id);
  };

  /** Also counts the states of an actor's initial snapshot. */
  noteSnapshot(snapshot: unknown): void {
    for (const node of (snapshot as { _nodes?: Array<{ id: string }> })._nodes ?? []) this.visited.add(node.id);
  }

  missingTransitions(): string[] {
    return [...declaredTransitions(this.machine)].filter((t) => !this.taken.has(t));
  }

  missingStates(): string[] {
    return [...declaredStates(this.machine)].filter((s) => !this.visited.has(s));
  }
}
