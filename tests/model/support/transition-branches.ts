import type { AnyStateMachine, InspectionEvent } from 'xstate';
import { declaredStates } from './transition-coverage';

interface TransitionLike {
  readonly source: { readonly id: string };
  readonly eventType: string;
}

interface StateNodeLike {
  readonly id: string;
  readonly transitions: Map<string, readonly TransitionLike[]>;
  readonly always?: readonly TransitionLike[];
  readonly states: Record<string, StateNodeLike>;
}

/**
 * Every branch of every transition a machine declares, as "stateId:eventType#n" (n: the candidate's
 * place in its guarded list; eventless `always` transitions as "stateId:always#n"), keyed by the
 * transition definition itself. Read from the machine, so a new transition or branch shows up at once.
 */
export function declaredBranches(machine: AnyStateMachine): Map<TransitionLike, string> {
  const out = new Map<TransitionLike, string>();
  const walk = (node: StateNodeLike) => {
    for (const [eventType, candidates] of node.transitions) candidates.forEach((t, i) => out.set(t, `${node.id}:${eventType}#${i}`));
    (node.always ?? []).forEach((t, i) => out.set(t, `${node.id}:always#${i}`));
    for (const child of Object.values(node.states)) walk(child);
  };
  walk(machine.root as unknown as StateNodeLike);
  return out;
}

/**
 * Records which transition branches and states real actors took, across any number of actors of
 * machines with the same definition (e.g. each `machine.provide(...)` of one machine): a branch is
 * named by its place in the definition, so the same branch of two provided copies counts once.
 * Transient states (left at once by an `always` transition) count as visited through that transition.
 */
export class BranchCoverage {
  readonly taken = new Set<string>();
  readonly visited = new Set<string>();
  private readonly declared: string[];
  private readonly statesDeclared: string[];
  private readonly branchesOf = new WeakMap<AnyStateMachine, Map<TransitionLike, string>>();

  constructor(machine: AnyStateMachine) {
    this.declared = [...declaredBranches(machine).values()];
    this.statesDeclared = [...declaredStates(machine)];
  }

  /** The `inspect` option for an actor of `machine` (the very machine object the actor runs). */
  inspectorFor(machine: AnyStateMachine): (event: InspectionEvent) => void {
    let branches = this.branchesOf.get(machine);
    if (!branches) {
      branches = declaredBranches(machine);
      this.branchesOf.set(machine, branches);
    }
    const known = branches;
    return (event) => {
      if (event.type !== '@xstate.microstep') return;
      const microstep = event as InspectionEvent & {
        _transitions: TransitionLike[];
        snapshot: { _nodes?: Array<{ id: string }> };
      };
      for (const t of microstep._transitions) {
        const name = known.get(t);
        if (name === undefined) throw new Error(`A transition from ${t.source.id} on "${t.eventType}" is not in the machine's definition`);
        this.taken.add(name);
        this.visited.add(t.source.id);
      }
      for (const node of microstep.snapshot._nodes ?? []) this.visited.add(node.id);
    };
  }

  /** Also counts the states of an actor's initial snapshot. */
  noteSnapshot(snapshot: unknown): void {
    for (const node of (snapshot as { _nodes?: Array<{ id: string }> })._nodes ?? []) this.visited.add(node.id);
  }

  missingBranches(): string[] {
    return this.declared.filter((t) => !this.taken.has(t));
  }

  missingStates(): string[] {
    return this.statesDeclared.filter((s) => !this.visited.has(s));
  }
}
