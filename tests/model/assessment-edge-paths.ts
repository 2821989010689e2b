import type { TestModel } from '@xstate/graph';
import type { EventObject, Snapshot } from 'xstate';

type ModelSnapshot = Snapshot<unknown> & { value: unknown; context: unknown };

const keyOf = (state: ModelSnapshot) => JSON.stringify([state.value, state.context]);

/**
 * Paths that take every transition of the abstract model at least once: for each reachable model
 * state (value and context), the shortest way there followed by each event it accepts. Paths that
 * are a prefix of another are dropped. Shortest paths alone reach every state but not every edge.
 */
export function edgeCoverPaths<TSnapshot extends ModelSnapshot, TEvent extends EventObject>(
  model: TestModel<TSnapshot, TEvent, unknown>,
  /** States whose own outgoing edges need no covering (e.g. a twin that only records an ignored event). */
  leaf: (state: TSnapshot) => boolean = () => false,
) {
  const adjacency = model.getAdjacencyMap();
  const edges = new Map<string, Array<{ event: TEvent; next: string }>>();
  const leaves = new Set<string>();
  let initial: string | null = null;
  for (const entry of Object.values(adjacency) as Array<{ state: TSnapshot; transitions: Record<string, { event: TEvent; state: TSnapshot }> }>) {
    const from = keyOf(entry.state);
    initial ??= from;
    if (leaf(entry.state)) leaves.add(from);
    const list = edges.get(from) ?? [];
    for (const t of Object.values(entry.transitions)) {
      if (!list.some((e) => e.next === keyOf(t.state) && JSON.stringify(e.event) === JSON.stringify(t.event))) list.push({ event: t.event, next: keyOf(t.state) });
    }
    edges.set(from, list);
  }
  // Breadth-first: the shortest event sequence to every state.
  const routes = new Map<string, TEvent[]>([[initial!, []]]);
  const queue = [initial!];
  while (queue.length > 0) {
    const from = queue.shift()!;
    if (leaves.has(from)) continue;
    for (const { event, next } of edges.get(from) ?? []) {
      if (routes.has(next)) continue;
      routes.set(next, [...routes.get(from)!, event]);
      queue.push(next);
    }
  }
  const sequences: TEvent[][] = [];
  for (const [from, route] of routes) {
    if (leaves.has(from)) continue;
    for (const { event } of edges.get(from) ?? []) sequences.push([...route, event]);
  }
  const text = (events: TEvent[]) => events.map((e) => JSON.stringify(e)).join('\n') + '\n';
  const texts = sequences.map(text);
  const kept = sequences.filter((seq, i) => !texts.some((other, j) => j !== i && other.length > texts[i].length && other.startsWith(texts[i])));
  const unique = [...new Map(kept.map((seq) => [text(seq), seq])).values()];
  return {
    paths: unique.map((events) => model.getPathsFromEvents(events)[0]),
    stateCount: routes.size,
    edgeCount: [...edges.values()].reduce((n, list) => n + list.length, 0),
  };
}
